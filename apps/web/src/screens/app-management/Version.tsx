import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** App versions (app-management/version): publish per platform, delete logically. */
export default listScreen({ spec: appManagementResourceSpecs.appVersion });
