import type { ResourceSpec } from '../resource';
import {
  neAssemblySpec,
  neDriverSpec,
  neProduceSpec,
  neSaleSpec,
  neStorageSpec,
  neTerminalSpec,
} from './ne-vehicle/flows';
import { neVehicleColourSpec } from './ne-vehicle/colour';
import { nePushSpec } from './ne-vehicle/push';
import { neRecordNativeSpec, neRecordSpec, neTraceBackSpec, operatingUnitSpec } from './ne-vehicle/records';
import {
  neBelongDealerSpec,
  neVehicleNativeSpec,
  neVehicleProductionSpec,
  neVehicleSalesSpec,
  neVehicleSpec,
  neVehicleTodaySpec,
} from './ne-vehicle/vehicle';

export * from './ne-vehicle/colour';
export * from './ne-vehicle/fields';
export * from './ne-vehicle/flows';
export * from './ne-vehicle/push';
export * from './ne-vehicle/records';
export * from './ne-vehicle/vehicle';

/** The new-energy vehicle group's declared resources. */
export const neVehicleResourceSpecs = {
  neVehicle: neVehicleSpec,
  neVehicleNative: neVehicleNativeSpec,
  neVehicleToday: neVehicleTodaySpec,
  neVehicleProduction: neVehicleProductionSpec,
  neVehicleSales: neVehicleSalesSpec,
  neBelongDealer: neBelongDealerSpec,
  neVehicleProduce: neProduceSpec,
  neVehicleDriver: neDriverSpec,
  neVehicleStorage: neStorageSpec,
  neVehicleSale: neSaleSpec,
  neVehicleTerminal: neTerminalSpec,
  neVehiclePush: nePushSpec,
  neVehicleAssembly: neAssemblySpec,
  neVehicleRecord: neRecordSpec,
  neVehicleRecordNative: neRecordNativeSpec,
  neVehicleTraceBack: neTraceBackSpec,
  operatingUnit: operatingUnitSpec,
  neVehicleColour: neVehicleColourSpec,
} as const satisfies Record<string, ResourceSpec>;
