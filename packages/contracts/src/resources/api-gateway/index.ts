import { text, type TextKey } from '../../i18n';
import { defineResourceSpec, type FieldSpec } from '../../resource';
import { PATTERNS } from '../system/common';

/**
 * The API gateway (002 §2 API management, §3 Gateway management, §7 API gateway): the open API
 * third parties call under /open/v1/ with a key, and the console's screens that govern it.
 */

/** The services of the open API: each is one route a key's scopes may name. */
export const OPEN_SERVICES = ['VEHICLE_REALTIME', 'VEHICLE_TRACK', 'VEHICLE_COMMAND'] as const;
export type OpenService = (typeof OPEN_SERVICES)[number];

/** What the gateway log records: refusals with their reason, and the keys' lifecycle. */
export const GATEWAY_EVENTS = [
  'KEY_INVALID',
  'KEY_DISABLED',
  'KEY_EXPIRED',
  'SCOPE_DENIED',
  'SERVICE_DISABLED',
  'IP_DENIED',
  'RATE_LIMITED',
  'KEY_ISSUED',
  'KEY_REVOKED',
] as const;
export type GatewayEvent = (typeof GATEWAY_EVENTS)[number];

/** The longest time range one track call may ask for. */
export const OPEN_TRACK_MAX_MS = 24 * 3600_000;
/** The most points one track call answers; a client pages by moving `from` past the last point. */
export const OPEN_TRACK_MAX_POINTS = 5000;
/** Window of a rule without one of its own. */
export const DEFAULT_RULE_WINDOW_SECONDS = 60;

const F = (key: string) => text(`apiGateway.fields.${key}` as TextKey);
const service = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  label: F('serviceCode'),
  type: 'enum',
  values: OPEN_SERVICES,
  dict: 'gatewayService',
  search: 'eq',
  ...extra,
});
const enabled: FieldSpec = {
  label: F('enabled'),
  type: 'boolean',
  default: true,
  search: 'eq',
};
const createdAt: FieldSpec = {
  label: F('createdAt'),
  type: 'datetime',
  form: false,
  import: false,
  sortable: true,
  search: 'range',
};
const operations = ['page', 'find', 'create', 'update', 'delete', 'export', 'options'] as const;
const readOnly = ['page', 'find', 'export'] as const;

