import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Banners of the app (app-management/banner): types, status, order; export and import. */
export default listScreen({ spec: appManagementResourceSpecs.banner });
