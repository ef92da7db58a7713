import { allScreens, type LocalizedText } from './menu-catalog';
import { defineCalls, type CallSpec } from './call';
import { text } from './i18n';

/** Calls of remote control, under vehicle-svc. */
const CTRL = 'vehicle-svc/ctrl/vehicle/V1.0';
const VIEW = 'remoteControl/view';

/** The remote control calls beside the signed commands (controlCommandCall). */
export const CONTROL_CALLS = defineCalls({
  /** a one-time nonce for the next signed call */
  nonce: { method: 'GET', path: `${CTRL}/nonce`, access: 'session' },
  result: { method: 'GET', path: `${CTRL}/result/:checkId`, access: VIEW },
  query: { method: 'GET', path: `${CTRL}/query/:vin`, access: VIEW },
  /** ?keyword=: the vehicles a control may be sent to */
  vehicles: { method: 'GET', path: `${CTRL}/vehicles`, access: VIEW },
  carBody: { method: 'GET', path: 'vehicle-svc/vehicles/V1.0/query/carBody/:vin', access: VIEW },
  supported: { method: 'GET', path: 'vehicle-svc/ctrlVehicle/config/V1.0/vin4CtrlConfig/:vin', access: VIEW },
  /** signed: a wake-up SMS to the terminal; the payload names the same vehicle */
  sms: { method: 'POST', path: `${CTRL}/sms/:vin`, access: 'remoteControl/update' },
  /** the wake-up SMS sent to a vehicle's terminal */
  wakeups: { method: 'GET', path: `${CTRL}/sms/:vin/list`, access: VIEW },
});

/**
 * The signed call of one control (POST ctrl/vehicle/V1.0/<kind>): sent with the update permission
 * of the console panel (menu screen remote/<group>) it belongs to.
 */
export function controlCommandCall(kind: ControlKind): CallSpec {
  const screen = allScreens.find((s) => s.key === `remote/${CONTROL_KINDS[kind].group}`);
  if (!screen) throw new Error(`no remote screen for ${kind}`);
  return { method: 'POST', path: `${CTRL}/${kind}`, access: `${screen.module}/update` };
}

/** Headers of a signed call. */
export const SIGN_HEADERS = { sign: 'sign', nonce: 'nonce', timestamp: 'timestamp' } as const;
/** A signed call's timestamp may differ from the server's clock by at most this much. */
export const SIGN_WINDOW_MS = 5 * 60_000;
/** A nonce is good for one call within this long. */
export const NONCE_TTL_MS = 2 * 60_000;
/** What the per-session key is derived from: SHA-256 of this prefix and the session's signing secret (LoginResponse.signSecret). */
export const SIGN_KEY_PREFIX = 'chelian-ctrl-v2:';

/**
 * The remote controls and the bytes of their vendor extension (command 0x82, command id
 * CONTROL_COMMAND_ID, parameters: function, action, argument). `group` is the console panel
 * (menu screen remote/<group>) that sends it.
 */
export const CONTROL_KINDS = {
  lock: { fn: 0x01, group: 'door', body: true, name: text('control.kinds.lock') },
  trunk: { fn: 0x02, group: 'tailgate', body: true, name: text('control.kinds.trunk') },
  air: { fn: 0x03, group: 'air-conditioning', body: false, name: text('control.kinds.air') },
  recharge: {
    fn: 0x04,
    group: 'charging',
    body: false,
    name: text('control.kinds.recharge'),
  },
  window: { fn: 0x05, group: 'window', body: true, name: text('control.kinds.window') },
  light: { fn: 0x06, group: 'light-and-horn', body: false, name: text('control.kinds.light') },
  findCar: { fn: 0x07, group: 'light-and-horn', body: false, name: text('control.kinds.findCar') },
  flashLightCtrl: {
    fn: 0x08,
    group: 'light-and-horn',
    body: false,
    name: text('control.kinds.flashLightCtrl'),
  },
  whistleCtrl: { fn: 0x09, group: 'light-and-horn', body: false, name: text('control.kinds.whistleCtrl') },
  tempStart: {
    fn: 0x0a,
    group: 'temporary-start',
    body: false,
    name: text('control.kinds.tempStart'),
  },
  batteryCharge: {
    fn: 0x0b,
    group: 'smart-battery-top-up',
    body: false,
    name: text('control.kinds.batteryCharge'),
  },
  preheat: {
    fn: 0x0c,
    group: 'battery-preheat',
    body: false,
    name: text('control.kinds.preheat'),
  },
  seatHeat: { fn: 0x0d, group: 'seat-heating', body: false, name: text('control.kinds.seatHeat') },
} as const;
export type ControlKind = keyof typeof CONTROL_KINDS;
export const CONTROL_KIND_NAMES = Object.keys(CONTROL_KINDS) as ControlKind[];

/** The vendor extension of GB/T 32960 terminal control (0x82) that carries a remote control. */
export const CONTROL_COMMAND_ID = 0x90;

/** Actions: 0 off / unlock / close / stop, 1 on / lock / open / start. */
export const CONTROL_ACTIONS = ['off', 'on'] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

/** Air-conditioning wind levels. */
export const WIND_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Reserved charging capacity options, %. */
export const RESERVE_CAPACITIES = [80, 85, 90, 95, 100] as const;
/** Preheat types: 0 none, 1 single, 2 periodic. */
export const PREHEAT_TYPES = [0, 1, 2] as const;

