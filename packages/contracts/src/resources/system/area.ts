import { defineCalls } from '../../call';
import { defineResourceSpec, resourcePath } from '../../resource';
import { text } from '../../i18n';

/** Administrative areas (GB/T 2260 six-digit codes): provinces, cities, districts; served to cascaders. */
export const areaSpec = defineResourceSpec({
  name: 'area',
  module: 'area',
  service: 'system-svc',
  base: 'areas/V1.0',
  title: text('system.area.title'),
  optionLabel: 'name',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'code', order: 'asc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options', 'children'],
  fields: {
    code: {
      label: text('system.area.fields.code.label'),
      type: 'text',
      required: true,
      pattern: { source: '^\\d{6}$', message: text('system.area.fields.code.pattern.message') },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('system.area.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    level: {
      label: text('system.area.fields.level'),
      type: 'dict',
      dict: 'areaLevel',
      required: true,
      search: 'eq',
    },
    parentId: { label: text('system.area.fields.parentId'), type: 'ref', ref: 'area', search: 'eq' },
  },
});

/** The areas beyond the resource's standard calls. */
export const AREA_CALLS = defineCalls({
  /** ?level= (1 to 3, default 3): the areas as a tree of AreaNode for cascaders, open to every signed-in user */
  cascader: { method: 'GET', path: resourcePath(areaSpec, 'cascader'), access: 'session' },
});

/** A node of AREA_CALLS.cascader: the code is the id. */
export interface AreaNode {
  id: string;
  label: string;
  children?: AreaNode[];
}
