import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import type { CallSpec } from '@chelian/contracts/call';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ALARM_CALLS,
  ALARM_HANDLE_CONTENT_MAX,
  ALARM_STRATEGY_CALLS,
  GB_ALARM_FLAGS,
  type AlarmFrame,
  type AlarmKind,
  type AlarmSort,
} from '@chelian/contracts/resources/alarm/index';
import type { Db } from '../../db/client';
import type { DomainDeps } from '../../engine/domain';
import type { Resource } from '../../engine/engine';
import { attachmentHeader, buildTemplate, importFixed, previewImport, runImport } from '../../engine/excel';
import { callerOf, uploadedFile } from '../../engine/routes';
import { localizeError } from '../../engine/engine';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { readSheet } from '../../platform/xlsx/read';
import { users } from '../../platform/schema';
import { alarmEpisodes, vehicleHistory } from '../telemetry/schema';
import { gbAlarmHandles, terminalAlarms, vehicleAlarms } from './schema';
import { alarmStrategyConditionResource, alarmStrategyVinResource } from './resources';

const MAX_IDS = 5000;

/** ids=1,2 in the query string (the spec's form), or { ids } in the body. */
function idsOf(req: FastifyRequest): number[] {
  const raw =
    (req.query as { ids?: unknown } | undefined)?.ids ?? (req.body as { ids?: unknown } | null)?.ids;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw == null ? [] : [raw];
  const ids = list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length || ids.length !== list.length || ids.length > MAX_IDS)
    throw new AppError(400, 'ALARM_HANDLE_IDS', {}, { ids: translate(req.lang, 'ALARM_HANDLE_IDS') });
  return [...new Set(ids)];
}

function contentOf(req: FastifyRequest, raw: unknown): string {
  const content = typeof raw === 'string' ? raw.trim() : '';
  if (!content || content.length > ALARM_HANDLE_CONTENT_MAX) {
    const params = { max: ALARM_HANDLE_CONTENT_MAX };
    throw new AppError(400, 'ALARM_HANDLE_CONTENT', params, {
      content: translate(req.lang, 'ALARM_HANDLE_CONTENT', params),
    });
  }
  return content;
}

function idParam(req: FastifyRequest): number {
  const id = Number((req.params as { id?: string }).id);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

type Change = { content: string } | { end: true };

/** The alarms that carry their handling in their own row (GB alarms keep it beside, in gb_alarm_handles). */
const ownHandling = { vehicle: vehicleAlarms, terminal: terminalAlarms } as const;

/**
 * Writes handling to alarms of the tenant, all of them or none: content makes them HANDLING,
 * ending makes them DONE; a DONE alarm takes no further content.
 */
async function handle(
  db: Db,
  kind: AlarmKind,
  tenantId: number,
  userId: number,
  ids: number[],
  change: Change,
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (kind !== 'gb') {
      const table = ownHandling[kind];
      const rows = await tx
        .select({ id: table.id, status: table.handleStatus })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)))
        .for('update');
      check(ids, rows);
      const set =
        'content' in change
          ? { handleStatus: 'HANDLING', handleContent: change.content, handledBy: userId, handledAt: now }
          : { handleStatus: 'DONE', handledBy: userId, handledAt: now };
      const updated = await tx
        .update(table)
        .set(set)
        .where(
          and(eq(table.tenantId, tenantId), inArray(table.id, ids), sql`${table.handleStatus} <> 'DONE'`),
        )
        .returning({ id: table.id });
      return { updated: updated.length };
    }
    const rows = await tx
      .select({ id: alarmEpisodes.id, status: gbAlarmHandles.handleStatus })
      .from(alarmEpisodes)
      .leftJoin(gbAlarmHandles, eq(gbAlarmHandles.episodeId, alarmEpisodes.id))
      .where(and(eq(alarmEpisodes.tenantId, tenantId), inArray(alarmEpisodes.id, ids)))
      .for('update', { of: alarmEpisodes });
    check(ids, rows);
    const open = rows.filter((r) => r.status !== 'DONE').map((r) => r.id);
    if (!open.length) return { updated: 0 };
    const values = open.map((episodeId) => ({
      tenantId,
      episodeId,
      handleStatus: 'content' in change ? 'HANDLING' : 'DONE',
      handleContent: 'content' in change ? change.content : null,
      handledBy: userId,
      handledAt: now,
    }));
    await tx
      .insert(gbAlarmHandles)
      .values(values)
      .onConflictDoUpdate({
        target: gbAlarmHandles.episodeId,
        set:
          'content' in change
            ? {
                handleStatus: 'HANDLING',
                handleContent: change.content,
                handledBy: userId,
                handledAt: now,
              }
            : { handleStatus: 'DONE', handledBy: userId, handledAt: now },
      });
    return { updated: open.length };
  });
}

