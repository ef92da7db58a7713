import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Bus } from '../platform/bus';
import { maintainPartitions, type RetentionSettings } from '../domains/telemetry';
import { TelemetrySubjects, type VehicleStateEvent } from '../domains/telemetry';
import { prepareBatch, type PreparedBatch } from './batch';
import type { IngestMessage } from './messages';
import type { Consumer, IngestQueue } from './queue';
import { telemetryStore, type TelemetryStore, type Tx } from '../db/store';
import { writeAlarms, writeHistory, writeLatest, writeRaw, writeSessions } from './writers';
import { alarmEvaluator, type AlarmEvaluator } from '../domains/alarm';
import type { IngestStep, IngestStepFactory } from './step';

export interface IngestWorkerOptions {
  database: Database;
  bus: Bus;
  queue: IngestQueue;
  log: FastifyBaseLogger;
  batchSize: number;
  waitMs: number;
  /**
   * Transactions written side by side for one batch (PostgreSQL): the batch is split by vehicle,
   * so they never touch the same rows and each vehicle's reports stay in order. 1 on PGlite.
   */
  writers?: number;
  retention: RetentionSettings;
  /** a connection silent for this long is surely gone, even if its gateway died without saying so */
  heartbeatTimeoutSeconds: number;
  /** run retention, stale-session and command-expiry upkeep (default true) */
  maintenance?: boolean;
  /** the alarm rules (default: held by this worker, loaded from the tables) */
  alarms?: AlarmEvaluator;
  /** the domains' steps, run on every batch after the alarm rules (ingest/step.ts) */
  steps?: readonly IngestStepFactory[];
  /** called after each committed batch, before it is acknowledged (tests and benchmarks) */
  onBatch?: (info: BatchInfo) => void | Promise<void>;
}

export interface BatchInfo {
  messages: number;
  reports: number;
  /** history rows inserted so far by this worker */
  inserted: number;
  /** time to write the batch */
  ms: number;
  /** when the gateway read each report of the batch (ms since epoch) */
  received: number[];
}

export interface IngestStats {
  batches: number;
  messages: number;
  reports: number;
  /** history rows inserted (a redelivered report is not counted twice) */
  inserted: number;
  failures: number;
  /** messages set aside because the database refused them (bad values, vehicle deleted) */
  rejected: number;
}

export interface IngestWorker {
  stats: IngestStats;
  /** the alarm rules this worker runs */
  alarms: AlarmEvaluator;
  /** calls the listener after each committed batch (metrics, benchmarks); returns an unsubscribe */
  observe(listener: (info: BatchInfo) => void): () => void;
  /** one round of upkeep now (retention, stale sessions, expired commands) */
  maintain(): Promise<void>;
  stop(): Promise<void>;
}

const MAINTENANCE_MS = 3600_000;
/** batches in hand at once on PostgreSQL: one committing, the next being written */
const PIPELINE_DEPTH = 2;
const SWEEP_MS = 60_000;

/** SQLSTATE classes that no retry can fix: the batch is split to set the bad message aside. */
function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/**
 * An ingest worker: takes batches from the queue, writes every table in one transaction and
 * acknowledges only after the commit, then publishes the vehicle state changes on the bus.
 */
