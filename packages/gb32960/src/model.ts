/**
 * The decoded model shared by the decoder, the encoder, the CLI and the gateway's stored JSON.
 * Field names follow shared/gb32960/PROTOCOL.md ("The decoded model").
 *
 * Conventions:
 * - Times are ISO 8601 strings in Beijing time: `2018-06-23T12:05:02+08:00`.
 * - Measured values are scaled to their unit; a sentinel (0xFE/0xFF, 0xFFFE/0xFFFF, ...) is `null`.
 *   Sentinels of the "abnormal" kind (0xFE, 0xFFFE, 0xFFFFFFFE) are additionally listed by path in
 *   `RealtimeBody.abnormal`, so that encoding reproduces the exact bytes.
 * - Enumerations are names; a code the standard does not define is kept as its number.
 * - Byte blobs (custom data, keys, signatures) are uppercase hex strings.
 */

export type Edition = 2016 | 2025;

export type CommandName =
  | 'login'
  | 'realtime'
  | 'reissue'
  | 'logout'
  | 'platformLogin'
  | 'platformLogout'
  | 'heartbeat'
  | 'timeSync'
  | 'paramQuery'
  | 'paramSet'
  | 'control'
  | 'activation'
  | 'activationResponse'
  | 'keyExchange'
  | 'custom'
  | 'unknown';

export type ResponseName =
  | 'ok'
  | 'error'
  | 'vinDuplicate'
  | 'vinUnknown'
  | 'signatureFailed'
  | 'structureError'
  | 'decryptionFailed'
  | 'command';

export type EncryptionName = 'none' | 'RSA' | 'AES' | 'SM2' | 'SM4' | 'abnormal' | 'invalid';

/** The 24-byte header, decoded. */
export interface FrameHeader {
  edition: Edition;
  command: CommandName;
  commandId: number;
  /** A flag name, or the raw number when the edition does not define it. */
  response: ResponseName | number;
  /** VIN, or the platform id on platform links; trailing NULs trimmed. */
  vin: string;
  encryption: EncryptionName | number;
  /** Data unit length n from the header (ignored by the encoder, which computes it). */
  length: number;
}

// ---------------------------------------------------------------- generic bodies

/** A reply that carries only the request's time (the usual answer). */
export interface TimeOnlyBody {
  time: string;
}
/** Heartbeat, time-sync request and their empty replies. */
export type EmptyBody = Record<string, never>;
/** A body this codec cannot interpret (custom and reserved commands): kept byte for byte. */
export interface RawBody {
  hex: string;
}
/** The data unit of an encrypted frame (encryption other than 'none'): kept byte for byte. */
export interface CiphertextBody {
  ciphertext: string;
}

// ---------------------------------------------------------------- login / logout / platform

export interface Login2016Body {
  time: string;
  serial: number;
  iccid: string;
  subsystemCount: number;
  codeLength: number;
  /** subsystemCount codes of codeLength bytes each; empty when codeLength is 0. */
  codes: string[];
}

export interface BatteryManagementSystem {
  /** 24-character pack codes (GB/T 34014) of the packs this management system handles. */
  packCodes: string[];
}

export interface Login2025Body {
  time: string;
  serial: number;
  iccid: string;
  systems: BatteryManagementSystem[];
}

export interface LogoutBody {
  time: string;
  serial: number;
}

export interface PlatformLoginBody {
  time: string;
  serial: number;
  username: string;
  password: string;
  encryptionRule: EncryptionName | number;
}

// ---------------------------------------------------------------- real-time report

/**
 * Enumerated fields hold the standard's code (README: "Enumerations"); the comments name the
 * codes. The encoder also takes the names earlier versions decoded to.
 */
/** gear nibble: 0 neutral, 1-6, 13 reverse, 14 drive, 15 park (7-12 undefined) */
export type Gear = number;