/** Every id is the tenant's (404 naming those that are not); content on a DONE alarm is refused. */
function check(ids: number[], rows: { id: number; status: string | null }[]): void {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new AppError(404, 'ALARM_NOT_FOUND');
}

const noteOnDone = async (db: Db, kind: AlarmKind, tenantId: number, ids: number[]): Promise<void> => {
  const table = kind === 'gb' ? null : ownHandling[kind];
  const done = table
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids), eq(table.handleStatus, 'DONE')))
    : await db
        .select({ id: gbAlarmHandles.episodeId })
        .from(gbAlarmHandles)
        .where(
          and(
            eq(gbAlarmHandles.tenantId, tenantId),
            inArray(gbAlarmHandles.episodeId, ids),
            eq(gbAlarmHandles.handleStatus, 'DONE'),
          ),
        );
  if (done.length) throw new AppError(409, 'ALARM_ALREADY_DONE');
};

const flagNames = (flags: number): string[] => {
  const out: string[] = [];
  for (let bit = 0; bit < GB_ALARM_FLAGS.length; bit++)
    if (Math.floor(flags / 2 ** bit) % 2 === 1) out.push(GB_ALARM_FLAGS[bit]!);
  return out;
};

/** Handling, frames, advice, counts and the import of handling content of GB and vehicle alarms. */
export function alarmRoutes(app: FastifyInstance, { engine, ctx }: DomainDeps): void {
  const db = engine.db;
  const tags = ['gbAlarm'];

  const handleRoute = (kind: AlarmKind) => async (req: FastifyRequest) => {
    const caller = await callerOf(db, req);
    const ids = idsOf(req);
    const content = contentOf(req, (req.body as { content?: unknown } | null)?.content);
    try {
      await noteOnDone(db, kind, caller.tenantId, ids);
      return await handle(db, kind, caller.tenantId, caller.userId, ids, { content });
    } catch (err) {
      throw localizeError(err, req.lang);
    }
  };
  const endRoute = (kind: AlarmKind, one: boolean) => async (req: FastifyRequest) => {
    const caller = await callerOf(db, req);
    const ids = one ? [idParam(req)] : idsOf(req);
    return handle(db, kind, caller.tenantId, caller.userId, ids, { end: true });
  };

  app.route({ ...served(ALARM_CALLS.gbHandle), schema: { tags }, handler: handleRoute('gb') });
  app.route({ ...served(ALARM_CALLS.gbBatchHandle), schema: { tags }, handler: handleRoute('gb') });
  app.route({ ...served(ALARM_CALLS.gbHandleEnd), schema: { tags }, handler: endRoute('gb', true) });
  app.route({ ...served(ALARM_CALLS.gbBatchEnd), schema: { tags }, handler: endRoute('gb', false) });
  app.route({ ...served(ALARM_CALLS.vehicleHandle), schema: { tags }, handler: handleRoute('vehicle') });
  app.route({
    ...served(ALARM_CALLS.vehicleBatchEnd),
    schema: { tags },
    handler: endRoute('vehicle', false),
  });
  app.route({
    ...served(ALARM_CALLS.terminalHandle),
    schema: { tags: ['terminalAlarm'] },
    handler: handleRoute('terminal'),
  });
  app.route({
    ...served(ALARM_CALLS.terminalBatchEnd),
    schema: { tags: ['terminalAlarm'] },
    handler: endRoute('terminal', false),
  });

  app.route({
    ...served(ALARM_CALLS.gbHandleFind),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const id = idParam(req);
      const [row] = await db
        .select({
          id: alarmEpisodes.id,
          handleStatus: gbAlarmHandles.handleStatus,
          handleContent: gbAlarmHandles.handleContent,
          handledAt: gbAlarmHandles.handledAt,
          handledBy: users.userName,
        })
        .from(alarmEpisodes)
        .leftJoin(gbAlarmHandles, eq(gbAlarmHandles.episodeId, alarmEpisodes.id))
        .leftJoin(users, eq(users.id, gbAlarmHandles.handledBy))
        .where(and(eq(alarmEpisodes.id, id), eq(alarmEpisodes.tenantId, caller.tenantId)));
      if (!row) throw notFound();
      return {
        id: row.id,
        handleStatus: row.handleStatus ?? 'UNHANDLED',
        handleContent: row.handleContent,
        handledAt: row.handledAt?.getTime() ?? null,
        handledBy: row.handledBy,
      };
    },
  });

  app.route({
    ...served(ALARM_CALLS.gbHistory),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [row] = await db
        .select()
        .from(alarmEpisodes)
        .where(and(eq(alarmEpisodes.id, idParam(req)), eq(alarmEpisodes.tenantId, caller.tenantId)));
      if (!row) throw notFound();
      return {
        id: row.id,
        vin: row.vin,
        startedAt: row.startedAt.getTime(),
        endedAt: row.endedAt?.getTime() ?? null,
        lastFrameAt: row.lastFrameAt.getTime(),
        highestLevel: row.highestLevel,
        lastLevel: row.lastLevel,
        flagNames: flagNames(row.flags),
        lastFlagNames: flagNames(row.lastFlags),
        storageFaults: row.storageFaults,
        motorFaults: row.motorFaults,
        engineFaults: row.engineFaults,
        otherFaults: row.otherFaults,
        frameCount: row.frameCount,
      };
    },
  });

  // the frames that carried an alarm: the vehicle's reports with an alarm block within its span
  app.route({
    ...served(ALARM_CALLS.gbFrames),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const body = (req.body ?? {}) as { id?: unknown; page?: unknown; pageSize?: unknown };
      const id = Number(body.id);
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      const page = Math.max(1, Math.min(10_000, Math.floor(Number(body.page) || 1)));
      const pageSize = Math.max(1, Math.min(200, Math.floor(Number(body.pageSize) || 20)));
      const [episode] = await db
        .select()
        .from(alarmEpisodes)
        .where(and(eq(alarmEpisodes.id, id), eq(alarmEpisodes.tenantId, caller.tenantId)));
      if (!episode) throw notFound();
      const until = episode.endedAt ?? episode.lastFrameAt;
      const where = and(
        eq(vehicleHistory.vehicleId, episode.vehicleId),
        sql`${vehicleHistory.frameTime} between ${episode.startedAt.toISOString()}::timestamptz and ${until.toISOString()}::timestamptz`,
        sql`(coalesce(${vehicleHistory.alarmLevel}, 0) > 0 or coalesce(${vehicleHistory.alarmFlags}, 0) <> 0)`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            frameTime: vehicleHistory.frameTime,
            reissue: vehicleHistory.reissue,
            alarmLevel: vehicleHistory.alarmLevel,
            alarmFlags: vehicleHistory.alarmFlags,
            speed: vehicleHistory.speed,
            soc: vehicleHistory.soc,
          })
          .from(vehicleHistory)
          .where(where)
          .orderBy(vehicleHistory.frameTime)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicleHistory)
          .where(where),
      ]);
      const items: AlarmFrame[] = rows.map((r) => ({
        frameTime: r.frameTime.getTime(),
        reissue: r.reissue,
        alarmLevel: r.alarmLevel,
        flagNames: flagNames(r.alarmFlags ?? 0),
        speed: r.speed,
        soc: r.soc,
      }));
      return { items, total: total?.n ?? 0, current: page };
    },
  });

  app.route({
    ...served(ALARM_CALLS.gbAdvice),
    // the handling dialog of the terminal alarms offers the same notes
    config: { access: ALARM_CALLS.gbAdvice.access, alsoAccess: [ALARM_CALLS.terminalHandle.access] },
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await ctx.database.rows<{ content: string }>(sql`
        select content, count(*)::int as n from (
          select handle_content as content from gb_alarm_handles where tenant_id = ${caller.tenantId} and handle_content is not null
          union all
          select handle_content from vehicle_alarms where tenant_id = ${caller.tenantId} and handle_content is not null
          union all
          select handle_content from terminal_alarms where tenant_id = ${caller.tenantId} and handle_content is not null
        ) t group by content order by n desc, content limit 10`);
      return rows.map((r) => r.content);
    },
  });

  const sortOf = async (kind: AlarmKind, tenantId: number): Promise<AlarmSort> => {
    if (kind !== 'gb') {
      const table = ownHandling[kind];
      const rows = await db
        .select({ level: table.level, n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), isNull(table.endedAt)))
        .groupBy(table.level);
      const [unhandled] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.handleStatus, 'UNHANDLED')));
      return {
        open: rows.reduce((a, r) => a + r.n, 0),
        unhandled: unhandled?.n ?? 0,
        levels: rows.map((r) => ({ level: r.level, count: r.n })).sort((a, b) => a.level - b.level),
      };
    }
    const rows = await db
      .select({ level: alarmEpisodes.highestLevel, n: sql<number>`count(*)::int` })
      .from(alarmEpisodes)
      .where(and(eq(alarmEpisodes.tenantId, tenantId), isNull(alarmEpisodes.endedAt)))
      .groupBy(alarmEpisodes.highestLevel);
    const [unhandled] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(alarmEpisodes)
      .leftJoin(gbAlarmHandles, eq(gbAlarmHandles.episodeId, alarmEpisodes.id))
      .where(and(eq(alarmEpisodes.tenantId, tenantId), isNull(gbAlarmHandles.id)));
    return {
      open: rows.reduce((a, r) => a + r.n, 0),
      unhandled: unhandled?.n ?? 0,
      levels: rows.map((r) => ({ level: r.level, count: r.n })).sort((a, b) => a.level - b.level),
    };
  };
  app.route({
    ...served(ALARM_CALLS.gbSort),
    schema: { tags },
    handler: async (req) => sortOf('gb', (await callerOf(db, req)).tenantId),
  });
  app.route({
    ...served(ALARM_CALLS.vehicleSort),
    schema: { tags },
    handler: async (req) => sortOf('vehicle', (await callerOf(db, req)).tenantId),
  });
  app.route({
    ...served(ALARM_CALLS.terminalSort),
    schema: { tags: ['terminalAlarm'] },
    handler: async (req) => sortOf('terminal', (await callerOf(db, req)).tenantId),
  });

  /**
   * A sheet of (alarm id, content) rows: every row is checked first and the whole file refused
   * with the rows at fault, or every content written.
   */
  app.route({
    ...served(ALARM_CALLS.gbImport),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const lang = req.lang;
      const rows: { id: number; content: string }[] = [];
      const problems: string[] = [];
      for (const { number, cells } of await readSheet(await uploadedFile(req))) {
        const [first = '', second = ''] = cells.map((c) => (c ?? '').trim());
        if (!first && !second) continue;
        const id = Number(first);
        if (!Number.isInteger(id) || id <= 0) {
          if (number === 1) continue;
          problems.push(`${number}: ${translate(lang, 'ALARM_IMPORT_COLUMNS')}`);
          continue;
        }
        if (!second || second.length > ALARM_HANDLE_CONTENT_MAX) {
          problems.push(
            `${number}: ${translate(lang, 'ALARM_HANDLE_CONTENT', { max: ALARM_HANDLE_CONTENT_MAX })}`,
          );
          continue;
        }
        rows.push({ id, content: second });
      }
      if (!rows.length && !problems.length) throw new AppError(400, 'ALARM_IMPORT_COLUMNS');
      if (problems.length)
        throw new AppError(400, 'VALIDATION', { detail: problems.slice(0, 20).join('; ') });
      const owned = await db
        .select({ id: alarmEpisodes.id })
        .from(alarmEpisodes)
        .where(
          and(
            eq(alarmEpisodes.tenantId, caller.tenantId),
            inArray(
              alarmEpisodes.id,
              rows.map((r) => r.id),
            ),
          ),
        );
      if (owned.length !== new Set(rows.map((r) => r.id)).size) throw new AppError(404, 'ALARM_NOT_FOUND');
      try {
        await noteOnDone(
          db,
          'gb',
          caller.tenantId,
          rows.map((r) => r.id),
        );
      } catch (err) {
        throw localizeError(err, lang);
      }
      let updated = 0;
      for (const r of rows)
        updated += (await handle(db, 'gb', caller.tenantId, caller.userId, [r.id], { content: r.content }))
          .updated;
      return { updated };
    },
  });

  /**
   * A strategy's conditions and vehicles imported in its own drawer: the engine's import with the
   * strategy fixed, so the template's example names it and a file's rows without the strategy
   * column belong to it (a row naming another is refused).
   */
  const underStrategy = (
    resource: Resource,
    calls: { import: CallSpec; preview: CallSpec; template: CallSpec },
  ) => {
    const fixedOf = async (req: FastifyRequest) => {
      const caller = await callerOf(db, req);
      const { strategyId } = req.params as { strategyId: string };
      return { caller, fixed: await importFixed(db, resource, caller, { strategyId }) };
    };
    app.route({
      ...served(calls.template),
      schema: { tags },
      handler: async (req, reply) => {
        const { caller, fixed } = await fixedOf(req);
        const buffer = await buildTemplate(db, resource, caller, fixed);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            attachmentHeader(`${resource.spec.title[caller.lang]} ${fixed.strategyId!.label}`),
          )
          .send(buffer);
      },
    });
    app.route({
      ...served(calls.import),
      schema: { tags, consumes: ['multipart/form-data'] },
      handler: async (req, reply) => {
        const { fixed } = await fixedOf(req);
        try {
          return await runImport(
            db,
            resource,
            await engine.hooks(req),
            await uploadedFile(req),
            reply,
            fixed,
          );
        } catch (err) {
          throw localizeError(err, req.lang);
        }
      },
    });
    app.route({
      ...served(calls.preview),
      schema: { tags, consumes: ['multipart/form-data'] },
      handler: async (req) => {
        const { caller, fixed } = await fixedOf(req);
        try {
          return await previewImport(db, resource, caller, await uploadedFile(req), fixed);
        } catch (err) {
          throw localizeError(err, req.lang);
        }
      },
    });
  };
  underStrategy(alarmStrategyConditionResource, {
    import: ALARM_STRATEGY_CALLS.conditionsImport,
    preview: ALARM_STRATEGY_CALLS.conditionsPreview,
    template: ALARM_STRATEGY_CALLS.conditionsTemplate,
  });
  underStrategy(alarmStrategyVinResource, {
    import: ALARM_STRATEGY_CALLS.vinsImport,
    preview: ALARM_STRATEGY_CALLS.vinsPreview,
    template: ALARM_STRATEGY_CALLS.vinsTemplate,
  });
}
