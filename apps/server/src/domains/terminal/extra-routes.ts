import type { FastifyInstance } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { md5Hex, pageSchema } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { TERMINAL_CALLS as C } from '@chelian/contracts/resources/terminal/index';
import { served } from '../../platform/access';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { Resource } from '../../engine/engine';
import { streamExport } from '../../engine/excel';
import { callerOf, parsePage, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { protocolCommandResource, protocolResource } from './protocol-resources';
import {
  chipFactoryResource,
  chipModelResource,
  simCardResource,
  terminalModelResource,
  terminalResource,
  terminalSupplierResource,
} from './resources';
import { chipModels, protocolCommands, terminalModels, terminals, terminalSuppliers } from './schema';
import { softwareVersionResource } from './version-resources';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const idsBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(200) });
const selectBody = z
  .object({
    protocolId: z.coerce.number().int().positive().optional(),
    direction: z.enum(['UP', 'DOWN']).optional(),
    keyword: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .default({});

/** How many rows of a table point at each of the given ids through one of its columns. */
async function countsBy(db: Db, table: PgTable, column: AnyPgColumn, ids: number[]) {
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The rows named by ids, each within the caller's tenant (404 for any other). */
async function ownRows(db: Db, resource: Resource, caller: Caller, ids: number[]) {
  const rows = [];
  for (const id of ids)
    rows.push({ id, name: String((await resource.find(db, caller, id))[resource.spec.optionLabel] ?? '') });
  return rows;
}

/**
 * The terminal-svc calls beyond the engine and routes.ts: the software
 * version found at /single/{id}, the export variants named after their lists, what refers to a
 * chip factory or a terminal supplier, SIM cards with where they are used, protocol commands as a select.
 */
export function terminalExtraRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['terminal'];

  r.route({
    ...served(C.softwareVersion),
    schema: { tags, params: idParam },
    handler: async (req) => softwareVersionResource.find(db, await callerOf(db, req), req.params.id),
  });

  // The same file as base/export, at the paths the spec names after each list.
  for (const [resource, call] of [
    [chipModelResource, C.exportChipModels],
    [terminalModelResource, C.exportTerminalModels],
    [simCardResource, C.exportSimCards],
    [terminalResource, C.exportTerminals],
  ] as const) {
    app.route({
      ...served(call),
      schema: { tags, body: pageSchema(resource.spec) },
      handler: async (req, reply) =>
        streamExport(
          db,
          resource,
          await callerOf(db, req),
          parsePage(resource.spec, req.body, req.lang),
          reply,
        ),
    });
  }

  /** What refers to each chip factory: its chip models (a factory in use cannot be deleted). */
  r.route({
    ...served(C.chipFactoryRefs),
    schema: { tags, body: idsBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await ownRows(db, chipFactoryResource, caller, req.body.ids);
      const models = await countsBy(db, chipModels, chipModels.chipFactoryId, req.body.ids);
      return rows.map((row) => {
        const chipModelCount = models.get(row.id) ?? 0;
        return { ...row, chipModels: chipModelCount, inUse: chipModelCount > 0 };
      });
    },
  });

  /** What refers to each terminal supplier: its terminal models and terminals. */
  r.route({
    ...served(C.supplierRefs),
    schema: { tags, body: idsBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const rows = await ownRows(db, terminalSupplierResource, caller, req.body.ids);
      const models = await countsBy(db, terminalModels, terminalModels.supplierId, req.body.ids);
      const units = await countsBy(db, terminals, terminals.supplierId, req.body.ids);
      return rows.map((row) => {
        const n = { terminalModels: models.get(row.id) ?? 0, terminals: units.get(row.id) ?? 0 };
        return { ...row, ...n, inUse: n.terminalModels + n.terminals > 0 };
      });
    },
  });

  /** The SIM card page, each card with the vehicle that carries its terminal now. */
  r.route({
    ...served(C.simCardPage),
    schema: { tags, body: pageSchema(simCardResource.spec) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const page = await simCardResource.page(
        db,
        caller,
        parsePage(simCardResource.spec, req.body, req.lang),
      );
      const ids = page.items.map((item) => Number(item.id));
      const carried = ids.length
        ? await db
            .select({ simCardId: terminals.simCardId, vin: vehicles.vin })
            .from(terminals)
            .innerJoin(
              vehicleTerminals,
              and(eq(vehicleTerminals.terminalId, terminals.id), isNull(vehicleTerminals.unboundAt)),
            )
            .innerJoin(vehicles, eq(vehicles.id, vehicleTerminals.vehicleId))
            .where(and(inArray(terminals.simCardId, ids), eq(terminals.tenantId, caller.tenantId)))
        : [];
      const vinOf = new Map(carried.map((c) => [Number(c.simCardId), c.vin]));
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, vin: vinOf.get(Number(item.id)) ?? null })),
      };
    },
  });

  /** Protocol commands as a select, optionally of one protocol and one direction. */
  r.route({
    ...served(C.commandSelect),
    schema: { tags, body: selectBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { protocolId, direction, keyword, limit } = req.body;
      // another tenant's protocol is not found rather than an empty select
      if (protocolId) await protocolResource.current(db, caller, protocolId);
      return protocolCommandResource.options(db, caller, {
        keyword,
        limit,
        where: and(
          protocolId ? eq(protocolCommands.protocolId, protocolId) : undefined,
          direction ? eq(protocolCommands.direction, direction) : undefined,
        ),
      });
    },
  });

  /**
   * The supplier's password for its portal, set or
   * reset by an administrator. Like a user's password it arrives as the console's MD5 and is kept
   * as scrypt (about 50 ms to check, so a leaked table is slow to guess); no call answers it, the
   * supplier list shows only when it was set. `password: null` withdraws it: the portal refuses
   * the supplier until a new one is set.
   */
  r.route({
    ...served(C.supplierPassword),
    schema: {
      tags,
      body: z.object({ id: z.coerce.number().int().positive(), password: md5Hex.nullable() }),
    },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { id, password } = req.body;
      // another tenant's supplier, or a part supplier, is not found
      await terminalSupplierResource.find(db, caller, id);
      if (password) assertAcceptablePassword(password);
      const hash = password ? await hashPassword(password) : null;
      const [row] = await db
        .update(terminalSuppliers)
        .set({ portalPasswordHash: hash, portalPasswordSetAt: hash ? new Date() : null })
        .where(and(eq(terminalSuppliers.id, id), eq(terminalSuppliers.tenantId, caller.tenantId)))
        .returning({ setAt: terminalSuppliers.portalPasswordSetAt });
      return { id, passwordSet: hash !== null, passwordSetAt: row?.setAt ? row.setAt.getTime() : null };
    },
  });
}
