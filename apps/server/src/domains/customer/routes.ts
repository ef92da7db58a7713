import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  CUSTOMER_CALLS,
  customerVehicleSpec,
  VEHICLE_AUDIT_RESULTS,
} from '@chelian/contracts/resources/customer/index';
import { VIN_PATTERN } from '@chelian/contracts/resources/vehicle/fields';
import type { Language, ResourceSpec } from '@chelian/contracts';
import { served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { callerOf, parsePage, servePage } from '../../engine/routes';
import { vehicles } from '../vehicle/schema';
import { customerAccountResource } from './resources';
import { customerAccountManagers, customerAccounts, customerServiceSites, customerVehicles } from './schema';

const ids = z.array(z.coerce.number().int().positive()).min(1).max(1000);

/**
 * Checks a body against a schema; a refusal names the spec's fields in the caller's language and
 * nothing is changed.
 */
function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  spec: ResourceSpec,
  lang: Language,
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    // a list is named by its item's field (vins: VIN)
    const label = (spec.fields[key] ?? spec.fields[key.replace(/s$/, '')])?.label[lang] ?? key;
    fields[key] = translate(
      lang,
      issue.code === 'invalid_type' && issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID',
      { field: label },
    );
  }
  throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
}

type Flagged = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn };

/**
 * Sets a column of the caller's rows; any id that is not one of them answers 404 and changes
 * nothing. `value` may be an SQL expression of the row (a toggle).
 */
async function setColumn(
  ctx: ServerContext,
  table: Flagged,
  prop: string,
  value: unknown,
  tenantId: number,
  rowIds: number[],
): Promise<{ count: number }> {
  const unique = [...new Set(rowIds)];
  return ctx.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ [prop]: value, updatedAt: new Date() } as never)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, unique)))
      .returning({ id: table.id });
    if (changed.length !== unique.length) throw new AppError(404, 'NOT_FOUND');
    return { count: changed.length };
  });
}

const rowIdsOf = (req: FastifyRequest, spec: ResourceSpec) =>
  parse(z.object({ ids }), req.body, spec, req.lang).ids;

