import type { AlarmClose, AlarmMerge, LatestRow, PreparedBatch, RawRow } from './batch';
import type { SessionMessage } from './messages';
import { BinaryCopy, type BinaryType } from './binary-copy';
import { binaryType, iso, unnestColumns, unnestSelect, VALUE_COLUMNS, VALUE_KEYS } from './columns';
import { HISTORY_COLUMNS, HISTORY_TYPES, type HistoryRows } from './history-rows';
import { ensureTempTable, type Tx } from '../db/store';

/**
 * The SQL of the ingest writers. Every statement takes a whole batch as arrays (unnest), so a
 * batch costs a handful of round trips whatever its size; history and raw frames go through COPY
 * on PostgreSQL.
 */

// Room reserved per row in a COPY buffer: a buffer that has to grow copies everything written so far.
const LATEST_ROW_BYTES = 512;
// a raw row without its frame bytes, rounded up
const RAW_ROW_BYTES = 192;

/** COPY into a per-connection staging table with `columns` of `table`, emptied at commit; returns its name. */
async function copyToStage(tx: Tx, table: string, columns: readonly string[], data: Buffer): Promise<string> {
  const stage = `${table}_stage`;
  const list = columns.join(', ');
  await ensureTempTable(
    tx,
    stage,
    `create temp table if not exists ${stage} on commit delete rows as select ${list} from ${table} with no data`,
  );
  await tx.copy!(`copy ${stage} (${list}) from stdin with (format binary)`, data);
  return stage;
}

// ------------------------------------------------------------------ history

/** One row per report; a report already stored (a redelivery) is skipped. */
export async function writeHistory(tx: Tx, rows: HistoryRows): Promise<number> {
  if (rows.count === 0) return 0;
  const data = rows.binary();
  if (tx.copy && data) {
    // Straight into the table; a redelivered batch hits the primary key, and then the batch goes
    // through a staging table and an insert that skips what is already there.
    await tx.query('savepoint history_copy');
    try {
      await tx.copy(
        `copy vehicle_history (${HISTORY_COLUMNS.join(', ')}) from stdin with (format binary)`,
        data,
      );
      rows.release();
      await tx.query('release savepoint history_copy');
      return rows.count;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
      await tx.query('rollback to savepoint history_copy');
    }
    const stage = await copyToStage(tx, 'vehicle_history', HISTORY_COLUMNS, data);
    rows.release();
    const res = await tx.query<{ n: number }>(
      `with ins as (insert into vehicle_history (${HISTORY_COLUMNS.join(', ')}) select ${HISTORY_COLUMNS.join(', ')} from ${stage} on conflict do nothing returning 1) select count(*)::int as n from ins`,
    );
    return res[0]?.n ?? 0;
  }
  const res = await tx.query<{ n: number }>(
    `with ins as (insert into vehicle_history (${HISTORY_COLUMNS.join(', ')})
       ${unnestSelect(HISTORY_COLUMNS, HISTORY_TYPES)}
       on conflict do nothing returning 1) select count(*)::int as n from ins`,
    rows.columnValues(),
  );
  return res[0]?.n ?? 0;
}

// ------------------------------------------------------------------ latest state

const BLOCK_OF: Record<string, string> = {
  vehicle_status: 'vehicle_at',
  charge_status: 'vehicle_at',
  run_mode: 'vehicle_at',
  speed: 'vehicle_at',
  mileage: 'vehicle_at',
  voltage: 'vehicle_at',
  current: 'vehicle_at',
  soc: 'vehicle_at',
  dcdc: 'vehicle_at',
  gear: 'vehicle_at',
  insulation: 'vehicle_at',
  accelerator: 'vehicle_at',
  brake: 'vehicle_at',
  lng: 'position_at',
  lat: 'position_at',
  alarm_level: 'alarm_at',
  alarm_flags: 'alarm_at',
  max_cell_voltage: 'extremes_at',
  min_cell_voltage: 'extremes_at',
  max_temp: 'extremes_at',
  min_temp: 'extremes_at',
};

const NEWER = (col: string) => `excluded.${col} >= coalesce(l.${col}, '-infinity'::timestamptz)`;

