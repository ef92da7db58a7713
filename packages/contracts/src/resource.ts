import { z } from 'zod';
import type { LocalizedText } from './menu-catalog';
import type { CallAccess, CallSpec } from './call';
import { EPOCH_MS_MAX, LIMITS, MD5_HEX } from './values';
import { legacyCall, type LegacyCall } from './legacy-routes';

/**
 * One declaration of a resource drives both sides (ProComponents' "one column schema" idea):
 * the server's page/find/create/update/delete/export/import and the console's search form,
 * table, modal form and import template all read the same fields.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'year'
  | 'month'
  | 'color'
  | 'enum'
  | 'dict'
  | 'ref'
  | 'refs'
  | 'image'
  | 'file'
  | 'richtext'
  /** a six-digit administrative code chosen in the province/city/district cascader */
  | 'area'
  /**
   * a structured value (an object, e.g. a fence's geometry) kept as jsonb: the resource's hooks
   * check its content, a screen edits it through a custom input
   */
  | 'json';

/** How a search field matches: exact, contains, starts with, one of, or a range sent as "start&end". */
export type SearchOp = 'eq' | 'like' | 'prefix' | 'in' | 'range';

export interface FieldSpec {
  label: LocalizedText;
  type: FieldType;
  /** required on create; on update too unless the field is not in the update form */
  required?: boolean;
  /** text: maximum length; number: maximum value */
  max?: number;
  min?: number;
  pattern?: { source: string; message?: LocalizedText };
  /** dictionary code whose items give the values and labels (type 'dict'), or the labels of an 'enum' */
  dict?: string;
  /** allowed values of an 'enum', labels from the dictionary of the same name when there is one */
  values?: readonly string[];
  /** resource whose options feed the select (type 'ref' / 'refs') */
  ref?: string;
  /**
   * shown in the search form, how it matches, and the value it starts with (how the console draws
   * the field, its input and width, is the console's: apps/web/src/engine/hints.ts)
   */
  search?: SearchOp | { op: SearchOp; default?: unknown };
  /** shown as a table column (default true except passwords and files) */
  list?: boolean;
  /** in the modal form: both, only on create, only on update, or shown read-only (default both) */
  form?: boolean | 'create' | 'update' | 'readonly';
  sortable?: boolean;
  /** permission that shows this field in clear; everyone else sees it masked, in lists and exports */
  masked?: string;
  /** permission needed to see the field at all */
  auth?: string;
  /** in export files (default: the list columns) and in the import template (default: the create form) */
  export?: boolean;
  import?: boolean;
  /** a duplicate value is refused with a message naming this field */
  unique?: boolean;
  default?: unknown;
  /** dict/enum: several values (multi-select), sent and stored as an array of codes */
  multiple?: boolean;
  /** ref: the target field the value holds when it is not the target's id (e.g. 'code') */
  refKey?: string;
  /** ref: the target is a tree, pick from its tree (GET base/tree) */
  tree?: boolean;
  /** area: deepest level offered by the cascader: 1 province, 2 city, 3 district (default 3) */
  areaLevel?: 1 | 2 | 3;
  /** a short hint under the form field */
  help?: LocalizedText;
}

