import type { TelemetryStore, Tx } from '../../db/store';

/**
 * Day partitions for the time-series tables on PostgreSQL.
 *
 * drizzle cannot declare a partitioned table, so the migrations create plain tables (which is
 * what PGlite keeps). On PostgreSQL, preparePartitions() runs after the migrations and converts
 * each of them, once, into a table partitioned by range on its time column, with one partition
 * per Beijing day and a default partition for stray times (terminals with a wrong clock). It is
 * idempotent and takes an advisory lock, so every process may call it at start. The maintenance
 * run (hourly, from the ingest worker) creates partitions ahead and drops those past retention;
 * on PGlite it deletes old rows instead.
 */
export interface PartitionedTable {
  table: string;
  column: string;
  primaryKey?: { name: string; columns: string[] };
  indexes: { name: string; columns: string[] }[];
  retention: 'history' | 'raw';
}

export const PARTITIONED_TABLES: readonly PartitionedTable[] = [
  {
    table: 'vehicle_history',
    column: 'frame_time',
    primaryKey: { name: 'vehicle_history_pk', columns: ['vehicle_id', 'frame_time', 'frame_key'] },
    indexes: [],
    retention: 'history',
  },
  {
    table: 'raw_frames',
    column: 'received_at',
    indexes: [{ name: 'raw_frames_vehicle', columns: ['vehicle_id', 'received_at'] }],
    retention: 'raw',
  },
];

export interface RetentionSettings {
  /** 0 keeps history forever */
  historyDays: number;
  /** 0 keeps no raw frames */
  rawDays: number;
}

const LOCK = 'select pg_advisory_xact_lock(hashtext($1))';
const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3600_000;
/** days created ahead of today */
const AHEAD = 3;

