import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { L, PATTERNS, createdAtField, statusField } from './common';
import { text } from '../../i18n';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../../values';

/** Tenants: code, name, state, branding; a new tenant gets a root organisation, an admin role and user. */
export const tenantSpec = defineResourceSpec({
  name: 'tenant',
  module: 'tenant',
  service: 'system-svc',
  base: 'tenants/V1.0',
  title: text('system.tenant.title'),
  noun: text('nouns.tenant'),
  optionLabel: 'tenantName',
  scope: 'self',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    tenantCode: {
      label: text('system.tenant.fields.tenantCode'),
      type: 'text',
      required: true,
      max: 32,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    tenantName: {
      label: text('system.tenant.fields.tenantName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    state: { ...statusField, label: text('system.tenant.fields.state') },
    appName: { label: text('system.tenant.fields.appName'), type: 'text', required: true, max: 100 },
    domainName: {
      label: text('system.tenant.fields.domainName'),
      type: 'text',
      max: 200,
      pattern: { source: '^[A-Za-z0-9.-]+$' },
      search: 'prefix',
      unique: true,
    },
    copyright: { label: text('system.tenant.fields.copyright'), type: 'text', max: 200, list: false },
    recordNo: { label: text('system.tenant.fields.recordNo'), type: 'text', max: 100, list: false },
    /** IANA zone every time of the tenant is shown and exported in */
    timeZone: {
      label: text('system.tenant.fields.timeZone.label'),
      type: 'enum',
      values: TIME_ZONES,
      required: true,
      default: DEFAULT_TIME_ZONE,
      help: text('system.tenant.fields.timeZone.help'),
    },
    appLogoFileId: {
      label: text('system.tenant.fields.appLogoFileId'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    loginBgFileId: {
      label: text('system.tenant.fields.loginBgFileId'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    loginLogoFileId: {
      label: text('system.tenant.fields.loginLogoFileId'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    isPlatform: {
      label: text('system.tenant.fields.isPlatform'),
      type: 'boolean',
      form: false,
      import: false,
    },
    adminUserName: {
      label: text('system.tenant.fields.adminUserName'),
      type: 'text',
      form: 'create',
      required: true,
      min: 3,
      max: 64,
      pattern: { source: '^[A-Za-z0-9_.@-]{3,64}$' },
      list: false,
      export: false,
    },
    adminPassword: {
      label: text('system.tenant.fields.adminPassword.label'),
      type: 'password',
      form: 'create',
      list: false,
      export: false,
      help: text('system.tenant.fields.adminPassword.help'),
    },
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'authority',
      label: text('system.tenant.actions.authority'),
      call: SYSTEM_ADMIN_CALLS.assignTenantAuthority,
      selection: 'one',
      dialog: 'tenantAuthority',
    },
    {
      key: 'config',
      label: text('system.tenant.actions.config'),
      call: SYSTEM_ADMIN_CALLS.saveTenantConfig,
      selection: 'none',
      dialog: 'tenantConfig',
    },
  ],
});

/** PUT tenants/V1.0/config: the caller's own tenant branding (GET answers the same shape). */
export interface TenantConfig {
  appName: string;
  domainName: string | null;
  copyright: string | null;
  recordNo: string | null;
  appLogoFileId: number | null;
  loginBgFileId: number | null;
  loginLogoFileId: number | null;
}
/** POST tenants/V1.0/authority: the menu nodes a tenant's roles may be granted (empty: no limit). */
export interface TenantAuthorityRequest {
  tenantId: number;
  menuIds: number[];
}

/**
 * What lists and details show for a tenant app's secret and a platform account's password, which
 * are kept encrypted: the clear text comes only from the reveal calls of SYSTEM_ADMIN_CALLS
 * (system/calls.ts: permission tenant/unmask, each one written to the business log). Sent back
 * unchanged by an edit form, the mask means "keep the stored value".
 */
export const SECRET_MASK = '******';

/** Client apps of a tenant (the spec's option lookup of clients). */
export const tenantAppSpec = defineResourceSpec({
  name: 'tenantApp',
  module: 'tenant',
  service: 'system-svc',
  base: 'tenantApps/V1.0',
  title: text('system.tenant.app.title'),
  optionLabel: 'appName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  permissions: { create: 'tenant/app', update: 'tenant/app', delete: 'tenant/app', import: 'tenant/app' },
  fields: {
    appCode: {
      label: text('system.tenant.app.fields.appCode.label'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[A-Z][A-Z0-9_]{1,63}$',
        message: text('system.tenant.app.fields.appCode.pattern.message'),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    appName: {
      label: text('system.tenant.app.fields.appName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    appType: {
      label: text('system.tenant.app.fields.appType'),
      type: 'dict',
      dict: 'appType',
      required: true,
      search: 'eq',
    },
    appSecret: {
      label: text('system.tenant.app.fields.appSecret.label'),
      type: 'text',
      max: 128,
      masked: 'tenant/unmask',
      form: 'readonly',
      import: false,
      help: text('system.tenant.app.fields.appSecret.help'),
    },
    redirectUri: {
      label: text('system.tenant.app.fields.redirectUri'),
      type: 'text',
      max: 500,
      pattern: { source: '^https?://\\S+$' },
      list: false,
    },
    status: statusField,
    remark: { label: L.remark, type: 'textarea', max: 500, list: false },
    createdAt: createdAtField,
  },
});

/** Accounts of the filing platforms (national, local, enterprise) a tenant reports to. */
export const tenantPlatformAccountSpec = defineResourceSpec({
  name: 'tenantPlatformAccount',
  module: 'tenant',
  service: 'system-svc',
  base: 'tenantPlatformAccounts/V1.0',
  title: text('system.tenant.platformAccount.title'),
  optionLabel: 'platformName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  permissions: {
    create: 'tenant/platformAccount',
    update: 'tenant/platformAccount',
    delete: 'tenant/platformAccount',
    import: 'tenant/platformAccount',
  },
  fields: {
    filingUsage: {
      label: text('system.tenant.platformAccount.fields.filingUsage'),
      type: 'dict',
      dict: 'filingUsage',
      required: true,
      search: 'eq',
    },
    platformName: {
      label: text('system.tenant.platformAccount.fields.platformName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    platformCode: {
      label: text('system.tenant.platformAccount.fields.platformCode'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    account: {
      label: text('system.tenant.platformAccount.fields.account'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
      unique: true,
    },
    password: {
      label: text('system.tenant.platformAccount.fields.password'),
      type: 'text',
      max: 128,
      masked: 'tenant/unmask',
      list: false,
    },
    host: {
      label: text('system.tenant.platformAccount.fields.host'),
      type: 'text',
      required: true,
      max: 200,
      pattern: { source: '^[A-Za-z0-9.:-]+$' },
    },
    port: {
      label: text('system.tenant.platformAccount.fields.port'),
      type: 'integer',
      required: true,
      min: 1,
      max: 65535,
    },
    status: statusField,
    remark: { label: L.remark, type: 'textarea', max: 500, list: false },
    createdAt: createdAtField,
  },
});
