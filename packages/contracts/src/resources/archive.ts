import type { ResourceSpec } from '../resource';
import { energyStorageModelSpec, electricDriveModelSpec, engineModelSpec } from './model/powertrain';
import {
  vehicleColourSpec,
  vehicleGroupSpec,
  vehicleSeriesSpec,
  vehicleTypeSpec,
} from './model/dictionaries';
import {
  vehicleGallerySpec,
  vehicleInfoConfigSpec,
  vehicleModelConfigSpec,
  vehicleModelSpec,
  vehicleModelThresholdSpec,
} from './model/vehicleModel';
import {
  vehicleCodeSpec,
  vehicleProductionSpec,
  vehicleRecordSpec,
  vehicleSaleSpec,
  vehicleTerminalLogSpec,
  vehicleTerminalSpec,
} from './vehicle/facets';
import { vehicleSpec } from './vehicle/vehicle';

export * from './model/dictionaries';
export * from './model/powertrain';
export * from './model/vehicleModel';
export * from './vehicle/facets';
export * from './vehicle/fields';
export * from './vehicle/vehicle';

/** The vehicle archive's declared resources: models and their dictionaries, vehicles and their facets. */
export const archiveResourceSpecs = {
  vehicleSeries: vehicleSeriesSpec,
  vehicleType: vehicleTypeSpec,
  vehicleColour: vehicleColourSpec,
  vehicleGroup: vehicleGroupSpec,
  energyStorageModel: energyStorageModelSpec,
  electricDriveModel: electricDriveModelSpec,
  engineModel: engineModelSpec,
  vehicleModel: vehicleModelSpec,
  vehicleModelConfig: vehicleModelConfigSpec,
  vehicleModelThreshold: vehicleModelThresholdSpec,
  vehicleGallery: vehicleGallerySpec,
  vehicleInfoConfig: vehicleInfoConfigSpec,
  vehicle: vehicleSpec,
  vehicleSale: vehicleSaleSpec,
  vehicleProduction: vehicleProductionSpec,
  vehicleRecord: vehicleRecordSpec,
  vehicleCode: vehicleCodeSpec,
  vehicleTerminal: vehicleTerminalSpec,
  vehicleTerminalLog: vehicleTerminalLogSpec,
} as const satisfies Record<string, ResourceSpec>;
