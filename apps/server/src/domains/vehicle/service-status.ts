import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CronTrigger, type JobOutcome, runLoggedJob } from '../terminal';
import { vehicles } from './schema';

/**
 * Service status of vehicles: NOT_OPEN until service dates are given, HAS_OPENED while running,
 * SUSPENDED by an operator, EXPIRE once the end date has passed (the daily job).
 */
export async function suspendService(db: Db, tenantId: number, ids: number[]): Promise<number> {
  const rows = await db
    .update(vehicles)
    .set({ serviceStatus: 'SUSPENDED' })
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        inArray(vehicles.id, ids),
        eq(vehicles.serviceStatus, 'HAS_OPENED'),
      ),
    )
    .returning({ id: vehicles.id });
  return rows.length;
}

/** Restoring a suspended service reopens it, or marks it expired when its end has passed meanwhile. */
export async function restoreService(db: Db, tenantId: number, ids: number[]): Promise<number> {
  const rows = await db
    .update(vehicles)
    .set({
      serviceStatus: sql`case when ${vehicles.serviceEndDate} is not null and ${vehicles.serviceEndDate} < now() then 'EXPIRE' else 'HAS_OPENED' end`,
    })
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        inArray(vehicles.id, ids),
        eq(vehicles.serviceStatus, 'SUSPENDED'),
      ),
    )
    .returning({ id: vehicles.id });
  return rows.length;
}

/** The expiry job: every open service whose end date has passed becomes EXPIRE (all tenants); counts by tenant. */
export async function expireServicesByTenant(db: Db, now = new Date()): Promise<JobOutcome> {
  const rows = await db
    .update(vehicles)
    .set({ serviceStatus: 'EXPIRE' })
    .where(and(eq(vehicles.serviceStatus, 'HAS_OPENED'), lt(vehicles.serviceEndDate, now)))
    .returning({ tenantId: vehicles.tenantId });
  const byTenant: JobOutcome = new Map();
  for (const { tenantId } of rows) byTenant.set(tenantId, (byTenant.get(tenantId) ?? 0) + 1);
  return byTenant;
}

const total = (outcome: JobOutcome) => [...outcome.values()].reduce((a, b) => a + b, 0);

/** The expiry job without its log: how many services expired. */
export async function expireServices(db: Db, now = new Date()): Promise<number> {
  return total(await expireServicesByTenant(db, now));
}

export const SERVICE_EXPIRY_JOB = 'VEHICLE_SERVICE_EXPIRE';

/** One logged run of the expiry job (cron job logs and reports); answers how many services expired. */
export async function runServiceExpiry(db: Db, trigger: CronTrigger): Promise<number> {
  return total(await runLoggedJob(db, SERVICE_EXPIRY_JOB, trigger, () => expireServicesByTenant(db)));
}

const DAY = 24 * 60 * 60 * 1000;

/** Runs the expiry job now and then once a day; the returned function stops it. */
export function scheduleServiceExpiry(db: Db, onError: (err: unknown) => void): () => void {
  const run = () => void runServiceExpiry(db, 'SCHEDULE').catch(onError);
  const first = setTimeout(run, 5_000);
  const daily = setInterval(run, DAY);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
