import type { DomainDeps } from '../../engine/domain';
import { telemetryStore, type TelemetryStore } from '../../db/store';
import { rollupDays } from './rollup';
import { zoneCache } from './step';

/** How often the worker rolls up what ingest marked: the reports lag the frames by about this much. */
const ROLLUP_EVERY_MS = 2_000;
/** Vehicle-days rolled up in one transaction. */
const CHUNK = 2_000;

interface Mark {
  tenant_id: number | string;
  vehicle_id: number | string;
  day: string;
  min_at: Date | string | null;
}

/**
 * Rolls up the vehicle-days ingest marked (analysis_dirty), a chunk at a time, and answers how many.
 * A chunk is taken off in a short transaction of its own (rows another worker holds are skipped),
 * so ingest marking the same days never waits on a rollup; a chunk whose rollup fails is marked
 * again, to be computed anew.
 */
export async function rollupMarked(store: TelemetryStore, zonesOf = zoneCache()): Promise<number> {
  let done = 0;
  for (;;) {
    const taken = await store.transaction((tx) =>
      tx.query<Mark>(
        `delete from analysis_dirty where (tenant_id, vehicle_id, day) in (
           select tenant_id, vehicle_id, day from analysis_dirty order by day, vehicle_id limit $1 for update skip locked)
         returning tenant_id, vehicle_id, day::text as day, min_at`,
        [CHUNK],
      ),
    );
    if (!taken.length) return done;
    const byTenant = new Map<number, { vehicleId: number; day: string; minAt?: number }[]>();
    for (const m of taken) {
      const tenantId = Number(m.tenant_id);
      let keys = byTenant.get(tenantId);
      if (!keys) byTenant.set(tenantId, (keys = []));
      keys.push({
        vehicleId: Number(m.vehicle_id),
        day: m.day,
        ...(m.min_at == null ? {} : { minAt: new Date(m.min_at).getTime() }),
      });
    }
    try {
      await store.transaction(async (tx) => {
        const zones = await zonesOf(
          tx,
          [...byTenant.keys()].sort((a, b) => a - b),
        );
        for (const [tenantId, keys] of byTenant) await rollupDays(tx, tenantId, zones.get(tenantId)!, keys);
      });
    } catch (err) {
      await store.transaction((tx) =>
        tx.query(
          `insert into analysis_dirty (tenant_id, vehicle_id, day, min_at)
           select t, v, d, null from unnest($1::int8[], $2::int8[], $3::date[]) as u(t, v, d)
           where exists (select 1 from vehicles where id = v)
           on conflict (tenant_id, vehicle_id, day) do update set min_at = null`,
          [
            taken.map((m) => Number(m.tenant_id)),
            taken.map((m) => Number(m.vehicle_id)),
            taken.map((m) => m.day),
          ],
        ),
      );
      throw err;
    }
    done += taken.length;
    if (taken.length < CHUNK) return done;
  }
}

/** The worker's rollup job (Domain.jobs): what ingest marked, every ROLLUP_EVERY_MS. */
export function analysisJobs({ ctx }: DomainDeps): () => void {
  const store = telemetryStore(ctx.database);
  const zonesOf = zoneCache();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await rollupMarked(store, zonesOf);
    } catch (err) {
      ctx.log.warn({ err: String(err) }, 'analysis rollups failed; the days stay marked');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), ROLLUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