const LATEST_COLUMNS = [
  'vehicle_id',
  'tenant_id',
  'vin',
  'last_seen_at',
  'frame_time',
  'received_at',
  'vehicle_at',
  'position_at',
  'alarm_at',
  'extremes_at',
  'storage_at',
  ...VALUE_COLUMNS.map((c) => c[0]),
];
const LATEST_TYPES = [
  'int8',
  'int8',
  'varchar',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  'timestamptz',
  ...VALUE_COLUMNS.map((c) => c[1]),
];

const LATEST_SETS = [
  'tenant_id = excluded.tenant_id',
  'last_seen_at = greatest(l.last_seen_at, excluded.last_seen_at)',
  `received_at = case when ${NEWER('frame_time')} then excluded.received_at else l.received_at end`,
  'frame_time = greatest(l.frame_time, excluded.frame_time)',
  ...VALUE_COLUMNS.filter(([c]) => c !== 'position_valid').map(
    ([c]) => `${c} = case when ${NEWER(BLOCK_OF[c]!)} then excluded.${c} else l.${c} end`,
  ),
  `position_valid = case when ${NEWER('frame_time')} and excluded.position_valid is not null then excluded.position_valid else l.position_valid end`,
  'vehicle_at = greatest(l.vehicle_at, excluded.vehicle_at)',
  'position_at = greatest(l.position_at, excluded.position_at)',
  'alarm_at = greatest(l.alarm_at, excluded.alarm_at)',
  'extremes_at = greatest(l.extremes_at, excluded.extremes_at)',
  'storage_at = greatest(l.storage_at, excluded.storage_at)',
];

const latestUpsert = (source: string) =>
  `insert into vehicle_latest as l (${LATEST_COLUMNS.join(', ')})
   ${source}
   on conflict (vehicle_id) do update set ${LATEST_SETS.join(',\n     ')}`;

function latestValues(r: LatestRow): unknown[] {
  const cells: unknown[] = [
    r.vehicleId,
    r.tenantId,
    r.vin,
    r.lastSeenAt,
    r.frameTime,
    r.receivedAt,
    r.vehicleAt,
    r.positionAt,
    r.alarmAt,
    r.extremesAt,
    r.storageAt,
  ];
  for (const k of VALUE_KEYS) cells.push(r.values[k]);
  return cells;
}

/**
 * Moves the latest state forward: each block (vehicle, position, alarm, extremes, storage) only to
 * a newer data time, so reissued reports never move it backwards. Rows are sorted by vehicle id,
 * which keeps the lock order the same in every worker. On PostgreSQL the rows arrive by binary
 * COPY in a staging table first.
 */
export async function writeLatest(tx: Tx, rows: LatestRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (tx.copy) {
    const copy = new BinaryCopy(LATEST_TYPES.map(binaryType), rows.length * LATEST_ROW_BYTES);
    for (const r of rows) copy.row(latestValues(r));
    const stage = await copyToStage(tx, 'vehicle_latest', LATEST_COLUMNS, copy.finish());
    copy.release();
    await tx.query(latestUpsert(`select ${LATEST_COLUMNS.join(', ')} from ${stage} order by vehicle_id`));
    return;
  }
  await tx.query(
    latestUpsert(unnestSelect(LATEST_COLUMNS, LATEST_TYPES)),
    unnestColumns(LATEST_TYPES, rows.map(latestValues)),
  );
}

// ------------------------------------------------------------------ alarm episodes

const faultArray = (col: string) =>
  `coalesce((select array_agg(distinct x order by x) from unnest(e.${col} || excluded.${col}) x), '{}'::int8[])`;

/** A GB alarm episode this batch opened (announced once the batch commits). */
export interface OpenedEpisode {
  id: number;
  tenantId: number;
  vehicleId: number;
  vin: string;
  level: number;
  startedAt: number;
}

