import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE, type Language } from '@chelian/contracts';
import { COMMAND_STATUS_TEXTS } from '@chelian/contracts/control';
import {
  DIAGNOSIS_COMMAND_ID,
  DIAGNOSIS_CALLS as C,
  DIAGNOSIS_CONTROLLER_LABELS,
  DIAGNOSIS_FIELDS,
  DIAGNOSIS_GROUP,
  DIAGNOSIS_PROTOCOL,
  DIAGNOSIS_TEXT,
  diagnosisRequestHex,
  faultCodeText,
  parseDiagnosis,
  type DiagnosisData,
  type DiagnosisRecord,
} from '@chelian/contracts/diagnosis';
import { gbEnumLabel } from '@chelian/contracts/gb32960-enums';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { attachmentHeader } from '../../engine/excel';
import { FINAL_STATUSES, type CommandStatus, type CommandStatusEvent } from '../../gateway';
import type { Db } from '../../db/client';
import { downlinkCommands } from '../telemetry/schema';
import { TelemetrySubjects } from '../telemetry';
import { simpleWorkbook } from './qb-link';
import { vehicleDiagnoses } from './schema';
import { assertNoCommandInFlight, controlVehicle, dispatchCommand, type Operator } from './service';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';

/** Rows one export writes at most (a vehicle diagnosed every minute for a week). */
const EXPORT_MAX = 10_000;

/** A diagnosis with its delivery; the answer and its time are the delivery's until kept with the diagnosis. */
const diagnosisColumns = {
  id: vehicleDiagnoses.id,
  vin: vehicleDiagnoses.vin,
  checkId: vehicleDiagnoses.checkId,
  protocol: vehicleDiagnoses.protocol,
  groupKey: vehicleDiagnoses.groupKey,
  userName: vehicleDiagnoses.userName,
  createdAt: vehicleDiagnoses.createdAt,
  answer: sql<string | null>`coalesce(${vehicleDiagnoses.answer}, ${downlinkCommands.result}->>'hex')`,
  answeredAt: sql`coalesce(${vehicleDiagnoses.answeredAt}, ${downlinkCommands.answeredAt})`.mapWith(
    vehicleDiagnoses.answeredAt,
  ) as SQL<Date | null>,
  status: downlinkCommands.status,
  statusCode: downlinkCommands.statusCode,
};

const diagnoses = (db: Db) =>
  db
    .select(diagnosisColumns)
    .from(vehicleDiagnoses)
    .leftJoin(downlinkCommands, eq(downlinkCommands.checkId, vehicleDiagnoses.checkId));

type Row = Awaited<ReturnType<typeof diagnoses>>[number];

function toRecord(r: Row): DiagnosisRecord {
  const status = (r.status ?? 'pending') as CommandStatus;
  const data = status === 'succeeded' ? parseDiagnosis(r.answer) : null;
  return {
    id: r.id,
    vin: r.vin,
    checkId: r.checkId,
    protocol: r.protocol,
    groupKey: r.groupKey,
    status,
    statusCode: r.statusCode ?? 3,
    final: FINAL_STATUSES.has(status),
    data,
    faultCount: data ? data.faults.reduce((n, f) => n + f.codes.length, 0) : 0,
    userName: r.userName,
    createdAt: r.createdAt.getTime(),
    answeredAt: r.answeredAt?.getTime() ?? null,
  };
}

/**
 * Asks a vehicle's terminal for its diagnostic data (vendor extension 0x93: protocol GPRS11, engine
 * condition group 02, and the fault codes its controllers hold). The terminal must be online: a
 * diagnosis answered hours later describes a car that has moved on. Answers at once; the outcome is
 * pushed like a remote control's, and the data is read with diagnosisOf().
 */
export async function sendDiagnosis(
  ctx: ServerContext,
  op: Operator,
  rawVin: unknown,
): Promise<DiagnosisRecord> {
  const vinText = typeof rawVin === 'string' ? rawVin.trim().toUpperCase() : '';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vinText)) throw badRequest('CONTROL_VIN');
  const tenantId = op.auth.tenantId;
  const vehicle = await controlVehicle(ctx, tenantId, vinText);
  if (!vehicle.terminalId) throw badRequest('CONTROL_NO_TERMINAL');
  if (!vehicle.online) throw new AppError(409, 'TERMINAL_OFFLINE');
  const db = ctx.database.db;
  await assertNoCommandInFlight(db, vehicle.id);
  const checkId = randomUUID();
  const [row] = await db
    .insert(vehicleDiagnoses)
    .values({
      tenantId,
      vehicleId: vehicle.id,
      vin: vehicle.vin,
      checkId,
      protocol: DIAGNOSIS_PROTOCOL,
      groupKey: DIAGNOSIS_GROUP,
      userId: op.auth.userId,
      userName: op.auth.userName,
      ipAddress: op.ip,
    })
    .returning({ id: vehicleDiagnoses.id, createdAt: vehicleDiagnoses.createdAt });
  await dispatchCommand(
    ctx,
    vehicle.vin,
    { type: 'control', commandId: DIAGNOSIS_COMMAND_ID, hex: diagnosisRequestHex() },
    { checkId, userId: op.auth.userId },
  );
  return toRecord({
    id: row!.id,
    vin: vehicle.vin,
    checkId,
    protocol: DIAGNOSIS_PROTOCOL,
    groupKey: DIAGNOSIS_GROUP,
    answer: null,
    status: 'pending',
    statusCode: 3,
    userName: op.auth.userName,
    createdAt: row!.createdAt,
    answeredAt: null,
  });
}

