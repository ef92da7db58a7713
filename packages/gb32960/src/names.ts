import { badValue } from './errors.js';
import type { CommandName, Edition, EncryptionName, ResponseName } from './model.js';

/** A code table: index = code, value = name (undefined for codes the standard leaves open). */
export type Names = readonly (string | undefined)[];

export function nameOf<T extends string>(table: Names, code: number): T | number {
  const n = code < table.length ? table[code] : undefined;
  return n === undefined ? code : (n as T);
}

/** Inverse of nameOf for encoding: a name from the table or a raw 0-255 number. */
export function codeOf(table: Names, v: unknown, path: string): number {
  if (typeof v === 'number') {
    if (Number.isInteger(v) && v >= 0 && v <= 255) return v;
  } else if (typeof v === 'string') {
    const i = table.indexOf(v);
    if (i >= 0) return i;
  }
  return badValue(
    path,
    `unknown value ${JSON.stringify(v)}`,
    table.filter((n) => n !== undefined).join(' | ') + ' | 0-255',
  );
}

export const COMMAND_IDS: Record<Exclude<CommandName, 'custom' | 'unknown'>, number> = {
  login: 0x01,
  realtime: 0x02,
  reissue: 0x03,
  logout: 0x04,
  platformLogin: 0x05,
  platformLogout: 0x06,
  heartbeat: 0x07,
  timeSync: 0x08,
  activation: 0x09,
  activationResponse: 0x0a,
  keyExchange: 0x0b,
  paramQuery: 0x80,
  paramSet: 0x81,
  control: 0x82,
};

export function commandName(id: number, edition: Edition): CommandName {
  switch (id) {
    case 0x01:
      return 'login';
    case 0x02:
      return 'realtime';
    case 0x03:
      return 'reissue';
    case 0x04:
      return 'logout';
    case 0x05:
      return 'platformLogin';
    case 0x06:
      return 'platformLogout';
    case 0x07:
      return 'heartbeat';
    case 0x08:
      return 'timeSync';
    case 0x09:
      return edition === 2025 ? 'activation' : 'unknown';
    case 0x0a:
      return edition === 2025 ? 'activationResponse' : 'unknown';
    case 0x0b:
      return edition === 2025 ? 'keyExchange' : 'unknown';
    case 0x80:
      return 'paramQuery';
    case 0x81:
      return 'paramSet';
    case 0x82:
      return 'control';
    default:
      return id >= 0xc0 && id <= 0xfe ? 'custom' : 'unknown';
  }
}

const RESPONSES_2025: Names = [
  undefined,
  'ok',
  'error',
  'vinDuplicate',
  'vinUnknown',
  'signatureFailed',
  'structureError',
  'decryptionFailed',
];
export const RESPONSE_COMMAND = 0xfe;

export function responseName(code: number, edition: Edition): ResponseName | number {
  if (code === RESPONSE_COMMAND) return 'command';
  if (code >= 1 && (edition === 2025 ? code <= 7 : code <= 3)) return RESPONSES_2025[code] as ResponseName;
  return code;
}

export function responseCode(v: unknown, edition: Edition, path: string): number {
  if (v === 'command') return RESPONSE_COMMAND;
  if (typeof v === 'string') {
    const i = RESPONSES_2025.indexOf(v);
    if (i > 0 && (edition === 2025 || i <= 3)) return i;
  }
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 255) return v;
  return badValue(path, `unknown response flag ${JSON.stringify(v)} for edition ${edition}`);
}

const ENCRYPTION_2025: Names = [undefined, 'none', 'RSA', 'AES', 'SM2', 'SM4'];

export function encryptionName(code: number, edition: Edition): EncryptionName | number {
  if (code === 0xfe) return 'abnormal';
  if (code === 0xff) return 'invalid';
  if (code >= 1 && (edition === 2025 ? code <= 5 : code <= 3)) return ENCRYPTION_2025[code] as EncryptionName;
  return code;
}

export function encryptionCode(v: unknown, edition: Edition, path: string): number {
  if (v === 'abnormal') return 0xfe;
  if (v === 'invalid') return 0xff;
  if (typeof v === 'string') {
    const i = ENCRYPTION_2025.indexOf(v);
    if (i > 0 && (edition === 2025 || i <= 3)) return i;
  }
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 255) return v;
  return badValue(path, `unknown encryption ${JSON.stringify(v)} for edition ${edition}`);
}

// ---------------------------------------------------------------- real-time enumerations

export const VEHICLE_STATUS: Names = [undefined, 'started', 'off', 'other'];
export const CHARGE_STATUS: Names = [
  undefined,
  'parkedCharging',
  'drivingCharging',
  'notCharging',
  'complete',
];
export const RUN_MODE: Names = [undefined, 'electric', 'hybrid', 'fuel'];
export const WORKING_OFF: Names = [undefined, 'working', 'off'];
export const MOTOR_STATUS: Names = [undefined, 'consuming', 'generating', 'off', 'ready'];
export const ENGINE_STATUS: Names = [undefined, 'on', 'off'];
export const COORD_SYSTEM: Names = [undefined, 'WGS84', 'GCJ02', 'other'];
export const SIGNATURE_TYPE: Names = [undefined, 'SM2', 'RSA', 'ECC'];
export const ACTIVATION_STATUS: Names = [undefined, 'activated', 'failed'];
export const ACTIVATION_REASON: Names = ['ok', 'chipActivated', 'vinDuplicate'];

/** Gear nibble: 0 neutral, 1-6, 0xD reverse, 0xE drive, 0xF park; 7-12 are undefined codes. */
export const GEARS: readonly (number | string)[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 'R', 'D', 'P'];

/** General alarm flag names by bit (2016 defines 0-18, 2025 adds 19-27). */
export const ALARM_FLAGS: readonly string[] = [
  'temperatureDifference',
  'batteryHighTemperature',
  'storageOverVoltage',
  'storageUnderVoltage',
  'socLow',
  'cellOverVoltage',
  'cellUnderVoltage',
  'socHigh',
  'socJump',
  'storageMismatch',
  'cellConsistencyPoor',
  'insulation',
  'dcdcTemperature',
  'brakeSystem',
  'dcdcStatus',
  'motorControllerTemperature',
  'highVoltageInterlock',
  'motorTemperature',
  'storageOverCharge',
  'motorOverSpeed',
  'motorOverCurrent',
  'supercapacitorOverTemperature',
  'supercapacitorOverVoltage',
  'storageThermalEvent',
  'hydrogenLeak',
  'hydrogenPressureAbnormal',
  'hydrogenTemperatureAbnormal',
  'stackOverTemperature',
];

export function alarmFlagName(bit: number, edition: Edition): string {
  return bit < (edition === 2016 ? 19 : 28) ? ALARM_FLAGS[bit] : 'bit' + bit;
}

export function alarmFlagNames(flags: number, edition: Edition): string[] {
  const out: string[] = [];
  for (let bit = 0; flags !== 0 && bit < 32; bit++) {
    if (flags & (1 << bit)) {
      out.push(alarmFlagName(bit, edition));
      flags &= ~(1 << bit);
    }
  }
  return out;
}
