import {
  decode,
  type Alarm,
  type Frame,
  type Login2016Body,
  type Login2025Body,
  type LogoutBody,
} from '@chelian/gb32960';
import { HistoryRows, type ReportOrigin } from './history-rows';
import type { FrameMessage, IngestMessage, RawMessage, SessionMessage } from './messages';
import { alarmActive, readReport, type ReadReport, type Report, type ReportValues } from './report';
import type { MetricValues, RaisedAlarm } from '../domains/alarm';

/**
 * A report as a batch keeps it once its history row is encoded: what alarm episodes and metrics
 * need, nothing of its cells or JSON.
 */
export interface ReportPoint extends ReportOrigin {
  timeMs: number;
  /** the alarm block, of real-time reports only (reissued ones neither open nor close episodes) */
  alarm: Alarm | undefined;
  /** the values the alarm rules read (only while there are rules to read them) */
  metrics: MetricValues | null;
  /** the valid fix the fences read (likewise) */
  fix: { lng: number; lat: number } | null;
}

/** The latest state of one vehicle as this batch moves it (each block from its newest report). */
export interface LatestRow {
  vehicleId: number;
  tenantId: number;
  vin: string;
  lastSeenAt: number;
  frameTime: number;
  receivedAt: number;
  vehicleAt: number | null;
  positionAt: number | null;
  alarmAt: number | null;
  extremesAt: number | null;
  storageAt: number | null;
  values: ReportValues;
  /** data time of the newest report with a position block (valid or not) */
  fixAt: number | null;
}

export interface AlarmMerge {
  op: 'merge';
  vehicleId: number;
  tenantId: number;
  vin: string;
  startedAt: number;
  lastAt: number;
  highestLevel: number;
  lastLevel: number;
  flags: number;
  lastFlags: number;
  storageFaults: number[];
  motorFaults: number[];
  engineFaults: number[];
  otherFaults: number[];
  count: number;
}
export interface AlarmClose {
  op: 'close';
  vehicleId: number;
  at: number;
}
export type AlarmOp = AlarmMerge | AlarmClose;

export interface RawRow {
  receivedAt: number;
  vin: string | null;
  vehicleId: number | null;
  direction: 'up' | 'down';
  commandId: number | null;
  responseFlag: number | null;
  sessionId: string | null;
  remoteAddr: string | null;
  error: string | null;
  /** null for an accepted report when its history row holds the bytes */
  bytes: Uint8Array | null;
  /** an accepted report: the data time and key of its history row */
  frameTime: number | null;
  frameKey: number | null;
}

export interface PreparedBatch {
  history: HistoryRows;
  /** the batch's readable reports, sorted by vehicle, time and key */
  reports: ReportPoint[];
  latest: LatestRow[];
  /** alarm operations in rounds: a vehicle appears at most once per round */
  alarmRounds: AlarmOp[][];
  /** session events in rounds: a vehicle appears at most once per round */
  sessionRounds: SessionMessage[][];
  raw: RawRow[];
  /** frames that could not be read (kept in raw_frames with the error) */
  unreadable: number;
  /** alarms the batch raised (GB episodes opened, rules crossed): announced once it commits */
  raised: RaisedAlarm[];
  /** what the ingest steps do once the batch commits (ingest/step.ts) */
  afterCommit: (() => void)[];
}

const LATEST_KEYS = [
  'vehicleStatus',
  'chargeStatus',
  'runMode',
  'speed',
  'mileage',
  'voltage',
  'current',
  'soc',
  'dcdc',
  'gear',
  'insulation',
  'accelerator',
  'brake',
] as const;

/** The report of a frame message, decoded and flattened. */
function readOf(m: FrameMessage): ReadReport | null {
  const r = decode(m.bytes);
  try {
    return r.ok ? readReport(r.frame) : null;
  } catch {
    return null;
  }
}

function rawOf(
  m: FrameMessage | SessionMessage | RawMessage,
  at: number,
  error: string | null = null,
): RawRow {
  const b = m.bytes!;
  return {
    receivedAt: at,
    vin: m.kind === 'raw' ? (m.vin ?? null) : m.vin,
    vehicleId: m.kind === 'raw' ? (m.vehicleId ?? null) : m.vehicleId,
    direction: m.kind === 'raw' ? m.direction : 'up',
    commandId: b.length > 2 ? b[2]! : null,
    responseFlag: b.length > 3 ? b[3]! : null,
    sessionId: m.sessionId ?? null,
    remoteAddr: m.kind === 'frame' ? null : (m.remoteAddr ?? null),
    error: m.kind === 'raw' ? (m.error ?? error) : error,
    bytes: b,
    frameTime: null,
    frameKey: null,
  };
}

export interface PrepareOptions {
  /** keep frames in raw_frames at all */
  keepRaw: boolean;
  /** an accepted report's raw row keeps its own bytes (history is kept for less time) instead of pointing to its history row */
  reportBytesInRaw: boolean;
  /** rows for COPY (PostgreSQL) rather than for insert parameters */
  binary: boolean;
  /** keep each report's values for the alarm rules */
  metrics?: boolean;
}