/** The customer calls beyond the engine's: switches, binds, the audit and the manager's lists. */
export function customerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  const tags = ['customer'];
  const route = (
    call: (typeof CUSTOMER_CALLS)[keyof typeof CUSTOMER_CALLS],
    handler: (req: FastifyRequest) => Promise<unknown>,
  ) => app.route({ ...served(call), schema: { tags }, handler });

  const managers = customerAccountManagers as unknown as Flagged;
  const accounts = customerAccounts as unknown as Flagged;
  const sites = customerServiceSites as unknown as Flagged;
  const accountSpec = customerAccountResource.spec;

  route(CUSTOMER_CALLS.managerEnable, async (req) =>
    setColumn(
      ctx,
      managers,
      'status',
      'NORMAL',
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.managerDisable, async (req) =>
    setColumn(
      ctx,
      managers,
      'status',
      'DISABLED',
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.accountEnable, async (req) =>
    setColumn(
      ctx,
      accounts,
      'status',
      'NORMAL',
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.accountDisable, async (req) =>
    setColumn(
      ctx,
      accounts,
      'status',
      'DISABLED',
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.accountFocus, async (req) =>
    setColumn(
      ctx,
      accounts,
      'focus',
      sql`not ${customerAccounts.focus}`,
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.siteFocus, async (req) =>
    setColumn(
      ctx,
      sites,
      'focus',
      sql`not ${customerServiceSites.focus}`,
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );
  route(CUSTOMER_CALLS.siteMaintenance, async (req) =>
    setColumn(
      ctx,
      sites,
      'maintenance',
      sql`not ${customerServiceSites.maintenance}`,
      (await callerOf(db, req)).tenantId,
      rowIdsOf(req, accountSpec),
    ),
  );

  // the manager's bind list (its accounts) and assign list (accounts nobody looks after)
  route(CUSTOMER_CALLS.managerAccounts, async (req) => {
    const caller = await callerOf(db, req);
    const id = Number((req.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(404, 'NOT_FOUND');
    const [manager] = await db
      .select({ id: customerAccountManagers.id })
      .from(customerAccountManagers)
      .where(and(eq(customerAccountManagers.tenantId, caller.tenantId), eq(customerAccountManagers.id, id)));
    if (!manager) throw new AppError(404, 'NOT_FOUND');
    return customerAccountResource.page(db, caller, parsePage(accountSpec, req.body, req.lang), {
      where: eq(customerAccounts.managerId, id),
    });
  });
  servePage(app, db, CUSTOMER_CALLS.managerAssignable, customerAccountResource, {
    tags,
    options: () => ({ where: isNull(customerAccounts.managerId) }),
  });
  route(CUSTOMER_CALLS.managerBind, async (req) => {
    const caller = await callerOf(db, req);
    const body = parse(
      z.object({
        managerId: z.coerce.number().int().positive(),
        accountIds: z.array(z.coerce.number().int().positive()).max(1000),
      }),
      req.body,
      accountSpec,
      req.lang,
    );
    return db.transaction(async (tx) => {
      const [manager] = await tx
        .select({ name: customerAccountManagers.name, status: customerAccountManagers.status })
        .from(customerAccountManagers)
        .where(
          and(
            eq(customerAccountManagers.tenantId, caller.tenantId),
            eq(customerAccountManagers.id, body.managerId),
          ),
        );
      if (!manager) throw new AppError(404, 'NOT_FOUND');
      if (manager.status !== 'NORMAL')
        throw new AppError(400, 'CUSTOMER_MANAGER_DISABLED', { name: manager.name });
      const wanted = [...new Set(body.accountIds)];
      if (wanted.length) {
        const found = await tx
          .select({ id: customerAccounts.id })
          .from(customerAccounts)
          .where(and(eq(customerAccounts.tenantId, caller.tenantId), inArray(customerAccounts.id, wanted)));
        if (found.length !== wanted.length) throw new AppError(404, 'NOT_FOUND');
      }
      // the list is the manager's whole bind list: accounts left out are released
      await tx
        .update(customerAccounts)
        .set({ managerId: null })
        .where(
          and(
            eq(customerAccounts.tenantId, caller.tenantId),
            eq(customerAccounts.managerId, body.managerId),
            wanted.length ? not(inArray(customerAccounts.id, wanted)) : undefined,
          ),
        );
      if (wanted.length)
        await tx
          .update(customerAccounts)
          .set({ managerId: body.managerId })
          .where(and(eq(customerAccounts.tenantId, caller.tenantId), inArray(customerAccounts.id, wanted)));
      return { count: wanted.length };
    });
  });

  route(CUSTOMER_CALLS.vehicleBind, async (req) => {
    const caller = await callerOf(db, req);
    const lang = req.lang;
    const vin = z.string().trim().toUpperCase().regex(new RegExp(VIN_PATTERN.source));
    const body = parse(
      z.object({ accountId: z.coerce.number().int().positive(), vins: z.array(vin).min(1).max(500) }),
      req.body,
      customerVehicleSpec,
      lang,
    );
    const vins = [...new Set(body.vins)];
    return db.transaction(async (tx) => {
      const [account] = await tx
        .select({ name: customerAccounts.name, status: customerAccounts.status })
        .from(customerAccounts)
        .where(and(eq(customerAccounts.tenantId, caller.tenantId), eq(customerAccounts.id, body.accountId)));
      if (!account) throw new AppError(404, 'NOT_FOUND');
      if (account.status !== 'NORMAL')
        throw new AppError(400, 'CUSTOMER_ACCOUNT_DISABLED', { name: account.name });
      const found = await tx
        .select({ id: vehicles.id, vin: vehicles.vin, bound: customerVehicles.id })
        .from(vehicles)
        .leftJoin(
          customerVehicles,
          and(eq(customerVehicles.vehicleId, vehicles.id), eq(customerVehicles.tenantId, caller.tenantId)),
        )
        .where(and(eq(vehicles.tenantId, caller.tenantId), inArray(vehicles.vin, vins)));
      const known = new Set(found.map((v) => v.vin));
      const unknown = vins.filter((v) => !known.has(v));
      if (unknown.length) {
        const params = { vins: unknown.slice(0, 10).join(', ') };
        throw new AppError(400, 'CUSTOMER_VIN_UNKNOWN', params, {
          vins: translate(lang, 'CUSTOMER_VIN_UNKNOWN', params),
        });
      }
      const bound = found.filter((v) => v.bound != null).map((v) => v.vin);
      if (bound.length) {
        const params = { vins: bound.slice(0, 10).join(', ') };
        throw new AppError(400, 'CUSTOMER_VIN_BOUND', params, {
          vins: translate(lang, 'CUSTOMER_VIN_BOUND', params),
        });
      }
      await tx.insert(customerVehicles).values(
        found.map((v) => ({
          tenantId: caller.tenantId,
          accountId: body.accountId,
          vehicleId: v.id,
          createdBy: caller.userId,
        })),
      );
      return { count: found.length };
    });
  });

  route(CUSTOMER_CALLS.vehicleAudit, async (req) => {
    const caller = await callerOf(db, req);
    const lang = req.lang;
    const body = parse(
      z.object({
        ids,
        result: z.enum(VEHICLE_AUDIT_RESULTS),
        remark: z.string().trim().max(200).optional(),
      }),
      req.body,
      customerVehicleSpec,
      lang,
    );
    if (body.result === 'REJECT' && !body.remark)
      throw new AppError(
        400,
        'CUSTOMER_AUDIT_REMARK',
        {},
        {
          auditRemark: translate(lang, 'CUSTOMER_AUDIT_REMARK'),
        },
      );
    const wanted = [...new Set(body.ids)];
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: customerVehicles.id, status: customerVehicles.auditStatus, vin: vehicles.vin })
        .from(customerVehicles)
        .innerJoin(vehicles, eq(vehicles.id, customerVehicles.vehicleId))
        .where(and(eq(customerVehicles.tenantId, caller.tenantId), inArray(customerVehicles.id, wanted)))
        .for('update', { of: customerVehicles });
      if (rows.length !== wanted.length) throw new AppError(404, 'NOT_FOUND');
      const done = rows.filter((r) => r.status !== 'PENDING').map((r) => r.vin);
      if (done.length)
        throw new AppError(409, 'CUSTOMER_AUDIT_STATE', { vins: done.slice(0, 10).join(', ') });
      await tx
        .update(customerVehicles)
        .set({
          auditStatus: body.result,
          auditRemark: body.remark || null,
          auditedAt: new Date(),
          auditedBy: caller.userId,
        })
        .where(and(eq(customerVehicles.tenantId, caller.tenantId), inArray(customerVehicles.id, wanted)));
      return { count: wanted.length };
    });
  });
}