export interface Vehicle {
  /** 1 started, 2 off, 3 other */
  status: number | null;
  /** 1 parked charging, 2 driving charging, 3 not charging, 4 charge complete */
  chargeStatus: number | null;
  /** 1 electric, 2 hybrid, 3 fuel */
  runMode: number | null;
  /** km/h */
  speed: number | null;
  /** km */
  mileage: number | null;
  /** V */
  voltage: number | null;
  /** A */
  current: number | null;
  /** % */
  soc: number | null;
  /** 1 working, 2 off */
  dcdc: number | null;
  /** 0 neutral, 1-6, 13 R, 14 D, 15 P */
  gear: Gear;
  braking: boolean;
  driving: boolean;
  /** 2025 only: false when the gear-invalid bit (bit 7) is set. */
  gearValid?: boolean;
  /** reserved bits of the gear byte that were set (2016 bits 6-7, 2025 bit 6); absent when clear */
  gearReserved?: number;
  /** kOhm */
  insulation: number | null;
  /** 2016 only: accelerator pedal travel, %. */
  accelerator?: number | null;
  /** 2016 only: brake pedal travel, % (0 off, 101 applied without travel). */
  brake?: number | null;
}

/** 1 consuming, 2 generating, 3 off, 4 ready */
export type MotorStatus = number | null;

export interface Motor {
  /** null: 0xFE/0xFF */
  no: number | null;
  status: MotorStatus;
  /** degrees C */
  controllerTemp: number | null;
  /** r/min */
  rpm: number | null;
  /** N m */
  torque: number | null;
  /** degrees C */
  temp: number | null;
  /** 2016 only: V */
  controllerVoltage?: number | null;
  /** 2016 only: A */
  controllerCurrent?: number | null;
}

/** 2016 0x03 fuel cell. */
export interface FuelCell2016 {
  /** V */
  voltage: number | null;
  /** A */
  current: number | null;
  /** kg/100km */
  consumption: number | null;
  /** degrees C */
  probeTemps: (number | null)[];
  /** hydrogen system max temperature, degrees C (0.1 resolution) */
  maxTemp: number | null;
  maxTempProbe: number | null;
  /** hydrogen max concentration, mg/kg */
  maxConcentration: number | null;
  maxConcentrationSensor: number | null;
  /** hydrogen max pressure, MPa */
  maxPressure: number | null;
  maxPressureSensor: number | null;
  /** 1 working, 2 off */
  dcdcStatus: number | null;
}

/** 2025 0x03 fuel cell engine and on-board hydrogen system. */
export interface HydrogenSystem2025 {
  /** degrees C */
  maxTemp: number | null;
  maxTempProbe: number | null;
  /** volume fraction, % (0.0001 resolution) */
  maxConcentration: number | null;
  maxConcentrationSensor: number | null;
  /** MPa */
  maxPressure: number | null;
  maxPressureSensor: number | null;
  /** 1 working, 2 off */
  dcdcStatus: number | null;
  /** % */
  hydrogenRemaining: number | null;
  /** high-voltage DC/DC controller temperature, degrees C */
  dcdcTemp: number | null;
}

export interface Engine {
  /** 2016 only */
  /** 1 on, 2 off */
  status?: number | null;
  /** crankshaft speed, r/min */
  rpm: number | null;
  /** 2016 only: L/100km */
  fuelConsumption?: number | null;
}

export interface Position {
  valid: boolean;
  /** degrees, negative = west; null: 0xFFFFFFFE/0xFFFFFFFF */
  lng: number | null;
  /** degrees, negative = south; null likewise */
  lat: number | null;
  /** 2025 only: 1 WGS84, 2 GCJ02, 3 other; null: 0xFE/0xFF */
  coordSystem?: number | null;
  /** status bits no other field carries (bits 3-7; the hemisphere bit of a null coordinate); absent when clear */
  reserved?: number;
}

export interface CellExtreme {
  subsystem: number | null;
  cell: number | null;
  /** V */
  value: number | null;
}
export interface ProbeExtreme {
  subsystem: number | null;
  probe: number | null;
  /** degrees C */
  value: number | null;
}
/** 2016 0x06 extremes. */
export interface Extremes {
  maxCellVoltage: CellExtreme;
  minCellVoltage: CellExtreme;
  maxTemp: ProbeExtreme;
  minTemp: ProbeExtreme;
}

/** 2025: level of one general alarm flag. */
export interface FlagLevel {
  bit: number;
  /** Derived from bit (ignored by the encoder). */
  name: string;
  level: number;
}

export interface Alarm {
  /** 0 none, 1-3 (2025: 4 thermal event) */
  level: number | null;
  /** General alarm flags DWORD, bit 0 least significant. */
  flags: number;
  /** Names of the set flags (derived from flags; ignored by the encoder). */
  flagNames: string[];
  storageFaults: number[];
  motorFaults: number[];
  engineFaults: number[];
  otherFaults: number[];
  /** 2025 only */
  flagLevels?: FlagLevel[];
}

