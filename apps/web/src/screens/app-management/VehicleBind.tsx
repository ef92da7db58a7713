import { listScreen } from '../../engine';
import { appManagementResourceSpecs } from './specs';

/** Binds and unbinds of vehicles to app accounts (app-management/vehicle-bind). */
export default listScreen({ spec: appManagementResourceSpecs.vehicleBind });
