import type { ServerContext } from '../platform/context';
import { telemetryStore } from '../db/store';
import { sumGroups } from '../domains/analysis';
import { tenantTimeZone, zonedTime } from '../platform/time-zone';

/** Days before today the demo fleet's statistics start with. */
const BACKFILL_DAYS = 14;

/**
 * The demo fleet has no history before its first start, so its statistics would begin today:
 * day rows of the last two weeks are filled in for the demo vehicles (values varying with vehicle
 * and day, in the ranges the simulated fleet reports: 50-250 km and a charge most days), where no
 * row exists yet; live ingest keeps today and later days from the reports. Idempotent.
 */
export async function seedAnalysisDemo(
  ctx: Pick<ServerContext, 'database'>,
  vins: readonly string[],
): Promise<void> {
  if (!vins.length) return;
  const store = telemetryStore(ctx.database);
  const [vehicle] = await store.query<{ tenant_id: number }>(
    'select tenant_id from vehicles where vin = $1',
    [vins[0]],
  );
  if (!vehicle) return;
  const tenantId = Number(vehicle.tenant_id);
  const zone = await tenantTimeZone(ctx.database.db, tenantId);
  const today = zonedTime(Date.now(), zone).slice(0, 10);
  await store.transaction(async (tx) => {
    const added = await tx.query<{ day: string }>(
      `insert into analysis_daily (tenant_id, vehicle_id, day, vehicle_model_id, org_id, reports, no_position, mileage,
         drive_seconds, charge_count, charge_seconds, charged_soc, online_seconds, sleep_count, sleep_seconds,
         alarm_count, alarm_level1, alarm_level2, alarm_level3, first_at, last_at)
       select $1, v.id, d.day, v.vehicle_model_id, v.org_id, 2000 + h % 4000, case when h % 5 = 0 then h % 30 else 0 end,
         50 + (h % 2000) / 10.0, 3600 + (h % 2000) * 9, (h % 4 <> 0)::int, (h % 4 <> 0)::int * (2400 + h % 5400),
         (h % 4 <> 0)::int * (25 + h % 50), 28800 + h % 28800, h % 3, (h % 3) * (1800 + h % 5400),
         (h % 7 = 0)::int + (h % 11 = 0)::int, (h % 7 = 0)::int, (h % 11 = 0)::int, 0,
         (d.day + time '06:30') at time zone $4,
         (d.day + time '21:30') at time zone $4
       from vehicles v
       cross join generate_series($3::date - $5::int, $3::date - 1, interval '1 day') as g(at)
       cross join lateral (select g.at::date as day, abs(hashint8(v.id * 1000 + extract(doy from g.at)::bigint)) as h) d
       where v.tenant_id = $1 and v.vin = any($2::varchar[])
       on conflict (tenant_id, vehicle_id, day) do nothing
       returning day::text as day`,
      [tenantId, vins, today, zone, BACKFILL_DAYS],
    );
    for (const day of new Set(added.map((r) => r.day))) await sumGroups(tx, tenantId, day);
  });
}
