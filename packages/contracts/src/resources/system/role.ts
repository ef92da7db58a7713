import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, t } from './common';

/** Roles (spec 002 section 6): list, get, add, edit, delete, assign and read authority over the menu tree. */
export const roleSpec = defineResourceSpec({
  name: 'role',
  module: 'role',
  service: 'system-svc',
  base: 'roles/V1.0',
  title: t('角色', 'Roles', '角色'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  admin: { permission: 'userType/admin' },
  fields: {
    name: {
      label: t('角色名称', 'Role name', '角色名稱'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      sortable: true,
    },
    code: {
      label: t('角色编码', 'Role code', '角色編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      sortable: true,
      unique: true,
    },
    roleType: {
      label: t('角色类型', 'Role type', '角色類型'),
      type: 'dict',
      dict: 'roleType',
      required: true,
      default: 'NORMAL',
      search: 'eq',
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    expireDate: {
      label: t('有效期至', 'Valid until', '有效期至'),
      type: 'date',
      search: 'range',
      sortable: true,
    },
    allAuthority: {
      label: t('全部权限', 'All permissions', '全部權限'),
      type: 'boolean',
      form: 'readonly',
      import: false,
      search: 'eq',
    },
    description: { label: L.description, type: 'textarea', max: 200 },
    createdAt: createdAtField,
  },
  actions: [
    {
      key: 'authority',
      label: t('分配权限', 'Assign permissions', '指派權限'),
      method: 'POST',
      path: 'authority',
      selection: 'one',
      dialog: 'roleAuthority',
    },
  ],
});

/** Body of POST roles/V1.0/authority: the role's granted menu nodes (MENU, SUB_MENU and BUTTON ids) replace the old ones. */
export interface RoleAuthorityRequest {
  roleId: number;
  menuIds: number[];
}
/** Answer of GET roles/V1.0/{id}/authority. */
export interface RoleAuthority {
  roleId: number;
  allAuthority: boolean;
  menuIds: number[];
}
/** A node of GET menus/V1.0/tree/authority: names in the caller's language. */
export interface AuthorityNode {
  id: number;
  label: string;
  code: string;
  menuType: 'MENU' | 'SUB_MENU' | 'BUTTON';
  permission: string | null;
  children: AuthorityNode[];
}
