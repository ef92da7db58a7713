import type {
  OtaDownloadStatus,
  OtaOperateStatus,
  OtaTaskStatus,
  OtaUpgradeStatus,
} from '@chelian/contracts/resources/ota/index';
import { text, type Language, type TextKey } from '@chelian/contracts';
import { AppError } from '../../platform/errors';

/**
 * The state machines of 001 §4, the one place the server decides what may follow what. Every
 * change of a task's or a task vehicle's status goes through `assertMove`, so an illegal step is a
 * 409 naming both states, never a silent overwrite.
 */

/** Task: INIT is edited and linked; START runs its waves; CLOSED is the end. */
export const TASK_MOVES: Record<OtaTaskStatus, readonly OtaTaskStatus[]> = {
  INIT: ['START', 'CLOSED'],
  START: ['CLOSED'],
  CLOSED: [],
};

/**
 * Operate status, the platform's side of one vehicle: INIT linked to a task not started; READY
 * waiting for its wave (or a hand start); TASK_START the upgrade order sent; START the terminal
 * working on it; COMPLETED ended (success or failure); CLOSED ended by hand or with the task.
 * Re-update takes a COMPLETED (failed) or CLOSED vehicle back to TASK_START.
 */
export const OPERATE_MOVES: Record<OtaOperateStatus, readonly OtaOperateStatus[]> = {
  INIT: ['READY', 'CLOSED'],
  READY: ['TASK_START', 'CLOSED'],
  TASK_START: ['START', 'COMPLETED', 'READY', 'CLOSED'],
  START: ['COMPLETED', 'CLOSED'],
  COMPLETED: ['TASK_START'],
  CLOSED: ['TASK_START'],
};

/**
 * Upgrade status, the terminal's side: START the order sent; then download, flash, and on a flash
 * failure a rollback. DOWNLOAD_FAILED, ROLLBACK_SUCCESS, ROLLBACK_FAILED and FAILED end an attempt
 * and may start again (re-update); SUCCESS is final. Progress reports repeat a state (DOWNLOADING
 * at 10 %, 20 % ...), so a state may follow itself where it carries progress.
 */
export const UPGRADE_MOVES: Record<OtaUpgradeStatus, readonly OtaUpgradeStatus[]> = {
  INIT: ['START'],
  START: ['DOWNLOADING', 'DOWNLOAD_FAILED', 'FAILED'],
  DOWNLOADING: ['DOWNLOADING', 'DOWNLOADED', 'DOWNLOAD_FAILED', 'FAILED'],
  DOWNLOADED: ['STARTED', 'STARTING', 'FAILED'],
  STARTED: ['STARTING', 'SUCCESS', 'STARTFAIL_ROLLBACKING', 'FAILED'],
  STARTING: ['STARTING', 'SUCCESS', 'STARTFAIL_ROLLBACKING', 'FAILED'],
  STARTFAIL_ROLLBACKING: ['ROLLBACK_SUCCESS', 'ROLLBACK_FAILED'],
  ROLLBACK_SUCCESS: ['START'],
  ROLLBACK_FAILED: ['START'],
  DOWNLOAD_FAILED: ['START'],
  FAILED: ['START'],
  SUCCESS: [],
};

export const UPGRADE_FAILURES: ReadonlySet<OtaUpgradeStatus> = new Set([
  'DOWNLOAD_FAILED',
  'ROLLBACK_SUCCESS',
  'ROLLBACK_FAILED',
  'FAILED',
]);
/** an attempt is over: success or one of the failures */
export const isUpgradeFinal = (s: OtaUpgradeStatus) => s === 'SUCCESS' || UPGRADE_FAILURES.has(s);

type Machine = 'task' | 'operate' | 'upgrade';
const MACHINES: Record<Machine, Record<string, readonly string[]>> = {
  task: TASK_MOVES,
  operate: OPERATE_MOVES,
  upgrade: UPGRADE_MOVES,
};