export function startIngestWorker(opts: IngestWorkerOptions): IngestWorker {
  const store = telemetryStore(opts.database);
  const { historyDays, rawDays } = opts.retention;
  const rawOptions = {
    keepRaw: rawDays > 0,
    reportBytesInRaw: historyDays > 0 && historyDays < rawDays,
    binary: store.copies,
  };
  const stats: IngestStats = { batches: 0, messages: 0, reports: 0, inserted: 0, failures: 0, rejected: 0 };
  const log = opts.log;
  const observers = new Set<(info: BatchInfo) => void>();
  const alarms = opts.alarms ?? alarmEvaluator({ database: opts.database, bus: opts.bus, log });
  const steps: IngestStep[] = (opts.steps ?? []).map((make) =>
    make({ database: opts.database, bus: opts.bus, log }),
  );

  // Several workers (a JetStream consumer group) may hold reports of the same vehicle at once: each
  // transaction first locks its vehicles' latest-state rows in one ascending pass, so two of them
  // never wait on each other in opposite orders.
  const lockFirst = opts.queue.kind === 'jetstream' && store.kind === 'postgres';
  const write = async (batch: IngestMessage[], turn: Promise<void>): Promise<PreparedBatch> => {
    const prepared = prepareBatch(batch, {
      ...rawOptions,
      metrics: alarms.active || steps.some((s) => s.needsValues),
    });
    let evaluated = false;
    const written = store.transaction(async (tx) => {
      // History and raw rows are keyed by frame: no other batch touches them, so they go in while
      // the batch before may still be committing (its commit waits for the WAL to reach the disk).
      const inserted = await writeHistory(tx, prepared.history);
      await writeRaw(tx, prepared.raw);
      // Sessions, latest state and alarm episodes follow the order of the batches.
      await turn;
      if (lockFirst) await lockVehicles(tx, prepared);
      await writeSessions(tx, prepared.sessionRounds);
      await writeLatest(tx, prepared.latest);
      const opened = await writeAlarms(tx, prepared.alarmRounds);
      // the rules run on the stored reports, in the same transaction: an alarm is raised for a
      // report only if the report is stored, and never lost for one that is
      evaluated = true;
      const raised = await alarms.evaluate(tx, prepared.reports);
      for (const e of opened)
        prepared.raised.push({ kind: 'gb', id: e.id, tenantId: e.tenantId, vin: e.vin, level: e.level });
      prepared.raised.push(...raised);
      for (const step of steps) {
        const after = await step.run(tx, batch, prepared);
        if (after) prepared.afterCommit.push(after);
      }
      stats.inserted += inserted;
    });
    await written.catch((err: unknown) => {
      // the rules' state moved with the rolled-back reports: read it back from the tables
      if (evaluated) {
        const ids = prepared.reports.map((r) => r.vehicleId);
        alarms.forget(ids);
        for (const step of steps) step.forget?.(ids);
      }
      throw err;
    });
    return prepared;
  };

  /** Writes a batch; on a data error, halves it until the bad message is alone and sets it aside. */
  const writeSplitting = async (batch: IngestMessage[], turn: Promise<void>): Promise<PreparedBatch[]> => {
    try {
      return [await write(batch, turn)];
    } catch (err) {
      if (!isDataError(err)) throw err;
      if (batch.length === 1) {
        stats.rejected++;
        const m = batch[0]!;
        log.error(
          { err: String(err), kind: m.kind, vin: 'vin' in m ? m.vin : undefined },
          'ingest: message refused by the database, set aside',
        );
        await setAside(store, m, String(err)).catch(() => undefined);
        return [];
      }
      const mid = batch.length >> 1;
      return [
        ...(await writeSplitting(batch.slice(0, mid), turn)),
        ...(await writeSplitting(batch.slice(mid), turn)),
      ];
    }
  };

  const lanes = store.kind === 'postgres' ? Math.max(1, opts.writers ?? 1) : 1;
  /** One batch as `lanes` transactions in parallel, split by vehicle. */
  const writeLanes = async (batch: IngestMessage[], turn: Promise<void>): Promise<PreparedBatch[]> => {
    if (lanes === 1 || batch.length < 2 * lanes) return writeSplitting(batch, turn);
    const parts: IngestMessage[][] = Array.from({ length: lanes }, () => []);
    for (const m of batch) {
      const vehicleId = m.kind === 'raw' ? (m.vehicleId ?? 0) : m.vehicleId;
      parts[vehicleId % lanes]!.push(m);
    }
    const done = await Promise.all(parts.filter((p) => p.length > 0).map((p) => writeSplitting(p, turn)));
    return done.flat();
  };

  const consumer: Consumer = opts.queue.consume(
    async (batch, turn) => {
      const started = performance.now();
      const done = await writeLanes(batch, turn);
      stats.batches++;
      stats.messages += batch.length;
      let reports = 0;
      for (const p of done) {
        reports += p.reports.length;
        publishStates(opts.bus, p);
        alarms.announce(p.raised);
        for (const after of p.afterCommit) after();
      }
      stats.reports += reports;
      if (opts.onBatch || observers.size > 0) {
        const received: number[] = [];
        for (const p of done) for (const r of p.reports) received.push(r.receivedAt);
        const info = {
          messages: batch.length,
          reports,
          inserted: stats.inserted,
          ms: performance.now() - started,
          received,
        };
        for (const o of observers) o(info);
        await opts.onBatch?.(info);
      }
    },
    {
      batchSize: opts.batchSize,
      waitMs: opts.waitMs,
      // PostgreSQL: the next batch is written while the one before commits. PGlite has one
      // connection, which the next batch would hold while waiting for its turn.
      depth: store.kind === 'postgres' ? PIPELINE_DEPTH : 1,
      onError: (err) => {
        stats.failures++;
        log.warn({ err: String(err) }, 'ingest batch failed; it will be retried');
      },
    },
  );

  const maintain = async () => {
    try {
      const r = await maintainPartitions(store, opts.retention);
      if (r.dropped.length || r.deleted)
        log.info({ dropped: r.dropped, deleted: r.deleted }, 'telemetry retention');
    } catch (err) {
      log.warn({ err: String(err) }, 'telemetry retention failed');
    }
    await sweep();
  };

  const sweep = async () => {
    try {
      const stale = await sweepStaleSessions(store, opts.heartbeatTimeoutSeconds * 2 + 60);
      if (stale.length) {
        opts.bus.publish(TelemetrySubjects.vehicleState, {
          at: Date.now(),
          vehicles: stale.map((s) => ({ ...s, online: false })),
        });
      }
      await expireQueuedCommands(store, opts.bus);
    } catch (err) {
      log.warn({ err: String(err) }, 'session sweep failed');
    }
  };

  const timers: NodeJS.Timeout[] = [];
  if (opts.maintenance !== false) {
    timers.push(setInterval(() => void maintain(), MAINTENANCE_MS).unref());
    timers.push(setInterval(() => void sweep(), SWEEP_MS).unref());
  }

  return {
    stats,
    alarms,
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    maintain,
    async stop() {
      for (const t of timers) clearInterval(t);
      await consumer.stop();
      if (!opts.alarms) alarms.stop();
      for (const step of steps) step.stop?.();
    },
  };
}

