import type { ControlWarning, UpgradeParams } from '@chelian/gb32960';

/** A downlink command as callers give it. */
export type CommandRequest =
  /** 0x80: report these parameters (ids 0x01-0x10, see PROTOCOL.md) */
  | { type: 'paramQuery'; ids: number[] }
  /** 0x81: set these parameters; a domain (0x05, 0x0E) needs its length parameter (0x04, 0x0D) before it */
  | { type: 'paramSet'; params: { id: number; value: number | string }[] }
  /**
   * 0x82: terminal control. commandId 0x01 remote upgrade (upgrade), 0x02 power off, 0x03 reset,
   * 0x04 factory reset, 0x05 disconnect the data link, 0x06 alarm (warning), 0x07 open the
   * sampling-inspection link; 0x80-0xFE platform custom (hex parameters).
   */
  | { type: 'control'; commandId: number; upgrade?: UpgradeParams; warning?: ControlWarning; hex?: string };

export type CommandStatus =
  /** created, waiting for a gateway to take it */
  | 'pending'
  /** the terminal is offline: waiting for its next login */
  | 'queued'
  /** taken by the gateway that holds the terminal's connection */
  | 'sending'
  /** written to the terminal, waiting for its answer */
  | 'sent'
  /** the terminal answered ok */
  | 'succeeded'
  /** the terminal answered with an error flag */
  | 'failed'
  /** no answer within the timeout */
  | 'timeout'
  /** the terminal is offline and the command was not to be queued */
  | 'offline'
  /** the connection ended before the answer */
  | 'disconnected'
  /** queued, but the terminal did not log in before it expired */
  | 'expired'
  /** the gateway could not send it (bad parameters, no gateway) */
  | 'error';

export const FINAL_STATUSES: ReadonlySet<CommandStatus> = new Set([
  'succeeded',
  'failed',
  'timeout',
  'offline',
  'disconnected',
  'expired',
  'error',
]);

/**
 * The console's remote-command result codes: 0 sent or success, 1 failed,
 * 2 terminal timeout, 3 executing, 4 offline command sent, 5 terminal success, 6 terminal failure,
 * 7 gateway failure.
 */
export function statusCode(status: CommandStatus): number {
  switch (status) {
    case 'pending':
    case 'sending':
      return 3;
    case 'queued':
      return 4;
    case 'sent':
      return 0;
    case 'succeeded':
      return 5;
    case 'failed':
      return 6;
    case 'timeout':
      return 2;
    case 'error':
      return 7;
    default:
      return 1;
  }
}

/** Published on TelemetrySubjects.commandStatus at every change (and pushed to the creator's browsers). */
export interface CommandStatusEvent {
  checkId: string;
  vin: string;
  tenantId: number;
  createdBy: number | null;
  command: CommandRequest['type'];
  status: CommandStatus;
  statusCode: number;
  /** the terminal's answer flag (1 ok, 2 error, ...) */
  responseFlag?: number;
  /** paramQuery: the parameters reported */
  result?: unknown;
  error?: string;
  /** an operator withdrew the queued command (status 'expired') */
  cancelled?: boolean;
  at: number;
}

/** What send() resolves with. */
export interface CommandResult {
  checkId: string;
  status: CommandStatus;
  statusCode: number;
  responseFlag?: number;
  result?: unknown;
  error?: string;
}

/** A command a gateway has taken for delivery. */
export interface ClaimedCommand {
  checkId: string;
  vehicleId: number;
  tenantId: number;
  vin: string;
  createdBy: number | null;
  request: CommandRequest;
  timeoutMs: number;
  queueIfOffline: boolean;
}