/**
 * Heated seats a car offers: 1 driver, 2 front passenger,
 * 3 rear bench. The seat rides in the high nibble of the argument byte, the level in the low one.
 */
export const SEATS = [1, 2, 3] as const;
export const SEAT_NAMES: Record<number, 'driver' | 'passenger' | 'rear'> = {
  1: 'driver',
  2: 'passenger',
  3: 'rear',
};
/** Seat-heating levels of an "on" command; "off" is level 0. */
export const SEAT_HEAT_LEVELS = [1, 2, 3] as const;

/** The decrypted payload of a control call. */
export interface ControlPayload {
  vin: string;
  action: ControlAction;
  /** air: wind level 1-7 */
  windLevel?: number;
  /** recharge: reserved capacity 80-100 % */
  capacity?: number;
  /** preheat: 0 none, 1 single, 2 periodic */
  preheatType?: number;
  /** seatHeat: 1 driver, 2 passenger, 3 rear (on and off) */
  seat?: number;
  /** seatHeat on: level 1-3 */
  heatLevel?: number;
}

/** The one-byte argument a control carries, or 0. */
export function controlArgument(kind: ControlKind, p: ControlPayload): number {
  if (kind === 'air') return p.windLevel ?? 0;
  if (kind === 'recharge') return p.capacity ?? 0;
  if (kind === 'preheat') return p.preheatType ?? 0;
  // seat 2 at level 3 is 0x23; seat 2 off is 0x20
  if (kind === 'seatHeat') return ((p.seat ?? 0) << 4) | (p.action === 'on' ? (p.heatLevel ?? 0) : 0);
  return 0;
}

/** The vendor-extension parameters as hex: function, action, argument. */
export function controlHex(kind: ControlKind, p: ControlPayload): string {
  const byte = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
  return byte(CONTROL_KINDS[kind].fn) + byte(p.action === 'on' ? 1 : 0) + byte(controlArgument(kind, p));
}

/** Remote command result codes 0-7. */
export const COMMAND_CODE_TEXTS: Record<number, LocalizedText> = {
  0: text('control.commandCode.0'),
  1: text('control.commandCode.1'),
  2: text('control.commandCode.2'),
  3: text('control.commandCode.3'),
  4: text('control.commandCode.4'),
  5: text('control.commandCode.5'),
  6: text('control.commandCode.6'),
  7: text('control.commandCode.7'),
};

/** Command status texts shown to the user, by the gateway's status. */
export const COMMAND_STATUS_TEXTS: Record<string, LocalizedText> = {
  pending: text('control.commandStatus.pending'),
  sending: text('control.commandStatus.sending'),
  sent: text('control.commandStatus.sent'),
  queued: text('control.commandStatus.queued'),
  succeeded: text('control.commandStatus.succeeded'),
  failed: text('control.commandCode.6'),
  timeout: text('control.commandStatus.timeout'),
  offline: text('control.commandStatus.offline'),
  disconnected: text('control.commandStatus.disconnected'),
  expired: text('control.commandStatus.expired'),
  error: text('control.commandStatus.error'),
};

/** Text of a status code in a language. */
export function commandCodeText(code: number, lang: keyof LocalizedText): string {
  return COMMAND_CODE_TEXTS[code]?.[lang] ?? String(code);
}

/** A command's state as the console shows it (answer of the result call and of the control calls). */
export interface ControlCommandState {
  checkId: string;
  vin: string;
  kind: string;
  status: string;
  statusCode: number;
  final: boolean;
  /** why the terminal refused it (a key of CONTROL_REFUSAL_TEXTS), when it said */
  reason?: string;
}

/**
 * Why a terminal refused a body control: the byte after the command id its refusal echoes
 * (answer flag 0x02, body time | 0x90 | reason; docs/control.md).
 */
export const CONTROL_REFUSAL_TEXTS: Record<string, LocalizedText> = {
  '01': text('control.safety.refusal.01'),
  '02': text('control.safety.refusal.02'),
  '03': text('control.safety.refusal.03'),
};

/** The refusal reason in a command's result ({ commandId: 0x90, hex } as the gateway keeps it), if any. */
export function controlRefusal(result: unknown): string | undefined {
  const echoed = result as { commandId?: unknown; hex?: unknown } | null | undefined;
  return echoed?.commandId === CONTROL_COMMAND_ID && typeof echoed.hex === 'string'
    ? echoed.hex.slice(0, 2).toLowerCase()
    : undefined;
}

/**
 * Generic command calls (cmd/V1.0|V2.0/{vin}/{action}/{type}): the type names a control, by its
 * own name or by the console's command code (remote lock, back door, air conditioning,
 * order recharge, seek, light, flash light, window, whistle).
 */
export const COMMAND_TYPES: Record<string, ControlKind> = {
  ...(Object.fromEntries(CONTROL_KIND_NAMES.map((k) => [k, k])) as Record<ControlKind, ControlKind>),
  remoteLock: 'lock',
  backDoor: 'trunk',
  airConditioning: 'air',
  orderRecharge: 'recharge',
  seek: 'findCar',
  flashLight: 'flashLightCtrl',
  whistle: 'whistleCtrl',
};

/** Actions of the generic calls: on / off, or 1 / 0 and the words of the body controls. */
export const COMMAND_ACTIONS: Record<string, ControlAction> = {
  on: 'on',
  off: 'off',
  '1': 'on',
  '0': 'off',
  open: 'on',
  close: 'off',
  start: 'on',
  stop: 'off',
};
