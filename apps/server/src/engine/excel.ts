import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LIMITS,
  XLSX_CONTENT_TYPE,
  formFields,
  relationBase,
  type FieldSpec,
  type Language,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { isStrongPassword } from '@chelian/contracts/values';
import { md5 } from '../platform/auth/passwords';
import { AppError } from '../platform/errors';
import { translate } from '../platform/messages';
import { tenantTimeZone, zonedTime } from '../platform/time-zone';
import { readSheet } from '../platform/xlsx/read';
import { areaIndex, codePointCollation, dictionaries, type Dictionaries } from './labels';
import { exportFields, resourceByName, type Resource } from './engine';
import type { Caller, HookContext } from './types';

type Row = Record<string, unknown>;
const SHEET = 'Sheet';
const CHUNK = 500;

/** `<title>_<ms>.xlsx` as an attachment, with the UTF-8 name for browsers and an ASCII fallback. */
export function attachmentHeader(title: string): string {
  const name = `${title}_${Date.now()}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function formatTime(ms: number, type: string, timeZone: string): string {
  const text = zonedTime(ms, timeZone);
  if (type === 'date') return text.slice(0, 10);
  if (type === 'year') return text.slice(0, 4);
  if (type === 'month') return text.slice(0, 7);
  return text;
}

/**
 * Epoch ms of "YYYY-MM-DD[ HH:mm[:ss]]" read as wall time in a time zone; null when it names no
 * such time (Date.UTC would roll 2026-13-45 over to 2027-02-14).
 */
export function parseTime(text: string, timeZone: string): number | null {
  const m = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [
    m[1],
    m[2],
    m[3] ?? 1,
    m[4] ?? 0,
    m[5] ?? 0,
    m[6] ?? 0,
  ].map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // the zone's offset at that moment: format the UTC guess in the zone and compare
  const shown = formatTime(utc, 'datetime', timeZone);
  const back = Date.UTC(
    Number(shown.slice(0, 4)),
    Number(shown.slice(5, 7)) - 1,
    Number(shown.slice(8, 10)),
    Number(shown.slice(11, 13)),
    Number(shown.slice(14, 16)),
    Number(shown.slice(17, 19)),
  );
  return utc - (back - utc);
}

/**
 * A time as a date cell showing its wall time in the zone. A spreadsheet's dates carry no zone,
 * so the cell holds the wall time itself (as if it were UTC) and reads back as that wall time.
 */
function wallDate(ms: number, type: string, timeZone: string): Date {
  const shown = formatTime(ms, 'datetime', timeZone);
  const [year, month, day, hour, minute, second] = shown.split(/[- :]/).map(Number) as number[];
  return type === 'datetime'
    ? new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!))
    : new Date(Date.UTC(year!, type === 'year' ? 0 : month! - 1, type === 'date' ? day! : 1));
}

/** What a date cell of each time type shows (the cell itself holds the whole instant). */
const DATE_FORMATS: Record<string, string> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  year: 'yyyy',
  month: 'yyyy-mm',
};

/** Widths in characters: a VIN (17) or a terminal code must show whole; a label sets the floor. */
function columnWidth(key: string, field: FieldSpec, lang: Language): number {
  const label = [...field.label[lang]].reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0) + 2;
  const content =
    field.type === 'datetime'
      ? 20
      : field.type === 'date'
        ? 12
        : /vin$/i.test(key)
          ? 20
          : field.type === 'text' && (field.max ?? 0) >= 17
            ? Math.min(34, (field.max ?? 0) + 2)
            : 12;
  return Math.min(40, Math.max(label, content));
}

/** How a value is written in a file: labels for dictionaries and refs, date cells for times, yes/no. */
function cellText(
  field: FieldSpec,
  key: string,
  row: Row,
  dicts: Dictionaries,
  lang: Language,
  timeZone: string,
): string | number | Date | null {
  const value = row[key];
  if (value == null || value === '') return null;
  switch (field.type) {
    case 'dict':
    case 'enum': {
      const items = field.dict ? dicts.get(field.dict) : undefined;
      const one = (v: unknown) => items?.get(String(v))?.label ?? String(v);
      return Array.isArray(value) ? value.map(one).join(', ') : one(value);
    }
    case 'ref':
      return (row[`${relationBase(key)}Label`] as string | null) ?? String(value);
    case 'refs':
      return ((row[`${relationBase(key)}Labels`] as string[] | undefined) ?? []).join(', ');
    case 'area':
      return (row[`${key}Label`] as string | null) ?? String(value);
    case 'boolean':
      return translate(lang, value ? 'YES' : 'NO');
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
      return wallDate(Number(value), field.type, timeZone);
    case 'number':
    case 'integer':
      return Number(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A value as stored: codes and ids as they are, times in ISO 8601 (UTC). */
function nativeCell(field: FieldSpec, value: unknown): string | number | null {
  if (value == null || value === '') return null;
  if (TIME_FIELD_TYPES.has(field.type)) return new Date(Number(value)).toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Array.isArray(value) ? value.join(',') : String(value);
}
const TIME_FIELD_TYPES = new Set(['date', 'datetime', 'year', 'month']);

/**
 * Streams an xlsx of the current search (sheet "Sheet", a title row, localized headers, labels for coded values),
 * fetching rows in chunks; more than 10000 matching rows is refused before anything is sent.
 */
export async function streamExport(
  db: Db,
  resource: Resource,
  caller: Caller,
  body: Row,
  reply: FastifyReply,
  opts: { admin?: boolean; where?: SQL } = {},
): Promise<FastifyReply> {
  const lang = caller.lang;
  const where = resource.conditions(caller, body, { ...opts, codePoint: await codePointCollation(db) });
  const capped = db
    .select({ one: sql`1` })
    .from(resource.table)
    .where(where)
    .limit(LIMITS.exportRows + 1);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(capped.as('capped'));
  if (Number(n) > LIMITS.exportRows) throw new AppError(400, 'EXPORT_TOO_MANY', { max: LIMITS.exportRows });
  const order = resource.orderBy(body);
  // the columns the user hid in the table stay out of the file too
  const hidden = new Set(Array.isArray(body.hiddenColumns) ? body.hiddenColumns.map(String) : []);
  const fields = exportFields(resource.spec).filter(
    ([key, f]) => (!f.auth || caller.can(f.auth)) && !hidden.has(key),
  );
  const dicts = await dictionaries(db, lang);
  // the caller's tenant zone: the file reads as the console's list does, whatever the browser's zone
  const timeZone = await tenantTimeZone(db, caller.tenantId);
  const title =
    typeof body.title === 'string' && body.title.trim() && body.title !== 'title'
      ? body.title.trim()
      : resource.spec.title[lang];

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    typeof body.sheetName === 'string' && body.sheetName.trim() ? body.sheetName.slice(0, 31) : SHEET,
  );
  const native = resource.def.exportStyle === 'native';
  sheet.columns = fields.map(([key, f]) => ({
    key,
    width: columnWidth(key, f, lang),
    ...(!native && DATE_FORMATS[f.type] ? { style: { numFmt: DATE_FORMATS[f.type] } } : {}),
  }));
  reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader(title));

  const produce = async () => {
    const titleRow = sheet.addRow([title]);
    titleRow.font = { bold: true, size: 14 };
    if (fields.length > 1) sheet.mergeCells(1, 1, 1, fields.length);
    titleRow.commit();
    const header = sheet.addRow(fields.map(([key, f]) => (native ? key : f.label[lang])));
    header.font = { bold: true };
    header.commit();
    for (let offset = 0; offset < Number(n); offset += CHUNK) {
      const rows = await resource.decorate(
        db,
        caller,
        await resource.rows(db, where, order, CHUNK, offset),
        'export',
      );
      for (const row of rows)
        sheet
          .addRow(
            fields.map(([key, f]) =>
              native ? nativeCell(f, row[key]) : cellText(f, key, row, dicts, lang, timeZone),
            ),
          )
          .commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((err) => {
    reply.log.error({ err }, 'export failed');
    stream.destroy(err as Error);
  });
  return reply.send(stream);
}

/** Fields of the import template and of uploaded files: the create form, less read-only and non-importable fields. */
export function importFields(resource: Resource): [string, FieldSpec][] {
  const inForm = formFields(resource.spec, 'create').filter(([, f]) => f.form !== 'readonly');
  const keys = new Set(inForm.filter(([, f]) => f.import !== false).map(([k]) => k));
  for (const [key, f] of Object.entries(resource.spec.fields)) if (f.import === true) keys.add(key);
  return Object.entries(resource.spec.fields).filter(([key]) => keys.has(key));
}

const headerOf = (f: FieldSpec, lang: Language, required = f.required) =>
  `${f.label[lang]}${required ? ' *' : ''}`;

/**
 * The parent rows of an import made under one of them (a strategy's vehicles imported from that
 * strategy's drawer): each ref field it fixes, with the id and the name the file would give it.
 */
export type ImportFixed = Record<string, { id: number; label: string }>;

/**
 * Reads the parents an import is made under: ref fields of the file's columns with the id of a row
 * the caller may use; another tenant's row, or none, is not found (404).
 */
export async function importFixed(
  db: Db,
  resource: Resource,
  caller: Caller,
  given: Record<string, unknown>,
): Promise<ImportFixed> {
  const out: ImportFixed = {};
  for (const [key, field] of importFields(resource)) {
    if (!(key in given) || field.type !== 'ref' || !field.ref) continue;
    const id = Number(given[key]);
    const target = resourceByName(field.ref);
    const [row] =
      target && Number.isInteger(id) && id > 0
        ? await target.options(db, caller, { ids: [id], limit: 1 })
        : [];
    if (!row) throw new AppError(404, 'NOT_FOUND');
    out[key] = { id, label: row.label };
  }
  return out;
}

/** Options a coded column offers in the template: dictionary labels, enum values, yes/no. */
async function choices(
  db: Db,
  caller: Caller,
  field: FieldSpec,
  dicts: Dictionaries,
): Promise<string[] | null> {
  const lang = caller.lang;
  if (field.type === 'dict' || field.type === 'enum') {
    const items = field.dict ? dicts.get(field.dict) : undefined;
    if (items?.size) return [...items.values()].map((i) => i.label);
    return field.values ? [...field.values] : null;
  }
  if (field.type === 'boolean') return [translate(lang, 'YES'), translate(lang, 'NO')];
  return null;
}

/** The import template of a resource: localized headers (required ones starred), a sample row, dropdown validation. */
export async function buildTemplate(
  db: Db,
  resource: Resource,
  caller: Caller,
  fixed: ImportFixed = {},
): Promise<Buffer> {
  const lang = caller.lang;
  const fields = importFields(resource);
  const dicts = await dictionaries(db, lang);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET);
  const lists = workbook.addWorksheet('Lists', { state: 'veryHidden' });
  sheet.columns = fields.map(([key, f]) => ({
    key,
    width: Math.max(14, Math.min(40, f.label[lang].length * 2 + 6)),
  }));
  // a column the parent fixes may stay empty: its rows belong to that parent, which the example names
  const header = sheet.addRow(fields.map(([key, f]) => headerOf(f, lang, f.required && !fixed[key])));
  header.font = { bold: true };
  const sample = await sampleRow(db, resource, caller, dicts);
  for (const [key, parent] of Object.entries(fixed)) sample[key] = parent.label;
  sheet.addRow(fields.map(([key]) => sample[key] ?? null));
  let listColumn = 0;
  for (const [index, [, field]] of fields.entries()) {
    const values = await choices(db, caller, field, dicts);
    if (!values?.length || field.multiple) continue;
    listColumn += 1;
    values.forEach((v, i) => (lists.getCell(i + 1, listColumn).value = v));
    const letter = lists.getColumn(listColumn).letter;
    const target = sheet.getColumn(index + 1).letter;
    (sheet as unknown as { dataValidations: { add(address: string, v: object): void } }).dataValidations.add(
      `${target}2:${target}${LIMITS.importRows + 1}`,
      {
        type: 'list',
        allowBlank: !field.required,
        formulae: [`Lists!$${letter}$1:$${letter}$${values.length}`],
        showErrorMessage: true,
      },
    );
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid example row as it is written in a file. */
async function sampleRow(db: Db, resource: Resource, caller: Caller, dicts: Dictionaries): Promise<Row> {
  const lang = caller.lang;
  const given = resource.def.sample?.() ?? {};
  const out: Row = {};
  for (const [key, field] of importFields(resource)) {
    const value = given[key];
    if (field.type === 'dict' || field.type === 'enum') {
      const items = field.dict ? dicts.get(field.dict) : undefined;
      const code = value ?? field.default ?? (items ? [...items.keys()][0] : field.values?.[0]);
      const codes = Array.isArray(code) ? code : code != null ? [code] : [];
      out[key] = codes.map((c) => items?.get(String(c))?.label ?? String(c)).join(', ') || null;
    } else if ((field.type === 'ref' || field.type === 'refs') && field.ref) {
      const target = resourceByName(field.ref);
      if (!target || (!field.required && value === undefined)) continue;
      const [first] = await target.options(db, caller, { limit: 1 });
      if (first) out[key] = first.label;
    } else if (field.type === 'area') {
      const code = value ?? (field.areaLevel === 2 ? '110100' : '110000');
      out[key] = (await areaIndex(db)).get(String(code))?.names[lang] ?? code;
    } else if (field.type === 'boolean') {
      out[key] = translate(lang, (value ?? field.default) ? 'YES' : 'NO');
    } else if (field.type === 'date' || field.type === 'datetime') {
      out[key] =
        value != null
          ? formatTime(Number(value), field.type, await tenantTimeZone(db, caller.tenantId))
          : null;
    } else if (value !== undefined) {
      out[key] = value;
    }
  }
  return out;
}

interface CellError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

/**
 * Text of a file read in today's English spelling: the catalogue once wrote "colour", and files
 * written then (headers, dictionary labels) still import.
 */
const currentSpelling = (s: string) => s.replace(/(colo)u(r)/gi, '$1$2');

/** A header cell as it is matched: without the required star, any case, today's spelling. */
const headerKey = (s: string) =>
  currentSpelling(
    s
      .replace(/\s*\*\s*$/, '')
      .trim()
      .toLowerCase(),
  );

/** Header cell text -> field key: any language's label (with or without the star) or the key itself. */
function headerIndex(resource: Resource): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, f] of Object.entries(resource.spec.fields)) {
    for (const text of [key, ...Object.values(f.label)]) out.set(headerKey(text), key);
  }
  return out;
}

/** The rows of a file checked as an import checks them, nothing written. */
interface ImportReading {
  rows: { number: number; cells: Map<string, string> }[];
  inputs: { number: number; data: Row }[];
  errors: CellError[];
}

/**
 * Reads an uploaded file and checks every cell (types, required, patterns, dictionary labels, refs
 * by name, duplicates in the file and in the database), then each row's own checks: those of every
 * row when checkAll, else only when no cell failed.
 */
async function readImport(
  db: Db,
  resource: Resource,
  caller: Caller,
  file: Buffer,
  checkAll = false,
  fixed: ImportFixed = {},
): Promise<ImportReading> {
  const lang = caller.lang;
  const sheet = await readSheet(file);
  const allowed = new Set(importFields(resource).map(([k]) => k));
  const byHeader = headerIndex(resource);

  // The header is the first of the top rows naming the most fields (a template has it first, an export after its title).
  let headerRow = 0;
  let columns = new Map<number, string>();
  for (const { number, cells } of sheet) {
    if (number > 5) break;
    const found = new Map<number, string>();
    cells.forEach((value, c) => {
      const key = byHeader.get(headerKey(value));
      if (key && allowed.has(key)) found.set(c, key);
    });
    if (found.size > columns.size) {
      columns = found;
      headerRow = number;
    }
  }
  if (!headerRow) throw new AppError(400, 'IMPORT_NO_HEADER');

  const rows: { number: number; cells: Map<string, string> }[] = [];
  for (const row of sheet) {
    if (row.number <= headerRow) continue;
    const cells = new Map<string, string>();
    for (const [c, key] of columns) {
      const value = row.cells[c] ?? '';
      if (value !== '') cells.set(key, value);
    }
    if (cells.size) rows.push({ number: row.number, cells });
  }
  if (!rows.length) throw new AppError(400, 'IMPORT_EMPTY');
  if (rows.length > LIMITS.importRows)
    throw new AppError(400, 'IMPORT_TOO_MANY', { max: LIMITS.importRows, count: rows.length });

  const dicts = await dictionaries(db, lang);
  const errors: CellError[] = [];
  const inputs: { number: number; data: Row }[] = [];
  const refCache = new Map<string, Map<string, number>>();
  const areas = await areaIndex(db);
  const areaByName = new Map<string, string>();
  // a file may name an area in any language (an English export read back)
  for (const a of areas.values())
    for (const name of Object.values(a.names)) if (!areaByName.has(name)) areaByName.set(name, a.code);
  // a file's times are wall times of the tenant's zone, as its exports write them
  const timeZone = await tenantTimeZone(db, caller.tenantId);

  for (const { number, cells } of rows) {
    const body: Row = {};
    for (const [key, raw] of cells) {
      const field = resource.spec.fields[key]!;
      const fail = (reason: string) =>
        errors.push({ row: number, column: field.label[lang], value: raw, reason });
      const converted = await fromCell(
        db,
        resource,
        caller,
        key,
        field,
        raw,
        dicts,
        refCache,
        areas,
        areaByName,
        timeZone,
      );
      if (converted.error) fail(converted.error);
      else body[key] = converted.value;
    }
    // a row of a file imported under one parent belongs to it: named there or left empty, never another
    for (const [key, parent] of Object.entries(fixed)) {
      const named = body[key];
      // the row's other checks (duplicates) are made against the parent it is imported under
      if (!cells.has(key) || named !== undefined) body[key] = parent.id;
      if (named !== undefined && Number(named) !== parent.id)
        errors.push({
          row: number,
          column: resource.label(key, lang),
          value: cells.get(key) ?? '',
          reason: translate(lang, 'IMPORT_OTHER_PARENT', {
            field: resource.label(key, lang),
            name: parent.label,
          }),
        });
    }
    try {
      const data = resource.validate('create', resource.withDefaults(body), lang);
      inputs.push({ number, data });
    } catch (err) {
      if (!(err instanceof AppError) || !err.fields) throw err;
      for (const [key, reason] of Object.entries(err.fields)) {
        if (errors.some((e) => e.row === number && e.column === resource.label(key, lang))) continue;
        errors.push({ row: number, column: resource.label(key, lang), value: cells.get(key) ?? '', reason });
      }
    }
  }

  await checkUniques(db, resource, caller, inputs, errors, rows);
  if (!errors.length || checkAll) {
    const failed = new Set(errors.map((e) => e.row));
    // rows with the same refs and codes check alike: each combination is looked up once
    const outcomes = new Map<string, Record<string, string> | null>();
    for (const input of inputs) {
      if (failed.has(input.number)) continue;
      const key = JSON.stringify(resource.checkedValues(input.data));
      let fields = outcomes.get(key);
      if (fields === undefined) {
        try {
          await resource.checkValues(db, caller, input.data);
          fields = null;
        } catch (err) {
          if (!(err instanceof AppError) || !err.fields) throw err;
          fields = err.fields;
        }
        outcomes.set(key, fields);
      }
      // a row check (states, parts in use) depends on the row itself, so it is never shared
      if (!fields && resource.def.checkRow) {
        try {
          await resource.def.checkRow(db, caller, input.data);
        } catch (err) {
          if (!(err instanceof AppError) || !err.fields) throw err;
          fields = err.fields;
        }
      }
      for (const [field, reason] of Object.entries(fields ?? {}))
        errors.push({
          row: input.number,
          column: resource.label(field, lang),
          value: String(input.data[field] ?? ''),
          reason,
        });
    }
  }
  return { rows, inputs, errors };
}

/**
 * Reads an uploaded file and imports it all or nothing: every cell is checked (types, required, patterns, dictionary
 * labels, refs by name, duplicates in the file and in the database); any error answers an xlsx report instead.
 */
export async function runImport(
  db: Db,
  resource: Resource,
  h: Omit<HookContext, 'tx'>,
  file: Buffer,
  reply: FastifyReply,
  fixed: ImportFixed = {},
): Promise<FastifyReply | { imported: number }> {
  const caller = h.caller;
  const lang = caller.lang;
  const { inputs, errors } = await readImport(db, resource, caller, file, false, fixed);
  if (errors.length) return sendReport(reply, resource, lang, errors);

  let imported = 0;
  try {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const hi = { ...h, source: 'import' as const, memo: new Map<string, Promise<unknown>>() };
      if (resource.insertsInBulk) {
        for (let i = 0; i < inputs.length; i += IMPORT_CHUNK) {
          const chunk = inputs.slice(i, i + IMPORT_CHUNK);
          await resource.insertMany(
            txDb,
            hi,
            chunk.map((c) => c.data),
          );
          imported += chunk.length;
        }
      } else {
        for (const input of inputs) {
          await importRow(txDb, resource, hi, input.data);
          imported += 1;
        }
      }
    });
  } catch (err) {
    const mapped = err instanceof AppError ? err : null;
    if (!mapped) throw err;
    return sendReport(reply, resource, lang, [
      {
        row: inputs[imported]?.number ?? 0,
        column: '',
        value: '',
        reason: translate(lang, mapped.code, conflictParams(mapped, resource, lang)),
      },
    ]);
  }
  await resource.def.hooks?.afterCommit?.({ ...h, source: 'import' });
  return { imported };
}

function conflictParams(err: AppError, resource: Resource, lang: Language): Record<string, string | number> {
  const key = (err as { key?: string | null }).key;
  return key ? { ...err.params, field: resource.label(key, lang) } : err.params;
}

/** Rows a bulk import inserts per statement (well under PostgreSQL's 65,535 parameters for any table here). */
const IMPORT_CHUNK = 500;

/** One imported row through the same path as a create (hooks, relations), or an update of its unique key (upsert). */
async function importRow(tx: Db, resource: Resource, h: Omit<HookContext, 'tx'>, data: Row) {
  if (resource.def.importMode === 'upsert') {
    const unique = resource.uniques[0];
    if (unique) {
      const where = and(
        resource.scopeWhere(h.caller),
        ...unique.fields.map((k) => sql`${resource.readColumns.get(k)!} = ${data[k]}`),
      );
      const [existing] = await tx.select({ id: resource.idColumn }).from(resource.table).where(where);
      if (existing) {
        await resource.update(tx, h, { ...data, id: existing.id });
        return;
      }
    }
  }
  await resource.create(tx, h, data);
}

async function fromCell(
  db: Db,
  resource: Resource,
  caller: Caller,
  key: string,
  field: FieldSpec,
  raw: string,
  dicts: Dictionaries,
  refCache: Map<string, Map<string, number>>,
  areas: Awaited<ReturnType<typeof areaIndex>>,
  areaByName: Map<string, string>,
  timeZone: string,
): Promise<{ value?: unknown; error?: string }> {
  const lang = caller.lang;
  const label = field.label[lang];
  const notInList = () => ({ error: translate(lang, 'FIELD_NOT_IN_DICT', { field: label, value: raw }) });
  switch (field.type) {
    case 'dict':
    case 'enum': {
      const items = field.dict ? dicts.get(field.dict) : undefined;
      const one = (part: string): string | null => {
        if (items) {
          const respelled = currentSpelling(part);
          for (const [code, entry] of items)
            if (code === part || entry.labels.includes(part) || entry.labels.includes(respelled)) return code;
          return null;
        }
        return !field.values || field.values.includes(part) ? part : null;
      };
      const parts = field.multiple
        ? raw
            .split(/[,，、;；]/)
            .map((p) => p.trim())
            .filter(Boolean)
        : [raw];
      const codes = parts.map(one);
      if (codes.some((c) => c === null)) return notInList();
      return { value: field.multiple ? codes : codes[0] };
    }
    case 'boolean': {
      const yes = ['是', 'yes', 'true', '1', 'y', translate(lang, 'YES').toLowerCase()];
      const no = ['否', 'no', 'false', '0', 'n', translate(lang, 'NO').toLowerCase()];
      if (yes.includes(raw.toLowerCase())) return { value: true };
      if (no.includes(raw.toLowerCase())) return { value: false };
      return notInList();
    }
    case 'date':
    case 'datetime':
    case 'year':
    case 'month': {
      // a date cell reads as ISO 8601 "Z" but holds wall time (a spreadsheet's dates have no zone)
      const cell = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.\d+)?Z$/.exec(raw);
      const ms = cell
        ? parseTime(`${cell[1]} ${cell[2]}`, timeZone)
        : /^\d{4}-\d{2}-\d{2}T/.test(raw)
          ? Date.parse(raw)
          : parseTime(raw, timeZone);
      return ms && Number.isFinite(ms)
        ? { value: ms }
        : { error: translate(lang, 'FIELD_NOT_A_DATE', { field: label, value: raw }) };
    }
    case 'number':
    case 'integer': {
      const n = Number(raw);
      return Number.isFinite(n)
        ? { value: n }
        : { error: translate(lang, 'FIELD_INVALID', { field: label }) };
    }
    case 'password':
      // files carry the password as typed, so here (unlike a form's MD5) the four-class rule can
      // be checked; the wire format is its MD5
      return isStrongPassword(raw)
        ? { value: md5(raw) }
        : { error: translate(lang, 'PASSWORD_WEAK', { field: label }) };
    case 'area': {
      if (/^\d{6}$/.test(raw)) return { value: raw };
      const code = areaByName.get(raw);
      return code ? { value: code } : notInList();
    }
    case 'ref':
    case 'refs': {
      const target = field.ref ? resourceByName(field.ref) : undefined;
      if (!target) return { value: raw };
      let names = refCache.get(key);
      if (!names) {
        names = new Map();
        const options = await target.options(db, caller, { limit: 20000 });
        const walk = (items: typeof options) => {
          for (const o of items) {
            if (!names!.has(o.label)) names!.set(o.label, o.id as number);
            if (o.children) walk(o.children);
          }
        };
        walk(options);
        refCache.set(key, names);
      }
      const resolve = async (part: string): Promise<unknown> => {
        if (field.refKey && field.refKey !== 'id') {
          const byKey = await target.labels(db, caller, [part], field.refKey);
          if (byKey.has(part)) return part;
          const id = names!.get(part);
          if (id == null) return null;
          const [row] = await db
            .select({ v: target.readColumns.get(field.refKey)! })
            .from(target.table)
            .where(inArray(target.idColumn, [id]));
          return row?.v ?? null;
        }
        return (
          names!.get(part) ??
          (/^\d+$/.test(part) && [...names!.values()].includes(Number(part)) ? Number(part) : null)
        );
      };
      const parts =
        field.type === 'refs'
          ? raw
              .split(/[,，、;；]/)
              .map((p) => p.trim())
              .filter(Boolean)
          : [raw];
      const values = await Promise.all(parts.map(resolve));
      if (values.some((v) => v == null)) return { error: translate(lang, 'REF_NOT_FOUND', { field: label }) };
      return { value: field.type === 'refs' ? values : values[0] };
    }
    default:
      return { value: raw };
  }
}

/** Duplicates within the file and against the rows already stored (in the caller's tenant for per-tenant keys). */
async function checkUniques(
  db: Db,
  resource: Resource,
  caller: Caller,
  inputs: { number: number; data: Row }[],
  errors: CellError[],
  rows: { number: number; cells: Map<string, string> }[],
) {
  const lang = caller.lang;
  const cellOf = (number: number, key: string) => rows.find((r) => r.number === number)?.cells.get(key) ?? '';
  // time columns hold Dates: compare instants, and query with Dates
  const isTime = (k: string) => ['date', 'datetime'].includes(resource.spec.fields[k]?.type ?? '');
  const instant = (k: string, v: unknown) =>
    isTime(k) && v != null ? new Date(v as string | number | Date).getTime() : v;
  const tupleOf = (fields: string[], row: Row) => JSON.stringify(fields.map((k) => instant(k, row[k])));
  for (const unique of resource.uniques) {
    if (resource.def.importMode === 'upsert') continue;
    const last = unique.fields[unique.fields.length - 1]!;
    const seen = new Map<string, number>();
    for (const { number, data } of inputs) {
      if (unique.fields.some((k) => data[k] == null || data[k] === '')) continue;
      const tuple = tupleOf(unique.fields, data);
      const first = seen.get(tuple);
      if (first !== undefined)
        errors.push({
          row: number,
          column: resource.label(last, lang),
          value: cellOf(number, last),
          reason: translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { row: first }),
        });
      else seen.set(tuple, number);
    }
    const candidates = inputs.filter(({ data }) =>
      unique.fields.every((k) => data[k] != null && data[k] !== ''),
    );
    if (!candidates.length) continue;
    const columns = unique.fields.map((k) => resource.readColumns.get(k)!);
    const tenantColumn = resource.def.scope.kind === 'tenant' ? resource.def.scope.column : null;
    const lastValues = [...new Set(candidates.map(({ data }) => instant(last, data[last])))].map((v) =>
      isTime(last) ? new Date(v as number) : v,
    );
    const existing = await db
      .select(Object.fromEntries(unique.fields.map((k, i) => [k, columns[i]!])))
      .from(resource.table)
      .where(
        and(
          inArray(resource.readColumns.get(last)!, lastValues),
          unique.perTenant && tenantColumn ? sql`${tenantColumn} = ${caller.tenantId}` : undefined,
        ),
      );
    const stored = new Set(existing.map((e) => tupleOf(unique.fields, e)));
    for (const { number, data } of candidates) {
      if (stored.has(tupleOf(unique.fields, data))) {
        errors.push({
          row: number,
          column: resource.label(last, lang),
          value: cellOf(number, last),
          reason: translate(lang, 'CONFLICT', { field: resource.label(last, lang) }),
        });
      }
    }
  }
}

/** The error report: one line per bad cell (row number as in the file, column, value, reason). */
async function sendReport(
  reply: FastifyReply,
  resource: Resource,
  lang: Language,
  errors: CellError[],
): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET);
  sheet.columns = [
    { key: 'row', width: 10 },
    { key: 'column', width: 24 },
    { key: 'value', width: 30 },
    { key: 'reason', width: 60 },
  ];
  const title = sheet.addRow([`${resource.spec.title[lang]} - ${translate(lang, 'IMPORT_REPORT_TITLE')}`]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, 4);
  const header = sheet.addRow(
    ['IMPORT_REPORT_ROW', 'IMPORT_REPORT_COLUMN', 'IMPORT_REPORT_VALUE', 'IMPORT_REPORT_REASON'].map((k) =>
      translate(lang, k as 'IMPORT_REPORT_ROW'),
    ),
  );
  header.font = { bold: true };
  for (const e of errors.sort((a, b) => a.row - b.row)) sheet.addRow([e.row, e.column, e.value, e.reason]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header(
      'content-disposition',
      attachmentHeader(`${resource.spec.title[lang]}_${translate(lang, 'IMPORT_ERRORS_FILE')}`),
    )
    .header('x-import-errors', String(errors.length))
    .send(buffer);
}

/**
 * A cell as the sheet shows it: a date cell reads as ISO 8601 "Z" holding its wall time, shown as
 * that day (and time of day when it has one).
 */
function asShown(value: string): string {
  const date = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(value);
  if (!date) return value;
  return date[2] === '00:00:00' ? date[1]! : `${date[1]} ${date[2]}`;
}

/** A file's rows as the import would read them, with each row's refusals; nothing is written. */
export async function previewImport(
  db: Db,
  resource: Resource,
  caller: Caller,
  file: Buffer,
  fixed: ImportFixed = {},
) {
  const { rows, errors } = await readImport(db, resource, caller, file, true, fixed);
  const parents = Object.fromEntries(Object.entries(fixed).map(([key, parent]) => [key, parent.label]));
  const items = rows.map(({ number, cells }) => ({
    row: number,
    // the cells as the file has them (model names, labels, dates as written), not the ids and
    // codes they stand for: the row must be recognisable to whoever filled it in; a parent the
    // import is made under shows where the file leaves it out
    values: { ...parents, ...Object.fromEntries([...cells].map(([key, value]) => [key, asShown(value)])) },
    errors: errors
      .filter((e) => e.row === number)
      .map(({ column, value, reason }) => ({ column, value, reason })),
  }));
  return { items, total: items.length, valid: items.filter((i) => !i.errors.length).length };
}