export interface ResourceSpec<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** unique name, used by ref fields and option lookups */
  name: string;
  /** permission module: 'module/view', 'module/create', ... */
  module: string;
  /** service prefix and base path of the spec's calls, e.g. 'system-svc' and 'users/V1.0' */
  service: string;
  base: string;
  title: LocalizedText;
  /**
   * one row as a noun for sentences ("New vehicle", 新增车辆), lower case in English; a form
   * without it names the list instead ("New entry in Vehicle Colors")
   */
  noun?: LocalizedText;
  fields: F;
  /** tree data: children load lazily by parent id */
  tree?: { parentKey: string };
  defaultSort?: { key: string; order: 'asc' | 'desc' };
  /** the field shown as the label of dropdown options */
  optionLabel: string;
  /** the field that names a row in messages (defaults to optionLabel) */
  rowName?: string;
  /** calls this resource offers (default: the standard seven plus import template and options; tree and children when `tree` is set) */
  operations?: readonly ResourceOperation[];
  /** permission of an action when it is not `${module}/${action}`, e.g. a sub-resource gated by its parent's action */
  permissions?: Partial<Record<ResourceAction, string>>;
  /** toolbar buttons beyond the standard ones */
  actions?: readonly ActionSpec[];
  /**
   * whose rows these are: 'tenant' (default: each tenant sees and changes its own), 'global' (shared reference data:
   * everyone with the permission reads it, only the platform tenant changes it), 'platform' (platform tenant only),
   * 'self' (tenants: the platform tenant sees all, any other tenant only itself)
   */
  scope?: 'tenant' | 'global' | 'platform' | 'self';
  // the paths that only keep old URLs working (other bases, other names of a call, the
  // administrators' variant) are not declared here but in legacy-routes.ts
}

/** The calls of one resource: the generic list calls plus options and the tree calls of tree resources. */
export type ResourceOperation =
  'page' | 'find' | 'create' | 'update' | 'delete' | 'export' | 'import' | 'options' | 'tree' | 'children';
/** Permission actions: page, find, options, tree and children need view; the import template needs import. */
export type ResourceAction = 'view' | 'create' | 'update' | 'delete' | 'export' | 'import';

export const OPERATION_ACTION: Record<ResourceOperation, ResourceAction> = {
  page: 'view',
  find: 'view',
  options: 'view',
  tree: 'view',
  children: 'view',
  create: 'create',
  update: 'update',
  delete: 'delete',
  export: 'export',
  import: 'import',
};

/** Method and path suffix of each call; GET payloads go as query parameters, the others as the body. */
export const RESOURCE_CALLS: Record<
  ResourceOperation | 'template' | 'preview',
  { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; suffix: string }
> = {
  page: { method: 'POST', suffix: 'page' },
  find: { method: 'GET', suffix: ':id' },
  create: { method: 'POST', suffix: '' },
  update: { method: 'PUT', suffix: '' },
  delete: { method: 'DELETE', suffix: '' },
  export: { method: 'POST', suffix: 'export' },
  import: { method: 'POST', suffix: 'import' },
  template: { method: 'GET', suffix: 'import/template' },
  /** a file read as the import would read it, each row with its refusals; nothing is written (answers ImportPreview) */
  preview: { method: 'POST', suffix: 'preview' },
  /** query: keyword, ids (comma separated), limit; answers OptionItem[] (nested for trees) */
  options: { method: 'GET', suffix: 'options' },
  /** query: the search fields; answers the rows as a nested tree with children */
  tree: { method: 'GET', suffix: 'tree' },
  /** query: parentId (none or 0 for the roots); answers the rows with hasChildren */
  children: { method: 'GET', suffix: 'children' },
};

/**
 * A toolbar button: a call of a domain's call table (its method, path and permission, so the URL
 * is written once for the server's route, the button and the domain's own screens), or a call
 * of its own under the resource's base.
 */
export type ActionSpec = {
  /**
   * names the button; the permission action of a call of its own (`${module}/${key}`, or as given
   * when it contains a slash)
   */
  key: string;
  label: LocalizedText;
  /** rows the action needs selected; their ids go in the body as { ids } ('one' sends { id }) */
  selection: 'none' | 'one' | 'many';
  /** asked before the call */
  confirm?: LocalizedText;
  /** the console opens a dialog of its own for this action (e.g. assigning authority) */
  dialog?: string;
} & (
  | { call: CallSpec; method?: never; path?: never }
  | {
      call?: never;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      /** path under the resource's base, or from /api when it starts with a slash */
      path: string;
    }
);