export interface StorageVoltage {
  no: number;
  /** V */
  voltage: number | null;
  /** A */
  current: number | null;
  /** 2016: total cells of the subsystem; 2025: cells in this frame (equals cells.length). */
  cellTotal: number;
  /** 2016 only: 1-based number of the first cell in this frame. */
  firstCell?: number;
  /** V */
  cells: (number | null)[];
}

export interface StorageTemp {
  no: number;
  /** degrees C */
  probes: (number | null)[];
}

/** 2025 0x30 */
export interface FuelCellStack {
  no: number;
  /** V */
  voltage: number | null;
  /** A */
  current: number | null;
  /** kPa */
  hydrogenInletPressure: number | null;
  /** kPa */
  airInletPressure: number | null;
  /** degrees C */
  airInletTemp: number | null;
  /** coolant outlet temperatures, degrees C */
  coolantTemps: (number | null)[];
}

/** 2025 0x31 */
export interface Supercapacitor {
  no: number;
  /** V */
  voltage: number | null;
  /** A */
  current: number | null;
  /** V */
  cells: (number | null)[];
  /** degrees C */
  probes: (number | null)[];
}

export interface SupercapCellExtreme {
  system: number | null;
  cell: number | null;
  /** V */
  value: number | null;
}
export interface SupercapProbeExtreme {
  system: number | null;
  probe: number | null;
  /** degrees C */
  value: number | null;
}
/** 2025 0x32 */
export interface SupercapacitorExtremes {
  maxVoltage: SupercapCellExtreme;
  minVoltage: SupercapCellExtreme;
  maxTemp: SupercapProbeExtreme;
  minTemp: SupercapProbeExtreme;
}

export interface CustomBlock {
  /** 0x80-0xFE */
  type: number;
  hex: string;
}

export interface Signature {
  /** 1 SM2, 2 RSA, 3 ECC */
  type: number;
  r: string;
  s: string;
}

export interface RealtimeBody {
  time: string;
  vehicle?: Vehicle;
  motors?: Motor[];
  fuelCell?: FuelCell2016 | HydrogenSystem2025;
  engine?: Engine;
  position?: Position;
  /** 2016 only */
  extremes?: Extremes;
  alarm?: Alarm;
  storageVoltages?: StorageVoltage[];
  storageTemps?: StorageTemp[];
  /** 2025 only */
  fuelCellStacks?: FuelCellStack[];
  /** 2025 only */
  supercapacitor?: Supercapacitor;
  /** 2025 only */
  supercapacitorExtremes?: SupercapacitorExtremes;
  custom?: CustomBlock[];
  /** 2025 only: the vehicle's signature over the body before it. */
  signature?: Signature;
  /**
   * Info type codes in the order they appeared, present only when that order differs from the
   * encoder's default (standard types ascending, then custom blocks, then the signature).
   */
  order?: number[];
  /** Paths (e.g. "vehicle.speed", "storageVoltages[0].cells[3]") whose null came from an "abnormal" sentinel. */
  abnormal?: string[];
}

// ---------------------------------------------------------------- parameters

export type ParamName =
  | 'localStoragePeriod'
  | 'reportPeriod'
  | 'alarmReportPeriod'
  | 'platformDomainLength'
  | 'platformDomain'
  | 'platformPort'
  | 'hardwareVersion'
  | 'firmwareVersion'
  | 'heartbeatPeriod'
  | 'terminalResponseTimeout'
  | 'platformResponseTimeout'
  | 'loginRetryInterval'
  | 'publicDomainLength'
  | 'publicDomain'
  | 'publicPort'
  | 'samplingInspection';

export interface Param {
  id: number;
  /** Derived from id (ignored by the encoder). */
  name: ParamName;
  /** Numbers in the unit of the standard (ms, s, min); domains and versions as strings. */
  value: number | string;
}

/** 0x80 request: which parameters to report. */
export interface ParamQueryBody {
  time: string;
  ids: number[];
}

