import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { L, PATTERNS, createdAtField } from './common';
import { text } from '../../i18n';

/** Roles: list, get, add, edit, delete, assign and read authority over the menu tree. */
export const roleSpec = defineResourceSpec({
  name: 'role',
  module: 'role',
  service: 'system-svc',
  base: 'roles/V1.0',
  title: text('system.role.title'),
  noun: text('nouns.role'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: text('system.role.fields.name'),
      type: 'text',
      required: true,
      max: 64,
      search: 'like',
      sortable: true,
    },
    code: {
      label: text('system.role.fields.code'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      sortable: true,
      unique: true,
    },
    roleType: {
      label: text('system.role.fields.roleType'),
      type: 'dict',
      dict: 'roleType',
      required: true,
      default: 'NORMAL',
      search: 'eq',
    },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    expireDate: {
      label: text('system.role.fields.expireDate'),
      type: 'date',
      search: 'range',
      sortable: true,
    },
    allAuthority: {
      label: text('system.role.fields.allAuthority'),
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
      label: text('system.role.actions.authority'),
      call: SYSTEM_ADMIN_CALLS.assignRoleAuthority,
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
