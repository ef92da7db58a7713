import './specs';
import { otaTaskVehicleSpec } from '@chelian/contracts/resources/ota/index';
import { listScreen } from '../../engine';

/** Vehicle update query (ota/vehicle-update-query): every vehicle of every task with its upgrade progress. */
export default listScreen({ spec: otaTaskVehicleSpec });
