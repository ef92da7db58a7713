import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { users } from '../../platform/schema';
import { terminals } from '../terminal/schema';
import { vehicles } from '../vehicle/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The values of a real-time report that get typed columns (in history and in the latest state).
 * Enumerations keep the standard's codes (charge state 1-4, 254 abnormal, 255 invalid; gear
 * 0-15 with 13 R, 14 D, 15 P); a value the frame did not carry is null.
 */
const reportValues = () => ({
  vehicleStatus: smallint('vehicle_status'),
  chargeStatus: smallint('charge_status'),
  runMode: smallint('run_mode'),
  /** km/h */
  speed: real('speed'),
  /** km */
  mileage: doublePrecision('mileage'),
  /** V */
  voltage: real('voltage'),
  /** A */
  current: real('current'),
  /** % */
  soc: smallint('soc'),
  dcdc: smallint('dcdc'),
  gear: smallint('gear'),
  /** kOhm */
  insulation: integer('insulation'),
  accelerator: smallint('accelerator'),
  brake: smallint('brake'),
  positionValid: boolean('position_valid'),
  /** degrees, WGS-84 as the terminal reports it */
  lng: doublePrecision('lng'),
  lat: doublePrecision('lat'),
  alarmLevel: smallint('alarm_level'),
  alarmFlags: bigint('alarm_flags', { mode: 'number' }),
  /** V */
  maxCellVoltage: real('max_cell_voltage'),
  minCellVoltage: real('min_cell_voltage'),
  /** degrees C */
  maxTemp: smallint('max_temp'),
  minTemp: smallint('min_temp'),
});

/**
 * The latest state of each vehicle: connection (online, session, last seen) and the latest typed
 * values. Each block of the report moves only forward in data time (vehicle_at, position_at,
 * alarm_at, extremes_at, storage_at), so reissued frames never move it backwards. The rest of a
 * report (cells, probes, motors, custom blocks, ...) stays in its history row, where those times
 * point: the row stays narrow, and every report rewrites it.
 */
export const vehicleLatest = pgTable(
  'vehicle_latest',
  {
    vehicleId: ref('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tenantId: ref('tenant_id').notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    online: boolean('online').notNull().default(false),
    sessionId: varchar('session_id', { length: 36 }),
    /** time of the session event (login, logout, disconnect) that set `online` */
    stateAt: time('state_at'),
    loginAt: time('login_at'),
    logoutAt: time('logout_at'),
    lastSeenAt: time('last_seen_at'),
    edition: smallint('edition'),
    iccid: varchar('iccid', { length: 20 }),
    remoteAddr: varchar('remote_addr', { length: 64 }),
    gateway: varchar('gateway', { length: 64 }),
    /** data time of the newest report applied (dataUpdateTime) */
    frameTime: time('frame_time'),
    receivedAt: time('received_at'),
    vehicleAt: time('vehicle_at'),
    /** time of the newest valid fix (gpsTime); lng/lat keep the last valid fix */
    positionAt: time('position_at'),
    alarmAt: time('alarm_at'),
    extremesAt: time('extremes_at'),
    /** data time of the newest report with cell voltages or probe temperatures (its history row holds them) */
    storageAt: time('storage_at'),
    ...reportValues(),
    acc: boolean('acc').generatedAlwaysAs(sql`vehicle_status = 1`),
    charging: boolean('charging').generatedAlwaysAs(sql`charge_status in (1, 2)`),
  },
  // the status list's state filters: flags that change rarely, so frame updates stay HOT
  (t) => [index('vehicle_latest_tenant').on(t.tenantId, t.online, t.charging, t.acc)],
);

/**
 * One row per accepted real-time (0x02) or reissued (0x03) report. On PostgreSQL the table is
 * converted at start into one partitioned by day on frame_time (see telemetry/partitions.ts).
 * frame_key is a hash of the frame's bytes: a frame delivered twice is stored once.
 */
export const vehicleHistory = pgTable(
  'vehicle_history',
  {
    vehicleId: ref('vehicle_id').notNull(),
    frameTime: time('frame_time').notNull(),
    frameKey: bigint('frame_key', { mode: 'number' }).notNull(),
    tenantId: ref('tenant_id').notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    receivedAt: time('received_at').notNull(),
    reissue: boolean('reissue').notNull().default(false),
    edition: smallint('edition').notNull(),
    ...reportValues(),
    /**
     * The frame as it came off the wire: cells, probes, motors and every other block without a
     * typed column are read from it (telemetry/report-detail.ts). Decoding one takes about a
     * microsecond, and storing the frame costs PostgreSQL a fraction of the same values as arrays
     * and JSON.
     */
    frame: bytea('frame'),
    /** rows written before the frame was kept: the same detail as columns (see ReportDetail) */
    cellVoltages: smallint('cell_voltages').array(),
    probeTemps: smallint('probe_temps').array(),
    data: json('data').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ name: 'vehicle_history_pk', columns: [t.vehicleId, t.frameTime, t.frameKey] })],
);