/** 0x80 answer and 0x81 set. */
export interface ParamsBody {
  time: string;
  params: Param[];
  /**
   * Bytes from the first parameter this codec cannot size (reserved 0x11-0x7F, user-defined
   * 0x80-0xFE) to the end; `count` then keeps the declared number of parameters.
   */
  rest?: string;
  count?: number;
}

// ---------------------------------------------------------------- terminal control

export type ControlCommandName =
  | 'remoteUpgrade'
  | 'powerOff'
  | 'reset'
  | 'factoryReset'
  | 'disconnect'
  | 'alarm'
  | 'samplingLink'
  | 'custom'
  | 'reserved';

/** 0x01 remote upgrade parameters (semicolon-separated on the wire). Empty binary fields are null. */
export interface UpgradeParams {
  apn: string;
  user: string;
  password: string;
  /** "a.b.c.d" for an IPv4 address (first two bytes zero), otherwise the 6 bytes as hex. */
  address: string | null;
  port: number | null;
  manufacturer: string;
  hardwareVersion: string;
  firmwareVersion: string;
  url: string;
  /** minutes */
  timeout: number | null;
}

export interface ControlWarning {
  /** 0 none, 1-3 (2025: 4), 0xFF invalid */
  level: number;
  /** Reserved, variable length: kept as hex. */
  message: string;
}

export interface ControlBody {
  time: string;
  commandId: number;
  /** Derived from commandId (ignored by the encoder). */
  command: ControlCommandName;
  upgrade?: UpgradeParams;
  warning?: ControlWarning;
  /**
   * Parameters kept byte for byte: platform-custom commands (0x80-0xFE, the vendor extension
   * hook), reserved ones, and any parameters this codec cannot represent exactly.
   */
  hex?: string;
}

// ---------------------------------------------------------------- 2025 security commands

export interface ActivationBody {
  time: string;
  /** 16 characters, space padded on the wire. */
  chipId: string;
  publicKey: string;
  vin: string;
  signature: Signature;
}

export interface ActivationResponseBody {
  status: 'activated' | 'failed' | number;
  reason: 'ok' | 'chipActivated' | 'vinDuplicate' | number;
}

export interface KeyExchangeBody {
  keyType: EncryptionName | number;
  key: string;
  startTime: string;
  endTime: string;
}

// ---------------------------------------------------------------- frames

type Reply<B> = B | TimeOnlyBody | EmptyBody | CiphertextBody;

interface FrameOf<C extends CommandName, B> extends FrameHeader {
  command: C;
  body: B;
}

export type LoginFrame = FrameOf<'login', Reply<Login2016Body | Login2025Body>>;
export type RealtimeFrame = FrameOf<'realtime' | 'reissue', Reply<RealtimeBody>>;
export type LogoutFrame = FrameOf<'logout' | 'platformLogout', Reply<LogoutBody>>;
export type PlatformLoginFrame = FrameOf<'platformLogin', Reply<PlatformLoginBody>>;
export type HeartbeatFrame = FrameOf<'heartbeat' | 'timeSync', Reply<RawBody>>;
export type ParamQueryFrame = FrameOf<'paramQuery', Reply<ParamQueryBody | ParamsBody>>;
export type ParamSetFrame = FrameOf<'paramSet', Reply<ParamsBody>>;
export type ControlFrame = FrameOf<'control', Reply<ControlBody>>;
export type ActivationFrame = FrameOf<'activation', Reply<ActivationBody>>;
export type ActivationResponseFrame = FrameOf<'activationResponse', Reply<ActivationResponseBody>>;
export type KeyExchangeFrame = FrameOf<'keyExchange', Reply<KeyExchangeBody>>;
export type CustomFrame = FrameOf<'custom' | 'unknown', Reply<RawBody>>;

export type Frame =
  | LoginFrame
  | RealtimeFrame
  | LogoutFrame
  | PlatformLoginFrame
  | HeartbeatFrame
  | ParamQueryFrame
  | ParamSetFrame
  | ControlFrame
  | ActivationFrame
  | ActivationResponseFrame
  | KeyExchangeFrame
  | CustomFrame;

export type Body = Frame['body'];

/**
 * What the encoder accepts: a frame without `length` (computed) and with `commandId` or
 * `command` (commandId wins; custom commands need commandId).
 */
export type FrameInput = Omit<Frame, 'length' | 'commandId' | 'command'> & {
  length?: number;
  commandId?: number;
  command?: CommandName;
};