/** One diagnosis of the caller's tenant with its decoded answer. */
export async function diagnosisOf(
  ctx: ServerContext,
  tenantId: number,
  id: number,
): Promise<DiagnosisRecord> {
  const [row] = await diagnoses(ctx.database.db).where(
    and(eq(vehicleDiagnoses.id, id), eq(vehicleDiagnoses.tenantId, tenantId)),
  );
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toRecord(row);
}

/** The diagnoses of the caller's tenant (of one vehicle when vin is given), newest first. */
export async function diagnosisPage(
  ctx: ServerContext,
  tenantId: number,
  q: { vin?: string; current: number; size: number },
) {
  const db = ctx.database.db;
  const vin = (q.vin ?? '').trim().toUpperCase();
  const where = and(eq(vehicleDiagnoses.tenantId, tenantId), vin ? eq(vehicleDiagnoses.vin, vin) : undefined);
  const total = await db.$count(vehicleDiagnoses, where);
  const rows = await diagnoses(db)
    .where(where)
    .orderBy(desc(vehicleDiagnoses.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { items: rows.map(toRecord), total, current: q.current, size: q.size };
}

/** A value as operators read it: enumerated values by their label, numbers with their unit, invalid as "none". */
export function diagnosisValueText(data: DiagnosisData, key: string, lang: Language): string {
  const f = DIAGNOSIS_FIELDS.find((d) => d.key === key);
  const v = data.values[key];
  if (!f || v === null || v === undefined) return DIAGNOSIS_TEXT.none[lang];
  if (f.enum) return gbEnumLabel(f.enum, v, lang);
  return f.unit ? `${v} ${f.unit}` : String(v);
}

/** The diagnoses as xlsx: one row each, every engine condition value and the fault codes by controller. */
async function diagnosisWorkbook(records: DiagnosisRecord[], lang: Language, zone: string): Promise<Buffer> {
  const T = DIAGNOSIS_TEXT;
  const controllers = Object.entries(DIAGNOSIS_CONTROLLER_LABELS) as [
    keyof typeof DIAGNOSIS_CONTROLLER_LABELS,
    (typeof DIAGNOSIS_CONTROLLER_LABELS)['battery'],
  ][];
  const headers = [
    T.vin,
    T.time,
    T.protocol,
    T.status,
    T.statusCode,
    T.operator,
    T.answeredAt,
    ...DIAGNOSIS_FIELDS.map((f) => f.label),
    ...controllers.map(([, label]) => label),
  ];
  // the tenant's clock, as its console shows these times
  const when = (ms: number | null) => (ms === null ? '' : zonedTime(ms, zone));
  const rows = records.map((r) => [
    r.vin,
    when(r.createdAt),
    `${r.protocol} / ${r.groupKey}`,
    COMMAND_STATUS_TEXTS[r.status]?.[lang] ?? r.status,
    r.statusCode,
    r.userName,
    when(r.answeredAt),
    ...DIAGNOSIS_FIELDS.map((f) => (r.data ? diagnosisValueText(r.data, f.key, lang) : '')),
    ...controllers.map(([c]) =>
      r.data
        ? (r.data.faults.find((x) => x.controller === c)?.codes ?? []).map(faultCodeText).join(', ')
        : '',
    ),
  ]);
  return simpleWorkbook(headers, rows, lang);
}

const watching = new WeakSet<object>();

/** Keeps the terminal's answer with the diagnosis once its delivery succeeds (the history outlives the gateway's rows). */
export function watchDiagnoses(ctx: ServerContext): void {
  if (watching.has(ctx)) return;
  watching.add(ctx);
  ctx.bus.subscribe(TelemetrySubjects.commandStatus, (payload) => {
    const e = payload as CommandStatusEvent;
    const hex = (e.result as { commandId?: number; hex?: string } | undefined)?.hex;
    if (e.command !== 'control' || e.status !== 'succeeded' || typeof hex !== 'string') return;
    void ctx.database.db
      .update(vehicleDiagnoses)
      .set({ answer: hex, answeredAt: sql`now()` })
      .where(and(eq(vehicleDiagnoses.checkId, e.checkId), isNull(vehicleDiagnoses.answer)))
      .catch((err: unknown) =>
        ctx.log.error({ err: String(err), checkId: e.checkId }, 'diagnosis: keeping the answer failed'),
      );
  });
}

const vinBody = z.object({ vin: z.string().max(17) });
const pageBody = z
  .object({
    vin: z.string().max(17).optional(),
    current: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .default({ current: 1, size: 10 });

/** Remote diagnosis calls (permission module `diagnosis`, the menu screen remote/diagnosis). */
export function diagnosisRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['diagnosis'];
  const operator = (req: FastifyRequest) => ({ auth: authOf(req), ip: req.ip, lang: req.lang });
  watchDiagnoses(ctx);
  r.route({
    ...served(C.send),
    schema: { tags, body: vinBody },
    handler: (req) => sendDiagnosis(ctx, operator(req), req.body.vin),
  });
  r.route({
    ...served(C.page),
    schema: { tags, body: pageBody },
    handler: (req) => diagnosisPage(ctx, authOf(req).tenantId, req.body),
  });
  r.route({
    ...served(C.export),
    schema: { tags, body: pageBody },
    handler: async (req, reply) => {
      const { items } = await diagnosisPage(ctx, authOf(req).tenantId, {
        vin: req.body.vin,
        current: 1,
        size: EXPORT_MAX,
      });
      const title = `${DIAGNOSIS_TEXT.title[req.lang]}${req.body.vin ? `_${req.body.vin.toUpperCase()}` : ''}`;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(title))
        .send(
          await diagnosisWorkbook(
            items,
            req.lang,
            await tenantTimeZone(ctx.database.db, authOf(req).tenantId),
          ),
        );
    },
  });
  r.route({
    ...served(C.find),
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) },
    handler: (req) => diagnosisOf(ctx, authOf(req).tenantId, req.params.id),
  });
}