async function mergeAlarms(tx: Tx, ops: AlarmMerge[], opened: OpenedEpisode[]): Promise<void> {
  if (ops.length === 0) return;
  const j = (list: number[]) => JSON.stringify(list);
  const rows = await tx.query<{
    id: number;
    tenant_id: number;
    vehicle_id: number;
    vin: string;
    highest_level: number;
    started_at: Date | string;
    inserted: boolean;
  }>(
    `insert into alarm_episodes as e (tenant_id, vehicle_id, vin, started_at, last_frame_at, highest_level, last_level, flags, last_flags,
        storage_faults, motor_faults, engine_faults, other_faults, frame_count)
     select u.tenant_id, u.vehicle_id, u.vin, u.started_at, u.last_at, u.highest, u.last_level, u.flags, u.last_flags,
        array(select jsonb_array_elements_text(u.sf)::int8), array(select jsonb_array_elements_text(u.mf)::int8),
        array(select jsonb_array_elements_text(u.ef)::int8), array(select jsonb_array_elements_text(u.of)::int8), u.n
     from unnest($1::int8[], $2::int8[], $3::varchar[], $4::timestamptz[], $5::timestamptz[], $6::int2[], $7::int2[], $8::int8[], $9::int8[],
        $10::jsonb[], $11::jsonb[], $12::jsonb[], $13::jsonb[], $14::int4[])
       as u(tenant_id, vehicle_id, vin, started_at, last_at, highest, last_level, flags, last_flags, sf, mf, ef, of, n)
     on conflict (vehicle_id) where ended_at is null do update set
       last_frame_at = greatest(e.last_frame_at, excluded.last_frame_at),
       highest_level = greatest(e.highest_level, excluded.highest_level),
       last_level = case when excluded.last_frame_at >= e.last_frame_at then excluded.last_level else e.last_level end,
       last_flags = case when excluded.last_frame_at >= e.last_frame_at then excluded.last_flags else e.last_flags end,
       flags = e.flags | excluded.flags,
       storage_faults = ${faultArray('storage_faults')},
       motor_faults = ${faultArray('motor_faults')},
       engine_faults = ${faultArray('engine_faults')},
       other_faults = ${faultArray('other_faults')},
       frame_count = e.frame_count + excluded.frame_count
     returning e.id, e.tenant_id, e.vehicle_id, e.vin, e.highest_level, e.started_at, (e.xmax = 0) as inserted`,
    [
      ops.map((o) => o.tenantId),
      ops.map((o) => o.vehicleId),
      ops.map((o) => o.vin),
      ops.map((o) => iso(o.startedAt)),
      ops.map((o) => iso(o.lastAt)),
      ops.map((o) => o.highestLevel),
      ops.map((o) => o.lastLevel),
      ops.map((o) => o.flags),
      ops.map((o) => o.lastFlags),
      ops.map((o) => j(o.storageFaults)),
      ops.map((o) => j(o.motorFaults)),
      ops.map((o) => j(o.engineFaults)),
      ops.map((o) => j(o.otherFaults)),
      ops.map((o) => o.count),
    ],
  );
  for (const r of rows)
    if (r.inserted)
      opened.push({
        id: Number(r.id),
        tenantId: Number(r.tenant_id),
        vehicleId: Number(r.vehicle_id),
        vin: r.vin,
        level: Number(r.highest_level),
        startedAt: new Date(r.started_at).getTime(),
      });
}

async function closeAlarms(tx: Tx, ops: AlarmClose[]): Promise<number> {
  if (ops.length === 0) return 0;
  const rows = await tx.query(
    `update alarm_episodes e set ended_at = c.at
     from unnest($1::int8[], $2::timestamptz[]) as c(vehicle_id, at)
     where e.vehicle_id = c.vehicle_id and e.ended_at is null and e.last_frame_at <= c.at
     returning e.id`,
    [ops.map((o) => o.vehicleId), ops.map((o) => iso(o.at))],
  );
  return rows.length;
}

/** Writes the batch's alarm episodes; gives those it opened. */
export async function writeAlarms(tx: Tx, rounds: PreparedBatch['alarmRounds']): Promise<OpenedEpisode[]> {
  const opened: OpenedEpisode[] = [];
  for (const round of rounds) {
    await mergeAlarms(
      tx,
      round.filter((o): o is AlarmMerge => o.op === 'merge'),
      opened,
    );
    await closeAlarms(
      tx,
      round.filter((o): o is AlarmClose => o.op === 'close'),
    );
  }
  return opened;
}

