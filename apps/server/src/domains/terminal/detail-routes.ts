import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TERMINAL_CALLS as C } from '@chelian/contracts/resources/terminal/index';
import { served } from '../../platform/access';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { localizeError } from '../../engine/engine';
import { callerOf, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import type { Db } from '../../db/client';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { softwareVersionCollectResource } from './log-resources';
import { protocolCommandResource } from './protocol-resources';
import { terminalResource } from './resources';
import { softwareVersionLockResource } from './version-resources';
import {
  protocolCommands,
  protocols,
  softwareVersionCollects,
  softwareVersionLocks,
  terminals,
} from './schema';

const OPTION_LIMIT = 50;
/** A terminal or a vehicle (by VIN) whose chain the free terminals must share: exactly one of them. */
const sameChainBody = z
  .object({
    terminalId: z.coerce.number().int().positive().optional(),
    vin: z.string().trim().min(1).max(17).optional(),
    keyword: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(OPTION_LIMIT).optional(),
  })
  .refine((b) => (b.terminalId === undefined) !== (b.vin === undefined), {
    message: 'terminalId or vin, one of them',
    path: ['terminalId'],
  });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const detailParams = z.object({
  id: z.coerce.number().int().positive(),
  cmd: flag,
  collect: flag,
  lock: flag,
});
/** The most commands and collects one detail answer carries. */
const DETAIL_ROWS = 200;

/** The chain of a terminal of the caller's tenant (404 for another tenant's). */
async function terminalChain(db: Db, caller: Caller, terminalId: number) {
  const [row] = await db
    .select({ chainType: terminals.chainType })
    .from(terminals)
    .where(and(eq(terminals.id, terminalId), eq(terminals.tenantId, caller.tenantId)));
  if (!row) throw notFound();
  return row.chainType;
}

/** The chain of the terminal a vehicle carries now; a vehicle without one has no chain to match. */
async function vehicleChain(db: Db, caller: Caller, vin: string) {
  const [row] = await db
    .select({ chainType: terminals.chainType })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, caller.tenantId)));
  if (!row) throw notFound();
  if (!row.chainType) throw new AppError(400, 'VEHICLE_NO_TERMINAL', { vin });
  return row.chainType;
}

/**
 * Terminal lookups beyond the list: the free terminals of one chain (to
 * change a vehicle's terminal for one that speaks the same chain) and a terminal's detail with
 * its commands, version collects and version lock on demand.
 */
export function terminalDetailRoutes(app: FastifyInstance, engine: EngineContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const tags = ['terminal'];

  /** Free terminals (on no vehicle) of the chain of the given terminal or of the vehicle's terminal. */
  r.route({
    ...served(C.sameChainFree),
    schema: { tags, body: sameChainBody },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { terminalId, vin, keyword, limit } = req.body;
      try {
        const chainType = terminalId
          ? await terminalChain(db, caller, terminalId)
          : await vehicleChain(db, caller, vin!);
        return await terminalResource.options(db, caller, {
          keyword,
          limit: limit ?? OPTION_LIMIT,
          where: and(
            eq(terminals.chainType, chainType),
            terminalId ? ne(terminals.id, terminalId) : undefined,
            notExists(
              db
                .select({ one: sql`1` })
                .from(vehicleTerminals)
                .where(
                  and(
                    sql`${vehicleTerminals.terminalId} = "terminals"."id"`,
                    isNull(vehicleTerminals.unboundAt),
                  ),
                ),
            ),
          ),
        });
      } catch (err) {
        throw localizeError(err, req.lang);
      }
    },
  });

  /**
   * One terminal with, when asked, the commands of its protocol (cmd), its software version
   * collects (collect) and its version lock (lock); each part needs the view permission of its screen.
   */
  r.route({
    ...served(C.detail),
    schema: { tags, params: detailParams },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const { id, cmd, collect, lock } = req.params;
      const wanted = [
        [cmd, 'protocolCommands/view'],
        [collect, 'softwareVersionCollects/view'],
        [lock, 'softwareVersionLocks/view'],
      ] as const;
      for (const [asked, permission] of wanted)
        if (asked && !caller.can(permission)) throw forbidden(permission);

      const detail: Record<string, unknown> = { ...(await terminalResource.find(db, caller, id)) };
      // the protocol code is not a field of the declaration: read from the row itself
      const terminal = await terminalResource.current(db, caller, id);
      if (cmd) {
        const page = await protocolCommandResource.page(
          db,
          caller,
          { page: 1, pageSize: DETAIL_ROWS },
          {
            where: inArray(
              protocolCommands.protocolId,
              db
                .select({ id: protocols.id })
                .from(protocols)
                .where(
                  and(eq(protocols.code, String(terminal.protocol)), eq(protocols.tenantId, caller.tenantId)),
                ),
            ),
          },
        );
        detail.commands = page.items;
      }
      if (collect) {
        const page = await softwareVersionCollectResource.page(
          db,
          caller,
          { page: 1, pageSize: DETAIL_ROWS },
          { where: eq(softwareVersionCollects.terminalId, id) },
        );
        detail.collects = page.items;
      }
      if (lock) {
        const [row] = await db
          .select({ id: softwareVersionLocks.id })
          .from(softwareVersionLocks)
          .where(eq(softwareVersionLocks.terminalId, id));
        detail.lock = row ? await softwareVersionLockResource.find(db, caller, row.id) : null;
      }
      return detail;
    },
  });
}
