import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  max,
  sql,
} from 'drizzle-orm';
import { text, XLSX_CONTENT_TYPE, type Language, type TextKey } from '@chelian/contracts';
import type { ImportPreview } from '@chelian/contracts/resource';
import {
  componentHardwareInfoSpec,
  OTA_PART_CALLS,
  vehicleCompVersionDetailSpec,
  type OtaFourModules,
  type OtaVehiclePart,
  type OtaVersionVehicleRow,
  type OtaVinGroupRow,
} from '@chelian/contracts/resources/ota/parts';
import { defineResource } from '../../engine/engine';
import { attachmentHeader } from '../../engine/excel';
import { uploadedFile } from '../../engine/routes';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { attachments } from '../../platform/files/schema';
import { translate } from '../../platform/messages';
import { tenantTimeZone, zonedTime } from '../../platform/time-zone';
import { vehicleScopeOf, withinVehicleScope } from '../../platform/vehicle-scope';
import { errorWorkbook, readVins, type ImportError } from '../control';
import { vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import {
  componentHardwareInfos,
  componentInfos,
  otaTasks,
  otaTaskVehicles,
  otaVersions,
  otaVersionVehicles,
  vehicleCompVersionDetails,
  vehicleCompVersions,
} from './schema';
import { addVehicles, refusal, taskOf, type Operator } from './service';

type Body = Record<string, unknown>;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** The four modules look back at most a year: the history index keeps that range under 100 ms on 10k vehicles. */
const MAX_DAYS = 366;
/** An export of every vehicle's parts: ten thousand vehicles of eight parts make a 2 MB sheet in about 3 s here. */
const EXPORT_ROWS = 10_000;
const TITLE_MAX = 100;

export const componentHardwareInfoResource = defineResource({
  spec: componentHardwareInfoSpec,
  table: componentHardwareInfos,
  scope: { kind: 'tenant', column: componentHardwareInfos.tenantId },
  sample: () => ({
    componentCode: 'TBOX',
    hardwareVersion: 'HW1.0',
    partNo: 'CL-TB-0001',
    supplier: '车联电子',
  }),
});

export const vehicleCompVersionDetailResource = defineResource({
  spec: vehicleCompVersionDetailSpec,
  table: vehicleCompVersionDetails,
  scope: {
    kind: 'tenant',
    column: vehicleCompVersionDetails.tenantId,
    vehicle: vehicleCompVersionDetails.vehicleId,
  },
});

const label = (key: string, lang: Language) => text(key as TextKey)[lang];

/** A positive whole number of the body, or null. */
const idOf = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The OTA calls of 001 §7 around vehicle parts, version links, task vehicle files and the four modules. */
export function otaPartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  const tags = ['ota'];
  const body = (req: FastifyRequest): Body =>
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};
  const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string>;
  const params = (req: FastifyRequest) => (req.params ?? {}) as Record<string, string>;
  const op = (req: FastifyRequest): Operator => ({ auth: authOf(req), lang: req.lang });
  const scopeOf = (req: FastifyRequest) => withinVehicleScope(vehicleScopeOf(authOf(req)), vehicles.id);
  const pageOf = (b: Record<string, unknown>) => ({
    page: Math.max(1, Number(b.page ?? b.current ?? 1) || 1),
    size: Math.min(100, Math.max(1, Number(b.pageSize ?? b.size ?? 10) || 10)),
  });
  const vinPrefix = (v: unknown) =>
    typeof v === 'string' && v.trim()
      ? `${v
          .trim()
          .toUpperCase()
          .replace(/[%_\\]/g, '')}%`
      : null;
  const sendXlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);

  // ---------------------------------------------------------------- dashboard

  app.route({
    ...served(OTA_PART_CALLS.fourModules),
    schema: { tags },
    handler: async (req): Promise<OtaFourModules> => {
      const raw = body(req).days;
      const days = raw === undefined || raw === null || raw === '' ? 30 : Number(raw);
      if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
        throw new AppError(400, 'OTA_DAYS_RANGE', { max: MAX_DAYS }, { days: 'OTA_DAYS_RANGE' });
      const tenantId = authOf(req).tenantId;
      const zone = await tenantTimeZone(db, tenantId);
      const since = new Date(Date.now() - days * 86_400_000);
      const [versions, tasks, outcomes, components] = await Promise.all([
        db
          .select({ type: otaVersions.versionType, count: count() })
          .from(otaVersions)
          .where(and(eq(otaVersions.tenantId, tenantId), gt(otaVersions.createdAt, since)))
          .groupBy(otaVersions.versionType),
        db
          .select({ status: otaTasks.status, count: count() })
          .from(otaTasks)
          .where(and(eq(otaTasks.tenantId, tenantId), gt(otaTasks.createdAt, since)))
          .groupBy(otaTasks.status),
        // an attempt ends when its vehicle's row last moved to a final state in the period
        db
          .select({
            day: sql<string>`to_char(${otaTaskVehicles.updatedAt} at time zone ${zone}, 'YYYY-MM-DD')`,
            success: sql<number>`count(*) filter (where ${otaTaskVehicles.upgradeStatus} = 'SUCCESS')::int`,
            failed: sql<number>`count(*) filter (where ${otaTaskVehicles.upgradeStatus} in ('DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED'))::int`,
          })
          .from(otaTaskVehicles)
          .where(
            and(
              eq(otaTaskVehicles.tenantId, tenantId),
              inArray(otaTaskVehicles.operateStatus, ['COMPLETED', 'CLOSED']),
              gt(otaTaskVehicles.updatedAt, since),
            ),
          )
          .groupBy(sql`1`)
          .orderBy(sql`1`),
        db
          .select({
            componentCode: vehicleCompVersions.componentCode,
            version: vehicleCompVersions.softwareVersion,
            count: count(),
          })
          .from(vehicleCompVersions)
          .where(eq(vehicleCompVersions.tenantId, tenantId))
          .groupBy(vehicleCompVersions.componentCode, vehicleCompVersions.softwareVersion)
          .orderBy(asc(vehicleCompVersions.componentCode), desc(count()))
          .limit(200),
      ]);
      return {
        days,
        versions,
        tasks,
        outcomes: outcomes.map((o) => ({ day: o.day, success: Number(o.success), failed: Number(o.failed) })),
        components,
      };
    },
  });

  // ---------------------------------------------------------------- task

  app.route({
    ...served(OTA_PART_CALLS.taskEdit),
    schema: { tags },
    handler: async (req) => {
      const task = await taskOf(db, authOf(req).tenantId, body(req).id ?? body(req).otaTaskId);
      const [version] = await db
        .select({
          id: otaVersions.id,
          versionName: otaVersions.versionName,
          componentCode: otaVersions.componentCode,
          versionText: otaVersions.versionText,
        })
        .from(otaVersions)
        .where(eq(otaVersions.id, task.versionId));
      const { downloadBase: _hidden, ...shown } = task;
      return {
        ...shown,
        startedAt: task.startedAt?.getTime() ?? null,
        closedAt: task.closedAt?.getTime() ?? null,
        createdAt: task.createdAt.getTime(),
        editable: task.status === 'INIT',
        version,
      };
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.taskDetail),
    schema: { tags },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const task = await taskOf(db, tenantId, body(req).id ?? body(req).otaTaskId);
      const rows = await db
        .select({ wave: otaTaskVehicles.wave, status: otaTaskVehicles.upgradeStatus, count: count() })
        .from(otaTaskVehicles)
        .where(and(eq(otaTaskVehicles.taskId, task.id), eq(otaTaskVehicles.tenantId, tenantId)))
        .groupBy(otaTaskVehicles.wave, otaTaskVehicles.upgradeStatus)
        .orderBy(asc(otaTaskVehicles.wave));
      const waves = new Map<
        number,
        { wave: number | null; total: number; byStatus: Record<string, number> }
      >();
      for (const r of rows) {
        const key = r.wave ?? 0;
        const w = waves.get(key) ?? { wave: r.wave, total: 0, byStatus: {} };
        w.total += r.count;
        w.byStatus[r.status] = r.count;
        waves.set(key, w);
      }
      const total = rows.reduce((a, r) => a + r.count, 0);
      const success = rows.filter((r) => r.status === 'SUCCESS').reduce((a, r) => a + r.count, 0);
      const failed = rows
        .filter((r) =>
          ['DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED'].includes(r.status),
        )
        .reduce((a, r) => a + r.count, 0);
      return {
        id: task.id,
        taskName: task.taskName,
        status: task.status,
        paused: task.paused,
        currentWave: task.currentWave,
        componentCode: task.componentCode,
        versionText: task.versionText,
        updateSuccessCount: success,
        updateFailCount: failed,
        total,
        waves: [...waves.values()],
      };
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.onlineCount),
    schema: { tags },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const task = await taskOf(db, tenantId, params(req).otaTaskId);
      const [row] = await db
        .select({
          total: count(),
          online: sql<number>`count(*) filter (where ${vehicleLatest.online})::int`,
        })
        .from(otaTaskVehicles)
        .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, otaTaskVehicles.vehicleId))
        .where(and(eq(otaTaskVehicles.taskId, task.id), eq(otaTaskVehicles.tenantId, tenantId)));
      const total = row?.total ?? 0;
      const online = Number(row?.online ?? 0);
      return { total, online, offline: total - online };
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.compVersionDetail),
    schema: { tags },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const id = idOf(body(req).id ?? body(req).taskVehicleId);
      const [tv] = id
        ? await db
            .select({
              vehicleId: otaTaskVehicles.vehicleId,
              vin: otaTaskVehicles.vin,
              componentCode: otaVersions.componentCode,
              versionText: otaVersions.versionText,
            })
            .from(otaTaskVehicles)
            .innerJoin(otaTasks, eq(otaTasks.id, otaTaskVehicles.taskId))
            .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
            .where(and(eq(otaTaskVehicles.id, id), eq(otaTaskVehicles.tenantId, tenantId)))
        : [];
      if (!tv) throw new AppError(404, 'NOT_FOUND');
      const parts = await partsOf(tenantId, [tv.vehicleId]);
      return {
        vin: tv.vin,
        componentCode: tv.componentCode,
        targetVersion: tv.versionText,
        parts: (parts.get(tv.vehicleId) ?? []).map((p) => ({
          ...p,
          target: p.componentCode === tv.componentCode,
        })),
      };
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.exportTask),
    schema: { tags },
    handler: async (req, reply) => {
      const tenantId = authOf(req).tenantId;
      const lang = req.lang;
      const task = await taskOf(db, tenantId, params(req).otaTaskId);
      const zone = await tenantTimeZone(db, tenantId);
      const rows = await db
        .select()
        .from(otaTaskVehicles)
        .where(and(eq(otaTaskVehicles.taskId, task.id), eq(otaTaskVehicles.tenantId, tenantId)))
        .orderBy(asc(otaTaskVehicles.wave), asc(otaTaskVehicles.vin))
        .limit(EXPORT_ROWS);
      const f = (k: string) => label(`ota.taskVehicle.fields.${k}`, lang);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Sheet');
      sheet.columns = [24, 8, 16, 24, 16, 10, 36, 22].map((width) => ({ width }));
      sheet.addRow([
        f('vin'),
        f('wave'),
        f('operateStatus'),
        f('upgradeStatus'),
        f('downloadStatus'),
        f('progress'),
        f('replyCode'),
        f('updatedAt'),
      ]).font = { bold: true };
      for (const r of rows)
        sheet.addRow([
          r.vin,
          r.wave,
          label(`ota.operateStatus.${r.operateStatus}`, lang),
          label(`ota.upgradeStatus.${r.upgradeStatus}`, lang),
          label(`ota.downloadStatus.${r.downloadStatus}`, lang),
          r.progress,
          r.replyCode === null ? '' : label(`ota.replyCode.${r.replyCode}`, lang),
          zonedTime(r.updatedAt, zone),
        ]);
      return sendXlsx(reply, task.taskName, Buffer.from(await book.xlsx.writeBuffer()));
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.vehicleUpgradePage),
    schema: { tags },
    handler: async (req) => {
      const q = query(req);
      const { page, size } = pageOf(q);
      const tenantId = authOf(req).tenantId;
      const prefix = vinPrefix(q.vin);
      const where = and(
        eq(otaTaskVehicles.tenantId, tenantId),
        prefix ? like(otaTaskVehicles.vin, prefix) : undefined,
        withinVehicleScope(vehicleScopeOf(authOf(req)), otaTaskVehicles.vehicleId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: otaTaskVehicles.id,
            vin: otaTaskVehicles.vin,
            taskId: otaTasks.id,
            taskName: otaTasks.taskName,
            versionName: otaVersions.versionName,
            componentCode: otaVersions.componentCode,
            versionText: otaVersions.versionText,
            operateStatus: otaTaskVehicles.operateStatus,
            upgradeStatus: otaTaskVehicles.upgradeStatus,
            progress: otaTaskVehicles.progress,
            replyCode: otaTaskVehicles.replyCode,
            updatedAt: otaTaskVehicles.updatedAt,
          })
          .from(otaTaskVehicles)
          .innerJoin(otaTasks, eq(otaTasks.id, otaTaskVehicles.taskId))
          .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
          .where(where)
          .orderBy(desc(otaTaskVehicles.updatedAt), desc(otaTaskVehicles.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(otaTaskVehicles).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          replyCode: r.replyCode === null ? null : String(r.replyCode),
          updatedAt: r.updatedAt.getTime(),
        })),
        total: total?.n ?? 0,
        current: page,
      };
    },
  });

  // ---------------------------------------------------------------- task vehicle import

  /**
   * Each row of the file as the import takes it: a VIN of the caller's vehicles (another tenant's
   * VIN is unknown here), once in the file, not in the task yet, and one the task's version may
   * go to (not upgrading in another task, its terminal reported the version's component).
   */
  async function checkImport(req: FastifyRequest, taskId: unknown) {
    const o = op(req);
    const lang = req.lang;
    const task = await taskOf(db, o.auth.tenantId, taskId);
    if (task.status === 'CLOSED') throw new AppError(409, 'OTA_TASK_CLOSED');
    const rows = await readVins(await uploadedFile(req));
    const vins = [...new Set(rows.map((r) => r.value.trim().toUpperCase()))];
    const known = await db
      .select({ id: vehicles.id, vin: vehicles.vin, linked: otaTaskVehicles.id })
      .from(vehicles)
      .leftJoin(
        otaTaskVehicles,
        and(eq(otaTaskVehicles.vehicleId, vehicles.id), eq(otaTaskVehicles.taskId, task.id)),
      )
      .where(and(eq(vehicles.tenantId, o.auth.tenantId), inArray(vehicles.vin, vins), scopeOf(req)));
    const byVin = new Map(known.map((k) => [k.vin, k]));
    const seen = new Map<string, number>();
    const errors: ImportError[] = [];
    const accepted: { id: number; vin: string }[] = [];
    const outcome: { row: number; vin: string; reason: string | null }[] = [];
    for (const { row, value } of rows) {
      const vin = value.trim().toUpperCase();
      const vehicle = byVin.get(vin);
      let reason: string | null = null;
      if (!VIN.test(vin)) reason = translate(lang, 'CONTROL_VIN');
      else if (seen.has(vin)) reason = translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { row: seen.get(vin)! });
      else if (!vehicle) reason = translate(lang, 'OTA_VEHICLE_UNKNOWN', { vin });
      else if (vehicle.linked !== null) reason = translate(lang, 'OTA_VEHICLE_IN_TASK', { vin });
      else {
        const refused = await refusal(db, task, vehicle);
        if (refused) reason = translate(lang, refused.code as 'OTA_VEHICLE_BUSY', refused.params ?? {});
        else accepted.push({ id: vehicle.id, vin: vehicle.vin });
      }
      if (!seen.has(vin)) seen.set(vin, row);
      if (reason) errors.push({ row, value, reason });
      outcome.push({ row, vin: value, reason });
    }
    return { task, o, errors, accepted, outcome };
  }

  const importHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const taskId = params(req).otaTaskId ?? query(req).otaTaskId ?? query(req).taskId;
    const { task, o, errors, accepted } = await checkImport(req, taskId);
    if (errors.length)
      // all or nothing, as every import of the console: the refused rows come back as a report
      return reply
        .header('x-import-errors', String(errors.length))
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(translate(req.lang, 'IMPORT_ERRORS_FILE')))
        .send(await errorWorkbook(translate(req.lang, 'OTA_IMPORT_TITLE'), errors, req.lang));
    return addVehicles(ctx, o, task, accepted);
  };
  app.route({
    ...served(OTA_PART_CALLS.importVehicle),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: importHandler,
  });
  app.route({
    ...served(OTA_PART_CALLS.importVehicleOf),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: importHandler,
  });
  app.route({
    ...served(OTA_PART_CALLS.importVehiclePreview),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req): Promise<ImportPreview> => {
      const { outcome } = await checkImport(req, params(req).otaTaskId);
      const items = outcome.map((r) => ({
        row: r.row,
        values: { vin: r.vin },
        errors: r.reason ? [{ column: 'VIN', value: r.vin, reason: r.reason }] : [],
      }));
      return { items, total: items.length, valid: items.filter((i) => !i.errors.length).length };
    },
  });
  app.route({
    ...served(OTA_PART_CALLS.importVehicleTemplate),
    schema: { tags },
    handler: async (req, reply) => {
      await taskOf(db, authOf(req).tenantId, params(req).otaTaskId);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Sheet');
      sheet.columns = [{ width: 24 }];
      sheet.addRow(['VIN *']).font = { bold: true };
      sheet.addRow(['LCLE5A1B2C3D45678']);
      return sendXlsx(
        reply,
        translate(req.lang, 'OTA_IMPORT_TITLE'),
        Buffer.from(await book.xlsx.writeBuffer()),
      );
    },
  });

  // ---------------------------------------------------------------- versions

  async function versionOf(req: FastifyRequest, id: unknown) {
    const versionId = idOf(id);
    if (!versionId)
      throw new AppError(400, 'OTA_VERSION_REQUIRED', {}, { versionId: 'OTA_VERSION_REQUIRED' });
    const [row] = await db
      .select()
      .from(otaVersions)
      .where(and(eq(otaVersions.id, versionId), eq(otaVersions.tenantId, authOf(req).tenantId)));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  app.route({
    ...served(OTA_PART_CALLS.versionEdit),
    schema: { tags },
    handler: async (req) => {
      const b = body(req);
      const v = await versionOf(req, b.otaVersionId ?? b.id);
      const ids = [v.packageId, v.attachmentId, v.testReportId].filter((x): x is number => x !== null);
      const files = await db
        .select({ id: attachments.id, fileName: attachments.fileName, fileSize: attachments.fileSize })
        .from(attachments)
        .where(and(inArray(attachments.id, ids), eq(attachments.tenantId, v.tenantId)));
      const file = (id: number | null) => files.find((f) => f.id === id) ?? null;
      return {
        ...v,
        createdAt: v.createdAt.getTime(),
        applicationPackageFile: file(v.packageId),
        attachmentFile: file(v.attachmentId),
        testReportFile: file(v.testReportId),
      };
    },
  });

  // qualified by hand: a select from vehicles alone renders its columns unqualified, which the subquery would take as its own
  const runningOf = (componentCode: string) =>
    sql<
      string | null
    >`(select c.software_version from vehicle_comp_versions c where c.vehicle_id = "vehicles"."id" and c.component_code = ${componentCode})`;

  /**
   * A page of a version's vehicles: the ones it is released for (`linked`), or the ones it may be
   * released for (`linkable`: their terminal reported the version's component, not linked yet).
   * One query over the caller's vehicles joined to their link; only the condition on the link differs.
   */
  async function versionVehiclePage(
    req: FastifyRequest,
    which: 'linked' | 'linkable',
  ): Promise<{ items: OtaVersionVehicleRow[]; total: number; current: number }> {
    const b = body(req);
    const v = await versionOf(req, b.versionId ?? b.otaVersionId);
    const { page, size } = pageOf(b);
    const prefix = vinPrefix(b.vin);
    const where = and(
      eq(vehicles.tenantId, v.tenantId),
      prefix ? like(vehicles.vin, prefix) : undefined,
      scopeOf(req),
      which === 'linked'
        ? isNotNull(otaVersionVehicles.id)
        : and(
            isNull(otaVersionVehicles.id),
            exists(
              db
                .select({ one: sql`1` })
                .from(vehicleCompVersions)
                .where(
                  and(
                    eq(vehicleCompVersions.vehicleId, vehicles.id),
                    eq(vehicleCompVersions.componentCode, v.componentCode),
                  ),
                ),
            ),
          ),
    );
    const link = and(eq(otaVersionVehicles.versionId, v.id), eq(otaVersionVehicles.vehicleId, vehicles.id));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: vehicles.id,
          vin: vehicles.vin,
          plateCode: vehicles.plate,
          runningVersion: runningOf(v.componentCode),
          linkedAt: otaVersionVehicles.createdAt,
        })
        .from(vehicles)
        .leftJoin(otaVersionVehicles, link)
        .where(where)
        .orderBy(asc(vehicles.vin))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(vehicles).leftJoin(otaVersionVehicles, link).where(where),
    ]);
    const items = rows.map((r) => ({ ...r, linkedAt: r.linkedAt ? r.linkedAt.getTime() : null }));
    return { items, total: total?.n ?? 0, current: page };
  }

  app.route({
    ...served(OTA_PART_CALLS.versionLinked),
    schema: { tags },
    handler: (req) => versionVehiclePage(req, 'linked'),
  });

  app.route({
    ...served(OTA_PART_CALLS.versionUnlinked),
    schema: { tags },
    handler: (req) => versionVehiclePage(req, 'linkable'),
  });

  /** The caller's vehicles by VIN: every one must be known. */
  async function vehiclesOf(req: FastifyRequest) {
    const raw = Array.isArray(req.body) ? req.body : (body(req).vins ?? body(req).vinList);
    const list = [
      ...new Set((Array.isArray(raw) ? raw : []).map((v) => String(v).trim().toUpperCase())),
    ].filter(Boolean);
    if (!list.length || list.length > 1000) throw new AppError(400, 'OTA_VEHICLES_REQUIRED');
    const rows = await db
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, authOf(req).tenantId), inArray(vehicles.vin, list), scopeOf(req)));
    const missing = list.find((vin) => !rows.some((r) => r.vin === vin));
    if (missing) throw new AppError(404, 'OTA_VEHICLE_UNKNOWN', { vin: missing });
    return rows;
  }

  app.route({
    ...served(OTA_PART_CALLS.versionLink),
    schema: { tags },
    handler: async (req) => {
      const v = await versionOf(req, params(req).versionId);
      const list = await vehiclesOf(req);
      // a vehicle whose terminal reported its parts without this component cannot take the version
      const reported = await db
        .select({ vehicleId: vehicleCompVersions.vehicleId, code: vehicleCompVersions.componentCode })
        .from(vehicleCompVersions)
        .where(
          inArray(
            vehicleCompVersions.vehicleId,
            list.map((l) => l.id),
          ),
        );
      for (const l of list) {
        const codes = reported.filter((r) => r.vehicleId === l.id).map((r) => r.code);
        if (codes.length && !codes.includes(v.componentCode))
          throw new AppError(409, 'OTA_VEHICLE_COMPONENT', { vin: l.vin, component: v.componentCode });
      }
      const added = await db
        .insert(otaVersionVehicles)
        .values(list.map((l) => ({ tenantId: v.tenantId, versionId: v.id, vehicleId: l.id, vin: l.vin })))
        .onConflictDoNothing()
        .returning({ id: otaVersionVehicles.id });
      return { linked: added.length };
    },
  });

  app.route({
    ...served(OTA_PART_CALLS.versionUnlink),
    schema: { tags },
    handler: async (req) => {
      const v = await versionOf(req, params(req).versionId);
      const list = await vehiclesOf(req);
      const gone = await db
        .delete(otaVersionVehicles)
        .where(
          and(
            eq(otaVersionVehicles.versionId, v.id),
            inArray(
              otaVersionVehicles.vehicleId,
              list.map((l) => l.id),
            ),
          ),
        )
        .returning({ id: otaVersionVehicles.id });
      return { unlinked: gone.length };
    },
  });

  // ---------------------------------------------------------------- vehicle parts

  /** The parts of some vehicles with their component's name and their hardware's part number. */
  async function partsOf(tenantId: number, vehicleIds: number[]): Promise<Map<number, OtaVehiclePart[]>> {
    const out = new Map<number, OtaVehiclePart[]>();
    if (!vehicleIds.length) return out;
    const rows = await db
      .select({
        vehicleId: vehicleCompVersions.vehicleId,
        id: vehicleCompVersions.id,
        componentCode: vehicleCompVersions.componentCode,
        componentName: componentInfos.componentName,
        softwareVersion: vehicleCompVersions.softwareVersion,
        hardwareVersion: vehicleCompVersions.hardwareVersion,
        partNo: componentHardwareInfos.partNo,
        supplier: sql<
          string | null
        >`coalesce(${componentHardwareInfos.supplier}, ${componentInfos.supplier})`,
        source: vehicleCompVersions.source,
        reportedAt: vehicleCompVersions.reportedAt,
      })
      .from(vehicleCompVersions)
      .leftJoin(
        componentInfos,
        and(
          eq(componentInfos.tenantId, vehicleCompVersions.tenantId),
          eq(componentInfos.componentCode, vehicleCompVersions.componentCode),
        ),
      )
      .leftJoin(
        componentHardwareInfos,
        and(
          eq(componentHardwareInfos.tenantId, vehicleCompVersions.tenantId),
          eq(componentHardwareInfos.componentCode, vehicleCompVersions.componentCode),
          eq(componentHardwareInfos.hardwareVersion, vehicleCompVersions.hardwareVersion),
        ),
      )
      .where(
        and(eq(vehicleCompVersions.tenantId, tenantId), inArray(vehicleCompVersions.vehicleId, vehicleIds)),
      )
      .orderBy(asc(vehicleCompVersions.componentCode));
    for (const { vehicleId, ...p } of rows) {
      const list = out.get(vehicleId) ?? [];
      list.push({ ...p, source: p.source as OtaVehiclePart['source'], reportedAt: p.reportedAt.getTime() });
      out.set(vehicleId, list);
    }
    return out;
  }

  /** The vehicles of the vehicle part screen's filters: the caller's, with at least one part reported. */
  function groupWhere(req: FastifyRequest, b: Body) {
    const prefix = vinPrefix(b.vin);
    const component =
      typeof b.componentCode === 'string' && b.componentCode.trim() ? b.componentCode.trim() : null;
    return and(
      eq(vehicleCompVersions.tenantId, authOf(req).tenantId),
      prefix ? like(vehicleCompVersions.vin, prefix) : undefined,
      withinVehicleScope(vehicleScopeOf(authOf(req)), vehicleCompVersions.vehicleId),
      component
        ? inArray(
            vehicleCompVersions.vehicleId,
            db
              .select({ id: vehicleCompVersions.vehicleId })
              .from(vehicleCompVersions)
              .where(
                and(
                  eq(vehicleCompVersions.tenantId, authOf(req).tenantId),
                  eq(vehicleCompVersions.componentCode, component),
                ),
              ),
          )
        : undefined,
    );
  }

  async function vinGroups(req: FastifyRequest, b: Body, limit: number, offset: number) {
    const tenantId = authOf(req).tenantId;
    const where = groupWhere(req, b);
    const last = max(vehicleCompVersions.reportedAt);
    const groups = await db
      .select({
        vehicleId: vehicleCompVersions.vehicleId,
        vin: vehicleCompVersions.vin,
        plateCode: vehicles.plate,
        modelName: vehicles.model,
        partCount: count(),
        lastReportedAt: last,
      })
      .from(vehicleCompVersions)
      .innerJoin(vehicles, eq(vehicles.id, vehicleCompVersions.vehicleId))
      .where(where)
      .groupBy(vehicleCompVersions.vehicleId, vehicleCompVersions.vin, vehicles.plate, vehicles.model)
      .orderBy(desc(last), asc(vehicleCompVersions.vin))
      .limit(limit)
      .offset(offset);
    const parts = await partsOf(
      tenantId,
      groups.map((g) => g.vehicleId),
    );
    return groups.map((g): OtaVinGroupRow => ({
      ...g,
      lastReportedAt: g.lastReportedAt ? new Date(g.lastReportedAt).getTime() : 0,
      parts: parts.get(g.vehicleId) ?? [],
    }));
  }

  app.route({
    ...served(OTA_PART_CALLS.pageByVinGroup),
    schema: { tags },
    handler: async (req) => {
      const b = body(req);
      const { page, size } = pageOf(b);
      const [items, [total]] = await Promise.all([
        vinGroups(req, b, size, (page - 1) * size),
        db
          .select({ n: countDistinct(vehicleCompVersions.vehicleId) })
          .from(vehicleCompVersions)
          .where(groupWhere(req, b)),
      ]);
      return { items, total: total?.n ?? 0, current: page };
    },
  });

  /**
   * One row per vehicle and a software and hardware column per component ("mix" of the parts
   * into one sheet), under the caller's title and sheet name.
   */
  app.route({
    ...served(OTA_PART_CALLS.export4Mix),
    schema: { tags },
    handler: async (req, reply) => {
      const b = body(req);
      const lang = req.lang;
      const title =
        typeof b.title === 'string' && b.title.trim()
          ? b.title.trim()
          : label('menu.screens.vehiclePart', lang);
      const sheetName = typeof b.sheetName === 'string' && b.sheetName.trim() ? b.sheetName.trim() : 'Sheet';
      if (title.length > TITLE_MAX || sheetName.length > 31)
        throw new AppError(400, 'OTA_EXPORT_TITLE', { max: sheetName.length > 31 ? 31 : TITLE_MAX });
      const zone = await tenantTimeZone(db, authOf(req).tenantId);
      const groups = await vinGroups(req, b, EXPORT_ROWS, 0);
      const codes = [...new Set(groups.flatMap((g) => g.parts.map((p) => p.componentCode)))].sort();
      const book = new ExcelJS.Workbook();
      // a sheet name may not hold : \ / ? * [ ]
      const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, '_'));
      const sw = label('ota.comp.fields.softwareVersion', lang);
      const hw = label('ota.comp.fields.hardwareVersion', lang);
      sheet.addRow([title]).font = { bold: true, size: 14 };
      sheet.addRow([
        label('ota.comp.fields.vin', lang),
        label('otaParts.export.plate', lang),
        label('otaParts.export.model', lang),
        ...codes.flatMap((c) => [`${c} ${sw}`, `${c} ${hw}`]),
        label('ota.comp.fields.reportedAt', lang),
      ]).font = { bold: true };
      sheet.columns = [24, 14, 20, ...codes.flatMap(() => [18, 18]), 22].map((width) => ({ width }));
      for (const g of groups) {
        const byCode = new Map(g.parts.map((p) => [p.componentCode, p]));
        sheet.addRow([
          g.vin,
          g.plateCode ?? '',
          g.modelName ?? '',
          ...codes.flatMap((c) => [
            byCode.get(c)?.softwareVersion ?? '',
            byCode.get(c)?.hardwareVersion ?? '',
          ]),
          zonedTime(g.lastReportedAt, zone),
        ]);
      }
      return sendXlsx(reply, title, Buffer.from(await book.xlsx.writeBuffer()));
    },
  });
}
