import { z } from 'zod';
import { defineResourceSpec, type FieldSpec } from '../../resource';
import { text } from '../../i18n';
import { defineCalls } from '../../call';
import { L, PATTERNS, remarkField } from '../system/common';
import { DEALER_ORG_TYPES } from '../system/organisation';

export { DEALER_ORG_TYPES } from '../system/organisation';
export type DealerOrgType = (typeof DEALER_ORG_TYPES)[number];

/** What a dealer does (002 §3, §9): sales, service, parts, information. */
export const DEALER_TYPES = ['SALE', 'SERVICE', 'PARTS', 'INFO'] as const;
export type DealerType = (typeof DEALER_TYPES)[number];

/** The permission module of each kind of dealer-network organisation (its screen in the menu). */
export const DEALER_MODULES: Record<DealerOrgType, string> = {
  DEALER: 'dealerNetwork',
  KEYACCOUNT: 'keyClient',
  SERVICE: 'serviceProvider',
};

const fields = {
  name: {
    label: text('dealer.fields.name'),
    type: 'text',
    required: true,
    max: 100,
    search: 'like',
    sortable: true,
  },
  code: {
    label: text('dealer.fields.code'),
    type: 'text',
    required: true,
    max: 50,
    pattern: PATTERNS.code,
    unique: true,
    search: 'prefix',
    sortable: true,
    help: text('dealer.help.code'),
  },
  province: { label: L.province, type: 'area', areaLevel: 1, search: 'eq' },
  city: { label: L.city, type: 'area', areaLevel: 2 },
  address: { label: L.address, type: 'text', max: 200 },
  contacts: { label: L.contacts, type: 'text', max: 50, search: 'like' },
  telephone: { label: L.telephone, type: 'text', max: 30, pattern: PATTERNS.telephone },
  lng: { label: text('dealer.fields.lng'), type: 'number', min: -180, max: 180, list: false },
  lat: { label: text('dealer.fields.lat'), type: 'number', min: -90, max: 90, list: false },
  imageId: {
    label: text('dealer.fields.image'),
    type: 'image',
    list: false,
    export: false,
    import: false,
  },
  vehicleCount: {
    label: text('dealer.fields.vehicleCount'),
    type: 'integer',
    form: false,
    import: false,
  },
  remark: remarkField,
  createdAt: {
    label: L.createdAt,
    type: 'datetime',
    form: false,
    import: false,
    search: 'range',
    sortable: true,
  },
} as const satisfies Record<string, FieldSpec>;

/**
 * Dealers of the dealer network (system-svc/users/dealer/V1.0). Each is an organisation of type
 * DEALER as well, made and kept in step with it, so users are assigned to it like to any
 * organisation; such a user sees only the vehicles its dealer references.
 */
export const dealerSpec = defineResourceSpec({
  name: 'dealer',
  module: 'dealerNetwork',
  service: 'system-svc',
  base: 'users/dealer/V1.0',
  title: text('dealer.title.DEALER'),
  noun: text('dealer.nouns.DEALER'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    ...fields,
    dealerTypes: {
      label: text('dealer.fields.dealerTypes'),
      type: 'enum',
      values: DEALER_TYPES,
      dict: 'dealerType',
      multiple: true,
      default: [],
    },
  },
});

