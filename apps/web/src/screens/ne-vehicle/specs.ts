import { neVehicleResourceSpecs } from '@chelian/contracts/resources/ne-vehicle';
import { registerResourceSpecs } from '../../engine';

// ref fields name these declarations (operating units in sale forms and lists)
registerResourceSpecs(neVehicleResourceSpecs);