/** The Beijing calendar day of an instant, as ms of its midnight (Beijing) in UTC. */
function beijingDay(ms: number): number {
  return Math.floor((ms + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS;
}

function dayName(table: string, dayStart: number): string {
  const d = new Date(dayStart + BEIJING_MS);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${table}_p${ymd}`;
}

function dayFromName(table: string, name: string): number | null {
  const m = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) - BEIJING_MS;
}

const ts = (ms: number) => `'${new Date(ms).toISOString()}'`;

async function relkind(tx: Tx, table: string): Promise<string | null> {
  const rows = await tx.query<{ relkind: string }>(
    `select c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relname = $1`,
    [table],
  );
  return rows[0]?.relkind ?? null;
}

async function partitions(tx: Tx, table: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
     join pg_namespace n on n.oid = p.relnamespace where n.nspname = current_schema() and p.relname = $1`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** Creates the day partition starting at dayStart, moving rows out of the default partition first. */
async function ensureDay(
  tx: Tx,
  spec: PartitionedTable,
  dayStart: number,
  existing: Set<string>,
): Promise<void> {
  const name = dayName(spec.table, dayStart);
  if (existing.has(name)) return;
  const lo = ts(dayStart);
  const hi = ts(dayStart + DAY_MS);
  const def = `${spec.table}_default`;
  const stray = await tx.query(
    `select 1 from ${def} where ${spec.column} >= ${lo} and ${spec.column} < ${hi} limit 1`,
  );
  if (stray.length === 0) {
    await tx.query(`create table ${name} partition of ${spec.table} for values from (${lo}) to (${hi})`);
  } else {
    await tx.query(`create table ${name} (like ${spec.table} including defaults)`);
    await tx.query(
      `insert into ${name} select * from ${def} where ${spec.column} >= ${lo} and ${spec.column} < ${hi}`,
    );
    await tx.query(`delete from ${def} where ${spec.column} >= ${lo} and ${spec.column} < ${hi}`);
    await tx.query(`alter table ${spec.table} attach partition ${name} for values from (${lo}) to (${hi})`);
  }
  existing.add(name);
}

/** Converts a plain table into a day-partitioned one, keeping its rows, names of keys and indexes. */
async function convert(tx: Tx, spec: PartitionedTable, now: number, keepDays: number): Promise<void> {
  const old = `${spec.table}_unpartitioned`;
  await tx.query(`alter table ${spec.table} rename to ${old}`);
  if (spec.primaryKey)
    await tx.query(
      `alter table ${old} rename constraint ${spec.primaryKey.name} to ${spec.primaryKey.name}_old`,
    );
  for (const ix of spec.indexes) await tx.query(`alter index ${ix.name} rename to ${ix.name}_old`);
  await tx.query(
    `create table ${spec.table} (like ${old} including defaults including constraints) partition by range (${spec.column})`,
  );
  if (spec.primaryKey)
    await tx.query(
      `alter table ${spec.table} add constraint ${spec.primaryKey.name} primary key (${spec.primaryKey.columns.join(', ')})`,
    );
  for (const ix of spec.indexes)
    await tx.query(`create index ${ix.name} on ${spec.table} (${ix.columns.join(', ')})`);
  await tx.query(`create table ${spec.table}_default partition of ${spec.table} default`);
  const existing = new Set<string>();
  const range = await tx.query<{ lo: Date | null; hi: Date | null }>(
    `select min(${spec.column}) as lo, max(${spec.column}) as hi from ${old}`,
  );
  const today = beijingDay(now);
  let first = today - DAY_MS;
  let last = today + AHEAD * DAY_MS;
  const lo = range[0]?.lo ? new Date(range[0].lo).getTime() : null;
  const hi = range[0]?.hi ? new Date(range[0].hi).getTime() : null;
  const floor = keepDays > 0 ? today - keepDays * DAY_MS : today - 400 * DAY_MS;
  if (lo !== null) first = Math.max(floor, Math.min(first, beijingDay(lo)));
  if (hi !== null) last = Math.min(today + 30 * DAY_MS, Math.max(last, beijingDay(hi)));
  for (let d = first; d <= last; d += DAY_MS) await ensureDay(tx, spec, d, existing);
  await tx.query(`insert into ${spec.table} select * from ${old}`);
  await tx.query(`drop table ${old}`);
}

function keepDays(spec: PartitionedTable, r: RetentionSettings): number {
  return spec.retention === 'history' ? r.historyDays : r.rawDays;
}

/** PostgreSQL: converts the time-series tables to day partitions (once) and creates days ahead. */
export async function preparePartitions(
  store: TelemetryStore,
  retention: RetentionSettings,
  now = Date.now(),
): Promise<void> {
  if (store.kind !== 'postgres') return;
  for (const spec of PARTITIONED_TABLES) {
    await store.transaction(async (tx) => {
      await tx.query(LOCK, [`chelian_partitions_${spec.table}`]);
      const kind = await relkind(tx, spec.table);
      if (kind === 'r') await convert(tx, spec, now, keepDays(spec, retention));
      else if (kind === 'p') {
        const existing = new Set(await partitions(tx, spec.table));
        const today = beijingDay(now);
        for (let d = today - DAY_MS; d <= today + AHEAD * DAY_MS; d += DAY_MS)
          await ensureDay(tx, spec, d, existing);
      }
    });
  }
}

/**
 * Retention and upkeep: on PostgreSQL creates partitions ahead and drops day partitions past
 * retention (and old rows of the default partition); on PGlite deletes old rows.
 */
export async function maintainPartitions(
  store: TelemetryStore,
  retention: RetentionSettings,
  now = Date.now(),
): Promise<{ dropped: string[]; deleted: number }> {
  const dropped: string[] = [];
  let deleted = 0;
  if (store.kind === 'postgres') await preparePartitions(store, retention, now);
  for (const spec of PARTITIONED_TABLES) {
    const days = keepDays(spec, retention);
    if (days === 0 && spec.retention === 'history') continue;
    const cutoff = days === 0 ? now : beijingDay(now) - days * DAY_MS;
    if (store.kind === 'postgres') {
      await store.transaction(async (tx) => {
        await tx.query(LOCK, [`chelian_partitions_${spec.table}`]);
        if ((await relkind(tx, spec.table)) !== 'p') return;
        for (const name of await partitions(tx, spec.table)) {
          const day = dayFromName(spec.table, name);
          if (day !== null && day + DAY_MS <= cutoff) {
            await tx.query(`drop table ${name}`);
            dropped.push(name);
          }
        }
        const res = await tx.query(
          `with d as (delete from ${spec.table}_default where ${spec.column} < ${ts(cutoff)} returning 1) select count(*)::int as n from d`,
        );
        deleted += Number((res[0] as { n?: number } | undefined)?.n ?? 0);
      });
    } else {
      const res = await store.query<{ n: number }>(
        `with d as (delete from ${spec.table} where ${spec.column} < ${ts(cutoff)} returning 1) select count(*)::int as n from d`,
      );
      deleted += Number(res[0]?.n ?? 0);
    }
  }
  return { dropped, deleted };
}
