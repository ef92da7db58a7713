import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAINTENANCE_CALLS } from '@chelian/contracts/resources/maintenance/maintenance';
import type { Db } from '../../db/client';
import { localizeError } from '../../engine/engine';
import { callerOf, servePage, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import { served } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { vehicles } from '../vehicle/schema';
import { odometerOf, refreshDue } from './due';
import {
  maintenanceFreeVehicleResource,
  maintenanceLogResource,
  maintenanceStrategyResource,
  maintenanceVehicleResource,
} from './resources';
import { maintenanceLinks, maintenanceLogs, maintenanceStrategies } from './schema';

const id = z.coerce.number().int().positive();
const linkBody = z.object({ strategyId: id, vehicleIds: z.array(id).min(1).max(5000) });
const strategyBody = z.object({ strategyId: id, vin: z.string().max(17).optional() });
const batchBody = z.object({
  vins: z.array(z.string().min(1).max(17)).min(1).max(2000),
  maintainedAt: z.coerce.number().int().positive(),
  mileage: z.coerce.number().min(0).optional(),
  content: z.string().min(1).max(500),
  site: z.string().max(100).optional(),
});

/** Parses a body against a schema, refusing it with the fields at fault in the caller's language. */
function parse<T extends z.ZodType>(schema: T, req: FastifyRequest, raw: unknown = req.body): z.infer<T> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    fields[key] = translate(req.lang, 'FIELD_INVALID', { field: key });
  }
  throw new AppError(400, 'VALIDATION', { detail: Object.keys(fields).join(', ') }, fields);
}

async function ownStrategy(db: Db, caller: Caller, strategyId: number) {
  const [row] = await db
    .select()
    .from(maintenanceStrategies)
    .where(
      and(eq(maintenanceStrategies.id, strategyId), eq(maintenanceStrategies.tenantId, caller.tenantId)),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Links vehicles to a strategy from now and their current odometer. A vehicle already linked to
 * this strategy stays as it is; one linked to another is refused (all or none).
 */
async function link(db: Db, caller: Caller, strategyId: number, vehicleIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: vehicles.id, vin: vehicles.vin, strategyId: maintenanceLinks.strategyId })
      .from(vehicles)
      .leftJoin(maintenanceLinks, eq(maintenanceLinks.vehicleId, vehicles.id))
      .where(and(eq(vehicles.tenantId, caller.tenantId), inArray(vehicles.id, vehicleIds)));
    const ids = new Set(found.map((v) => v.id));
    const missing = vehicleIds.filter((v) => !ids.has(v));
    if (missing.length)
      throw new AppError(404, 'MAINTENANCE_VEHICLES_NOT_FOUND', { ids: missing.join(', ') });
    const elsewhere = found.filter((v) => v.strategyId != null && v.strategyId !== strategyId);
    if (elsewhere.length)
      throw new AppError(409, 'MAINTENANCE_VEHICLE_LINKED', {
        vins: elsewhere
          .slice(0, 20)
          .map((v) => v.vin)
          .join(', '),
      });
    const fresh = found.filter((v) => v.strategyId == null).map((v) => v.id);
    if (!fresh.length) return 0;
    const inserted = await tx
      .insert(maintenanceLinks)
      .select(
        tx
          .select({
            vehicleId: vehicles.id,
            tenantId: vehicles.tenantId,
            strategyId: sql<number>`${strategyId}::int8`.as('strategy_id'),
            vin: vehicles.vin,
            baseMileage: sql<number>`${odometerOf(sql`${vehicles.id}`)}`.as('base_mileage'),
            baseAt: sql<Date>`now()`.as('base_at'),
            dueMileage: sql<null>`null::float8`.as('due_mileage'),
            warnMileage: sql<null>`null::float8`.as('warn_mileage'),
            dueAt: sql<null>`null::timestamptz`.as('due_at'),
            warnAt: sql<null>`null::timestamptz`.as('warn_at'),
            linkedAt: sql<Date>`now()`.as('linked_at'),
          })
          .from(vehicles)
          .where(inArray(vehicles.id, fresh)),
      )
      .onConflictDoNothing()
      .returning({ vehicleId: maintenanceLinks.vehicleId });
    await refreshDue(
      tx as unknown as Db,
      sql`l.strategy_id = ${strategyId} and l.vehicle_id in (${sql.join(
        inserted.map((r) => sql`${r.vehicleId}`),
        sql`, `,
      )})`,
    );
    return inserted.length;
  });
}