export const DEFAULT_OPERATIONS: readonly ResourceOperation[] = [
  'page',
  'find',
  'create',
  'update',
  'delete',
  'export',
  'import',
  'options',
];

export function resourceOperations(spec: Pick<ResourceSpec, 'operations' | 'tree'>): Set<ResourceOperation> {
  const ops = new Set(spec.operations ?? DEFAULT_OPERATIONS);
  if (spec.tree && !spec.operations) {
    ops.add('tree');
    ops.add('children');
  }
  return ops;
}

/**
 * The path of a call under the resource's base: the standard suffix (RESOURCE_CALLS), or the
 * name the replaced spec gave it ('instead' in legacy-routes.ts, e.g. importSale/template).
 */
export function callSuffix(spec: { name?: string }, op: LegacyCall): string {
  return legacyCall(spec.name, op, 'instead')?.path ?? RESOURCE_CALLS[op].suffix;
}

/** The path of a call relative to /api, where the console calls it; `admin` for the administrators' variant. */
export function callPath(
  spec: Pick<ResourceSpec, 'service' | 'base'> & { name?: string },
  op: LegacyCall,
  variant?: 'admin',
): string {
  const admin = variant === 'admin' ? legacyCall(spec.name, op, 'admin') : undefined;
  return resourcePath(spec, admin?.path ?? callSuffix(spec, op));
}

/** The permission string that gates an operation of a resource (`admin`: of its administrators' variant). */
export function operationPermission(
  spec: Pick<ResourceSpec, 'module' | 'permissions'> & { name?: string },
  op: ResourceOperation | 'template' | 'preview',
  variant?: 'admin',
): string {
  const admin = variant === 'admin' ? legacyCall(spec.name, op, 'admin')?.permission : undefined;
  if (admin) return admin;
  const action: ResourceAction = op === 'template' || op === 'preview' ? 'import' : OPERATION_ACTION[op];
  return spec.permissions?.[action] ?? permissionOf(spec.module, action);
}

const permissionOf = (module: string, action: string) =>
  action.includes('/') ? action : `${module}/${action}`;

/** The permission string of a toolbar action. */
export const actionPermission = (
  spec: Pick<ResourceSpec, 'module'>,
  action: { key: string; call?: Pick<CallSpec, 'access'> },
): string => action.call?.access ?? permissionOf(spec.module, action.key);

/**
 * One standard call of a resource as a call of a call table: the method and path the engine
 * serves it at (its legacy name where legacy-routes.ts moves it, `admin` for the administrators'
 * variant) and the permission that opens it. find takes its row as the path parameter :id.
 */
export function resourceCall(
  spec: Pick<ResourceSpec, 'service' | 'base' | 'module' | 'permissions'> & { name?: string },
  op: LegacyCall,
  variant?: 'admin',
): CallSpec {
  const admin = variant === 'admin' ? legacyCall(spec.name, op, 'admin') : undefined;
  return {
    method: admin?.method ?? RESOURCE_CALLS[op].method,
    path: callPath(spec, op, variant),
    access: operationPermission(spec, op, variant) as CallAccess,
  };
}

/**
 * A toolbar action of a resource as a call: the call it names, or its own path under the
 * resource's base, or from /api when that starts with a slash; a path naming {id} takes the
 * chosen row as the path parameter :id.
 */
export function actionCall(
  spec: Pick<ResourceSpec, 'service' | 'base' | 'module'>,
  action: ActionSpec,
): CallSpec {
  if (action.call) return action.call;
  const path = action.path.replace('{id}', ':id');
  return {
    method: action.method,
    path: path.startsWith('/') ? path.slice(1) : resourcePath(spec, path),
    access: actionPermission(spec, action) as CallAccess,
  };
}

/** Every call of a resource, relative to /api, for the console's client and for the docs. */
export function resourceCalls(
  spec: ResourceSpec,
): Partial<
  Record<ResourceOperation | 'template' | 'preview', { method: string; path: string; permission: string }>