// ------------------------------------------------------------------ sessions

/**
 * Login and logout records, and online status. A session event only moves the state forward in
 * time, and ending a session takes the vehicle offline only while that session is its current one
 * (a late disconnect of an old connection does not hide a new login).
 */
export async function writeSessions(tx: Tx, rounds: SessionMessage[][]): Promise<void> {
  for (const round of rounds) {
    const logins = round.filter((s) => s.kind === 'login');
    const ends = round.filter((s) => s.kind === 'logout' || s.kind === 'offline');
    if (logins.length > 0) {
      await tx.query(
        `insert into vehicle_logins as g (session_id, tenant_id, vehicle_id, terminal_id, vin, edition, iccid, login_serial, login_time, login_at, storage_codes, remote_addr, gateway)
         select * from unnest($1::varchar[], $2::int8[], $3::int8[], $4::int8[], $5::varchar[], $6::int2[], $7::varchar[], $8::int4[], $9::timestamptz[], $10::timestamptz[], $11::jsonb[], $12::varchar[], $13::varchar[])
         on conflict (session_id) do update set terminal_id = excluded.terminal_id, edition = excluded.edition, iccid = excluded.iccid,
           login_serial = excluded.login_serial, login_time = excluded.login_time, login_at = excluded.login_at,
           storage_codes = excluded.storage_codes, remote_addr = excluded.remote_addr, gateway = excluded.gateway`,
        [
          logins.map((s) => s.sessionId),
          logins.map((s) => s.tenantId),
          logins.map((s) => s.vehicleId),
          logins.map((s) => s.terminalId ?? null),
          logins.map((s) => s.vin),
          logins.map((s) => s.edition ?? null),
          logins.map((s) => s.iccid?.slice(0, 20) ?? null),
          logins.map((s) => s.serial ?? null),
          logins.map((s) => s.time || null),
          logins.map((s) => iso(s.at)),
          logins.map((s) => JSON.stringify(s.storageCodes ?? null)),
          logins.map((s) => s.remoteAddr?.slice(0, 64) ?? null),
          logins.map((s) => s.gateway?.slice(0, 64) ?? null),
        ],
      );
    }
    if (ends.length > 0) {
      await tx.query(
        `insert into vehicle_logins as g (session_id, tenant_id, vehicle_id, vin, logout_serial, logout_time, logout_at, logout_reason, replaced_by)
         select * from unnest($1::varchar[], $2::int8[], $3::int8[], $4::varchar[], $5::int4[], $6::timestamptz[], $7::timestamptz[], $8::varchar[], $9::varchar[])
         on conflict (session_id) do update set logout_serial = coalesce(g.logout_serial, excluded.logout_serial),
           logout_time = coalesce(g.logout_time, excluded.logout_time), logout_at = coalesce(g.logout_at, excluded.logout_at),
           logout_reason = coalesce(g.logout_reason, excluded.logout_reason), replaced_by = coalesce(g.replaced_by, excluded.replaced_by)`,
        [
          ends.map((s) => s.sessionId),
          ends.map((s) => s.tenantId),
          ends.map((s) => s.vehicleId),
          ends.map((s) => s.vin),
          ends.map((s) => s.serial ?? null),
          ends.map((s) => s.time || null),
          ends.map((s) => iso(s.at)),
          ends.map((s) => s.reason ?? s.kind),
          ends.map((s) => s.replacedBy?.slice(0, 64) ?? null),
        ],
      );
    }
    await tx.query(
      `insert into vehicle_latest as l (vehicle_id, tenant_id, vin, online, session_id, state_at, login_at, logout_at, last_seen_at, edition, iccid, remote_addr, gateway)
       select u.vehicle_id, u.tenant_id, u.vin, u.kind = 'login', case when u.kind = 'seen' then null else u.session_id end,
         case when u.kind = 'seen' then null else u.at end,
         case when u.kind = 'login' then u.at end, case when u.kind in ('logout', 'offline') then u.at end, u.at,
         u.edition, u.iccid, u.remote_addr, u.gateway
       from unnest($1::int8[], $2::int8[], $3::varchar[], $4::varchar[], $5::varchar[], $6::timestamptz[], $7::int2[], $8::varchar[], $9::varchar[], $10::varchar[])
         as u(vehicle_id, tenant_id, vin, kind, session_id, at, edition, iccid, remote_addr, gateway)
       on conflict (vehicle_id) do update set
         online = case
           when excluded.state_at is null or excluded.state_at < coalesce(l.state_at, '-infinity'::timestamptz) then l.online
           when excluded.online then true
           when l.session_id is null or l.session_id = excluded.session_id then false
           else l.online end,
         session_id = case when excluded.login_at is not null and ${NEWER('state_at')} then excluded.session_id else l.session_id end,
         state_at = case
           when excluded.state_at is null then l.state_at
           when excluded.login_at is not null or l.session_id is null or l.session_id = excluded.session_id then greatest(l.state_at, excluded.state_at)
           else l.state_at end,
         login_at = greatest(l.login_at, excluded.login_at),
         logout_at = greatest(l.logout_at, excluded.logout_at),
         last_seen_at = greatest(l.last_seen_at, excluded.last_seen_at),
         edition = case when excluded.login_at is not null and ${NEWER('login_at')} then excluded.edition else l.edition end,
         iccid = case when excluded.login_at is not null and ${NEWER('login_at')} then excluded.iccid else l.iccid end,
         remote_addr = case when excluded.login_at is not null and ${NEWER('login_at')} then excluded.remote_addr else l.remote_addr end,
         gateway = case when excluded.login_at is not null and ${NEWER('login_at')} then excluded.gateway else l.gateway end`,
      [
        round.map((s) => s.vehicleId),
        round.map((s) => s.tenantId),
        round.map((s) => s.vin),
        round.map((s) => s.kind),
        round.map((s) => s.sessionId),
        round.map((s) => iso(s.at)),
        round.map((s) => (s.kind === 'login' ? (s.edition ?? null) : null)),
        round.map((s) => (s.kind === 'login' ? (s.iccid?.slice(0, 20) ?? null) : null)),
        round.map((s) => (s.kind === 'login' ? (s.remoteAddr?.slice(0, 64) ?? null) : null)),
        round.map((s) => (s.kind === 'login' ? (s.gateway?.slice(0, 64) ?? null) : null)),
      ],
    );
  }
}

