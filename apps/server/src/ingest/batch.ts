import { decode, type Frame, type Login2016Body, type Login2025Body, type LogoutBody } from '@chelian/gb32960';
import type { FrameMessage, IngestMessage, RawMessage, ReadReport, SessionMessage } from './messages';
import { alarmActive, readReport, type Report, type ReportValues } from './report';

/** A report ready for the writers. */
export interface ReportRow {
  vehicleId: number;
  tenantId: number;
  vin: string;
  key: number;
  receivedAt: number;
  reissue: boolean;
  edition: number;
  report: Report;
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
  cellVoltages: (number | null)[] | null;
  probeTemps: (number | null)[] | null;
  data: Record<string, unknown>;
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
  bytes: Uint8Array;
}

export interface PreparedBatch {
  reports: ReportRow[];
  latest: LatestRow[];
  /** alarm operations in rounds: a vehicle appears at most once per round */
  alarmRounds: AlarmOp[][];
  /** session events in rounds: a vehicle appears at most once per round */
  sessionRounds: SessionMessage[][];
  raw: RawRow[];
  /** frames that could not be read (kept in raw_frames with the error) */
  unreadable: number;
}

const LATEST_KEYS = ['vehicleStatus', 'chargeStatus', 'runMode', 'speed', 'mileage', 'voltage', 'current', 'soc', 'dcdc', 'gear', 'insulation', 'accelerator', 'brake'] as const;

/** The report of a frame message: as the gateway read it, or decoded here (from NATS). */
function readOf(m: FrameMessage): ReadReport | null {
  if (m.read) return m.read;
  const r = decode(m.bytes);
  try {
    return r.ok ? readReport(r.frame) : null;
  } catch {
    return null;
  }
}

function rawOf(m: FrameMessage | SessionMessage | RawMessage, at: number, error: string | null = null): RawRow {
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
  };
}

/** Turns a batch of messages into rows for the writers (no database access). */
export function prepareBatch(messages: IngestMessage[], keepRaw: boolean): PreparedBatch {
  const reports: ReportRow[] = [];
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
      if (keepRaw) raw.push(rawOf(m, m.receivedAt));
      reports.push({
        vehicleId: m.vehicleId,
        tenantId: m.tenantId,
        vin: m.vin,
        key: m.key,
        receivedAt: m.receivedAt,
        reissue: read.reissue,
        edition: read.edition,
        report: read.report,
      });
    } else if (m.kind === 'raw') {
      if (keepRaw) raw.push(rawOf(m, m.at));
    } else {
      sessions.push(m);
      if (keepRaw && m.bytes && m.bytes.length > 0) raw.push(rawOf(m, m.at));
    }
  }
  reports.sort((a, b) => a.vehicleId - b.vehicleId || a.report.timeMs - b.report.timeMs || a.key - b.key);
  return {
    reports,
    latest: mergeLatest(reports),
    alarmRounds: rounds(alarmOps(reports), (op) => op.vehicleId),
    sessionRounds: rounds(
      sessions.sort((a, b) => a.vehicleId - b.vehicleId || a.at - b.at),
      (s) => s.vehicleId,
    ),
    raw,
    unreadable,
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

/** One row per vehicle: each block from the newest report that carried it. `reports` is sorted by vehicle and time. */
function mergeLatest(reports: ReportRow[]): LatestRow[] {
  const out: LatestRow[] = [];
  let row: LatestRow | null = null;
  for (const r of reports) {
    const rep = r.report;
    if (!row || row.vehicleId !== r.vehicleId) {
      row = {
        vehicleId: r.vehicleId,
        tenantId: r.tenantId,
        vin: r.vin,
        lastSeenAt: r.receivedAt,
        frameTime: rep.timeMs,
        receivedAt: r.receivedAt,
        vehicleAt: null,
        positionAt: null,
        alarmAt: null,
        extremesAt: null,
        storageAt: null,
        values: { ...rep.values },
        cellVoltages: null,
        probeTemps: null,
        data: {},
      };
      out.push(row);
    }
    const v = row.values;
    const x = rep.values;
    if (r.receivedAt > row.lastSeenAt) row.lastSeenAt = r.receivedAt;
    if (rep.timeMs >= row.frameTime) {
      row.frameTime = rep.timeMs;
      row.receivedAt = r.receivedAt;
    }
    if (rep.hasVehicle) {
      row.vehicleAt = rep.timeMs;
      for (const k of LATEST_KEYS) (v as unknown as Record<string, unknown>)[k] = x[k];
    }
    if (rep.hasPosition) {
      v.positionValid = x.positionValid;
      if (x.positionValid) {
        row.positionAt = rep.timeMs;
        v.lng = x.lng;
        v.lat = x.lat;
      }
    }
    if (rep.hasAlarm) {
      row.alarmAt = rep.timeMs;
      v.alarmLevel = x.alarmLevel;
      v.alarmFlags = x.alarmFlags;
    }
    if (rep.hasExtremes) {
      row.extremesAt = rep.timeMs;
      v.maxCellVoltage = x.maxCellVoltage;
      v.minCellVoltage = x.minCellVoltage;
      v.maxTemp = x.maxTemp;
      v.minTemp = x.minTemp;
    }
    if (rep.cellVoltages !== null || rep.probeTemps !== null) {
      row.storageAt = rep.timeMs;
      if (rep.cellVoltages !== null) row.cellVoltages = rep.cellVoltages;
      if (rep.probeTemps !== null) row.probeTemps = rep.probeTemps;
    }
    Object.assign(row.data, rep.rest);
  }
  for (const row of out) {
    if (row.positionAt === null) {
      row.values.lng = null;
      row.values.lat = null;
    }
  }
  return out;
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
function alarmOps(reports: ReportRow[]): AlarmOp[] {
  const ops: AlarmOp[] = [];
  let current: AlarmMerge | null = null;
  let closed = false;
  let vehicle = NaN;
  for (const r of reports) {
    const a = r.report.alarm;
    if (r.reissue || !a) continue;
    if (r.vehicleId !== vehicle) {
      vehicle = r.vehicleId;
      current = null;
      closed = false;
    }
    const at = r.report.timeMs;
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
export function loginDetails(frame: Frame): { iccid: string; serial: number; time: string; storageCodes: unknown } | null {
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
  return typeof body.serial === 'number' && typeof body.time === 'string' ? { serial: body.serial, time: body.time } : null;
}