/** Services (apiManage/serve): a tenant's switch and description of each open API service. */
export const gatewayServiceSpec = defineResourceSpec({
  name: 'gatewayService',
  module: 'serve',
  service: 'fwp-svc',
  base: 'gatewayService/V1.0',
  title: text('apiGateway.titles.service'),
  noun: text('apiGateway.nouns.service'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations,
  fields: {
    code: service({ required: true, unique: true, form: 'create' }),
    name: { label: F('name'), type: 'text', required: true, max: 100, search: 'like', sortable: true },
    description: { label: F('description'), type: 'textarea', max: 500, list: false },
    enabled,
    createdAt,
  },
});

/** System connections (apiManage/system-connect): the third-party systems keys are issued to. */
export const systemConnectSpec = defineResourceSpec({
  name: 'systemConnect',
  module: 'systemConnect',
  service: 'fwp-svc',
  base: 'systemConnect/V1.0',
  title: text('apiGateway.titles.connect'),
  noun: text('apiGateway.nouns.connect'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations,
  fields: {
    name: { label: F('connectName'), type: 'text', required: true, max: 100, search: 'like', sortable: true },
    code: {
      label: F('code'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      pattern: PATTERNS.code,
      search: 'prefix',
    },
    contacts: { label: F('contacts'), type: 'text', max: 50 },
    telephone: { label: F('telephone'), type: 'text', max: 30 },
    description: { label: F('description'), type: 'textarea', max: 500, list: false },
    enabled,
    createdAt,
  },
});

/**
 * Authorisations (apiManage/auth): an API key issued to a connected system, with its scopes. The
 * key is answered once, by the create; only its SHA-256 is kept, and its prefix to tell it apart.
 */
export const gatewayAuthSpec = defineResourceSpec({
  name: 'gatewayAuth',
  module: 'auth',
  service: 'fwp-svc',
  base: 'gatewayAuth/V1.0',
  title: text('apiGateway.titles.auth'),
  noun: text('apiGateway.nouns.auth'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations,
  fields: {
    name: { label: F('authName'), type: 'text', required: true, max: 100, search: 'like', sortable: true },
    connectId: {
      label: F('connectId'),
      type: 'ref',
      ref: 'systemConnect',
      required: true,
      search: 'eq',
    },
    keyPrefix: { label: F('keyPrefix'), type: 'text', form: false, import: false, search: 'prefix' },
    services: service({
      label: F('services'),
      multiple: true,
      required: true,
      search: undefined,
    }),
    expiresAt: { label: F('expiresAt'), type: 'datetime', sortable: true },
    enabled,
    lastUsedAt: { label: F('lastUsedAt'), type: 'datetime', form: false, import: false, sortable: true },
    createdAt,
  },
});

/**
 * Rules (apiManage/rule): a rate limit and an IP allow list, for one key, one service, both, or
 * the tenant's every call. The most specific enabled rule with a limit sets the rate; every
 * matching rule's allow list must admit the caller.
 */
export const gatewayRuleSpec = defineResourceSpec({
  name: 'gatewayRule',
  module: 'rule',
  service: 'fwp-svc',
  base: 'gatewayRule/V1.0',
  title: text('apiGateway.titles.rule'),
  noun: text('apiGateway.nouns.rule'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations,
  fields: {
    name: { label: F('ruleName'), type: 'text', required: true, max: 100, search: 'like', sortable: true },
    authId: {
      label: F('authId'),
      type: 'ref',
      ref: 'gatewayAuth',
      search: 'eq',
      help: text('apiGateway.help.authId'),
    },
    serviceCode: service({ help: text('apiGateway.help.serviceCode') }),
    rateLimit: { label: F('rateLimit'), type: 'integer', min: 1, max: 1_000_000 },
    windowSeconds: {
      label: F('windowSeconds'),
      type: 'integer',
      min: 1,
      max: 86_400,
      required: true,
      default: DEFAULT_RULE_WINDOW_SECONDS,
    },
    ipAllowList: {
      label: F('ipAllowList'),
      type: 'textarea',
      max: 2000,
      list: false,
      help: text('apiGateway.help.ipAllowList'),
    },
    enabled,
    createdAt,
  },
});

/** Request records (apiManage/request): every call of the open API, written off the request path. */
export const gatewayRequestSpec = defineResourceSpec({
  name: 'gatewayRequest',
  module: 'request',
  service: 'fwp-svc',
  base: 'gatewayRequest/V1.0',
  title: text('apiGateway.titles.request'),
  optionLabel: 'path',
  defaultSort: { key: 'requestTime', order: 'desc' },
  operations: readOnly,
  fields: {
    authId: { label: F('authId'), type: 'ref', ref: 'gatewayAuth', search: 'eq' },
    serviceCode: service(),
    method: { label: F('method'), type: 'enum', values: ['GET', 'POST', 'PUT', 'DELETE'], search: 'eq' },
    path: { label: F('path'), type: 'text', search: 'prefix' },
    status: { label: F('status'), type: 'integer', search: 'eq', sortable: true },
    latencyMs: { label: F('latencyMs'), type: 'integer', search: 'range', sortable: true },
    clientIp: { label: F('clientIp'), type: 'text', search: 'prefix' },
    requestTime: { label: F('requestTime'), type: 'datetime', search: 'range', sortable: true },
  },
});

/** Gateway log (apiManage/gateway-log): refused calls with their reason, and keys issued or revoked. */
export const gatewayLogSpec = defineResourceSpec({
  name: 'gatewayLog',
  module: 'gatewayLog',
  service: 'fwp-svc',
  base: 'gatewayLog/V1.0',
  title: text('apiGateway.titles.log'),
  optionLabel: 'event',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: readOnly,
  fields: {
    event: {
      label: F('event'),
      type: 'enum',
      values: GATEWAY_EVENTS,
      dict: 'gatewayEvent',
      search: 'eq',
    },
    authId: { label: F('authId'), type: 'ref', ref: 'gatewayAuth', search: 'eq' },
    serviceCode: service(),
    clientIp: { label: F('clientIp'), type: 'text', search: 'prefix' },
    detail: { label: F('detail'), type: 'text' },
    createdAt: { ...createdAt, label: F('eventTime') },
  },
});

/** Every declaration of the area, by name (ref fields name their target here). */
export const apiGatewayResourceSpecs = {
  gatewayService: gatewayServiceSpec,
  systemConnect: systemConnectSpec,
  gatewayAuth: gatewayAuthSpec,
  gatewayRule: gatewayRuleSpec,
  gatewayRequest: gatewayRequestSpec,
  gatewayLog: gatewayLogSpec,
} as const;

/** The answer of an authorisation's create: the row and, this once, the key in clear. */
export const ISSUED_KEY_FIELD = 'apiKey';
