import { ResourceScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Places around the car the app shows (app-management/periphery-info). */
export default function PeripheryInfo() {
  return <ResourceScreen spec={appManagementResourceSpecs.peripheryInfo} />;
}