/** The raw row of an accepted report: a pointer to its history row, or the bytes as well. */
function reportRaw(m: FrameMessage, timeMs: number, withBytes: boolean): RawRow {
  const row = rawOf(m, m.receivedAt);
  row.frameTime = timeMs;
  row.frameKey = m.key;
  if (!withBytes) row.bytes = null;
  return row;
}

/**
 * Turns a batch of messages into rows for the writers (no database access). Each report is read,
 * encoded into its history row and merged into its vehicle's latest state at once, so that only
 * small points outlive it.
 */
export function prepareBatch(messages: IngestMessage[], options: PrepareOptions): PreparedBatch {
  const { keepRaw, reportBytesInRaw } = options;
  const history = new HistoryRows(options.binary, messages.length);
  const reports: ReportPoint[] = [];
  const latest = new Map<number, LatestRow>();
  const raw: RawRow[] = [];
  const sessions: SessionMessage[] = [];
  let unreadable = 0;
  for (const m of messages) {
    if (m.kind === 'frame') {
      const read = readOf(m);
      if (!read) {
        unreadable++;
        raw.push(rawOf(m, m.receivedAt, 'not a readable real-time report'));
        continue;
      }
      const rep = read.report;
      if (keepRaw) raw.push(reportRaw(m, rep.timeMs, reportBytesInRaw));
      const point: ReportPoint = {
        vehicleId: m.vehicleId,
        tenantId: m.tenantId,
        vin: m.vin,
        key: m.key,
        receivedAt: m.receivedAt,
        reissue: read.reissue,
        edition: read.edition,
        timeMs: rep.timeMs,
        alarm: read.reissue ? undefined : rep.alarm,
        metrics: options.metrics ? metricsOf(rep) : null,
        fix: options.metrics ? fixOf(rep) : null,
      };
      history.add(point, rep, m.bytes);
      mergeLatest(latest, point, rep);
      reports.push(point);
    } else if (m.kind === 'raw') {
      if (keepRaw) raw.push(rawOf(m, m.at));
    } else {
      sessions.push(m);
      if (keepRaw && m.bytes && m.bytes.length > 0) raw.push(rawOf(m, m.at));
    }
  }
  reports.sort((a, b) => a.vehicleId - b.vehicleId || a.timeMs - b.timeMs || a.key - b.key);
  const latestRows = [...latest.values()].sort((a, b) => a.vehicleId - b.vehicleId);
  for (const row of latestRows) {
    if (row.positionAt === null) {
      row.values.lng = null;
      row.values.lat = null;
    }
  }
  return {
    history,
    reports,
    latest: latestRows,
    alarmRounds: rounds(alarmOps(reports), (op) => op.vehicleId),
    sessionRounds: rounds(
      sessions.sort((a, b) => a.vehicleId - b.vehicleId || a.at - b.at),
      (s) => s.vehicleId,
    ),
    raw,
    unreadable,
    raised: [],
    afterCommit: [],
  };
}

const spread = (max: number | null, min: number | null) =>
  max === null || min === null ? null : Math.round((max - min) * 1000) / 1000;

/** A report's position when the terminal marks it valid. */
function fixOf(rep: Report): { lng: number; lat: number } | null {
  const v = rep.values;
  return v.positionValid && v.lng !== null && v.lat !== null ? { lng: v.lng, lat: v.lat } : null;
}

/** The values a report gives the alarm rules. */
function metricsOf(rep: Report): MetricValues {
  const v = rep.values;
  return {
    speed: v.speed,
    soc: v.soc,
    maxCellVoltage: v.maxCellVoltage,
    minCellVoltage: v.minCellVoltage,
    cellVoltageSpread: spread(v.maxCellVoltage, v.minCellVoltage),
    maxTemp: v.maxTemp,
    tempSpread: spread(v.maxTemp, v.minTemp),
    insulation: v.insulation,
    voltage: v.voltage,
    current: v.current,
    motorTemp: rep.motorTemp,
    motorControllerTemp: rep.motorControllerTemp,
  };
}

/** Splits a list sorted by vehicle into rounds where each vehicle appears once (in order). */
function rounds<T>(list: T[], vehicleOf: (t: T) => number): T[][] {
  const out: T[][] = [];
  let prev = NaN;
  let depth = 0;
  for (const item of list) {
    const v = vehicleOf(item);
    depth = v === prev ? depth + 1 : 0;
    prev = v;
    (out[depth] ??= []).push(item);
  }
  return out;
}

/** Newer in data time than what a latest-state block holds (a tie goes to the report read last). */
const newer = (t: number, at: number | null) => at === null || t >= at;

/**
 * Moves a vehicle's latest row by one report, in whatever order the batch brings them: each block
 * (vehicle, position, alarm, extremes) comes from the newest report that carried it, and storageAt
 * points at the newest one with cells or probes.
 */
