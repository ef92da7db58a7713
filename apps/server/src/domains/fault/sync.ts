import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Brings a tenant's fault detail in step with its GB alarm episodes: one row per code of each
 * fault list an episode holds (ingest merges into the open episode every code its frames carry),
 * with the episode's start, latest frame and end. An episode whose rows already carry its end is
 * done and is not read again; an open one is re-read until it closes. Handling columns are never
 * touched here.
 */
export async function syncFaultRecords(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`
    insert into fault_records as r (tenant_id, vehicle_id, vin, episode_id, category, code, first_at, last_at, ended_at)
    select e.tenant_id, e.vehicle_id, e.vin, e.id, c.category,
      upper(lpad(to_hex(c.value), 8, '0')), e.started_at, e.last_frame_at, e.ended_at
    from alarm_episodes e
    cross join lateral (
      select 'STORAGE' as category, x as value from unnest(e.storage_faults) x
      union all select 'MOTOR', x from unnest(e.motor_faults) x
      union all select 'ENGINE', x from unnest(e.engine_faults) x
      union all select 'OTHER', x from unnest(e.other_faults) x
    ) c
    where e.tenant_id = ${tenantId}
      and c.value between 0 and 4294967295
      and (cardinality(e.storage_faults) + cardinality(e.motor_faults) + cardinality(e.engine_faults) + cardinality(e.other_faults)) > 0
      and not exists (select 1 from fault_records d where d.episode_id = e.id and d.ended_at is not null)
    on conflict (episode_id, category, code) do update set
      last_at = excluded.last_at, ended_at = excluded.ended_at
    where r.last_at is distinct from excluded.last_at or r.ended_at is distinct from excluded.ended_at`);
}
