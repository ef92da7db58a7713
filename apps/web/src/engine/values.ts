import dayjs, { type Dayjs } from 'dayjs';
import { md5 } from 'js-md5';
import { toEpochMs } from '@chelian/contracts/values';
import { fromPickerTime, toPickerTime } from '../utils/format';
import type { FieldState, FormItemDef, FormMode, SearchDef, Values } from './types';

/** Empty for required checks: nothing, blank text, only a comma (a cleared range), or a list of empties. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '' || value.trim() === ',';
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => isEmptyValue(v));
  return false;
}

/** Numbers become null when not numeric. */
export function toNumberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

function toText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function toArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null && v !== '');
  if (typeof value === 'string' && value.includes(','))
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [value];
}

function toHex(value: unknown): string | null {
  if (
    value &&
    typeof value === 'object' &&
    typeof (value as { toHexString?: unknown }).toHexString === 'function'
  )
    return (value as { toHexString(): string }).toHexString();
  return toText(value);
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The six-digit code an area cascader chose: the last of its path. */
function areaCode(value: unknown): string | null {
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : null;
  return toText(value);
}

/** The cascader path of a six-digit code: province XX0000, city XXYY00, district XXYYZZ. */
export function areaPath(code: unknown): string[] | undefined {
  if (typeof code !== 'string' && typeof code !== 'number') return undefined;
  const text = String(code);
  if (!/^\d{6}$/.test(text)) return undefined;
  const path = [`${text.slice(0, 2)}0000`];
  if (text.slice(2, 4) !== '00') path.push(`${text.slice(0, 4)}00`);
  if (text.slice(4) !== '00') path.push(text);
  return path;
}

/** Splits an 'a&b' key and its two values into { a, b } with the given conversion. */
export function splitRange(
  name: string,
  value: unknown,
  convert: (v: unknown, edge: 'start' | 'end') => unknown,
): Values {
  const [startKey, endKey] = name.split('&') as [string, string];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return { [startKey]: convert(parts[0], 'start'), [endKey]: convert(parts[1], 'end') };
}

// a picker's dayjs holds the tenant's wall time on the browser's clock (see toPickerTime)
const epoch = (value: unknown) => toEpochMs(dayjs.isDayjs(value) ? fromPickerTime(value as Dayjs) : value);

/** One value converted to what the server expects. */
export function convertValue(def: FormItemDef, value: unknown): unknown {
  switch (def.valueType) {
    case 'number':
    case 'integer':
      return toNumberOrNull(value);
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
    case 'time':
      return epoch(value);
    case 'boolean':
      if (value === undefined || value === null || value === '') return null;
      return value === true || value === 'true' || value === 1 || value === '1';
    case 'refs':
      return toArray(value);
    case 'area':
      return areaCode(value);
    case 'color':
      return toHex(value);
    case 'ref':
    case 'image':
    case 'file':
      return value === '' || value === undefined ? null : value;
    case 'password':
      if (isEmptyValue(value)) return null;
      return def.hash ? md5(String(value)).toLowerCase() : String(value);
    case 'json':
      return value ?? null;
    default:
      if (def.multiple) return toArray(value);
      return toText(value);
  }
}

export interface SubmitOptions {
  mode: FormMode;
  /** the record being edited (its id goes in the body; unchanged files are left out) */
  initial?: Values;
  /** run-time states: read-only and hidden items are not sent */
  states?: Record<string, FieldState>;
  /** values sent whatever the form holds (e.g. the dictionary code of its items) */
  fixed?: Values;
}

/**
 * The create or update body: only the form's fields, each converted;
 * 'a&b' range keys split; passwords hashed; multipart when a file is chosen (null values
 * skipped); on update, file fields whose value did not change are left out.
 */
export function toSubmitBody(
  defs: readonly FormItemDef[],
  values: Values,
  options: SubmitOptions,
): Values | FormData {
  const out: Values = {};
  for (const def of defs) {
    if (def.valueType === 'none') continue;
    const state = options.states?.[def.key];
    if (state ? state.readonly || !state.visible : def.state.readonly === true) continue;
    const raw = values[def.key];
    if (def.valueType === 'range') {
      Object.assign(
        out,
        splitRange(def.key, raw, (v) => epoch(v)),
      );
      continue;
    }
    if (def.valueType === 'image' || def.valueType === 'file') {
      const changed = isFile(raw) || raw !== options.initial?.[def.key];
      if (options.mode === 'update' && !changed) continue;
      out[def.key] = convertValue(def, raw);
      continue;
    }
    const value = convertValue(def, raw);
    // an empty password keeps the default (create) or the old one
    if (def.valueType === 'password' && value === null) continue;
    out[def.key] = value;
  }
  Object.assign(out, options.fixed);
  if (options.mode === 'update' && options.initial?.id !== undefined) out.id = options.initial.id;
  const multipart = Object.values(out).some(isFile);
  if (!multipart) return out;
  const form = new FormData();
  for (const [key, value] of Object.entries(out)) {
    if (value === null || value === undefined) continue;
    if (isFile(value)) form.append(key, value, (value as File).name ?? key);
    else if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

const toDayjs = (value: unknown): Dayjs | undefined => {
  const ms = toEpochMs(value);
  return ms === null ? undefined : toPickerTime(ms);
};

/** A record read for editing, as the form's inputs hold it (times as dayjs, areas as cascader paths). */
export function toFormValues(defs: readonly FormItemDef[], record: Values): Values {
  const out: Values = {};
  for (const def of defs) {
    if (def.valueType === 'none' || def.valueType === 'password') continue;
    if (def.valueType === 'range') {
      const [a, b] = def.key.split('&') as [string, string];
      const start = toDayjs(record[a]);
      const end = toDayjs(record[b]);
      out[def.key] = start || end ? [start ?? null, end ?? null] : undefined;
      continue;
    }
    const value = record[def.key];
    switch (def.valueType) {
      case 'date':
      case 'datetime':
      case 'year':
      case 'month':
      case 'time':
        out[def.key] = toDayjs(value);
        break;
      case 'area':
        out[def.key] = areaPath(value);
        break;
      default:
        out[def.key] = def.multiple
          ? Array.isArray(value)
            ? value
            : value == null
              ? []
              : [value]
          : (value ?? undefined);
    }
  }
  return out;
}

/** Defaults of a new record: the declaration's default values. */
export function defaultFormValues(defs: readonly FormItemDef[]): Values {
  const record: Values = {};
  for (const def of defs) if (def.field?.default !== undefined) record[def.key] = def.field.default;
  return toFormValues(defs, record);
}

/**
 * The body of base/page and base/export from the search form: dates as
 * timestamps, 'a&b' ranges split into start and end (a date range covers whole days), empty
 * fields left out.
 */
export function toSearchPayload(defs: readonly SearchDef[], values: Values): Values {
  const out: Values = {};
  for (const def of defs) {
    const value = values[def.name];
    if (isEmptyValue(value)) continue;
    switch (def.input) {
      case 'daterange':
      case 'datetimerange':
        Object.assign(
          out,
          splitRange(def.name, value, (v, edge) => {
            if (def.input === 'datetimerange' || !dayjs.isDayjs(v)) return epoch(v);
            return fromPickerTime(edge === 'start' ? (v as Dayjs).startOf('day') : (v as Dayjs).endOf('day'));
          }),
        );
        break;
      case 'numberRange':
        Object.assign(
          out,
          splitRange(def.name, value, (v) => toNumberOrNull(v)),
        );
        break;
      case 'date':
      case 'datetime':
        out[def.name] = epoch(value);
        break;
      case 'year':
      case 'month':
        out[def.name] = dayjs.isDayjs(value)
          ? fromPickerTime((value as Dayjs).startOf(def.input))
          : epoch(value);
        break;
      case 'number':
        out[def.name] = toNumberOrNull(value);
        break;
      case 'multiSelect':
      case 'multipleInput':
        out[def.name] = toArray(value);
        break;
      case 'area':
        out[def.name] = areaCode(value);
        break;
      case 'text':
      case 'autocomplete':
        out[def.name] = toText(value);
        break;
      default:
        out[def.name] = value;
    }
  }
  for (const [key, value] of Object.entries(out)) if (value === null || value === undefined) delete out[key];
  return out;
}

/** Initial values of the search form: the declared defaults. */
export function searchDefaults(defs: readonly SearchDef[]): Values {
  const out: Values = {};
  for (const def of defs) if (def.default !== undefined) out[def.name] = def.default;
  return out;
}
