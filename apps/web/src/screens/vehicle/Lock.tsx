import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { allScreens } from '@chelian/contracts';
import { lockVehicleSpec } from '@chelian/contracts/resources/control/lock';
import { ResourceScreen } from '../../engine';
import { localize } from '../../engine/text';
import {
  AddLockVehicleDialog,
  ImportLockVehiclesDialog,
  LockSpeedDialog,
  MileageChangeDialog,
} from './LockDialogs';

/** Vehicles under lock management: switches, lock, unlock, speed limits, mileage change, urgent reset and the vehicle import; refreshes while results come in. */
export default function Lock() {
  const navigate = useNavigate();
  const history = allScreens.find((s) => s.key === 'vehicle/lock-history');
  const toolbar = history
    ? {
        extra: (
          <Button data-testid="lock-open-history" onClick={() => navigate(history.path)}>
            {localize(history.name)}
          </Button>
        ),
      }
    : undefined;
  return (
    <ResourceScreen
      spec={lockVehicleSpec}
      autoRefresh
      toolbar={toolbar}
      dialogs={{
        addVehicle: AddLockVehicleDialog,
        lockSpeed: LockSpeedDialog,
        mileageChange: MileageChangeDialog,
        importVehicle: ImportLockVehiclesDialog,
      }}
    />
  );
}
