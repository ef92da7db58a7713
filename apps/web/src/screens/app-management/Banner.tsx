import { ResourceScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Banners of the app (app-management/banner): types, status, order; export and import. */
export default function Banner() {
  return <ResourceScreen spec={appManagementResourceSpecs.banner} />;
}