/** The calls of maintenance beyond the engine's: copy, linking, records for many, the factory views. */
export function maintenanceRoutes(app: FastifyInstance, engine: EngineContext): void {
  const db = engine.db;
  const tags = ['maintenanceStrategy'];
  const localized =
    <T>(run: (req: FastifyRequest) => Promise<T>) =>
    (req: FastifyRequest) =>
      run(req).catch((err: unknown) => {
        throw localizeError(err, req.lang);
      });

  /** A copy named "<name> copy" (numbered while the name is taken), with no vehicles. */
  const copy = localized(async (req) => {
    const fromParams = (req.params as { id?: unknown } | undefined)?.id;
    const strategyId = parse(id, req, fromParams ?? (req.body as { id?: unknown } | null)?.id);
    const h = await engine.hooks(req);
    const source = await ownStrategy(db, h.caller, strategyId);
    const base = translate(req.lang, 'MAINTENANCE_COPY_NAME', { name: source.name });
    const taken = new Set(
      (
        await db
          .select({ name: maintenanceStrategies.name })
          .from(maintenanceStrategies)
          .where(
            and(
              eq(maintenanceStrategies.tenantId, h.caller.tenantId),
              ilike(maintenanceStrategies.name, `${base.slice(0, 40).replace(/[\\%_]/g, '\\$&')}%`),
            ),
          )
      ).map((r) => r.name),
    );
    let name = base.slice(0, 50);
    for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 45)} ${n}`;
    const newId = await maintenanceStrategyResource.create(db, h, {
      name,
      mileageOver: source.mileageOver,
      mileagePre: source.mileagePre,
      timeOver: source.timeOver,
      timeUnit: source.timeUnit,
      timePre: source.timePre,
      remark: source.remark,
    });
    return maintenanceStrategyResource.find(db, h.caller, newId);
  });
  app.route({ ...served(MAINTENANCE_CALLS.copy), schema: { tags }, handler: copy });
  app.route({ ...served(MAINTENANCE_CALLS.copyById), schema: { tags }, handler: copy });

  app.route({
    ...served(MAINTENANCE_CALLS.relate),
    schema: { tags },
    handler: localized(async (req) => {
      const body = parse(linkBody, req);
      const caller = await callerOf(db, req);
      await ownStrategy(db, caller, body.strategyId);
      return { linked: await link(db, caller, body.strategyId, body.vehicleIds) };
    }),
  });

  app.route({
    ...served(MAINTENANCE_CALLS.unRelate),
    schema: { tags },
    handler: async (req) => {
      const body = parse(linkBody, req);
      const caller = await callerOf(db, req);
      await ownStrategy(db, caller, body.strategyId);
      const rows = await db
        .delete(maintenanceLinks)
        .where(
          and(
            eq(maintenanceLinks.strategyId, body.strategyId),
            eq(maintenanceLinks.tenantId, caller.tenantId),
            inArray(maintenanceLinks.vehicleId, body.vehicleIds),
          ),
        )
        .returning({ vehicleId: maintenanceLinks.vehicleId });
      return { unlinked: rows.length };
    },
  });

  const free = sql`not exists (select 1 from maintenance_links l where l.vehicle_id = ${vehicles.id})`;
  servePage(app, db, MAINTENANCE_CALLS.notRef, maintenanceFreeVehicleResource, {
    tags,
    body: (req) => {
      const { strategyId: _strategy, ...raw } = (req.body as Record<string, unknown> | null) ?? {};
      return raw;
    },
    options: () => ({ where: free }),
  });

  app.route({
    ...served(MAINTENANCE_CALLS.allLink),
    schema: { tags },
    handler: localized(async (req) => {
      const body = parse(strategyBody, req);
      const caller = await callerOf(db, req);
      await ownStrategy(db, caller, body.strategyId);
      const candidates = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.tenantId, caller.tenantId),
            free,
            body.vin ? ilike(vehicles.vin, `%${body.vin.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
          ),
        )
        .limit(20000);
      if (!candidates.length) return { linked: 0 };
      let count = 0;
      for (let i = 0; i < candidates.length; i += 5000)
        count += await link(
          db,
          caller,
          body.strategyId,
          candidates.slice(i, i + 5000).map((v) => v.id),
        );
      return { linked: count };
    }),
  });

  app.route({
    ...served(MAINTENANCE_CALLS.allUnlink),
    schema: { tags },
    handler: async (req) => {
      const body = parse(strategyBody, req);
      const caller = await callerOf(db, req);
      await ownStrategy(db, caller, body.strategyId);
      const rows = await db
        .delete(maintenanceLinks)
        .where(
          and(
            eq(maintenanceLinks.strategyId, body.strategyId),
            eq(maintenanceLinks.tenantId, caller.tenantId),
          ),
        )
        .returning({ vehicleId: maintenanceLinks.vehicleId });
      return { unlinked: rows.length };
    },
  });

  // PUT base: records one maintenance, as the engine's create does
  app.route({
    ...served(MAINTENANCE_CALLS.record),
    schema: { tags: ['maintenanceLog'] },
    handler: localized(async (req) => {
      const h = await engine.hooks(req);
      const logId = await maintenanceLogResource.create(db, h, req.body);
      return maintenanceLogResource.find(db, h.caller, logId);
    }),
  });

  /** The same maintenance for many vehicles: every VIN is checked, then all are recorded or none. */
  app.route({
    ...served(MAINTENANCE_CALLS.recordBatch),
    schema: { tags: ['maintenanceLog'] },
    handler: localized(async (req) => {
      const body = parse(batchBody, req);
      const h = await engine.hooks(req);
      const vins = [...new Set(body.vins.map((v) => v.trim().toUpperCase()))];
      const found = await db
        .select({ vin: vehicles.vin })
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, h.caller.tenantId), inArray(vehicles.vin, vins)));
      const known = new Set(found.map((v) => v.vin));
      const missing = vins.filter((v) => !known.has(v));
      if (missing.length) {
        const params = { vin: missing.slice(0, 20).join(', ') };
        throw new AppError(400, 'MAINTENANCE_VIN_NOT_FOUND', params, {
          vins: translate(req.lang, 'MAINTENANCE_VIN_NOT_FOUND', params),
        });
      }
      const ids: number[] = [];
      await db.transaction(async (tx) => {
        const ht = { ...h, tx: tx as unknown as Db };
        for (const vin of vins)
          ids.push(
            await maintenanceLogResource.create(tx as unknown as Db, ht, {
              vin,
              maintainedAt: body.maintainedAt,
              mileage: vins.length === 1 ? body.mileage : undefined,
              content: body.content,
              site: body.site,
            }),
          );
      });
      return { recorded: ids.length, ids };
    }),
  });

  // the factory vehicle views
  app.route({
    ...served(MAINTENANCE_CALLS.factoryStrategy),
    schema: { tags },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const strategyId = parse(id, req, (req.params as { strategyId?: unknown }).strategyId);
      await ownStrategy(db, caller, strategyId);
      const strategy = await maintenanceStrategyResource.find(db, caller, strategyId);
      const page = await maintenanceVehicleResource.page(db, caller, {
        strategyId,
        page: 1,
        pageSize: 500,
      });
      return { ...strategy, vehicles: page.items, vehicleTotal: page.total };
    },
  });

  app.route({
    ...served(MAINTENANCE_CALLS.factoryLog),
    schema: { tags: ['maintenanceLog'] },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const logId = parse(id, req, (req.params as { logId?: unknown }).logId);
      return maintenanceLogResource.find(db, caller, logId);
    },
  });

  app.route({
    ...served(MAINTENANCE_CALLS.factoryVehicle),
    schema: { tags: ['maintenanceLog'] },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const vin = String((req.params as { vin?: unknown }).vin ?? '').toUpperCase();
      const [vehicle] = await db
        .select({ id: vehicles.id, vin: vehicles.vin, plate: vehicles.plate })
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, caller.tenantId), eq(vehicles.vin, vin)));
      if (!vehicle) throw notFound();
      const standing = await maintenanceVehicleResource.page(
        db,
        caller,
        { page: 1, pageSize: 1 },
        { where: eq(maintenanceLinks.vehicleId, vehicle.id) },
      );
      const row = standing.items[0] ?? null;
      const records = await maintenanceLogResource.page(
        db,
        caller,
        { page: 1, pageSize: 10, sortField: 'maintainedAt', sortOrder: 'desc' },
        { where: eq(maintenanceLogs.vehicleId, vehicle.id) },
      );
      return { ...vehicle, maintenance: row, logs: records.items };
    },
  });
}
