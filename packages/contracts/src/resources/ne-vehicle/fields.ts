import type { FieldSpec } from '../../resource';

import { OWNER_UNMASK, VF, VIN_PATTERN } from '../vehicle/fields';
import { text } from '../../i18n';

/**
 * Where a new-energy vehicle stands: ARCHIVED (its VIN is known), PRODUCED (production recorded),
 * SOLD (sale recorded). Production needs ARCHIVED or PRODUCED, a sale needs PRODUCED.
 */
export const NE_VEHICLE_STATUSES = ['ARCHIVED', 'PRODUCED', 'SOLD'] as const;
export type NeVehicleStatus = (typeof NE_VEHICLE_STATUSES)[number];
/** What a flow row changed; DRIVER, STORAGE and TERMINAL are the parts fitted (the assembly screen). */
export const NE_FLOW_KINDS = ['PRODUCE', 'SALE', 'DRIVER', 'STORAGE', 'TERMINAL'] as const;
export const NE_PART_KINDS = ['DRIVER', 'STORAGE', 'TERMINAL'] as const;
/** The platform a vehicle is filed with: the national GB/T 32960 platform or a local one. */
export const NE_RECORD_PLATFORMS = ['GB32960', 'LOCAL'] as const;

/** The VIN a flow row names: an archived new-energy vehicle of the caller's tenant. */
export const flowVin = {
  label: VF.vin.label,
  type: 'text',
  required: true,
  max: 17,
  pattern: VIN_PATTERN,
} as const satisfies FieldSpec;

/** Fields the new-energy screens share. */
export const NF = {
  neStatus: {
    label: text('neVehicle.fields.neStatus'),
    type: 'enum',
    values: NE_VEHICLE_STATUSES,
    dict: 'neVehicleStatus',
    search: 'eq',
    form: false,
    import: false,
  },
  productionDate: {
    label: text('neVehicle.fields.productionDate'),
    type: 'date',
    search: 'range',
    sortable: true,
  },
  machineCode: { label: text('neVehicle.fields.machineCode'), type: 'text', max: 64 },
  engineNo: { label: text('neVehicle.fields.engineNo'), type: 'text', max: 32 },
  colourId: { label: text('neVehicle.fields.colourId'), type: 'ref', ref: 'vehicleColour' },
  motorModelId: {
    label: text('neVehicle.fields.motorModelId'),
    type: 'ref',
    ref: 'electricDriveModel',
  },
  motorCode: {
    label: text('neVehicle.fields.motorCode'),
    type: 'text',
    max: 64,
    search: 'prefix',
  },
  storageModelId: {
    label: text('neVehicle.fields.storageModelId'),
    type: 'ref',
    ref: 'energyStorageModel',
  },
  batteryPackCode: {
    label: text('neVehicle.fields.batteryPackCode'),
    type: 'text',
    max: 64,
    search: 'prefix',
  },
  saleDate: { label: text('neVehicle.fields.saleDate'), type: 'date', search: 'range', sortable: true },
  dealerName: { label: text('neVehicle.fields.dealerName'), type: 'text', max: 100, search: 'like' },
  ownerName: { label: text('neVehicle.fields.ownerName'), type: 'text', max: 50, masked: OWNER_UNMASK },
  ownerPhone: {
    label: text('neVehicle.fields.ownerPhone'),
    type: 'text',
    max: 20,
    pattern: { source: '^[0-9+\\-() ]{5,20}$' },
    masked: OWNER_UNMASK,
  },
  operatingUnitId: {
    label: text('neVehicle.fields.operatingUnitId'),
    type: 'ref',
    ref: 'operatingUnit',
    search: 'eq',
  },
  dealerOrgId: {
    label: text('neVehicle.fields.dealerOrgId'),
    type: 'ref',
    ref: 'organisation',
    tree: true,
    search: 'eq',
  },
  filed: {
    label: text('neVehicle.fields.filed'),
    type: 'boolean',
    form: false,
    import: false,
  },
} as const satisfies Record<string, FieldSpec>;

/** A field shown in lists and files only: never in a form or an import. */
export const listOnly = <F extends FieldSpec>(f: F) =>
  ({ ...f, form: false, import: false, required: false }) as const;