/** Key accounts (important clients): organisations of type KEYACCOUNT with their vehicles. */
export const keyAccountSpec = defineResourceSpec({
  name: 'keyAccount',
  module: 'keyClient',
  service: 'system-svc',
  base: 'users/dealer/V1.0/keyAccount',
  title: text('dealer.title.KEYACCOUNT'),
  noun: text('dealer.nouns.KEYACCOUNT'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields,
});

/** Service providers: organisations of type SERVICE with the vehicles they look after. */
export const serviceProviderSpec = defineResourceSpec({
  name: 'serviceProvider',
  module: 'serviceProvider',
  service: 'system-svc',
  base: 'users/dealer/V1.0/serviceProvider',
  title: text('dealer.title.SERVICE'),
  noun: text('dealer.nouns.SERVICE'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields,
});

/** The spec of each kind of dealer-network organisation. */
export const DEALER_SPECS = {
  DEALER: dealerSpec,
  KEYACCOUNT: keyAccountSpec,
  SERVICE: serviceProviderSpec,
} as const;

// ---- vehicle references (002 §7) ----

const page = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
};

/** A page of the vehicles a dealer references, or of those it may still take. */
export const dealerRefPageBody = z.object({
  dealerId: z.coerce.number().int().positive(),
  vin: z.string().trim().max(17).optional(),
  plateCode: z.string().trim().max(20).optional(),
  ...page,
});
export type DealerRefPageBody = z.infer<typeof dealerRefPageBody>;

/** Link vehicles to a dealer, by id or by VIN. */
export const dealerRefCreateBody = z
  .object({
    dealerId: z.coerce.number().int().positive(),
    vehicleIds: z.array(z.coerce.number().int().positive()).max(2000).optional(),
    vins: z.array(z.string().trim().min(1).max(17)).max(2000).optional(),
  })
  .refine((b) => (b.vehicleIds?.length ?? 0) + (b.vins?.length ?? 0) > 0, { path: ['vehicleIds'] });
export type DealerRefCreateBody = z.infer<typeof dealerRefCreateBody>;

/** Unlink vehicles from a dealer. */
export const dealerRefDeleteBody = z.object({
  dealerId: z.coerce.number().int().positive(),
  vehicleIds: z.array(z.coerce.number().int().positive()).min(1).max(2000),
});
export type DealerRefDeleteBody = z.infer<typeof dealerRefDeleteBody>;

/** A vehicle as the reference screens list it. */
export interface DealerVehicleRow {
  id: number;
  vin: string;
  plateCode: string | null;
  modelName: string | null;
  /** when it was linked (references only) */
  linkedAt: number | null;
}

/** The dealer-network organisations that reference a vehicle (GET vehicle/{vin}). */
export interface VehicleDealerRow {
  dealerId: number;
  orgType: DealerOrgType;
  name: string;
  code: string;
}

/** What a VIN import did: every VIN of the file linked, or nothing and the refused rows. */
export interface DealerVinImportResult {
  imported: number;
}

const BASE = 'system-svc/users/dealer/V1.0';
/**
 * The reference calls take the dealer's id and serve the three kinds alike: the route opens to
 * the viewers of any of the three screens and the handler asks for the permission of the
 * dealer's own kind (DEALER_MODULES).
 */
export const DEALER_CALLS = defineCalls({
  pageDealerRef: { method: 'POST', path: `${BASE}/pageDealerRef`, access: 'dealerNetwork/view' },
  pageVehicleNoDealer: { method: 'POST', path: `${BASE}/pageVehicleNoDealer`, access: 'dealerNetwork/view' },
  createVehicleRef: { method: 'POST', path: `${BASE}/createVehicleRef`, access: 'dealerNetwork/update' },
  deleteDealerRef: { method: 'POST', path: `${BASE}/deleteDealerRef`, access: 'dealerNetwork/update' },
  import4DealerVin: { method: 'POST', path: `${BASE}/import4DealerVin`, access: 'dealerNetwork/update' },
  import4KeyAccountVin: { method: 'POST', path: `${BASE}/import4KeyAccountVin`, access: 'keyClient/update' },
  vinTemplate: { method: 'GET', path: `${BASE}/vinTemplate`, access: 'dealerNetwork/view' },
  page4VinByExcel: { method: 'POST', path: `${BASE}/page4VinByExcel`, access: 'dealerNetwork/view' },
  vehicleDealers: { method: 'GET', path: `${BASE}/vehicle/:vin`, access: 'dealerNetwork/view' },
});

/** The dealer network's declarations, by name. */
export const dealerNetworkSpecs = {
  dealer: dealerSpec,
  keyAccount: keyAccountSpec,
  serviceProvider: serviceProviderSpec,
};