export function canMove(machine: Machine, from: string, to: string): boolean {
  return MACHINES[machine][from]?.includes(to) ?? false;
}

const CATALOGUE: Record<Machine, string> = {
  task: 'taskStatus',
  operate: 'operateStatus',
  upgrade: 'upgradeStatus',
};

/** A state's name in the caller's language. */
export const stateLabel = (machine: Machine, state: string, lang: Language): string =>
  text(`ota.${CATALOGUE[machine]}.${state}` as TextKey)[lang];

/** Throws 409 OTA_ILLEGAL_TRANSITION, naming both states in the caller's language, when `to` may not follow `from`. */
export function assertMove(machine: Machine, from: string, to: string, lang: Language, subject = ''): void {
  if (!canMove(machine, from, to))
    throw new AppError(409, `OTA_ILLEGAL_${machine.toUpperCase() as 'TASK' | 'OPERATE' | 'UPGRADE'}`, {
      from: stateLabel(machine, from, lang),
      to: stateLabel(machine, to, lang),
      subject,
    });
}

/**
 * What a reply code (0x01-0x23) means for the upgrade: the state it moves to and the download
 * status it implies. Codes 0x10-0x16, 0x1B and 0x20-0x23 refuse or end the attempt.
 */
export function replyEffect(code: number): { upgrade: OtaUpgradeStatus; download?: OtaDownloadStatus } {
  switch (code) {
    case 0x01:
    case 0x09:
      return { upgrade: 'SUCCESS' };
    case 0x02:
    case 0x03:
    case 0x18:
      return { upgrade: 'DOWNLOADING' };
    case 0x04:
      return { upgrade: 'DOWNLOADED', download: 'SUCCESS' };
    case 0x05:
    case 0x06:
    case 0x17:
    case 0x19:
    case 0x1a:
      return { upgrade: 'DOWNLOAD_FAILED', download: 'FAILED' };
    case 0x07:
      return { upgrade: 'STARTED' };
    case 0x08:
      return { upgrade: 'STARTING' };
    case 0x0a:
    case 0x0b:
    case 0x0e:
    case 0x0f:
    case 0x1c:
    case 0x1d:
    case 0x1e:
    case 0x1f:
      return { upgrade: 'STARTFAIL_ROLLBACKING' };
    case 0x0c:
      return { upgrade: 'ROLLBACK_SUCCESS' };
    case 0x0d:
      return { upgrade: 'ROLLBACK_FAILED' };
    default:
      // 0x10-0x16 unmet preconditions and refusal, 0x1B not applicable, 0x20 cancelled,
      // 0x21 already there, 0x22 battery low, 0x23 unknown
      return { upgrade: 'FAILED' };
  }
}

/**
 * Wave arithmetic: how many vehicles one wave holds, and what the current wave's figures ask for.
 * `advance` when enough succeeded and nothing is running past the threshold; `pause` when the
 * failures pass the error threshold (checked first: a wave that fails stops the task).
 */
export function waveCapacity(unit: 'COUNT' | 'PERCENT', size: number, total: number): number {
  if (total <= 0) return 1;
  if (unit === 'COUNT') return Math.max(1, Math.min(size, total));
  return Math.max(1, Math.ceil((total * Math.min(100, size)) / 100));
}

export function waveDecision(
  wave: { total: number; success: number; failed: number },
  successThreshold: number,
  errorThreshold: number,
): 'pause' | 'advance' | 'wait' {
  if (wave.total === 0) return 'advance';
  if ((wave.failed * 100) / wave.total > errorThreshold) return 'pause';
  if ((wave.success * 100) / wave.total >= successThreshold) return 'advance';
  // every vehicle of the wave is done and the success threshold was not reached: waiting would
  // never end, so the task stops for someone to look
  if (wave.success + wave.failed >= wave.total) return 'pause';
  return 'wait';
}
