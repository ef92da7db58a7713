import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Places around the car the app shows (app-management/periphery-info). */
export default listScreen({ spec: appManagementResourceSpecs.peripheryInfo });