// ------------------------------------------------------------------ raw frames

const RAW_COLUMNS = [
  'received_at',
  'vin',
  'vehicle_id',
  'direction',
  'command_id',
  'response_flag',
  'session_id',
  'remote_addr',
  'error',
  'frame',
  'frame_time',
  'frame_key',
];
const RAW_TYPES: BinaryType[] = [
  'timestamptz',
  'text',
  'int8',
  'text',
  'int2',
  'int2',
  'text',
  'text',
  'text',
  'bytea',
  'timestamptz',
  'int8',
];

const rawValues = (r: RawRow): unknown[] => [
  r.receivedAt,
  r.vin?.slice(0, 17) ?? null,
  r.vehicleId,
  r.direction,
  r.commandId,
  r.responseFlag,
  r.sessionId,
  r.remoteAddr?.slice(0, 64) ?? null,
  r.error,
  r.bytes,
  r.frameTime,
  r.frameKey,
];

export async function writeRaw(tx: Tx, rows: RawRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (tx.copy) {
    let size = 0;
    for (const r of rows) size += RAW_ROW_BYTES + (r.bytes?.length ?? 0);
    const copy = new BinaryCopy(RAW_TYPES, size);
    for (const r of rows) copy.row(rawValues(r));
    await tx.copy(
      `copy raw_frames (${RAW_COLUMNS.join(', ')}) from stdin with (format binary)`,
      copy.finish(),
    );
    copy.release();
    return;
  }
  await tx.query(
    `insert into raw_frames (${RAW_COLUMNS.join(', ')}) ${unnestSelect(RAW_COLUMNS, RAW_TYPES)}`,
    unnestColumns(RAW_TYPES, rows.map(rawValues)),
  );
}
