import { defineCalls } from '../../call';

const ROLES = 'system-svc/roles/V1.0';
const TENANTS = 'system-svc/tenants/V1.0';
const PUSH_USERS = 'system-svc/pushuser/V1.0';
const PUSH_ITEMS = 'system-svc/pushitem/V1.0';
const USERS = 'system-svc/users/V1.0';

/**
 * System administration calls beyond the resources' own: the authority of a role and of a tenant
 * over the menu tree, the tenant's own configuration, the reveal of sealed secrets, the business
 * log's filter options, the users linked to a notice setting, the user list's toolbar, the scans
 * for texts to translate, the copy of a theme, lookups of users, roles, organisations, platform
 * accounts, dictionaries and parameters, and a user's own notice settings.
 */
export const SYSTEM_ADMIN_CALLS = defineCalls({
  /** the MENU / SUB_MENU / BUTTON tree a role (or a tenant) may be granted, in the caller's language */
  authorityTree: { method: 'GET', path: 'system-svc/menus/V1.0/tree/authority', access: 'role/view' },
  /** { menuIds } a role holds */
  roleAuthority: { method: 'GET', path: `${ROLES}/:id/authority`, access: 'role/view' },
  /** { roleId, menuIds }: replaces the role's grant; open sessions read it again */
  assignRoleAuthority: { method: 'POST', path: `${ROLES}/authority`, access: 'role/authority' },
  /** { tenantId, menuIds } a tenant may grant its roles */
  tenantAuthority: { method: 'GET', path: `${TENANTS}/:id/authority`, access: 'tenant/view' },
  /** { tenantId, menuIds }: the platform tenant only; grants of the tenant's roles beyond it are withdrawn */
  assignTenantAuthority: { method: 'POST', path: `${TENANTS}/authority`, access: 'tenant/authority' },
  /** the caller's own tenant: name, domain, brand, time zone, images */
  tenantConfig: { method: 'GET', path: `${TENANTS}/config`, access: 'tenant/config' },
  saveTenantConfig: { method: 'PUT', path: `${TENANTS}/config`, access: 'tenant/config' },
  /** { appSecret } of one tenant app in clear; written to the business log, never cached */
  revealAppSecret: {
    method: 'POST',
    path: 'system-svc/tenantApps/V1.0/:id/secret',
    access: 'tenant/unmask',
  },
  /** { password } of one platform account in clear; written to the business log, never cached */
  revealPlatformPassword: {
    method: 'POST',
    path: 'system-svc/tenantPlatformAccounts/V1.0/:id/password',
    access: 'tenant/unmask',
  },
  /** the modules the tenant's business log holds, labelled with their screen's name */
  businessLogModules: {
    method: 'GET',
    path: 'system-svc/bizLog/V1.0/option/module',
    access: 'businessLog/view',
  },
  /** ?module=: the actions the tenant's business log holds, labelled */
  businessLogActions: {
    method: 'GET',
    path: 'system-svc/bizLog/V1.0/option/name',
    access: 'businessLog/view',
  },
  /** { pushConfigId, page, pageSize, userName?, realName? }: users linked to a notice setting */
  linkedPushUsers: { method: 'POST', path: `${PUSH_USERS}/refUserPage`, access: 'pushConfig/view' },
  /** the same for the tenant's users not linked yet */
  unlinkedPushUsers: { method: 'POST', path: `${PUSH_USERS}/notRefUserPage`, access: 'pushConfig/view' },
  /** { pushConfigId, userIds } */
  linkPushUsers: { method: 'POST', path: PUSH_USERS, access: 'pushConfig/link' },
  /** { pushConfigId, userIds } */
  unlinkPushUsers: { method: 'DELETE', path: PUSH_USERS, access: 'pushConfig/link' },
  /** UserResetRequest: a new initial password for the users; their sessions end */
  resetPassword: { method: 'PUT', path: `${USERS}/reset`, access: 'user/resetPassword' },
  /** { ids }: clears the users' count of wrong passwords */
  clearPasswordErrors: { method: 'PUT', path: `${USERS}/pwd_error`, access: 'user/pwdError' },
  /** { ids }: locks the users out (never the caller); their sessions end */
  lockUsers: { method: 'PUT', path: `${USERS}/lock`, access: 'user/lock' },
  /** { ids } */
  unlockUsers: { method: 'PUT', path: `${USERS}/unlock`, access: 'user/unlock' },
  /** platform tenant only: a row in each further language for every menu name that has none, ready to translate */
  scanMenuLanguages: { method: 'POST', path: 'system-svc/menus/V1.0/scanLanguages', access: 'locale/scan' },
  /** platform tenant only: the same for the dictionaries' labels and names */
  scanDictionaryLanguages: {
    method: 'POST',
    path: 'system-svc/dictionaries/V1.0/scanLanguages',
    access: 'locale/scan',
  },
  /** { id, name? }: a copy of the theme with its attributes */
  copyTheme: { method: 'POST', path: 'system-svc/themes/V1.0/copy', access: 'theme/copy' },
  /** ?phone=: the tenant's user of a phone number */
  userByPhone: { method: 'GET', path: `${USERS}/phone`, access: 'user/view' },
  /** ?openType=&openId=: the tenant's user linked to an open id */
  userByOpenId: { method: 'GET', path: `${USERS}/open`, access: 'user/view' },
  /** ?userType=: organisations that have users of a type, as dropdown items */
  userTypeOrgs: { method: 'GET', path: `${USERS}/org/list`, access: 'user/view' },
  /** ?name=&roleType=: the tenant's roles as dropdown items */
  roleOptions: { method: 'GET', path: `${ROLES}/list`, access: 'role/view' },
  /** the companies as a tree */
  companyTree: { method: 'GET', path: 'system-svc/orgs/V1.0/tree/comp', access: 'organisation/view' },
  /** the companies and their departments (where users and posts belong), no dealer network */
  departmentTree: { method: 'GET', path: 'system-svc/orgs/V1.0/tree/comp4org', access: 'organisation/view' },
  /** ?tenantId=&filingUsage=: the tenant's platform accounts in use for a filing */
  platformAccountsByUsage: {
    method: 'GET',
    path: 'system-svc/tenantPlatformAccounts/V1.0/usage',
    access: 'tenant/view',
  },
  /** the enabled items of one dictionary as dropdown items */
  dictionaryOptions: { method: 'GET', path: 'system-svc/dicItems/V1.0/options/:code', access: 'session' },
  /** ParameterValue of a key: the tenant's own, else the platform's */
  parameterByKey: { method: 'GET', path: 'system-svc/parameters/V1.0/key/:key', access: 'parameter/view' },
  /**
   * The signed-in user's own notice settings, also served under vehicle-svc: the settings the user
   * receives with their display settings, the display settings per business type, and their save
   * ({ items: PushItemSetting[] }).
   */
  currentPush: { method: 'POST', path: `${PUSH_ITEMS}/currentPush`, access: 'session' },
  readPushSettings: { method: 'POST', path: `${PUSH_ITEMS}/readSettings`, access: 'session' },
  savePushSettings: {
    method: 'PUT',
    path: `${PUSH_ITEMS}/settings`,
    access: 'session',
    log: 'account/notices',
  },
});
