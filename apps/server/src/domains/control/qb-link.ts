import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { LINK_PARAM_IDS, paramDef } from '@chelian/contracts/terminalParams';
import type { Language, LocalizedText } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { downlinkCommands } from '../telemetry/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { qbLinkParamSets } from './schema';
import { dispatchCommand, type Operator } from './service';

type ParamValue = { id: number; value: number | string };
const hexId = (id: number) => `0x${id.toString(16).padStart(2, '0').toUpperCase()}`;
const qb = new QueryBuilder();

/** Vehicles one setting may address. */
const MAX_VEHICLES = 100;

/** The canonical text of chosen parameters (no derived lengths), as QB tasks keep them. */
const canonical = (params: ParamValue[]) =>
  params
    .filter((p) => !paramDef(p.id)?.derived)
    .sort((a, b) => a.id - b.id)
    .map((p) => `${hexId(p.id)}=${p.value}`)
    .join('\n');

/** Checks that checked parameters (values already valid) are all link parameters (LINK_PARAM_IDS). */
export function checkLinkParams(params: ParamValue[], lang: Language): ParamValue[] {
  for (const p of params) {
    const def = paramDef(p.id);
    if (def && !def.derived && !LINK_PARAM_IDS.includes(p.id))
      throw badRequest('QB_LINK_PARAM', { param: def.label[lang] });
  }
  return params;
}

/** Records one set of link parameters in the history (qb_link_param_sets), before it is sent. */
export async function recordLinkSet(
  ctx: ServerContext,
  row: {
    tenantId: number;
    vehicleId: number;
    vin: string;
    source: 'SETTING' | 'TASK';
    taskId?: number;
    taskName?: string;
    params: string;
    checkId: string;
    op: Operator;
  },
): Promise<void> {
  const { op, ...values } = row;
  await ctx.database.db
    .insert(qbLinkParamSets)
    .values({ ...values, userId: op.auth.userId, userName: op.auth.userName, ipAddress: op.ip });
}

/** True when a task's parameters (canonical text) set at least one link parameter. */
export function touchesLink(params: ParamValue[]): boolean {
  return params.some((p) => LINK_PARAM_IDS.includes(p.id));
}

/**
 * Sets link parameters on vehicles (setting): `{ vin | vins }` and the parameters as checked by
 * readParamInput (values valid, domains with their length). Every vehicle is checked
 * first (one of the caller's, with a terminal, no link set still under way); then each gets the
 * parameter set (0x81) through the downlink command service, queued while its terminal is offline,
 * and a history row. The values are kept once the terminal confirms them.
 */
export async function sendLinkParams(
  ctx: ServerContext,
  op: Operator,
  body: Record<string, unknown>,
  checked: ParamValue[],
): Promise<{ sent: number; checkIds: string[] }> {
  const tenantId = op.auth.tenantId;
  const raw = Array.isArray(body.vins) ? body.vins : [body.vin];
  const vins = [
    ...new Set(
      raw
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim().toUpperCase()),
    ),
  ];
  if (!vins.length || vins.length > MAX_VEHICLES || vins.some((v) => !/^[A-HJ-NPR-Z0-9]{17}$/.test(v)))
    throw badRequest('CONTROL_VIN');
  const params = checkLinkParams(checked, op.lang);
  const busy = exists(
    qb
      .select({ id: qbLinkParamSets.id })
      .from(qbLinkParamSets)
      .innerJoin(downlinkCommands, eq(downlinkCommands.checkId, qbLinkParamSets.checkId))
      .where(
        and(
          eq(qbLinkParamSets.vehicleId, vehicles.id),
          inArray(downlinkCommands.status, ['pending', 'sending', 'sent', 'queued']),
        ),
      ),
  ).mapWith(Boolean);
  const found = await ctx.database.db
    .select({ id: vehicles.id, vin: vehicles.vin, terminalId: vehicleTerminals.terminalId, busy })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.vin, vins)));
  const missing = vins.find((vin) => !found.some((f) => f.vin === vin));
  if (missing) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin: missing });
  const bare = found.find((f) => !f.terminalId);
  if (bare) throw badRequest('QB_NO_TERMINAL', { vin: bare.vin });
  if (found.some((f) => f.busy)) throw new AppError(409, 'CONTROL_BUSY');
  const text = canonical(params);
  const checkIds: string[] = [];
  for (const vehicle of found) {
    const checkId = randomUUID();
    await recordLinkSet(ctx, {
      tenantId,
      vehicleId: vehicle.id,
      vin: vehicle.vin,
      source: 'SETTING',
      params: text,
      checkId,
      op,
    });
    await dispatchCommand(
      ctx,
      vehicle.vin,
      { type: 'paramSet', params },
      { checkId, queueIfOffline: true, userId: op.auth.userId },
    );
    checkIds.push(checkId);
  }
  return { sent: checkIds.length, checkIds };
}

/** The parameters of a link set by its check id (to keep them once confirmed), or null. */
export async function linkSetParams(
  ctx: ServerContext,
  checkId: string,
): Promise<{ vehicleId: number; params: string } | null> {
  const [row] = await ctx.database.db
    .select({ vehicleId: qbLinkParamSets.vehicleId, params: qbLinkParamSets.params })
    .from(qbLinkParamSets)
    .where(eq(qbLinkParamSets.checkId, checkId));
  return row ?? null;
}

/** A one-sheet workbook: a header row of labels, then the rows (vehicleDetailList/export, vehicleParamList/export). */
export async function simpleWorkbook(
  headers: LocalizedText[],
  rows: unknown[][],
  lang: Language,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.columns = headers.map(() => ({ width: 24 }));
  sheet.addRow(headers.map((h) => h[lang])).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
