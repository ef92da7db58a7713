import { defineCalls, type CallSpec } from '../../call';
import { text } from '../../i18n';
import { FENCE_SHAPES } from '../../geo/fence';
import { defineResourceSpec, type ActionSpec } from '../../resource';
import { PATTERNS } from '../system/common';
import { VIN_PATTERN } from '../vehicle/fields';

/** Customer accounts are people or organisations (002 §9 "user types for accounts"). */
export const CUSTOMER_USER_TYPES = ['PERSONAL', 'ORGANISATION'] as const;
/** Enabled and disabled, by explicit actions (002 §4 app account). */
export const CUSTOMER_STATUSES = ['NORMAL', 'DISABLED'] as const;
/** A vehicle bound to a customer waits for an audit, which passes or rejects it. */
export const VEHICLE_AUDIT_STATUSES = ['PENDING', 'PASS', 'REJECT'] as const;
export type VehicleAuditStatus = (typeof VEHICLE_AUDIT_STATUSES)[number];
/** The verdicts an audit gives. */
export const VEHICLE_AUDIT_RESULTS = ['PASS', 'REJECT'] as const;

const F = (key: string) => text(`customer.fields.${key}` as Parameters<typeof text>[0]);
const A = (key: string) => text(`customer.actions.${key}` as Parameters<typeof text>[0]);

const statusOf = {
  label: F('status'),
  type: 'enum',
  values: CUSTOMER_STATUSES,
  dict: 'customerStatus',
  search: 'eq',
  default: 'NORMAL',
  form: false,
  import: false,
} as const;
const remark = { label: F('remark'), type: 'textarea', max: 500, list: false } as const;
const createdAt = {
  label: F('createdAt'),
  type: 'datetime',
  form: false,
  import: false,
  search: 'range',
  sortable: true,
} as const;

/** The customer calls beyond the standard ones. */
export const CUSTOMER_CALLS = defineCalls({
  managerEnable: {
    method: 'POST',
    path: 'customer-svc/customer/accountManager/V1.0/enable',
    access: 'accountManagers/enable',
  },
  managerDisable: {
    method: 'POST',
    path: 'customer-svc/customer/accountManager/V1.0/disable',
    access: 'accountManagers/disable',
  },
  /** body { managerId, accountIds }: the accounts the manager looks after from now on */
  managerBind: {
    method: 'POST',
    path: 'customer-svc/customer/accountManager/V1.0/bind',
    access: 'accountManagers/bind',
  },
  /** the bind list: accounts the manager looks after */
  managerAccounts: {
    method: 'POST',
    path: 'customer-svc/customer/accountManager/V1.0/:id/accounts',
    access: 'accountManagers/view',
  },
  /** the assign list: accounts nobody looks after yet */
  managerAssignable: {
    method: 'POST',
    path: 'customer-svc/customer/accountManager/V1.0/assignable',
    access: 'accountManagers/bind',
  },
  accountEnable: {
    method: 'POST',
    path: 'customer-svc/customer/account/V1.0/enable',
    access: 'accounts/enable',
  },
  accountDisable: {
    method: 'POST',
    path: 'customer-svc/customer/account/V1.0/disable',
    access: 'accounts/disable',
  },
  accountFocus: {
    method: 'POST',
    path: 'customer-svc/customer/account/V1.0/focus',
    access: 'accounts/focus',
  },
  /** body { accountId, vins }: binds the tenant's vehicles to the account, each waiting for an audit */
  vehicleBind: {
    method: 'POST',
    path: 'customer-svc/customer/vehicle/mgr/V1.0/bind',
    access: 'vehicles/bind',
  },
  /** body { ids, result: PASS | REJECT, remark }: audits pending bindings */
  vehicleAudit: {
    method: 'POST',
    path: 'customer-svc/vehicle/audit/mgr/V1.0/audit',
    access: 'vehicles/audit',
  },
  siteFocus: {
    method: 'POST',
    path: 'customer-svc/customer/serviceSite/V1.0/focus',
    access: 'serviceSites/focus',
  },
  siteMaintenance: {
    method: 'POST',
    path: 'customer-svc/customer/serviceSite/V1.0/maintenance',
    access: 'serviceSites/maintenance',
  },
});

