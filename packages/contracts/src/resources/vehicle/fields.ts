import type { FieldSpec } from '../../resource';
import { text } from '../../i18n';

/** Who may see owner name, phone and identity number in clear (lists, finds, exports). */
export const OWNER_UNMASK = 'vehicleList/unmask';

export const VIN_PATTERN = {
  source: '^[A-HJ-NPR-Z0-9]{17}$',
  message: text('vehicle.fields.vinPattern.message'),
};

export const SALE_STATUSES = ['SOLD', 'UNSOLD'] as const;
export const SERVICE_STATUSES = ['NOT_OPEN', 'HAS_OPENED', 'SUSPENDED', 'EXPIRE'] as const;
export const TERMINAL_LOG_ACTIONS = ['BIND', 'CHANGE', 'SWAP', 'UNBIND'] as const;

/** Fields the vehicle screens share (list, sales, production, records, codes). */
export const VF = {
  vin: {
    label: text('vehicle.fields.vin'),
    type: 'text',
    required: true,
    max: 17,
    pattern: VIN_PATTERN,
    // anywhere in the value, any case: a VIN is often known by its last digits
    search: 'like',
    unique: true,
    sortable: true,
  },
  plateCode: {
    label: text('vehicle.fields.plateCode'),
    type: 'text',
    max: 20,
    search: 'like',
    sortable: true,
  },
  vehicleModelId: {
    label: text('vehicle.fields.vehicleModelId'),
    type: 'ref',
    ref: 'vehicleModel',
    required: true,
    search: 'eq',
  },
  vehicleSeriesId: {
    label: text('vehicle.fields.vehicleSeriesId'),
    type: 'ref',
    ref: 'vehicleSeries',
    form: false,
    import: false,
    search: 'eq',
  },
  vehicleTypeId: {
    label: text('vehicle.fields.vehicleTypeId'),
    type: 'ref',
    ref: 'vehicleType',
    form: false,
    import: false,
  },
  orgId: {
    label: text('vehicle.fields.orgId'),
    type: 'ref',
    ref: 'organisation',
    tree: true,
    search: 'eq',
  },
  saleStatus: {
    label: text('vehicle.fields.saleStatus'),
    type: 'enum',
    values: SALE_STATUSES,
    dict: 'saleStatus',
    search: 'eq',
    default: 'UNSOLD',
    required: true,
  },
  saleDate: { label: text('vehicle.fields.saleDate'), type: 'date', search: 'range', sortable: true },
  dealerName: { label: text('vehicle.fields.dealerName'), type: 'text', max: 100, search: 'like' },
  ownerName: { label: text('vehicle.fields.ownerName'), type: 'text', max: 50, masked: OWNER_UNMASK },
  ownerPhone: {
    label: text('vehicle.fields.ownerPhone'),
    type: 'text',
    max: 20,
    pattern: { source: '^[0-9+\\-() ]{5,20}$' },
    masked: OWNER_UNMASK,
  },
  ownerIdNumber: {
    label: text('vehicle.fields.ownerIdNumber.label'),
    type: 'text',
    max: 18,
    pattern: {
      source: '^(\\d{15}|\\d{17}[0-9Xx])$',
      message: text('vehicle.fields.ownerIdNumber.pattern.message'),
    },
    masked: OWNER_UNMASK,
    list: false,
  },
  creditCode: {
    label: text('vehicle.fields.creditCode.label'),
    type: 'text',
    pattern: {
      source: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
      message: text('vehicle.fields.creditCode.pattern.message'),
    },
    list: false,
  },
  serviceStatus: {
    label: text('vehicle.fields.serviceStatus'),
    type: 'enum',
    values: SERVICE_STATUSES,
    dict: 'serviceStatus',
    search: 'eq',
    form: 'readonly',
    import: false,
  },
  serviceStartDate: {
    label: text('vehicle.fields.serviceStartDate'),
    type: 'date',
    search: 'range',
  },
  serviceEndDate: {
    label: text('vehicle.fields.serviceEndDate'),
    type: 'date',
    search: 'range',
    sortable: true,
  },
  terminalCode: {
    label: text('vehicle.fields.terminalCode'),
    type: 'text',
    form: false,
    import: false,
    search: 'like',
  },
} as const satisfies Record<string, FieldSpec>;

/** The VIN shown, not edited, on the screens that edit one side of a vehicle. */
export const vinReadonly = {
  ...VF.vin,
  form: 'readonly',
  required: false,
  unique: false,
} as const satisfies FieldSpec;
export const modelReadonly = {
  ...VF.vehicleModelId,
  form: 'readonly',
  required: false,
} as const satisfies FieldSpec;
