import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../platform/bus';
import type { ServerContext } from '../platform/context';
import { telemetryStore, type TelemetryStore } from '../db/store';
import { TelemetrySubjects } from '../domains/telemetry';
import {
  FINAL_STATUSES,
  statusCode,
  type CommandRequest,
  type CommandResult,
  type CommandStatus,
  type CommandStatusEvent,
} from './command-types';
import { publishCommandStatus } from './downlink';

export type { CommandRequest, CommandResult, CommandStatus, CommandStatusEvent } from './command-types';

export interface SendOptions {
  /** how long the terminal has to answer once the command is sent (default COMMAND_TIMEOUT_SECONDS) */
  timeoutMs?: number;
  /** when the terminal is offline: queue it for its next login (resolves with status 'queued') instead of failing with 'offline' */
  queueIfOffline?: boolean;
  /** who asked: status changes are pushed to this user's browsers */
  userId?: number | null;
  /** the command's id, when the caller hands it out before the outcome (a fresh UUID otherwise) */
  checkId?: string;
  /** called once the command is recorded (pending): callers that answer before the outcome wait for this */
  recorded?: () => void;
}

export class CommandError extends Error {
  constructor(
    readonly code: 'VEHICLE_UNKNOWN' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

interface Waiter {
  resolve(result: CommandResult): void;
  taken: boolean;
}

/** A gateway takes a command it can deliver within this long, or the terminal counts as offline. */
const CLAIM_WINDOW_ONLINE_MS = 3000;
const CLAIM_WINDOW_OFFLINE_MS = 300;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function validate(request: CommandRequest): void {
  const byte = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 255;
  switch (request?.type) {
    case 'paramQuery':
      if (
        !Array.isArray(request.ids) ||
        request.ids.length === 0 ||
        request.ids.length > 252 ||
        !request.ids.every((id) => byte(id) && id > 0)
      )
        throw new CommandError('BAD_REQUEST', 'paramQuery needs ids: 1 to 252 parameter ids (1-255)');
      return;
    case 'paramSet':
      if (
        !Array.isArray(request.params) ||
        request.params.length === 0 ||
        !request.params.every(
          (p) => byte(p?.id) && p.id > 0 && (typeof p.value === 'string' || Number.isInteger(p.value)),
        )
      )
        throw new CommandError(
          'BAD_REQUEST',
          'paramSet needs params: [{ id, value }] with numeric or text values',
        );
      return;
    case 'control':
      if (!byte(request.commandId) || request.commandId === 0)
        throw new CommandError('BAD_REQUEST', 'control needs commandId 1-255');
      return;
    default:
      throw new CommandError('BAD_REQUEST', 'type must be paramQuery, paramSet or control');
  }
}

const COMMAND_IDS = { paramQuery: 0x80, paramSet: 0x81, control: 0x82 } as const;

/**
 * Downlink commands for the rest of the server (remote control, parameter screens, OTA):
 *
 *   const result = await commandsFor(ctx).send(vin, { type: 'paramQuery', ids: [1, 2] }, { timeoutMs: 10_000 });
 *
 * send() records the command, asks the gateways over the bus, and resolves with the final status
 * (succeeded with the terminal's answer, failed, timeout, offline, disconnected, error) or with
 * 'queued' when the terminal is offline and queueIfOffline is set: the gateway then sends it at
 * the next login. Every status change is published on TelemetrySubjects.commandStatus and pushed
 * to the creator's browsers as { type: 'command', checkId, status, statusCode, ... }. Works the same
 * in one process and across api and gateway processes (the bus is NATS then).
 */
export class CommandService {
  private readonly store: TelemetryStore;
  private readonly waiters = new Map<string, Waiter>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    ctx: Pick<ServerContext, 'database' | 'bus' | 'config'>,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.store = telemetryStore(ctx.database);
    this.bus = ctx.bus;
    this.defaultTimeoutMs = ctx.config.COMMAND_TIMEOUT_SECONDS * 1000;
    this.queueHours = ctx.config.COMMAND_QUEUE_HOURS;
    this.unsubscribe = this.bus.subscribe(TelemetrySubjects.commandStatus, (payload) =>
      this.onStatus(payload as CommandStatusEvent),
    );
  }

  private readonly bus: Bus;
  private readonly defaultTimeoutMs: number;
  private readonly queueHours: number;

  private onStatus(e: CommandStatusEvent): void {
    const w = this.waiters.get(e.checkId);
    if (!w) return;
    if (e.status === 'sending' || e.status === 'sent') {
      w.taken = true;
      return;
    }
    if (e.status === 'queued' || FINAL_STATUSES.has(e.status)) {
      this.waiters.delete(e.checkId);
      w.resolve({
        checkId: e.checkId,
        status: e.status,
        statusCode: e.statusCode,
        ...(e.responseFlag !== undefined ? { responseFlag: e.responseFlag } : {}),
        ...(e.result !== undefined ? { result: e.result } : {}),
        ...(e.error !== undefined ? { error: e.error } : {}),
      });
    }
  }

  /** Sends a command to the terminal of `vin`; see the class comment. Throws CommandError for an unknown VIN or a malformed request. */
  async send(vin: string, request: CommandRequest, options: SendOptions = {}): Promise<CommandResult> {
    validate(request);
    const vehicle = (
      await this.store.query<{ id: number; tenant_id: number; online: boolean | null }>(
        'select v.id, v.tenant_id, l.online from vehicles v left join vehicle_latest l on l.vehicle_id = v.id where v.vin = $1',
        [vin],
      )
    )[0];
    if (!vehicle) throw new CommandError('VEHICLE_UNKNOWN', `no vehicle with VIN ${vin}`);
    const checkId = options.checkId ?? randomUUID();
    const timeoutMs = Math.max(100, Math.round(options.timeoutMs ?? this.defaultTimeoutMs));
    const queue = options.queueIfOffline ?? false;
    const createdBy = options.userId ?? null;
    const tenantId = Number(vehicle.tenant_id);
    await this.store.query(
      `insert into downlink_commands (check_id, tenant_id, vehicle_id, vin, command, command_id, request, status, status_code, timeout_ms, queue_if_offline, created_by, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'pending', 3, $8, $9, $10, case when $9 then now() + make_interval(hours => $11) end)`,
      [
        checkId,
        tenantId,
        Number(vehicle.id),
        vin,
        request.type,
        COMMAND_IDS[request.type],
        JSON.stringify(request),
        timeoutMs,
        queue,
        createdBy,
        this.queueHours,
      ],
    );
    options.recorded?.();
    const event = (status: CommandStatus, error?: string): CommandStatusEvent => ({
      checkId,
      vin,
      tenantId,
      createdBy,
      command: request.type,
      status,
      statusCode: statusCode(status),
      ...(error ? { error } : {}),
      at: Date.now(),
    });
    let waiter!: Waiter;
    const done = new Promise<CommandResult>((resolve) => {
      waiter = { resolve, taken: false };
      this.waiters.set(checkId, waiter);
    });
    publishCommandStatus(this.bus, event('pending'));
    this.bus.publish(TelemetrySubjects.commandRequest, { checkId, vin });

    const window = vehicle.online ? Math.min(CLAIM_WINDOW_ONLINE_MS, timeoutMs) : CLAIM_WINDOW_OFFLINE_MS;
    const first = await Promise.race([done, sleep(window).then(() => null)]);
    if (first) return first;
    if (!waiter.taken) {
      // No gateway holds the terminal: queue it for the next login, or give up now.
      const status: CommandStatus = queue ? 'queued' : 'offline';
      const error = queue ? undefined : 'the terminal is offline';
      const rows = await this.store.query(
        `update downlink_commands set status = $2, status_code = $3, error = $4 where check_id = $1 and status = 'pending' returning 1`,
        [checkId, status, statusCode(status), error ?? null],
      );
      if (rows.length) publishCommandStatus(this.bus, event(status, error));
    }
    // A gateway has it: the terminal's answer or the gateway's timeout decides. If the gateway
    // itself goes away, give up a little after the terminal's time would have run out.
    const deadline = timeoutMs + window + 10_000;
    const outcome = await Promise.race([done, sleep(deadline).then(() => null)]);
    if (outcome) return outcome;
    this.waiters.delete(checkId);
    const error = 'no gateway reported an outcome';
    await this.store
      .query(
        `update downlink_commands set status = 'error', status_code = 7, error = $2 where check_id = $1 and status in ('pending', 'sending', 'sent')`,
        [checkId, error],
      )
      .catch((err) =>
        this.log?.error({ err: String(err), checkId }, 'command: marking a lost command failed'),
      );
    publishCommandStatus(this.bus, event('error', error));
    return { checkId, status: 'error', statusCode: 7, error };
  }

  /** The stored command with its current status and result. */
  async get(checkId: string): Promise<Record<string, unknown> | null> {
    const rows = await this.store.query(
      `select check_id, vin, command, command_id, request, status, status_code, queue_if_offline, timeout_ms, created_by, created_at, expires_at, sent_at, answered_at, gateway, response_flag, result, error
       from downlink_commands where check_id = $1`,
      [checkId],
    );
    return rows[0] ?? null;
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

const services = new WeakMap<object, CommandService>();

/** The command service of a server process (one per ServerContext). */
export function commandsFor(ctx: ServerContext): CommandService {
  let s = services.get(ctx);
  if (!s) {
    s = new CommandService(ctx, ctx.log);
    services.set(ctx, s);
  }
  return s;
}
