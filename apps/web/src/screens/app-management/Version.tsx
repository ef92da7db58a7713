import { ResourceScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** App versions (app-management/version): publish per platform, delete logically. */
export default function Version() {
  return <ResourceScreen spec={appManagementResourceSpecs.appVersion} />;
}