/**
 * A GB alarm episode: opened by the first report with an alarm (level above 0, a general flag or
 * a fault code), merged while the alarm lasts, closed by the first report without one. At most
 * one open episode per vehicle (enforced by a partial unique index).
 */
export const alarmEpisodes = pgTable(
  'alarm_episodes',
  {
    id: id(),
    tenantId: ref('tenant_id').notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at'),
    /** data time of the newest report merged into the episode */
    lastFrameAt: time('last_frame_at').notNull(),
    highestLevel: smallint('highest_level').notNull(),
    lastLevel: smallint('last_level').notNull(),
    /** every general alarm flag seen during the episode (bit 0 least significant) */
    flags: bigint('flags', { mode: 'number' }).notNull(),
    lastFlags: bigint('last_flags', { mode: 'number' }).notNull(),
    storageFaults: bigint('storage_faults', { mode: 'number' }).array().notNull(),
    motorFaults: bigint('motor_faults', { mode: 'number' }).array().notNull(),
    engineFaults: bigint('engine_faults', { mode: 'number' }).array().notNull(),
    otherFaults: bigint('other_faults', { mode: 'number' }).array().notNull(),
    frameCount: integer('frame_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alarm_episodes_open')
      .on(t.vehicleId)
      .where(sql`ended_at is null`),
    index('alarm_episodes_vehicle').on(t.vehicleId, t.startedAt),
    index('alarm_episodes_tenant').on(t.tenantId, t.startedAt),
    // the GB alarm list by level and by a whole VIN: the page and its count (up to 10,001) read the
    // index alone; on the (tenant, started_at) index a level filter read the table for every row
    // it counted (563 ms for a 1.5 ms page at 10,000,000 rows, bench/RESULTS.md)
    index('alarm_episodes_tenant_level').on(t.tenantId, t.highestLevel, t.startedAt),
    index('alarm_episodes_tenant_vin').on(t.tenantId, t.vin, t.startedAt),
    // the GB alarm list's VIN search is "contains" (pg_trgm): at 10,000,000 alarms it read every row
    index('alarm_episodes_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
  ],
);

/** A row per terminal session: the login (ICCID, storage codes) and how it ended. */
export const vehicleLogins = pgTable(
  'vehicle_logins',
  {
    id: id(),
    sessionId: varchar('session_id', { length: 36 }).notNull().unique(),
    tenantId: ref('tenant_id').notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    terminalId: ref('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    edition: smallint('edition'),
    iccid: varchar('iccid', { length: 20 }),
    loginSerial: integer('login_serial'),
    /** terminal time of the login frame */
    loginTime: time('login_time'),
    /** when the gateway accepted it */
    loginAt: time('login_at'),
    /** 2016: storage subsystem codes; 2025: pack codes per battery management system */
    storageCodes: jsonb('storage_codes').$type<unknown>(),
    remoteAddr: varchar('remote_addr', { length: 64 }),
    gateway: varchar('gateway', { length: 64 }),
    logoutSerial: integer('logout_serial'),
    logoutTime: time('logout_time'),
    logoutAt: time('logout_at'),
    /** logout (0x04 received), timeout (idle), closed (by the terminal), replaced (a login on another connection), relogin (a new login on the same one), shutdown, lost (its gateway vanished), error */
    logoutReason: varchar('logout_reason', { length: 16 }),
    /** for `replaced`: the address of the connection whose login ended this session */
    replacedBy: varchar('replaced_by', { length: 64 }),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('vehicle_logins_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('vehicle_logins_iccid_trgm').using('gin', t.iccid.op('gin_trgm_ops')),
    index('vehicle_logins_vehicle').on(t.vehicleId, t.loginAt),
    index('vehicle_logins_tenant').on(t.tenantId, t.loginAt),
    // deleting a terminal sets its logins' terminal_id to null: without this index every deleted
    // terminal read the whole table (migration 0019)
    index('vehicle_logins_terminal_id').on(t.terminalId),
  ],
);

/**
 * Frames as they crossed the wire, for debugging and as a reissue aid: reports, logins and
 * logouts, frames the gateway rejected (with the reason), downlink commands and the terminals'
 * answers (heartbeats and routine acknowledgements are left out). Kept
 * RAW_FRAME_RETENTION_DAYS; day-partitioned on PostgreSQL.
 *
 * An accepted report's bytes are already in its history row, so its row here points there
 * (frame_time, frame_key) instead of holding them a second time: the bytes were about a quarter
 * of the WAL ingest wrote. Only when history is kept for less time than raw frames does the row keep
 * its own copy.
 */
export const rawFrames = pgTable(
  'raw_frames',
  {
    receivedAt: time('received_at').notNull(),
    vin: varchar('vin', { length: 17 }),
    vehicleId: ref('vehicle_id'),
    /** 'up' terminal to platform, 'down' platform to terminal */
    direction: varchar('direction', { length: 4 }).notNull(),
    commandId: smallint('command_id'),
    responseFlag: smallint('response_flag'),
    sessionId: varchar('session_id', { length: 36 }),
    remoteAddr: varchar('remote_addr', { length: 64 }),
    /** why the gateway rejected it, when it did */
    error: text('error'),
    /** the bytes; null for a report whose history row holds them */
    frame: bytea('frame'),
    /** an accepted report: the key of its history row (with vehicle_id) */
    frameTime: time('frame_time'),
    frameKey: bigint('frame_key', { mode: 'number' }),
  },
  // by vehicle: integer keys are far cheaper to insert into than VINs compared under a collation
  (t) => [index('raw_frames_vehicle').on(t.vehicleId, t.receivedAt)],
);

/**
 * Downlink commands (parameter query 0x80, parameter set 0x81, terminal control 0x82) and their
 * outcome. status: pending, queued, sent, succeeded, failed, timeout, offline, disconnected,
 * expired, error; status_code follows the console's remote-command result codes (0 sent,
 * 1 failed, 2 terminal timeout, 3 executing, 4 offline command queued, 5 terminal success,
 * 6 terminal failure, 7 gateway failure).
 */
export const downlinkCommands = pgTable(
  'downlink_commands',
  {
    id: id(),
    checkId: varchar('check_id', { length: 36 }).notNull().unique(),
    tenantId: ref('tenant_id').notNull(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    command: varchar('command', { length: 16 }).notNull(),
    commandId: smallint('command_id').notNull(),
    request: jsonb('request').$type<unknown>().notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    /** wait for the terminal's next login when it is offline (instead of failing at once) */
    queueIfOffline: boolean('queue_if_offline').notNull().default(false),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** a queued command not delivered by then expires */
    expiresAt: time('expires_at'),
    sentAt: time('sent_at'),
    answeredAt: time('answered_at'),
    gateway: varchar('gateway', { length: 64 }),
    responseFlag: smallint('response_flag'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
  },
  (t) => [
    index('downlink_commands_queued')
      .on(t.vehicleId, t.id)
      .where(sql`status = 'queued'`),
    index('downlink_commands_vehicle').on(t.vehicleId, t.createdAt),
    index('downlink_commands_tenant').on(t.tenantId, t.createdAt),
  ],
);