> {
  const out: Partial<
    Record<ResourceOperation | 'template' | 'preview', { method: string; path: string; permission: string }>
  > = {};
  const ops = resourceOperations(spec);
  for (const [op, call] of Object.entries(RESOURCE_CALLS) as [
    ResourceOperation | 'template' | 'preview',
    (typeof RESOURCE_CALLS)['page'],
  ][]) {
    if (op === 'template' || op === 'preview' ? !ops.has('import') : !ops.has(op)) continue;
    out[op] = {
      method: call.method,
      path: callPath(spec, op),
      permission: operationPermission(spec, op),
    };
  }
  return out;
}

/**
 * Keys a read adds next to a field: a ref 'orgId' adds orgLabel (and orgCode when
 * the target has a code); refs 'roleIds' add roleLabels; an image or file 'appLogoFileId' adds appLogoFilePath;
 * an area adds <key>Label; in find answers a dict or enum field also adds <key>Code and <key>Desc (its label).
 */
export function relationBase(key: string): string {
  return key.replace(/Ids?$/, '') || key;
}

/** An answer of base/page. totalExact false: total is an estimate (more than 10000 rows match). */
export interface ResourcePage<T = Record<string, unknown>> {
  items: T[];
  total: number;
  current: number;
  pageSize: number;
  totalExact: boolean;
  /** send as `after` (with page + 1) for the next page without an offset; null when the sort does not allow it */
  cursor: string | null;
}

/** The answer of base/preview: every row of the file as the import reads it, with the refusals of each. */
export interface ImportPreview {
  items: {
    row: number;
    /** the row's cells as the file has them, by field key */
    values: Record<string, unknown>;
    errors: { column: string; value: string; reason: string }[];
  }[];
  total: number;
  valid: number;
}

