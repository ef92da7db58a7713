import type { LocalizedText } from './menu-catalog';
import { defineCalls, type CallSpec } from './call';
import { text } from './i18n';

/** Vendor extension of terminal control (0x82) for remote lock and speed limits (docs/control.md). */
export const LOCK_COMMAND_ID = 0x91;
export const LOCK_FUNCTIONS = {
  lock: 0x01,
  unlock: 0x02,
  lockSpeed: 0x03,
  unlockSpeed: 0x04,
  mileageChange: 0x05,
  urgentReset: 0x06,
} as const;
export type LockCommand = keyof typeof LOCK_FUNCTIONS;
/** Every lock command, in the order of the lock log's filter. */
export const LOCK_COMMANDS = Object.keys(LOCK_FUNCTIONS) as LockCommand[];

const LOCK = 'vehicle-svc/vehicle/lock/V1.0';

/** The call of one lock command ({ id } of a lock row, plus level or mileage), with its own permission. */
export const lockCommandCall = (cmd: LockCommand): CallSpec => ({
  method: 'POST',
  path: `${LOCK}/${cmd}`,
  access: `lock/${cmd}`,
});

/** Lock management calls beyond the lock list and log resources, under vehicle-svc. */
export const LOCK_CALLS = defineCalls({
  /** { vins }: answers { added } */
  addVehicle: { method: 'POST', path: `${LOCK}/addVehicle`, access: 'lock/addVehicle' },
  /** { vin (a prefix), page, pageSize }: a page of the vehicles that can still be added */
  addableVehicles: { method: 'POST', path: `${LOCK}/vehicle/page`, access: 'lock/addVehicle' },
  /** { ids } of lock rows, as the calls below */
  removeVehicle: { method: 'POST', path: `${LOCK}/removeVehicle`, access: 'lock/removeVehicle' },
  enableLock: { method: 'POST', path: `${LOCK}/enableLock`, access: 'lock/enableLock' },
  disableLock: { method: 'POST', path: `${LOCK}/disableLock`, access: 'lock/disableLock' },
  enableBoxCtrl: { method: 'POST', path: `${LOCK}/enableBoxCtrl`, access: 'lock/enableBoxCtrl' },
  disableBoxCtrl: { method: 'POST', path: `${LOCK}/disableBoxCtrl`, access: 'lock/disableBoxCtrl' },
  /** a vehicle's lock state and its last command */
  lockItems: { method: 'GET', path: `${LOCK}/:vin/lockItems`, access: 'lock/view' },
  /** form-encoded { checkId }: cancels a command that has not been carried out yet */
  cancelCmd: { method: 'POST', path: `${LOCK}/cancelCmd`, access: 'lock/cancelCmd' },
  /** { id, level }: a speed limit of SPEED_LEVELS */
  lockSpeed: lockCommandCall('lockSpeed'),
  /** { id, mileage }: km, up to MILEAGE_MAX_KM */
  mileageChange: lockCommandCall('mileageChange'),
  /** multipart { file }: all or nothing, answers { imported, failed, errorId } */
  importVehicle: { method: 'POST', path: `${LOCK}/importVehicle`, access: 'lock/import' },
  importTemplate: { method: 'GET', path: `${LOCK}/importVehicle/template`, access: 'lock/import' },
  /** { id } of a refused import: its error report */
  importErrors: { method: 'POST', path: `${LOCK}/errors/excel`, access: 'lock/import' },
  /** lock history: the commands the vehicles carried out (page of the lock log's rows) */
  history: { method: 'POST', path: `${LOCK}/page/his`, access: 'lockLog/view' },
  historyExport: { method: 'POST', path: `${LOCK}/his/export`, access: 'lockLog/export' },
});

/** The odometer a mileage change may set, km (the 4-byte argument carries 0.1 km). */
export const MILEAGE_MAX_KM = 9_999_999;

/** Speed-limit levels: level → km/h. */
export const SPEED_LEVELS: Record<number, number> = { 1: 50, 2: 10, 3: 5 };

/**
 * Parameters of a 0x91 command: function and a one-byte argument (the speed-limit level), except a
 * mileage change whose argument is the new odometer in 0.1 km as 4 bytes, big-endian.
 */
export function lockHex(cmd: LockCommand, level = 0, mileageKm = 0): string {
  const hex = (n: number, bytes: number) =>
    n
      .toString(16)
      .padStart(bytes * 2, '0')
      .toUpperCase();
  if (cmd === 'mileageChange') return hex(LOCK_FUNCTIONS[cmd], 1) + hex(Math.round(mileageKm * 10), 4);
  return hex(LOCK_FUNCTIONS[cmd], 1) + hex(cmd === 'lockSpeed' ? level : 0, 1);
}

/** Lock status codes. */
export const LOCK_STATUS_TEXTS: Record<string, LocalizedText> = {
  '0': text('lock.status.0'),
  '240': text('lock.status.240'),
  '241': text('lock.status.241'),
  '242': text('lock.status.242'),
  '243': text('lock.status.243'),
  '998': text('lock.status.998'),
  '999': text('lock.status.999'),
};

/** Vehicle-control messages shown to the user, by command and outcome. */
export const LOCK_MESSAGES = {
  lockReceived: text('lock.messages.lockReceived'),
  speedReceived: text('lock.messages.speedReceived'),
  notSupported: text('lock.messages.notSupported'),
  locked: text('lock.messages.locked'),
  unlocked: text('lock.messages.unlocked'),
  speedCancelled: text('lock.messages.speedCancelled'),
  speedSet: text('lock.messages.speedSet'),
  mileageReceived: text('lock.messages.mileageReceived'),
  mileageChanged: text('lock.messages.mileageChanged'),
  resetReceived: text('lock.messages.resetReceived'),
  resetDone: text('lock.messages.resetDone'),
  cancelled: text('lock.messages.cancelled'),
} as const;

/** The message of a lock command in a given state. */
export function lockMessage(cmd: LockCommand, status: string): keyof typeof LOCK_MESSAGES | null {
  if (['pending', 'sending', 'sent', 'queued'].includes(status))
    return (
      {
        lock: 'lockReceived',
        unlock: 'lockReceived',
        lockSpeed: 'speedReceived',
        unlockSpeed: 'speedReceived',
        mileageChange: 'mileageReceived',
        urgentReset: 'resetReceived',
      } as const
    )[cmd];
  if (status === 'failed') return 'notSupported';
  if (status === 'cancelled') return 'cancelled';
  if (status !== 'succeeded') return null;
  return (
    {
      lock: 'locked',
      unlock: 'unlocked',
      lockSpeed: 'speedSet',
      unlockSpeed: 'speedCancelled',
      mileageChange: 'mileageChanged',
      urgentReset: 'resetDone',
    } as const
  )[cmd];
}

/**
 * Texts of the lock imports (template, error report, console dialog); the counted messages are
 * read from the catalogue with their count ('lock.import.imported', 'lock.import.failed').
 */
export const LOCK_IMPORT_TEXT = {
  title: text('lock.import.title'),
  templateHint: text('lock.import.templateHint'),
  downloadErrors: text('lock.import.downloadErrors'),
  downloadTemplate: text('lock.import.downloadTemplate'),
  chooseFile: text('lock.import.chooseFile'),
} as const;
