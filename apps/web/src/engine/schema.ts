import {
  formFields,
  listFields,
  searchFields,
  type FieldSpec,
  type ResourceSpec,
  type SearchOp,
} from '@chelian/contracts/resource';
import type {
  CellKind,
  ColumnDef,
  FieldOverride,
  FormExtra,
  FormItemDef,
  FormMode,
  FormWidget,
  OptionSource,
  SearchDef,
  SearchInput,
} from './types';
import { withHints } from './hints';

/** Table constants: the narrowest column and the default search field width. */
export const MIN_COLUMN_WIDTH = 180;
export const DEFAULT_SEARCH_WIDTH = 6;
export const FOLD_AFTER_FIELDS = 4;
export const FOLD_AFTER_WIDTH = 44;
export const DEFAULT_FORM_SPAN = 24;

/** A key ending in time gives time, in date gives date. */
export function guessTimeKind(key: string): 'time' | 'date' | null {
  if (/time$/i.test(key)) return 'time';
  if (/date$/i.test(key)) return 'date';
  return null;
}

const URL_PATTERN = /^\^\(https\?/;

/**
 * Cell kind of a column: from the declared type; without one, guessed from the key
 * (time, date), a data source without a label gives tag, otherwise text.
 */
export function cellKind(key: string, field?: FieldSpec, override?: FieldOverride): CellKind {
  if (override?.cell) return override.cell;
  if (!field) {
    const guess = guessTimeKind(key);
    if (guess) return guess;
    return override?.options ? 'tag' : 'text';
  }
  if (field.masked) return 'infoHide';
  switch (field.type) {
    case 'textarea':
    case 'richtext':
      return 'textarea';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'year':
    case 'month':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'color':
      return 'color';
    case 'enum':
      return 'enum';
    case 'dict':
      return 'dict';
    case 'ref':
    case 'refs':
      return 'tag';
    case 'image':
      return 'image';
    case 'file':
      return 'file';
    case 'area':
      return 'area';
    default:
      if (field.pattern && URL_PATTERN.test(field.pattern.source)) return 'link';
      return guessTimeKind(key) ?? 'text';
  }
}

/** The columns of the table, in declaration order, before permissions and the user's column settings. */
export function columnDefs(spec: ResourceSpec, overrides: Record<string, FieldOverride> = {}): ColumnDef[] {
  const keys = new Set(listFields(spec).map(([key]) => key));
  for (const [key, o] of Object.entries(overrides)) {
    if (o.list === true) keys.add(key);
    if (o.list === false) keys.delete(key);
  }
  return [...keys].map((key) => {
    const field = spec.fields[key];
    const o = withHints(spec.name, key, overrides[key]);
    return {
      key,
      field,
      kind: cellKind(key, field, o),
      title: o.label ?? field?.label ?? key,
      width: o.width ?? MIN_COLUMN_WIDTH,
      fixed: o.fixed,
      sortable: Boolean(field?.sortable),
      auth: field?.auth,
      masked: field?.masked,
      render: o.render,
    };
  });
}

function optionSource(
  field: FieldSpec | undefined,
  o: FieldOverride,
  key: string,
  owner: string,
): OptionSource | undefined {
  if (o.options)
    return typeof o.options === 'function'
      ? { kind: 'loader', key: `${owner}.${key}`, load: o.options }
      : { kind: 'static', items: o.options };
  if (!field) return undefined;
  if (field.type === 'dict' && field.dict) return { kind: 'dict', code: field.dict };
  if (field.type === 'enum') return { kind: 'dict', code: field.dict ?? key, values: field.values };
  if ((field.type === 'ref' || field.type === 'refs') && field.ref)
    return { kind: 'ref', resource: field.ref, tree: Boolean(field.tree) };
  if (field.type === 'boolean') return { kind: 'boolean' };
  return undefined;
}

function searchInput(key: string, field: FieldSpec | undefined, op: SearchOp, o: FieldOverride): SearchInput {
  if (o.searchInput) return o.searchInput;
  const type = field?.type ?? 'text';
  if (op === 'range') {
    if (type === 'number' || type === 'integer') return 'numberRange';
    return type === 'datetime' || (!field && guessTimeKind(key) === 'time') ? 'datetimerange' : 'daterange';
  }
  switch (type) {
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
      return type;
    case 'dict':
    case 'enum':
      return op === 'in' || field?.multiple ? 'multiSelect' : 'select';
    case 'boolean':
      return 'select';
    case 'ref':
    case 'refs':
      return field?.tree ? 'treeSelect' : op === 'in' ? 'multiSelect' : 'select';
    case 'number':
    case 'integer':
      return 'number';
    case 'area':
      return 'area';
    default:
      return op === 'in' ? 'multipleInput' : 'text';
  }
}

/** The search form: declared search fields (and overrides with searchInput), ranges named 'keyStart&keyEnd'. */
export function searchDefs(spec: ResourceSpec, overrides: Record<string, FieldOverride> = {}): SearchDef[] {
  const declared = searchFields(spec).filter(([key]) => overrides[key]?.search !== false);
  const extra = Object.entries(overrides)
    .filter(([key, o]) => o.search === true && !declared.some(([k]) => k === key))
    .map(([key]) => [key, spec.fields[key], 'eq' as SearchOp] as const);
  const owner = spec.name;
  return [...declared, ...extra].map(([key, field, op]) => {
    const o = withHints(owner, key, overrides[key]);
    const conf = field && typeof field.search === 'object' ? field.search : undefined;
    const input = searchInput(key, field, op, o);
    const ranged = input === 'daterange' || input === 'datetimerange' || input === 'numberRange';
    return {
      name: ranged ? `${key}Start&${key}End` : key,
      key,
      field,
      input,
      label: o.label ?? field?.label ?? key,
      width: o.searchWidth ?? DEFAULT_SEARCH_WIDTH,
      default: o.searchDefault ?? conf?.default,
      required: Boolean(o.searchRequired),
      pattern: typeof o.pattern === 'string' ? o.pattern : undefined,
      message: o.message,
      options: optionSource(field, o, key, owner),
      auth: field?.auth,
    };
  });
}

/**
 * Folding of the search form: it folds after 4 fields, or when the summed
 * widths pass 44 of 24-unit rows. Folded, it shows the leading fields within both limits.
 */
export function foldLayout(widths: readonly number[]): { foldable: boolean; collapsedCount: number } {
  const total = widths.reduce((sum, w) => sum + w, 0);
  const foldable = widths.length > FOLD_AFTER_FIELDS || total > FOLD_AFTER_WIDTH;
  if (!foldable) return { foldable, collapsedCount: widths.length };
  let used = 0;
  let count = 0;
  for (const w of widths) {
    if (count >= FOLD_AFTER_FIELDS || used + w > FOLD_AFTER_WIDTH) break;
    used += w;
    count += 1;
  }
  return { foldable, collapsedCount: Math.max(1, count) };
}

function formWidget(field: FieldSpec): FormWidget {
  switch (field.type) {
    case 'textarea':
      return 'textarea';
    case 'richtext':
      return 'richtext';
    case 'password':
      return 'password';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'radio';
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
    case 'color':
    case 'area':
      return field.type;
    case 'enum':
    case 'dict':
      return field.multiple ? 'multiSelect' : 'select';
    case 'json':
      return 'custom';
    case 'ref':
    case 'refs':
      return field.tree ? 'treeSelect' : 'refSelect';
    case 'image':
      return 'image';
    case 'file':
      return 'upload';
    default:
      return 'text';
  }
}

function valueTypeOf(key: string, field: FieldSpec | undefined, extra?: FormExtra): FormItemDef['valueType'] {
  if (key.includes('&')) return 'range';
  if (field) return field.type;
  if (extra?.type) return extra.type;
  if (extra && (extra.widget === 'divider' || extra.widget === 'alert')) return 'none';
  if (extra?.widget === 'checkbox' || extra?.widget === 'multiSelect') return 'refs';
  return guessTimeKind(key) ? 'time' : 'text';
}

function itemDef(
  owner: string,
  key: string,
  field: FieldSpec | undefined,
  o: FieldOverride,
  mode: FormMode,
  extra?: FormExtra,
): FormItemDef {
  const widget = o.widget ?? extra?.widget ?? (field ? formWidget(field) : 'text');
  const multiple = field
    ? field.type === 'refs' || Boolean(field.multiple)
    : widget === 'checkbox' || widget === 'multiSelect';
  const fixedReadonly = mode === 'view' || field?.form === 'readonly';
  return {
    key,
    field,
    widget,
    label: o.label ?? field?.label ?? key,
    span: o.span ?? DEFAULT_FORM_SPAN,
    valueType: valueTypeOf(key, field, extra),
    state: {
      readonly: fixedReadonly ? true : (o.readonly ?? false),
      required: o.required ?? Boolean(field?.required),
      visible: o.visible ?? true,
      pattern: o.pattern ?? field?.pattern?.source ?? null,
    },
    message: o.message ?? field?.pattern?.message,
    options: optionSource(field, o, key, owner),
    multiple: multiple || widget === 'checkbox',
    hash: field?.type === 'password' || widget === 'password' ? o.hash !== false : false,
    multipart: Boolean(o.multipart),
    max: field?.max,
    min: field?.min,
    help: field?.help,
    auth: field?.auth,
    rules: o.rules,
    input: o.input,
    areaLevel: field?.areaLevel,
  };
}

/** The items of the modal form of a mode: declared form fields, overrides and extras, in order. */
export function formDefs(
  spec: ResourceSpec,
  mode: FormMode,
  overrides: Record<string, FieldOverride> = {},
  extras: readonly FormExtra[] = [],
): FormItemDef[] {
  const items = formFields(spec, mode === 'view' ? 'update' : mode)
    .filter(([key]) => overrides[key]?.form !== false)
    .map(([key, field]) => itemDef(spec.name, key, field, overrides[key] ?? {}, mode));
  for (const extra of extras) {
    if (extra.mode && mode !== 'view' && extra.mode !== mode) continue;
    const def = itemDef(spec.name, extra.key, undefined, extra, mode, extra);
    const at = extra.before ? items.findIndex((item) => item.key === extra.before) : -1;
    if (at >= 0) items.splice(at, 0, def);
    else items.push(def);
  }
  return items;
}
