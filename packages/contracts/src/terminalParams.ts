import type { LocalizedText } from './menu-catalog';
import { defineCalls } from './call';
import { text } from './i18n';

/** Calls of terminal parameters, terminal control and the VIN change (vehicle/param), under vehicle-svc. */
export const TERMINAL_PARAM_CALLS = defineCalls({
  /** ?vin=&ids=: read from the terminal now (0x80) */
  read: { method: 'GET', path: 'vehicle-svc/vehicle/param', access: 'paramsQuery/view' },
  /** ?vin=: the values last read or set */
  stored: { method: 'GET', path: 'vehicle-svc/vehicle/param/getParam', access: 'paramsQuery/view' },
  /** { vin, params: [{ id, value }] }: set (0x81) */
  set: { method: 'PUT', path: 'vehicle-svc/vehicle/param', access: 'paramsQuery/update' },
  /** { vin, commandId, ... }: terminal control (0x82) */
  control: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/param/terminalControl/control',
    access: 'paramsQuery/update',
  },
  /** { vin, newVin }: the archive, binding and live state follow */
  changeVin: { method: 'POST', path: 'vehicle-svc/vehicle/param/changeVin', access: 'vehicleList/update' },
  /** the VIN changes of a vehicle, newest first */
  vinChanges: {
    method: 'GET',
    path: 'vehicle-svc/vehicle/param/changeVin/:vin/log',
    access: 'vehicleList/view',
  },
});

export type ParamKind = 'byte' | 'word' | 'text5' | 'domain';

export interface TerminalParamDef {
  id: number;
  key: string;
  label: LocalizedText;
  kind: ParamKind;
  min?: number;
  max?: number;
  /** set by the server with its domain (0x04, 0x0D): not edited on its own */
  derived?: boolean;
}

/**
 * GB/T 32960.3 terminal parameters 0x01-0x10 and the values the console may set: WORDs 0-60000,
 * BYTEs 0-255, narrower where the protocol says so.
 */
export const TERMINAL_PARAMS: TerminalParamDef[] = [
  {
    id: 0x01,
    key: 'localStoragePeriod',
    label: text('terminalParams.localStoragePeriod'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x02,
    key: 'reportPeriod',
    label: text('terminalParams.reportPeriod'),
    kind: 'word',
    min: 1,
    max: 60000,
  },
  {
    id: 0x03,
    key: 'alarmReportPeriod',
    label: text('terminalParams.alarmReportPeriod'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x04,
    key: 'platformDomainLength',
    label: text('terminalParams.platformDomainLength'),
    kind: 'byte',
    derived: true,
  },
  {
    id: 0x05,
    key: 'platformDomain',
    label: text('terminalParams.platformDomain'),
    kind: 'domain',
    max: 255,
  },
  {
    id: 0x06,
    key: 'platformPort',
    label: text('terminalParams.platformPort'),
    kind: 'word',
    min: 1,
    max: 60000,
  },
  { id: 0x07, key: 'hardwareVersion', label: text('terminalParams.hardwareVersion'), kind: 'text5' },
  { id: 0x08, key: 'firmwareVersion', label: text('terminalParams.firmwareVersion'), kind: 'text5' },
  {
    id: 0x09,
    key: 'heartbeatPeriod',
    label: text('terminalParams.heartbeatPeriod'),
    kind: 'byte',
    min: 1,
    max: 240,
  },
  {
    id: 0x0a,
    key: 'terminalResponseTimeout',
    label: text('terminalParams.terminalResponseTimeout'),
    kind: 'word',
    min: 1,
    max: 600,
  },
  {
    id: 0x0b,
    key: 'platformResponseTimeout',
    label: text('terminalParams.platformResponseTimeout'),
    kind: 'word',
    min: 1,
    max: 600,
  },
  {
    id: 0x0c,
    key: 'loginRetryInterval',
    label: text('terminalParams.loginRetryInterval'),
    kind: 'byte',
    min: 1,
    max: 240,
  },
  {
    id: 0x0d,
    key: 'publicDomainLength',
    label: text('terminalParams.publicDomainLength'),
    kind: 'byte',
    derived: true,
  },
  {
    id: 0x0e,
    key: 'publicDomain',
    label: text('terminalParams.publicDomain'),
    kind: 'domain',
    max: 255,
  },
  {
    id: 0x0f,
    key: 'publicPort',
    label: text('terminalParams.publicPort'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x10,
    key: 'samplingInspection',
    label: text('terminalParams.samplingInspection'),
    kind: 'byte',
    min: 1,
    max: 2,
  },
];

export const paramDef = (id: number) => TERMINAL_PARAMS.find((p) => p.id === id);

/** 2025 terminals keep the report periods in one byte: 1-30 s and 1-255 for alarms (PROTOCOL.md). */
export function paramRange(def: TerminalParamDef, edition: number | null): { min: number; max: number } {
  if (edition === 2025 && def.id === 0x02) return { min: 1, max: 30 };
  if (edition === 2025 && def.id === 0x03) return { min: 0, max: 255 };
  return { min: def.min ?? 0, max: def.max ?? (def.kind === 'byte' ? 255 : 60000) };
}

/** Why a value does not fit its parameter, or null. */
export function paramProblem(
  def: TerminalParamDef,
  value: unknown,
  edition: number | null,
): 'range' | 'text5' | 'domain' | 'derived' | null {
  if (def.derived) return 'derived';
  if (def.kind === 'text5')
    return typeof value === 'string' && /^[\x20-\x7e]{5}$/.test(value) ? null : 'text5';
  if (def.kind === 'domain')
    return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? null : 'domain';
  const { min, max } = paramRange(def, edition);
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : 'range';
}

/** Terminal control command ids (0x82) and their names. */
export const TERMINAL_CONTROLS: { id: number; key: string; label: LocalizedText }[] = [
  { id: 0x01, key: 'remoteUpgrade', label: text('terminalParams.terminalControls.remoteUpgrade') },
  { id: 0x02, key: 'powerOff', label: text('terminalParams.terminalControls.powerOff') },
  { id: 0x03, key: 'reset', label: text('terminalParams.terminalControls.reset') },
  { id: 0x04, key: 'factoryReset', label: text('terminalParams.terminalControls.factoryReset') },
  { id: 0x05, key: 'disconnect', label: text('terminalParams.terminalControls.disconnect') },
  { id: 0x06, key: 'alarm', label: text('terminalParams.terminalControls.alarm') },
  {
    id: 0x07,
    key: 'samplingLink',
    label: text('terminalParams.terminalControls.samplingLink'),
  },
];

/** Result of a parameter read, set or terminal control. */
export interface TerminalTaskResult {
  checkId: string;
  status: string;
  statusCode: number;
  params?: { id: number; key: string; value: number | string }[];
}

/**
 * The link parameters of a terminal (QB link parameters): how it reaches the platforms and how
 * long it waits: platform domain and port, heartbeat, response timeouts, login retry interval,
 * public platform domain and port. The domain lengths (0x04, 0x0D) go with their domain.
 */
export const LINK_PARAM_IDS: readonly number[] = [0x05, 0x06, 0x09, 0x0a, 0x0b, 0x0c, 0x0e, 0x0f];