const switchActions = (calls: { enable: CallSpec; disable: CallSpec }): ActionSpec[] => [
  {
    key: 'enable',
    label: A('enable'),
    call: calls.enable,
    selection: 'many',
    confirm: A('enableConfirm'),
  },
  {
    key: 'disable',
    label: A('disable'),
    call: calls.disable,
    selection: 'many',
    confirm: A('disableConfirm'),
  },
];
const focusAction = (call: CallSpec): ActionSpec => ({
  key: 'focus',
  label: A('focus'),
  call,
  selection: 'many',
  confirm: A('focusConfirm'),
});

/** Account managers: staff who look after customer accounts (customer-svc account manager). */
export const accountManagerSpec = defineResourceSpec({
  name: 'customerAccountManager',
  module: 'accountManagers',
  service: 'customer-svc',
  base: 'customer/accountManager/V1.0',
  title: text('customer.titles.managers'),
  noun: text('customer.nouns.manager'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    ...switchActions({ enable: CUSTOMER_CALLS.managerEnable, disable: CUSTOMER_CALLS.managerDisable }),
    {
      key: 'bind',
      label: A('bind'),
      call: CUSTOMER_CALLS.managerBind,
      selection: 'one',
      dialog: 'bindAccounts',
    },
  ],
  fields: {
    name: { label: F('name'), type: 'text', required: true, max: 50, search: 'like', sortable: true },
    phone: {
      label: F('phone'),
      type: 'text',
      required: true,
      pattern: PATTERNS.mobile,
      max: 20,
      unique: true,
    },
    status: statusOf,
    remark,
    createdAt,
  },
});

/** Customer (app) accounts, each optionally looked after by an account manager. */
export const customerAccountSpec = defineResourceSpec({
  name: 'customerAccount',
  module: 'accounts',
  service: 'customer-svc',
  base: 'customer/account/V1.0',
  title: text('customer.titles.accounts'),
  noun: text('customer.nouns.account'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    ...switchActions({ enable: CUSTOMER_CALLS.accountEnable, disable: CUSTOMER_CALLS.accountDisable }),
    focusAction(CUSTOMER_CALLS.accountFocus),
  ],
  fields: {
    name: { label: F('accountName'), type: 'text', required: true, max: 50, search: 'like', sortable: true },
    phone: {
      label: F('phone'),
      type: 'text',
      required: true,
      pattern: PATTERNS.mobile,
      max: 20,
      unique: true,
      search: 'prefix',
    },
    userType: {
      label: F('userType'),
      type: 'enum',
      values: CUSTOMER_USER_TYPES,
      dict: 'customerUserType',
      required: true,
      default: 'PERSONAL',
      search: 'eq',
    },
    managerId: { label: F('managerId'), type: 'ref', ref: 'customerAccountManager', search: 'eq' },
    status: statusOf,
    focus: { label: F('focus'), type: 'boolean', form: false, import: false, search: 'eq', default: false },
    remark,
    createdAt,
  },
});

const vehicleFields = {
  vin: {
    label: F('vin'),
    type: 'text',
    required: true,
    max: 17,
    pattern: VIN_PATTERN,
    search: 'like',
    sortable: true,
    form: 'readonly',
  },
  accountId: {
    label: F('accountId'),
    type: 'ref',
    ref: 'customerAccount',
    required: true,
    search: 'eq',
    form: 'readonly',
  },
  plateNo: { label: F('plateNo'), type: 'text', max: 20, search: 'like', form: 'readonly' },
  auditStatus: {
    label: F('auditStatus'),
    type: 'enum',
    values: VEHICLE_AUDIT_STATUSES,
    dict: 'customerVehicleAudit',
    search: 'eq',
    form: false,
  },
  auditRemark: { label: F('auditRemark'), type: 'text', max: 200, form: false },
  auditedAt: { label: F('auditedAt'), type: 'datetime', form: false, sortable: true },
  createdAt,
} as const;

