import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { LINK_PARAM_IDS, paramDef } from '@chelian/contracts/terminalParams';
import type { Language, LocalizedText } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { telemetryStore } from '../../ingest/store';
import { dispatchCommand, type Operator } from './service';

type ParamValue = { id: number; value: number | string };
const hexId = (id: number) => `0x${id.toString(16).padStart(2, '0').toUpperCase()}`;
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
  await telemetryStore(ctx.database).query(
    `insert into qb_link_param_sets (tenant_id, vehicle_id, vin, source, task_id, task_name, params, check_id, user_id, user_name, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.tenantId,
      row.vehicleId,
      row.vin,
      row.source,
      row.taskId ?? null,
      row.taskName ?? null,
      row.params,
      row.checkId,
      row.op.auth.userId,
      row.op.auth.userName,
      row.op.ip,
    ],
  );
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
  const store = telemetryStore(ctx.database);
  const found = await store.query<{ id: number; vin: string; terminal_id: number | null; busy: boolean }>(
    `select v.id, v.vin, b.terminal_id,
            exists (select 1 from qb_link_param_sets s join downlink_commands d on d.check_id = s.check_id
                     where s.vehicle_id = v.id and d.status in ('pending', 'sending', 'sent', 'queued')) as busy
       from vehicles v left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
      where v.tenant_id = $1 and v.vin = any($2::varchar[])`,
    [tenantId, vins],
  );
  const missing = vins.find((vin) => !found.some((f) => f.vin === vin));
  if (missing) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin: missing });
  const bare = found.find((f) => !f.terminal_id);
  if (bare) throw badRequest('QB_NO_TERMINAL', { vin: bare.vin });
  if (found.some((f) => f.busy)) throw new AppError(409, 'CONTROL_BUSY');
  const text = canonical(params);
  const checkIds: string[] = [];
  for (const vehicle of found) {
    const checkId = randomUUID();
    await recordLinkSet(ctx, {
      tenantId,
      vehicleId: Number(vehicle.id),
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
  const row = (
    await telemetryStore(ctx.database).query<{ vehicle_id: number; params: string }>(
      'select vehicle_id, params from qb_link_param_sets where check_id = $1',
      [checkId],
    )
  )[0];
  return row ? { vehicleId: Number(row.vehicle_id), params: row.params } : null;
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
