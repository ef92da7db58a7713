import { lockVehicleSpec } from '@chelian/contracts/resources/control/lock';
import { ResourceScreen } from '../../engine';
import { AddLockVehicleDialog, ImportLockVehiclesDialog, LockSpeedDialog, MileageChangeDialog } from './LockDialogs';

/** Vehicles under lock management: switches, lock, unlock, speed limits, mileage change, urgent reset and the vehicle import; refreshes while results come in. */
export default function Lock() {
  return <ResourceScreen spec={lockVehicleSpec} autoRefresh dialogs={{ addVehicle: AddLockVehicleDialog, lockSpeed: LockSpeedDialog, mileageChange: MileageChangeDialog, importVehicle: ImportLockVehiclesDialog }} />;
}
