import { defineResourceSpec } from '../../resource';
import { SYSTEM_ADMIN_CALLS } from './calls';
import { L, PATTERNS, sequenceField, statusField } from './common';
import { text } from '../../i18n';

/** The menu tree: MENU groups, SUB_MENU screens and BUTTON permissions; NORMAL or LOCKED. */
export const menuSpec = defineResourceSpec({
  name: 'menu',
  module: 'menu',
  service: 'system-svc',
  base: 'menus/V1.0',
  title: text('system.menu.title'),
  noun: text('nouns.menu'),
  optionLabel: 'name',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: text('system.menu.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    nameEnUS: { label: text('system.menu.fields.nameEnUS'), type: 'text', max: 100, list: false },
    nameZhTW: {
      label: text('system.menu.fields.nameZhTW'),
      type: 'text',
      max: 100,
      list: false,
    },
    code: {
      label: text('system.menu.fields.code'),
      type: 'text',
      required: true,
      max: 120,
      search: 'prefix',
      unique: true,
    },
    menuType: {
      label: text('system.menu.fields.menuType'),
      type: 'dict',
      dict: 'menuType',
      required: true,
      search: 'eq',
    },
    parentId: { label: text('system.menu.fields.parentId'), type: 'ref', ref: 'menu', tree: true },
    permission: {
      label: text('system.menu.fields.permission.label'),
      type: 'text',
      max: 120,
      search: 'prefix',
      pattern: {
        source: '^[\\w-]+/[\\w-]+$',
        message: text('system.menu.fields.permission.pattern.message'),
      },
    },
    route: { label: text('system.menu.fields.route'), type: 'text', max: 200 },
    component: { label: text('system.menu.fields.component'), type: 'text', max: 120, list: false },
    redirect: { label: text('system.menu.fields.redirect'), type: 'text', max: 200, list: false },
    icon: { label: text('system.menu.fields.icon'), type: 'text', max: 64 },
    sequence: sequenceField,
    hidden: { label: text('system.menu.fields.hidden'), type: 'boolean', default: false },
    keepAlive: {
      label: text('system.menu.fields.keepAlive'),
      type: 'boolean',
      default: false,
      list: false,
    },
    externalLink: {
      label: text('system.menu.fields.externalLink'),
      type: 'text',
      max: 500,
      pattern: PATTERNS.url,
      list: false,
    },
    status: { ...statusField, label: L.status },
  },
  actions: [
    {
      key: 'locale/scan',
      label: text('system.menu.actions.scan'),
      call: SYSTEM_ADMIN_CALLS.scanMenuLanguages,
      selection: 'none',
    },
  ],
});