/** Vehicles bound to customer accounts (customer-svc vehicle manager): bound by VIN, then audited. */
export const customerVehicleSpec = defineResourceSpec({
  name: 'customerVehicle',
  module: 'vehicles',
  service: 'customer-svc',
  base: 'customer/vehicle/mgr/V1.0',
  title: text('customer.titles.vehicles'),
  noun: text('customer.nouns.vehicle'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'delete', 'export'],
  actions: [
    {
      key: 'bind',
      label: A('bind'),
      call: CUSTOMER_CALLS.vehicleBind,
      selection: 'none',
      dialog: 'bindVehicles',
    },
    {
      key: 'audit',
      label: A('audit'),
      call: CUSTOMER_CALLS.vehicleAudit,
      selection: 'many',
      dialog: 'audit',
    },
  ],
  fields: vehicleFields,
});

/** The audit's view of the same bindings (customer-svc vehicle/audit/mgr/V1.0 page and find). */
export const vehicleAuditSpec = defineResourceSpec({
  name: 'customerVehicleAudit',
  module: 'vehicles',
  service: 'customer-svc',
  base: 'vehicle/audit/mgr/V1.0',
  title: text('customer.titles.audit'),
  noun: text('customer.nouns.vehicle'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find'],
  fields: vehicleFields,
});

/** A customer's fences: a named area (geo/fence.ts) drawn on the map, as the dealer fences are. */
export const customerFenceSpec = defineResourceSpec({
  name: 'customerFence',
  module: 'customerFence',
  service: 'customer-svc',
  base: 'customer/fence/V1.0',
  title: text('customer.titles.fences'),
  noun: text('customer.nouns.fence'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: { label: F('name'), type: 'text', required: true, max: 50, search: 'like', sortable: true },
    accountId: { label: F('accountId'), type: 'ref', ref: 'customerAccount', required: true, search: 'eq' },
    shape: {
      label: F('shape'),
      type: 'enum',
      values: FENCE_SHAPES,
      dict: 'fenceShape',
      required: true,
      search: 'eq',
    },
    geometry: {
      label: F('geometry'),
      type: 'json',
      required: true,
      list: false,
      export: false,
      import: false,
      help: text('customer.help.geometry'),
    },
    radius: { label: F('radius'), type: 'number', form: false, list: false, export: true },
    remark,
    updatedAt: { label: F('updatedAt'), type: 'datetime', form: false, search: 'range', sortable: true },
  },
});

/** Service sites customers are served at; bound to accounts, looked after by a manager. */
export const serviceSiteSpec = defineResourceSpec({
  name: 'customerServiceSite',
  module: 'serviceSites',
  service: 'customer-svc',
  base: 'customer/serviceSite/V1.0',
  title: text('customer.titles.sites'),
  noun: text('customer.nouns.site'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    focusAction(CUSTOMER_CALLS.siteFocus),
    {
      key: 'maintenance',
      label: A('maintenance'),
      call: CUSTOMER_CALLS.siteMaintenance,
      selection: 'many',
      confirm: A('maintenanceConfirm'),
    },
  ],
  fields: {
    name: {
      label: F('name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    phone: { label: F('phone'), type: 'text', pattern: PATTERNS.telephone, max: 30 },
    areaCode: { label: F('areaCode'), type: 'area', search: 'eq' },
    address: { label: F('address'), type: 'text', max: 200 },
    lng: { label: F('lng'), type: 'number', min: -180, max: 180, list: false },
    lat: { label: F('lat'), type: 'number', min: -90, max: 90, list: false },
    managerId: { label: F('managerId'), type: 'ref', ref: 'customerAccountManager', search: 'eq' },
    accountIds: { label: F('accountIds'), type: 'refs', ref: 'customerAccount', list: false, import: false },
    focus: { label: F('focus'), type: 'boolean', form: false, import: false, search: 'eq', default: false },
    maintenance: {
      label: F('maintenance'),
      type: 'boolean',
      form: false,
      import: false,
      search: 'eq',
      default: false,
    },
    remark,
    createdAt,
  },
});

/** The customer area's declarations, by name. */
export const customerResourceSpecs = {
  customerAccountManager: accountManagerSpec,
  customerAccount: customerAccountSpec,
  customerVehicle: customerVehicleSpec,
  customerVehicleAudit: vehicleAuditSpec,
  customerFence: customerFenceSpec,
  customerServiceSite: serviceSiteSpec,
};
