import type { DomainDeps } from '../../engine/domain';
import { telemetryStore, type TelemetryStore } from '../../db/store';
import { rollupDays, type MarkedDay } from './rollup';
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
  min_key: number | string | null;
  until_at: Date | string | null;
  until_key: number | string | null;
}

/**
 * The vehicle's last report stored when its mark is taken, read in the same statement (one
 * snapshot: every report stored by then was marked, and the rollup counts up to it): the latest
 * state's data time (the greatest of every stored report's) and the largest history key at that
 * time. One index lookup each; the last row of the day by an ordered scan sorted every row of the
 * vehicle's day instead, the empty partitions ahead having no order to merge.
 */
const LATEST_AT =
  '(select l.frame_time from vehicle_latest l where l.vehicle_id = analysis_dirty.vehicle_id)';
const LATEST_KEY = `(select max(x.frame_key) from vehicle_history x
  where x.vehicle_id = analysis_dirty.vehicle_id and x.frame_time = ${LATEST_AT})`;

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
         returning tenant_id, vehicle_id, day::text as day, min_at, min_key,
           ${LATEST_AT} as until_at, ${LATEST_KEY} as until_key`,
        [CHUNK],
      ),
    );
    if (!taken.length) return done;
    const byTenant = new Map<number, MarkedDay[]>();
    for (const m of taken) {
      const tenantId = Number(m.tenant_id);
      let keys = byTenant.get(tenantId);
      if (!keys) byTenant.set(tenantId, (keys = []));
      keys.push({
        vehicleId: Number(m.vehicle_id),
        day: m.day,
        ...(m.min_at == null ? {} : { minAt: new Date(m.min_at).getTime() }),
        ...(m.min_key == null ? {} : { minKey: Number(m.min_key) }),
        ...(m.until_at == null || m.until_key == null
          ? {}
          : { until: { at: new Date(m.until_at).getTime(), key: Number(m.until_key) } }),
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
