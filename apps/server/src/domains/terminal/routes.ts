import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TERMINAL_CALLS as C } from '@chelian/contracts/resources/terminal/index';
import { served } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { localizeError } from '../../engine/engine';
import { softwareVersionLockResource } from './version-resources';
import { streamExport } from '../../engine/excel';
import { callerOf, type EngineContext } from '../../engine/routes';
import { vehicleTerminals } from '../vehicle/schema';
import { softwareVersionCollectResource } from './log-resources';
import { functionFieldResource, protocolCommandResource, protocolResource } from './protocol-resources';
import { simCardResource, terminalBatchResource, terminalModelResource, terminalResource } from './resources';
import {
  functionFields,
  protocolCommands,
  protocols,
  softwareVersionCollects,
  softwareVersionLocks,
  terminals,
} from './schema';

/** Dropdowns are cut short like the console's autocompletes (which stop at 16). */
const OPTION_LIMIT = 50;
const optionBody = z
  .object({
    keyword: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(OPTION_LIMIT).optional(),
  })
  .default({});
const directionBody = z.object({
  direction: z.enum(['UP', 'DOWN']),
  protocolId: z.coerce.number().int().positive().optional(),
});
const codeBody = z.object({ code: z.string().min(1).max(64) });
const terminalCodeBody = z.object({ terminalCode: z.string().min(1).max(64) });
const lockQuery = z.object({ terminalId: z.coerce.number().int().positive() });
const lockList = z.object({ terminalIds: z.array(z.coerce.number().int().positive()).min(1).max(200) });
const terminalParam = z.object({ terminalId: z.coerce.number().int().positive() });
const workTimeBody = z.object({ workHours: z.coerce.number().int().min(0).max(1_000_000) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const assignBody = z.object({
  id: z.coerce.number().int().positive(),
  terminalId: z.coerce.number().int().positive().nullable(),
});

/** The terminal-svc calls beyond plain CRUD; CRUD comes from the engine. */
export function terminalRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['terminal'];
  const localized = <T>(lang: Parameters<typeof localizeError>[1], run: () => Promise<T>) =>
    run().catch((err: unknown) => {
      throw localizeError(err, lang);
    });

  /** Cards of the tenant no terminal holds, for the terminal form's SIM select. */
  r.route({
    ...served(C.freeSimCards),
    schema: { tags, body: optionBody },
    handler: async (req) =>
      simCardResource.options(db, await callerOf(db, req), {
        keyword: req.body.keyword,
        limit: req.body.limit ?? OPTION_LIMIT,
        where: notExists(
          db
            .select({ one: sql`1` })
            .from(terminals)
            .where(sql`${terminals.simCardId} = "sim_cards"."id"`),
        ),
      }),
  });

  /** Puts a card in a terminal (terminalId null takes it out); a card already in use is refused (409 naming it). */
  r.route({
    ...served(C.assignSim),
    schema: { tags, body: assignBody },
    handler: (req) =>
      localized(req.lang, async () => {
        const h = await engine.hooks(req);
        await simCardResource.current(db, h.caller, req.body.id);
        if (req.body.terminalId == null) {
          await db
            .update(terminals)
            .set({ simCardId: null })
            .where(
              and(
                sql`${terminals.simCardId} = ${req.body.id}`,
                sql`${terminals.tenantId} = ${h.caller.tenantId}`,
              ),
            );
        } else {
          await terminalResource.update(db, h, { id: req.body.terminalId, simCardId: req.body.id });
        }
        return simCardResource.find(db, h.caller, req.body.id);
      }),
  });

  /** Terminals not bound to any vehicle: the bind dialog's select. */
  r.route({
    ...served(C.unboundTerminals),
    schema: { tags, body: optionBody },
    handler: async (req) =>
      terminalResource.options(db, await callerOf(db, req), {
        keyword: req.body.keyword,
        limit: req.body.limit ?? OPTION_LIMIT,
        where: notExists(
          db
            .select({ one: sql`1` })
            .from(vehicleTerminals)
            .where(
              and(sql`${vehicleTerminals.terminalId} = "terminals"."id"`, isNull(vehicleTerminals.unboundAt)),
            ),
        ),
      }),
  });

  r.route({
    ...served(C.terminalModelOptions),
    schema: { tags, body: optionBody },
    handler: async (req) =>
      terminalModelResource.options(db, await callerOf(db, req), {
        keyword: req.body.keyword,
        limit: req.body.limit ?? OPTION_LIMIT,
      }),
  });

  /** Commands of one direction (UP or DOWN), optionally of one protocol. */
  r.route({
    ...served(C.commandsByDirection),
    schema: { tags, body: directionBody },
    handler: async (req) =>
      protocolCommandResource.options(db, await callerOf(db, req), {
        where: and(
          eq(protocolCommands.direction, req.body.direction),
          req.body.protocolId ? eq(protocolCommands.protocolId, req.body.protocolId) : undefined,
        ),
      }),
  });

  r.route({
    ...served(C.functionFieldByCode),
    schema: { tags, body: codeBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [row] = await db
        .select({ id: functionFields.id })
        .from(functionFields)
        .where(and(eq(functionFields.code, req.body.code), eq(functionFields.tenantId, caller.tenantId)));
      if (!row) throw notFound();
      return functionFieldResource.find(db, caller, row.id);
    },
  });

  /** One collect with the data its terminal has used over all its collects. */
  r.route({
    ...served(C.collectConsumption),
    schema: { tags, params: idParam },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const row = await softwareVersionCollectResource.find(db, caller, req.params.id);
      const [total] = await db
        .select({ mb: sql<number>`coalesce(sum(${softwareVersionCollects.consumptionMb}), 0)::int` })
        .from(softwareVersionCollects)
        .where(eq(softwareVersionCollects.terminalId, Number(row.terminalId)));
      return { ...row, terminalConsumptionMb: Number(total?.mb ?? 0) };
    },
  });

  r.route({
    ...served(C.collectWorkTime),
    schema: { tags, params: idParam, body: workTimeBody },
    handler: (req) =>
      localized(req.lang, async () => {
        const h = await engine.hooks(req);
        await softwareVersionCollectResource.update(db, h, {
          id: req.params.id,
          workHours: req.body.workHours,
        });
        return softwareVersionCollectResource.find(db, h.caller, req.params.id);
      }),
  });

  /** The terminals of one batch, as the terminal list's export file. */
  r.route({
    ...served(C.batchExport),
    schema: { tags, params: idParam },
    handler: async (req, reply) => {
      const caller = await callerOf(db, req);
      await terminalBatchResource.find(db, caller, req.params.id);
      return streamExport(db, terminalResource, caller, {}, reply, {
        where: eq(terminals.batchId, req.params.id),
      });
    },
  });

  /** A terminal found by its code (TUID). */
  r.route({
    ...served(C.terminalByCode),
    schema: { tags, body: terminalCodeBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const [row] = await db
        .select({ id: terminals.id })
        .from(terminals)
        .where(
          and(eq(terminals.terminalCode, req.body.terminalCode), eq(terminals.tenantId, caller.tenantId)),
        );
      if (!row) throw notFound();
      return terminalResource.find(db, caller, row.id);
    },
  });

  /** The protocols a terminal speaks: those whose code is the terminal's protocol. */
  r.route({
    ...served(C.terminalProtocols),
    schema: { tags, params: terminalParam },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const terminal = await terminalResource.current(db, caller, req.params.terminalId);
      return protocolResource.options(db, caller, { where: eq(protocols.code, String(terminal.protocol)) });
    },
  });

  /** The lock of one terminal, or null when it is free to change version. */
  r.route({
    ...served(C.versionLockOf),
    schema: { tags, body: lockQuery },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      await terminalResource.current(db, caller, req.body.terminalId);
      const [lock] = await db
        .select({ id: softwareVersionLocks.id })
        .from(softwareVersionLocks)
        .where(eq(softwareVersionLocks.terminalId, req.body.terminalId));
      return lock ? softwareVersionLockResource.find(db, caller, lock.id) : null;
    },
  });

  /** The locks of the given terminals (those of other tenants are left out). */
  r.route({
    ...served(C.versionLocks),
    schema: { tags, body: lockList },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const page = await softwareVersionLockResource.page(
        db,
        caller,
        { page: 1, pageSize: 200 },
        { where: inArray(softwareVersionLocks.terminalId, req.body.terminalIds) },
      );
      return page.items;
    },
  });
}
