import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, exists, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { LIMITS, type Language } from '@chelian/contracts';
import { LOCK_IMPORT_TEXT } from '@chelian/contracts/lock';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { readSheet } from '../../platform/xlsx/read';
import { translate } from '../../platform/messages';
import { vehicles } from '../vehicle/schema';
import { lockImportReports, lockVehicles } from './schema';
import type { Operator } from './service';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const qb = new QueryBuilder();
const SHEET = 'Sheet';

export interface ImportError {
  row: number;
  value: string;
  reason: string;
}

export interface LockImportResult {
  imported: number;
  failed: number;
  /** the error report to fetch with errors/excel when rows were refused */
  errorId: string | null;
}

/** The template of the vehicle import: one VIN column and an example row. */
export async function lockImportTemplate(lang: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET);
  sheet.columns = [{ key: 'vin', width: 24 }];
  sheet.addRow(['VIN *']).font = { bold: true };
  sheet.addRow(['LCLE5A1B2C3D45678']);
  sheet.getCell('B1').value = LOCK_IMPORT_TEXT.templateHint[lang];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The VINs of the file with their row numbers: under the first of the top rows with a VIN header. */
export async function readVins(file: Buffer): Promise<{ row: number; value: string }[]> {
  const rows = await readSheet(file);
  let headerRow = 0;
  let column = -1;
  for (const { number, cells } of rows) {
    if (number > 5) break;
    column = cells.findIndex((text) => /^vin\s*\*?$/i.test(text));
    if (column >= 0) {
      headerRow = number;
      break;
    }
  }
  if (!headerRow) throw new AppError(400, 'IMPORT_NO_HEADER');
  const out: { row: number; value: string }[] = [];
  for (const { number, cells } of rows) {
    const value = cells[column];
    if (number > headerRow && value) out.push({ row: number, value });
  }
  if (!out.length) throw new AppError(400, 'IMPORT_EMPTY');
  if (out.length > LIMITS.importRows)
    throw new AppError(400, 'IMPORT_TOO_MANY', { max: LIMITS.importRows, count: out.length });
  return out;
}

/**
 * Imports vehicles into lock management from the template, all or nothing: every row is checked
 * (VIN format, one of the caller's vehicles, not already managed, not repeated in the file); any
 * refusal stores an error report (errors/excel) and adds nothing.
 */
export async function importLockVehicles(
  ctx: ServerContext,
  op: Operator,
  file: Buffer,
): Promise<LockImportResult> {
  const tenantId = op.auth.tenantId;
  const lang = op.lang;
  const rows = await readVins(file);
  const db = ctx.database.db;
  const vins = [...new Set(rows.map((r) => r.value.toUpperCase()))];
  const managed = exists(
    qb.select({ id: lockVehicles.id }).from(lockVehicles).where(eq(lockVehicles.vehicleId, vehicles.id)),
  ).mapWith(Boolean);
  const known = await db
    .select({ id: vehicles.id, vin: vehicles.vin, managed })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.vin, vins)));
  const byVin = new Map(known.map((k) => [k.vin, k]));
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const accepted: { id: number; vin: string }[] = [];
  for (const { row, value } of rows) {
    const vin = value.toUpperCase();
    const fail = (reason: string) => errors.push({ row, value, reason });
    const vehicle = byVin.get(vin);
    if (!VIN.test(vin)) fail(translate(lang, 'CONTROL_VIN'));
    else if (seen.has(vin)) fail(translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { row: seen.get(vin)! }));
    else if (!vehicle) fail(translate(lang, 'CONTROL_VEHICLE_UNKNOWN', { vin }));
    else if (vehicle.managed) fail(translate(lang, 'LOCK_ALREADY_MANAGED', { vin }));
    else accepted.push({ id: vehicle.id, vin: vehicle.vin });
    if (!seen.has(vin)) seen.set(vin, row);
  }
  if (errors.length) {
    const errorId = randomUUID();
    await db
      .insert(lockImportReports)
      .values({ id: errorId, tenantId, userId: op.auth.userId, kind: 'vehicle', errors });
    return { imported: 0, failed: errors.length, errorId };
  }
  await db
    .insert(lockVehicles)
    .values(accepted.map((a) => ({ tenantId, vehicleId: a.id, vin: a.vin })))
    .onConflictDoNothing({ target: lockVehicles.vehicleId });
  return { imported: accepted.length, failed: 0, errorId: null };
}

/** An import's error report as xlsx: row as in the file, value, reason; within the caller's tenant. */
export async function lockImportErrorReport(
  ctx: ServerContext,
  tenantId: number,
  id: string,
  lang: Language,
): Promise<Buffer> {
  const [report] = /^[0-9a-f-]{36}$/i.test(id)
    ? await ctx.database.db
        .select({ errors: lockImportReports.errors })
        .from(lockImportReports)
        .where(and(eq(lockImportReports.id, id), eq(lockImportReports.tenantId, tenantId)))
    : [];
  if (!report) throw new AppError(404, 'NOT_FOUND');
  return errorWorkbook(LOCK_IMPORT_TEXT.title[lang], report.errors, lang);
}

/** An import error report: a title, then row as in the file, VIN, reason. */
export async function errorWorkbook(title: string, errors: ImportError[], lang: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET);
  sheet.columns = [
    { key: 'row', width: 10 },
    { key: 'value', width: 30 },
    { key: 'reason', width: 60 },
  ];
  sheet.addRow([`${title} - ${translate(lang, 'IMPORT_REPORT_TITLE')}`]).font = { bold: true, size: 14 };
  sheet.addRow([translate(lang, 'IMPORT_REPORT_ROW'), 'VIN', translate(lang, 'IMPORT_REPORT_REASON')]).font =
    { bold: true };
  for (const e of errors) sheet.addRow([e.row, e.value, e.reason]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
