import type { FastifyBaseLogger } from 'fastify';
import { Subjects, type Bus } from '../platform/bus';
import type { TelemetryStore } from '../db/store';
import { TelemetrySubjects } from '../domains/telemetry';
import {
  statusCode,
  type ClaimedCommand,
  type CommandRequest,
  type CommandStatus,
  type CommandStatusEvent,
} from './command-types';

/** The part of a connection the downlink needs. */
export interface CommandTarget {
  readonly vehicleId: number | null;
  enqueueCommand(command: ClaimedCommand): void;
}

interface Row {
  check_id: string;
  vehicle_id: number;
  tenant_id: number;
  vin: string;
  created_by: number | null;
  request: CommandRequest;
  command: CommandRequest['type'];
  timeout_ms: number;
  queue_if_offline: boolean;
}

const CLAIM_COLUMNS =
  'check_id, vehicle_id, tenant_id, vin, created_by, request, command, timeout_ms, queue_if_offline';

function claimed(r: Row): ClaimedCommand {
  return {
    checkId: r.check_id,
    vehicleId: Number(r.vehicle_id),
    tenantId: Number(r.tenant_id),
    vin: r.vin,
    createdBy: r.created_by === null ? null : Number(r.created_by),
    request: typeof r.request === 'string' ? (JSON.parse(r.request) as CommandRequest) : r.request,
    timeoutMs: r.timeout_ms,
    queueIfOffline: r.queue_if_offline,
  };
}

/** Publishes a command status on the bus, and to the creator's browsers as a websocket push. */
export function publishCommandStatus(bus: Bus, event: CommandStatusEvent): void {
  bus.publish(TelemetrySubjects.commandStatus, event);
  if (event.createdBy !== null) {
    const { checkId, ...rest } = event;
    bus.publish(Subjects.userPush, {
      userIds: [event.createdBy],
      push: { type: 'command', checkId, ...rest },
    });
  }
}

/**
 * The gateway side of downlink commands. A command is taken (claimed) in the database by exactly
 * one gateway: the one holding the terminal's connection when the request is published, or the
 * one the terminal logs in to while the command is queued. Status changes are written to
 * downlink_commands and published on the bus.
 */
export class Downlink {
  private unsubscribe: (() => void) | null = null;
  /** status writes of one command, in order */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    private readonly store: TelemetryStore,
    private readonly bus: Bus,
    private readonly node: string,
    private readonly log: FastifyBaseLogger,
    private readonly channelFor: (vin: string) => CommandTarget | undefined,
  ) {}

  start(): void {
    this.unsubscribe = this.bus.subscribe(TelemetrySubjects.commandRequest, (payload) => {
      const { checkId, vin } = payload as { checkId: string; vin: string };
      const channel = this.channelFor(vin);
      if (channel) void this.claimOne(checkId, channel);
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  private async claimOne(checkId: string, channel: CommandTarget): Promise<void> {
    try {
      const rows = await this.store.query<Row>(
        `update downlink_commands set status = 'sending', status_code = 3, gateway = $2
         where check_id = $1 and status in ('pending', 'queued') and (expires_at is null or expires_at > now())
         returning ${CLAIM_COLUMNS}`,
        [checkId, this.node],
      );
      if (rows[0]) {
        const cmd = claimed(rows[0]);
        this.publish(cmd, 'sending');
        channel.enqueueCommand(cmd);
      }
    } catch (err) {
      this.log.error({ err: String(err), checkId }, 'downlink: claiming a command failed');
    }
  }

  /** At login: takes the commands queued for this vehicle, oldest first. */
  async onLogin(channel: CommandTarget): Promise<void> {
    if (channel.vehicleId === null) return;
    try {
      const rows = await this.store.query<Row & { id: number }>(
        `update downlink_commands set status = 'sending', status_code = 3, gateway = $2
         where vehicle_id = $1 and status = 'queued' and (expires_at is null or expires_at > now())
         returning id, ${CLAIM_COLUMNS}`,
        [channel.vehicleId, this.node],
      );
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const r of rows) {
        const cmd = claimed(r);
        this.publish(cmd, 'sending');
        channel.enqueueCommand(cmd);
      }
    } catch (err) {
      this.log.error(
        { err: String(err), vehicleId: channel.vehicleId },
        'downlink: taking queued commands failed',
      );
    }
  }

  /** The frame is on the wire. */
  sent(cmd: ClaimedCommand): void {
    void this.update(cmd, 'sent', { sent: true });
  }

  /** Final outcome. */
  finish(
    cmd: ClaimedCommand,
    status: CommandStatus,
    extra: { responseFlag?: number; result?: unknown; error?: string } = {},
  ): void {
    void this.update(cmd, status, { ...extra, answered: status === 'succeeded' || status === 'failed' });
  }

  /** Taken but never written (the connection ended first): back to the queue, or disconnected. */
  release(cmd: ClaimedCommand): void {
    if (cmd.queueIfOffline) void this.update(cmd, 'queued', {});
    else
      void this.update(cmd, 'disconnected', {
        error: 'the terminal disconnected before the command was sent',
      });
  }

  private update(
    cmd: ClaimedCommand,
    status: CommandStatus,
    extra: Parameters<Downlink['write']>[2],
  ): Promise<void> {
    const prev = this.chains.get(cmd.checkId) ?? Promise.resolve();
    const next = prev.then(() => this.write(cmd, status, extra));
    this.chains.set(cmd.checkId, next);
    void next.finally(() => {
      if (this.chains.get(cmd.checkId) === next) this.chains.delete(cmd.checkId);
    });
    return next;
  }

  /** Waits for every status write in progress (shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.chains.values()]);
  }

  private async write(
    cmd: ClaimedCommand,
    status: CommandStatus,
    extra: { responseFlag?: number; result?: unknown; error?: string; sent?: boolean; answered?: boolean },
  ): Promise<void> {
    try {
      // terminals' answers come in bursts (a wave of upgrade orders): behind the background gate
      await this.store.background(() =>
        this.store.query(
          `update downlink_commands set status = $2, status_code = $3, response_flag = coalesce($4, response_flag), result = coalesce($5::jsonb, result),
           error = coalesce($6, error), sent_at = case when $7 then now() else sent_at end, answered_at = case when $8 then now() else answered_at end
         where check_id = $1`,
          [
            cmd.checkId,
            status,
            statusCode(status),
            extra.responseFlag ?? null,
            extra.result === undefined ? null : JSON.stringify(extra.result),
            extra.error ?? null,
            extra.sent ?? false,
            extra.answered ?? false,
          ],
        ),
      );
    } catch (err) {
      this.log.error({ err: String(err), checkId: cmd.checkId, status }, 'downlink: status update failed');
    }
    this.publish(cmd, status, extra);
  }

  private publish(
    cmd: ClaimedCommand,
    status: CommandStatus,
    extra: { responseFlag?: number; result?: unknown; error?: string } = {},
  ): void {
    publishCommandStatus(this.bus, {
      checkId: cmd.checkId,
      vin: cmd.vin,
      tenantId: cmd.tenantId,
      createdBy: cmd.createdBy,
      command: cmd.request.type,
      status,
      statusCode: statusCode(status),
      ...(extra.responseFlag !== undefined ? { responseFlag: extra.responseFlag } : {}),
      ...(extra.result !== undefined ? { result: extra.result } : {}),
      ...(extra.error !== undefined ? { error: extra.error } : {}),
      at: Date.now(),
    });
  }
}
