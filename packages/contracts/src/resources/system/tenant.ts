import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, statusField, t } from './common';

/** Tenants (spec 002 section 3): code, name, state, branding; a new tenant gets a root organisation, an admin role and user. */
export const tenantSpec = defineResourceSpec({
  name: 'tenant',
  module: 'tenant',
  service: 'system-svc',
  base: 'tenants/V1.0',
  title: t('租户', 'Tenants', '租戶'),
  optionLabel: 'tenantName',
  scope: 'self',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    tenantCode: {
      label: t('租户编码', 'Tenant code', '租戶編碼'),
      type: 'text',
      required: true,
      max: 32,
      pattern: PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    tenantName: {
      label: t('租户名称', 'Tenant name', '租戶名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    state: { ...statusField, label: t('租户状态', 'Tenant status', '租戶狀態') },
    appName: { label: t('应用名称', 'Application name', '應用名稱'), type: 'text', required: true, max: 100 },
    domainName: {
      label: t('域名', 'Domain', '網域'),
      type: 'text',
      max: 200,
      pattern: { source: '^[A-Za-z0-9.-]+$' },
      search: 'prefix',
      unique: true,
    },
    copyright: { label: t('版权信息', 'Copyright', '版權資訊'), type: 'text', max: 200, list: false },
    recordNo: { label: t('备案号', 'ICP record number', '備案號'), type: 'text', max: 100, list: false },
    appLogoFileId: {
      label: t('应用图标', 'App logo', '應用圖示'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    loginBgFileId: {
      label: t('登录背景图', 'Sign-in background', '登入背景圖'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    loginLogoFileId: {
      label: t('登录页图标', 'Sign-in logo', '登入頁圖示'),
      type: 'image',
      list: false,
      export: false,
      import: false,
    },
    isPlatform: {
      label: t('平台租户', 'Platform tenant', '平台租戶'),
      type: 'boolean',
      form: false,
      import: false,
    },
    adminUserName: {
      label: t('管理员登录名', 'Administrator login name', '管理員登入名稱'),
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
      label: t('管理员初始密码', 'Administrator initial password', '管理員初始密碼'),
      type: 'password',
      form: 'create',
      list: false,
      export: false,
      help: t(
        '留空则使用系统参数 user.initPassword',
        'Leave empty for the parameter user.initPassword',
        '留空則使用系統參數 user.initPassword',
      ),
    },
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'authority',
      label: t('租户权限', 'Tenant permissions', '租戶權限'),
      method: 'POST',
      path: 'authority',
      selection: 'one',
      dialog: 'tenantAuthority',
    },
    {
      key: 'config',
      label: t('品牌配置', 'Branding', '品牌設定'),
      method: 'PUT',
      path: 'config',
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
 * are kept encrypted: the clear text comes only from the reveal calls below (permission
 * tenant/unmask, each one written to the business log). Sent back unchanged by an edit form, the
 * mask means "keep the stored value".
 */
export const SECRET_MASK = '******';
/** POST: { appSecret } of one tenant app. */
export const revealTenantAppSecretPath = (id: number) => `system-svc/tenantApps/V1.0/${id}/secret`;
/** POST: { password } of one platform account. */
export const revealPlatformAccountPasswordPath = (id: number) =>
  `system-svc/tenantPlatformAccounts/V1.0/${id}/password`;

/** Client apps of a tenant (the spec's option lookup of clients). */
export const tenantAppSpec = defineResourceSpec({
  name: 'tenantApp',
  module: 'tenant',
  service: 'system-svc',
  base: 'tenantApps/V1.0',
  title: t('租户应用', 'Tenant apps', '租戶應用'),
  optionLabel: 'appName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  permissions: { create: 'tenant/app', update: 'tenant/app', delete: 'tenant/app', import: 'tenant/app' },
  fields: {
    appCode: {
      label: t('客户端标识', 'Client ID', '用戶端識別碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[A-Z][A-Z0-9_]{1,63}$',
        message: t(
          '大写字母开头，只能包含大写字母、数字和下划线',
          'Start with a capital letter; capitals, digits and _ only',
          '大寫字母開頭，只能包含大寫字母、數字和底線',
        ),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    appName: {
      label: t('应用名称', 'App name', '應用名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    appType: {
      label: t('应用类型', 'App type', '應用類型'),
      type: 'dict',
      dict: 'appType',
      required: true,
      search: 'eq',
    },
    appSecret: {
      label: t('客户端密钥', 'Client secret', '用戶端金鑰'),
      type: 'text',
      max: 128,
      masked: 'tenant/unmask',
      form: 'readonly',
      import: false,
      help: t('新建时自动生成', 'Generated on creation', '新建時自動產生'),
    },
    redirectUri: {
      label: t('回调地址', 'Redirect URI', '回呼位址'),
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
  title: t('平台账号', 'Platform accounts', '平台帳號'),
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
      label: t('备案用途', 'Filing usage', '備案用途'),
      type: 'dict',
      dict: 'filingUsage',
      required: true,
      search: 'eq',
    },
    platformName: {
      label: t('平台名称', 'Platform name', '平台名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    platformCode: {
      label: t('平台编码', 'Platform code', '平台編碼'),
      type: 'text',
      max: 64,
      search: 'prefix',
    },
    account: {
      label: t('登录账号', 'Account', '登入帳號'),
      type: 'text',
      required: true,
      max: 64,
      search: 'prefix',
      unique: true,
    },
    password: {
      label: t('登录密码', 'Account password', '登入密碼'),
      type: 'text',
      max: 128,
      masked: 'tenant/unmask',
      list: false,
    },
    host: {
      label: t('平台地址', 'Host', '平台位址'),
      type: 'text',
      required: true,
      max: 200,
      pattern: { source: '^[A-Za-z0-9.:-]+$' },
    },
    port: { label: t('端口', 'Port', '連接埠'), type: 'integer', required: true, min: 1, max: 65535 },
    status: statusField,
    remark: { label: L.remark, type: 'textarea', max: 500, list: false },
    createdAt: createdAtField,
  },
});
