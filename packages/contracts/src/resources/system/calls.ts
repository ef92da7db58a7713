import { defineCalls } from '../../call';

const ROLES = 'system-svc/roles/V1.0';
const TENANTS = 'system-svc/tenants/V1.0';
const PUSH_USERS = 'system-svc/pushuser/V1.0';

/**
 * System administration calls beyond the resources' own: the authority of a role and of a tenant
 * over the menu tree, the tenant's own configuration, the reveal of sealed secrets, the business
 * log's filter options and the users linked to a notice setting.
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
});
