import { lockVehicleSpec } from '@chelian/contracts/resources/control/lock';
import { ResourceScreen } from '../../engine';
import { AddLockVehicleDialog, LockSpeedDialog } from './LockDialogs';

/** Vehicles under lock management: switches, lock, unlock and speed limits; refreshes while results come in. */
export default function Lock() {
  return <ResourceScreen spec={lockVehicleSpec} autoRefresh dialogs={{ addVehicle: AddLockVehicleDialog, lockSpeed: LockSpeedDialog }} />;
}