async function lockVehicles(tx: Tx, p: PreparedBatch): Promise<void> {
  const ids = new Set<number>();
  for (const r of p.latest) ids.add(r.vehicleId);
  for (const round of p.sessionRounds) for (const s of round) ids.add(s.vehicleId);
  if (ids.size === 0) return;
  await tx.query(
    'select vehicle_id from vehicle_latest where vehicle_id = any($1::int8[]) order by vehicle_id for no key update',
    [[...ids].sort((a, b) => a - b)],
  );
}

function publishStates(bus: Bus, p: PreparedBatch): void {
  if (p.latest.length === 0 && p.sessionRounds.length === 0) return;
  const byVehicle = new Map<number, VehicleStateEvent>();
  for (const round of p.sessionRounds) {
    for (const s of round) {
      if (s.kind === 'seen') continue;
      const e = byVehicle.get(s.vehicleId) ?? { vehicleId: s.vehicleId, tenantId: s.tenantId, vin: s.vin };
      e.online = s.kind === 'login';
      byVehicle.set(s.vehicleId, e);
    }
  }
  for (const r of p.latest) {
    const e = byVehicle.get(r.vehicleId) ?? { vehicleId: r.vehicleId, tenantId: r.tenantId, vin: r.vin };
    const v = r.values;
    e.time = r.frameTime;
    if (r.positionAt !== null) {
      e.lng = v.lng;
      e.lat = v.lat;
    }
    if (r.vehicleAt !== null) {
      e.speed = v.speed;
      e.soc = v.soc;
      e.mileage = v.mileage;
      e.acc = v.vehicleStatus === 1;
      e.charging = v.chargeStatus === 1 || v.chargeStatus === 2;
    }
    if (r.alarmAt !== null) e.alarmLevel = v.alarmLevel;
    byVehicle.set(r.vehicleId, e);
  }
  bus.publish(TelemetrySubjects.vehicleState, { at: Date.now(), vehicles: [...byVehicle.values()] });
}

async function setAside(store: TelemetryStore, m: IngestMessage, error: string): Promise<void> {
  const bytes = m.bytes;
  if (!bytes || bytes.length === 0) return;
  await store.query(
    `insert into raw_frames (received_at, vin, direction, command_id, response_flag, error, frame) values ($1, $2, 'up', $3, $4, $5, $6)`,
    [
      new Date(m.kind === 'frame' ? m.receivedAt : m.at).toISOString(),
      ('vin' in m ? m.vin : null)?.slice(0, 17) ?? null,
      bytes[2] ?? null,
      bytes[3] ?? null,
      `refused by the database: ${error}`.slice(0, 500),
      '\\x' + Buffer.from(bytes).toString('hex'),
    ],
  );
}

/** Vehicles still marked online long after anything was heard from them (their gateway died): marked offline. */
export async function sweepStaleSessions(
  store: TelemetryStore,
  afterSeconds: number,
): Promise<{ vehicleId: number; tenantId: number; vin: string }[]> {
  const rows = await store.query<{
    vehicle_id: number;
    tenant_id: number;
    vin: string;
    session_id: string | null;
  }>(
    `update vehicle_latest set online = false, state_at = now(), logout_at = now()
     where online and coalesce(last_seen_at, state_at) < now() - make_interval(secs => $1)
     returning vehicle_id, tenant_id, vin, session_id`,
    [afterSeconds],
  );
  const sessions = rows.map((r) => r.session_id).filter((s): s is string => s !== null);
  if (sessions.length)
    await store.query(
      `update vehicle_logins set logout_at = now(), logout_reason = 'lost' where session_id = any($1::varchar[]) and logout_at is null`,
      [sessions],
    );
  return rows.map((r) => ({ vehicleId: Number(r.vehicle_id), tenantId: Number(r.tenant_id), vin: r.vin }));
}

/** Queued commands whose time is up are marked expired (and their status published). */
export async function expireQueuedCommands(store: TelemetryStore, bus: Bus): Promise<number> {
  const rows = await store.query<{
    check_id: string;
    vin: string;
    tenant_id: number;
    created_by: number | null;
  }>(
    `update downlink_commands set status = 'expired', status_code = 1, error = 'not delivered before it expired'
     where status = 'queued' and expires_at < now() returning check_id, vin, tenant_id, created_by`,
  );
  for (const r of rows)
    bus.publish(TelemetrySubjects.commandStatus, {
      checkId: r.check_id,
      vin: r.vin,
      tenantId: Number(r.tenant_id),
      createdBy: r.created_by,
      status: 'expired',
      statusCode: 1,
      error: 'not delivered before it expired',
    });
  return rows.length;
}