/** A JSON answer of base/import is success; a failed import answers an xlsx error report instead. */
export interface ImportResult {
  imported: number;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Field names a declaration refers to must be its own fields (checked here, so a ResourceSpec<F> stays assignable to ResourceSpec). */
interface FieldKeyChecks<F> {
  tree?: { parentKey: keyof F & string };
  defaultSort?: { key: keyof F & string; order: 'asc' | 'desc' };
  optionLabel: keyof F & string;
  rowName?: keyof F & string;
}

export function defineResourceSpec<const F extends Record<string, FieldSpec>>(
  spec: ResourceSpec<F> & FieldKeyChecks<F>,
): ResourceSpec<F> {
  return spec;
}

export const resourcePath = (spec: Pick<ResourceSpec, 'service' | 'base'>, suffix = '') =>
  `${spec.service}/${spec.base}${suffix ? `/${suffix}` : ''}`;

/** Fields of a form mode: create shows create/both, update shows update/both/readonly. */
export function formFields(spec: ResourceSpec, mode: 'create' | 'update'): [string, FieldSpec][] {
  return Object.entries(spec.fields).filter(([, f]) => {
    const form = f.form ?? true;
    if (form === false) return false;
    if (form === true) return true;
    if (form === 'readonly') return mode === 'update';
    return form === mode;
  });
}

export function listFields(spec: ResourceSpec): [string, FieldSpec][] {
  return Object.entries(spec.fields).filter(
    ([, f]) => f.list ?? !['password', 'file', 'richtext'].includes(f.type),
  );
}

export function searchFields(spec: ResourceSpec): [string, FieldSpec, SearchOp][] {
  return Object.entries(spec.fields)
    .filter(([, f]) => f.search)
    .map(([k, f]) => [k, f, typeof f.search === 'string' ? f.search : f.search!.op]);
}

const TIME_FIELD_TYPES = new Set(['date', 'datetime', 'year', 'month']);

/** The zod type of one field's value as it travels (times as epoch ms, passwords as MD5). */
export function fieldSchema(f: FieldSpec): z.ZodType {
  switch (f.type) {
    case 'number':
    case 'integer': {
      let n = f.type === 'integer' ? z.coerce.number().int() : z.coerce.number();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      return n;
    }
    case 'boolean':
      return z.union([
        z.boolean(),
        z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      ]);
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
      return z.coerce.number().int().positive().max(EPOCH_MS_MAX);
    case 'password':
      return z.string().regex(MD5_HEX);
    case 'enum': {
      const one = f.values ? z.enum(f.values as [string, ...string[]]) : z.string().max(64);
      return f.multiple ? z.array(one).max(100) : one;
    }
    case 'dict':
      return f.multiple
        ? z.array(z.string().max(64)).max(100)
        : f.required
          ? z.string().trim().min(1).max(64)
          : z.string().trim().max(64);
    case 'area':
      return z.string().regex(/^\d{6}$/);
    case 'ref':
      if (f.refKey && f.refKey !== 'id') return z.string().trim().min(1).max(120);
      return z.coerce.number().int().positive();
    case 'image':
    case 'file':
      return z.coerce.number().int().positive();
    case 'refs':
      return z.array(z.coerce.number().int().positive()).max(10000);
    case 'color':
      return z.string().regex(/^#[0-9a-fA-F]{6}$/);
    case 'json':
      return z.record(z.string(), z.unknown());
    default: {
      let s = z.string().trim();
      s = s.max(f.max ?? (f.type === 'textarea' || f.type === 'richtext' ? 20000 : 255));
      if (f.min) s = s.min(f.min);
      if (f.pattern) s = s.regex(new RegExp(f.pattern.source));
      return f.required ? s.min(Math.max(1, f.min ?? 1)) : s;
    }
  }
}

/** The body of create (no id) or update (id required; every other field optional). */
export function inputSchema(spec: ResourceSpec, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of formFields(spec, mode)) {
    if (f.form === 'readonly') continue;
    const base = fieldSchema(f);
    shape[key] = mode === 'create' && f.required ? base : base.nullable().optional();
  }
  if (mode === 'update') shape.id = z.coerce.number().int().positive();
  return z.object(shape);
}

/** The body of base/page and base/export: paging, sorting and the search fields. */
export function pageSchema(spec: ResourceSpec) {
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(0).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(10),
    sortField: z.string().max(64).optional(),
    sortOrder: z.enum(['asc', 'desc', 'ascend', 'descend']).optional(),
    sheetName: z.string().max(64).optional(),
    title: z.string().max(200).optional(),
    /** keyset paging: the cursor of the previous page's answer; the rows after it are answered (page only labels the answer) */
    after: z.string().max(500).optional(),
    ids: z.array(z.coerce.number().int().positive()).max(LIMITS.exportRows).optional(),
    /** export: the fields the user hid in the table, left out of the file */
    hiddenColumns: z.array(z.string().max(64)).max(200).optional(),
  };
  if (spec.tree) shape[spec.tree.parentKey] = z.coerce.number().int().nullable().optional();
  for (const [key, f, op] of searchFields(spec)) {
    if (op === 'range') {
      const bound = TIME_FIELD_TYPES.has(f.type) ? EPOCH_MS_MAX : Number.MAX_SAFE_INTEGER;
      shape[`${key}Start`] = z.coerce.number().min(-bound).max(bound).nullable().optional();
      shape[`${key}End`] = z.coerce.number().min(-bound).max(bound).nullable().optional();
    } else if (op === 'in') {
      shape[key] = z
        .union([z.array(z.string()), z.string().transform((s) => s.split(',').filter(Boolean))])
        .optional();
    } else {
      shape[key] =
        f.type === 'boolean'
          ? fieldSchema(f).optional()
          : z.union([z.string().max(200), z.number()]).optional();
    }
  }
  return z.object(shape).passthrough();
}

/** Dropdown item. */
export interface OptionItem {
  id: number | string;
  label: string;
  children?: OptionItem[];
}