function mergeLatest(rows: Map<number, LatestRow>, p: ReportPoint, rep: Report): void {
  const t = rep.timeMs;
  let row = rows.get(p.vehicleId);
  if (!row) {
    row = {
      vehicleId: p.vehicleId,
      tenantId: p.tenantId,
      vin: p.vin,
      lastSeenAt: p.receivedAt,
      frameTime: t,
      receivedAt: p.receivedAt,
      vehicleAt: null,
      positionAt: null,
      alarmAt: null,
      extremesAt: null,
      storageAt: null,
      values: { ...rep.values },
      fixAt: null,
    };
    rows.set(p.vehicleId, row);
  }
  const v = row.values;
  const x = rep.values;
  if (p.receivedAt > row.lastSeenAt) row.lastSeenAt = p.receivedAt;
  if (t >= row.frameTime) {
    row.frameTime = t;
    row.receivedAt = p.receivedAt;
  }
  if (rep.hasVehicle && newer(t, row.vehicleAt)) {
    row.vehicleAt = t;
    for (const k of LATEST_KEYS) (v as unknown as Record<string, unknown>)[k] = x[k];
  }
  if (rep.hasPosition) {
    if (newer(t, row.fixAt)) {
      row.fixAt = t;
      v.positionValid = x.positionValid;
    }
    if (x.positionValid && newer(t, row.positionAt)) {
      row.positionAt = t;
      v.lng = x.lng;
      v.lat = x.lat;
    }
  }
  if (rep.hasAlarm && newer(t, row.alarmAt)) {
    row.alarmAt = t;
    v.alarmLevel = x.alarmLevel;
    v.alarmFlags = x.alarmFlags;
  }
  if (rep.hasExtremes && newer(t, row.extremesAt)) {
    row.extremesAt = t;
    v.maxCellVoltage = x.maxCellVoltage;
    v.minCellVoltage = x.minCellVoltage;
    v.maxTemp = x.maxTemp;
    v.minTemp = x.minTemp;
  }
  if (rep.hasStorage && newer(t, row.storageAt)) row.storageAt = t;
}

function union(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  const s = new Set(a);
  for (const x of b) s.add(x);
  return [...s].sort((p, q) => p - q);
}

/**
 * Alarm transitions from real-time reports (reissued ones are late by definition and do not open
 * or close episodes): runs of reports with an alarm become one merge, the first report without
 * one closes. `reports` is sorted by vehicle and time.
 */
function alarmOps(reports: ReportPoint[]): AlarmOp[] {
  const ops: AlarmOp[] = [];
  let current: AlarmMerge | null = null;
  let closed = false;
  let vehicle = NaN;
  for (const r of reports) {
    const a = r.alarm;
    if (!a) continue;
    if (r.vehicleId !== vehicle) {
      vehicle = r.vehicleId;
      current = null;
      closed = false;
    }
    const at = r.timeMs;
    if (alarmActive(a)) {
      const level = a.level ?? 0;
      const flags = a.flags >>> 0;
      if (!current) {
        current = {
          op: 'merge',
          vehicleId: r.vehicleId,
          tenantId: r.tenantId,
          vin: r.vin,
          startedAt: at,
          lastAt: at,
          highestLevel: level,
          lastLevel: level,
          flags,
          lastFlags: flags,
          storageFaults: [...a.storageFaults],
          motorFaults: [...a.motorFaults],
          engineFaults: [...a.engineFaults],
          otherFaults: [...a.otherFaults],
          count: 1,
        };
        ops.push(current);
      } else {
        current.lastAt = at;
        current.highestLevel = Math.max(current.highestLevel, level);
        current.lastLevel = level;
        current.flags = (current.flags | flags) >>> 0;
        current.lastFlags = flags;
        current.storageFaults = union(current.storageFaults, a.storageFaults);
        current.motorFaults = union(current.motorFaults, a.motorFaults);
        current.engineFaults = union(current.engineFaults, a.engineFaults);
        current.otherFaults = union(current.otherFaults, a.otherFaults);
        current.count++;
      }
      closed = false;
    } else if (current || !closed) {
      ops.push({ op: 'close', vehicleId: r.vehicleId, at });
      current = null;
      closed = true;
    }
  }
  return ops;
}

/** Login body fields for the records. */
export function loginDetails(
  frame: Frame,
): { iccid: string; serial: number; time: string; storageCodes: unknown } | null {
  const body = frame.body as Partial<Login2016Body & Login2025Body>;
  if (typeof body.iccid !== 'string') return null;
  return {
    iccid: body.iccid.replace(/\0+$/, '').trim(),
    serial: body.serial ?? 0,
    time: body.time ?? '',
    storageCodes: body.codes ?? body.systems?.map((s) => s.packCodes) ?? [],
  };
}

export function logoutDetails(frame: Frame): { serial: number; time: string } | null {
  const body = frame.body as Partial<LogoutBody>;
  return typeof body.serial === 'number' && typeof body.time === 'string'
    ? { serial: body.serial, time: body.time }
    : null;
}
