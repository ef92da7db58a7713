import type { FieldOverride } from './types';

/**
 * How the console draws some fields beyond what their type says: a column's width and pinning, a
 * search input other than the type's. The server never reads these, so they live here rather than
 * in the shared resource specs. A screen's own overrides (its `fields`) still win.
 */

/** A VIN column: pinned left, where operators scan, and wide enough for all 17 characters. */
const VIN_COLUMN: FieldOverride = { width: 190, fixed: 'left' };
/** A VIN searched anywhere in the value, suggested from the resource's own rows as it is typed. */
const VIN_SUGGESTED: FieldOverride = { ...VIN_COLUMN, searchInput: 'autocomplete' };

const byResource: Readonly<Record<string, Readonly<Record<string, FieldOverride>>>> = {
  user: { userName: { width: 140, fixed: 'left' } },
  // module and action are picked from the log's own lists (the screen loads them)
  businessLog: { module: { searchInput: 'select' }, action: { searchInput: 'select' } },
  mesTrace: { vin: { searchInput: 'autocomplete' } },
  ...Object.fromEntries(
    [
      'vehicle',
      'vehicleSale',
      'vehicleProduction',
      'vehicleRecord',
      'vehicleCode',
      'vehicleTerminal',
      'vehicleTerminalLog',
      'neVehicle',
      'neVehicleToday',
      'neVehicleProduction',
      'neVehicleSales',
      'neVehicleNative',
      'neVehicleTraceBack',
      'neBelongDealer',
    ].map((name) => [name, { vin: VIN_SUGGESTED }]),
  ),
  ...Object.fromEntries(
    [
      'neVehicleAssembly',
      'neVehicleRecord',
      'neVehicleRecordNative',
      'neVehicleDriver',
      'neVehicleProduce',
      'neVehiclePush',
      'neVehicleSale',
      'neVehicleStorage',
      'neVehicleTerminal',
    ].map((name) => [name, { vin: VIN_COLUMN }]),
  ),
};

/** A field's hints merged under the screen's own override of it. */
export function withHints(resource: string, key: string, override: FieldOverride | undefined): FieldOverride {
  const hint = byResource[resource]?.[key];
  return hint ? { ...hint, ...override } : (override ?? {});
}
