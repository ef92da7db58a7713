import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../platform/schema';
import { cronJobLogs, cronJobReports } from './records-schema';

export type CronTrigger = 'SCHEDULE' | 'MANUAL';

/** What a job did: rows changed per tenant id (tenants it did not touch changed none). */
export type JobOutcome = Map<number, number>;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Runs a scheduled job of the server and records it: one log row per tenant with the rows the job
 * changed for that tenant, and the tenant's report of the day (runs, failures, rows changed) kept
 * up to date. A failing job is recorded as FAILED with its message, then the error goes on.
 */
export async function runLoggedJob(
  db: Db,
  jobCode: string,
  trigger: CronTrigger,
  job: () => Promise<JobOutcome>,
): Promise<JobOutcome> {
  const startedAt = new Date();
  let outcome: JobOutcome = new Map();
  let failure: unknown = null;
  try {
    outcome = await job();
  } catch (err) {
    failure = err;
  }
  const durationMs = Date.now() - startedAt.getTime();
  const status = failure ? 'FAILED' : 'SUCCESS';
  const message = failure ? String((failure as Error).message ?? failure).slice(0, 500) : null;
  const reportDate = new Date(Math.floor(startedAt.getTime() / DAY) * DAY);
  const tenantIds = (await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
  if (tenantIds.length) {
    await db.transaction(async (tx) => {
      await tx.insert(cronJobLogs).values(
        tenantIds.map((tenantId) => ({
          tenantId,
          jobCode,
          trigger,
          startedAt,
          durationMs,
          status,
          affected: outcome.get(tenantId) ?? 0,
          message,
        })),
      );
      await tx
        .insert(cronJobReports)
        .values(
          tenantIds.map((tenantId) => ({
            tenantId,
            jobCode,
            reportDate,
            runs: 1,
            failures: failure ? 1 : 0,
            affected: outcome.get(tenantId) ?? 0,
            lastStatus: status,
            lastRunAt: startedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [cronJobReports.tenantId, cronJobReports.jobCode, cronJobReports.reportDate],
          set: {
            runs: sql`${cronJobReports.runs} + 1`,
            failures: sql`${cronJobReports.failures} + excluded.failures`,
            affected: sql`${cronJobReports.affected} + excluded.affected`,
            lastStatus: sql`excluded.last_status`,
            lastRunAt: sql`excluded.last_run_at`,
          },
        });
    });
  }
  if (failure) throw failure;
  return outcome;
}
