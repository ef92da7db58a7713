import type { TelemetryStore } from '../../ingest/store';

/** Room left free on each page of vehicle_latest, in percent. */
const LATEST_FILLFACTOR = 50;

/**
 * Storage settings drizzle cannot declare, set at start on PostgreSQL (once; every process may
 * call it).
 *
 * vehicle_latest: every batch rewrites the row of each vehicle that reported, and its rows are
 * wide (cells, probes, the rest as jsonb), so a full page leaves no room for the new version. With
 * half of each page free the new version stays on its page (a HOT update): no new index entries,
 * and the old version is pruned in place instead of waiting for vacuum.
 */
export async function prepareTelemetryStorage(store: TelemetryStore): Promise<void> {
  if (store.kind !== 'postgres') return;
  const [row] = await store.query<{ options: string[] | null }>(`select reloptions as options from pg_class where oid = 'vehicle_latest'::regclass`);
  if (row?.options?.includes(`fillfactor=${LATEST_FILLFACTOR}`)) return;
  await store.query(`alter table vehicle_latest set (fillfactor = ${LATEST_FILLFACTOR})`);
}
