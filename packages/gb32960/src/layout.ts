/**
 * The fixed-size fields of the real-time report, one table per edition: for each information body
 * (and each list entry), its fields in wire order with byte width, scale, offset, markers and
 * bounds. Decoder and encoder both take every number from these tables, through the per-field
 * readers and writers below, built once when the module loads; the encoder also takes the order of
 * each block's fields from them (blockWriter), so the editions' encoders list no fields.
 *
 * A value on the wire is `raw = value * scale + offset`; the model holds `(raw - offset) / scale`.
 */
import { int, u32, type Writer } from './bytes.js';
import { badValue } from './errors.js';
import {
  CHARGE_STATUS,
  codeOf,
  COORD_SYSTEM,
  ENGINE_STATUS,
  MOTOR_STATUS,
  RUN_MODE,
  VEHICLE_STATUS,
  WORKING_OFF,
  type Names,
} from './names.js';

export const Kind = {
  /** A measured value, scaled (the encoder rounds to the scale); the two top codes are markers. */
  Scaled: 0,
  /** A whole BYTE value (SOC, pedal, alarm level): the encoder takes integers only; markers. */
  Whole: 1,
  /** An enumeration: the code as it is (the encoder also takes the table's names); markers. */
  Enum: 2,
  /** An identifier: the number as it is; markers (the encoder takes 0xFE/0xFF as numbers too). */
  Id: 3,
  /** A plain number with no markers (entry numbers, cell totals, flags, fault codes). */
  Plain: 4,
  /** The element count of the list of the same name. */
  Count: 5,
  /** A byte of bit fields, read and written by the block's own code. */
  Bits: 6,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export type Width = 1 | 2 | 4;

const ABNORMAL = [0, 0xfe, 0xfffe, 0, 0xfffffffe];
const INVALID = [0, 0xff, 0xffff, 0, 0xffffffff];

export class Field<N extends string = string> {
  /** Byte offset in its block, from the widths before it. */
  at = 0;
  /** Whether the two top codes are the "abnormal" and "invalid" markers (null in the model). */
  readonly marked: boolean;
  /** Raw code of the abnormal marker (null, and its path listed in `abnormal`); -1 without markers. */
  readonly abnormal: number;
  /** Raw code of the invalid marker (null); -1 without markers. */
  readonly invalid: number;
  /** Largest raw code the encoder writes for a number. */
  readonly maxRaw: number;
  /** The model's range for a number: raw 0..maxRaw. */
  readonly min: number;
  readonly max: number;

  constructor(
    readonly name: N,
    readonly kind: Kind,
    readonly width: Width,
    readonly scale = 1,
    readonly offset = 0,
    readonly names: Names | undefined = undefined,
  ) {
    this.marked = kind === Kind.Scaled || kind === Kind.Whole || kind === Kind.Enum || kind === Kind.Id;
    this.abnormal = this.marked ? ABNORMAL[width] : -1;
    this.invalid = this.marked ? INVALID[width] : -1;
    // Measures stop below the markers; enumerations, identifiers and plain numbers take any code.
    this.maxRaw = kind === Kind.Scaled || kind === Kind.Whole ? ABNORMAL[width] - 1 : INVALID[width];
    this.min = (0 - offset) / scale;
    this.max = (this.maxRaw - offset) / scale;
  }
}

/** The fields of one block or list entry, and the size of their fixed part. */
export class Block<N extends string = string> {
  readonly size: number;
  readonly field: Readonly<Record<N, Field<N>>>;

  constructor(readonly fields: readonly Field<N>[]) {
    let at = 0;
    const byName = {} as Record<N, Field<N>>;
    for (const f of fields) {
      f.at = at;
      at += f.width;
      byName[f.name] = f;
    }
    this.size = at;
    this.field = byName;
  }
}

const scaled = <N extends string>(name: N, width: Width, scale = 1, offset = 0): Field<N> =>
  new Field(name, Kind.Scaled, width, scale, offset);
/** BYTE temperature, degrees C with offset 40. */
const temp = <N extends string>(name: N): Field<N> => scaled(name, 1, 1, 40);
const whole = <N extends string>(name: N): Field<N> => new Field(name, Kind.Whole, 1);
const enumeration = <N extends string>(name: N, names: Names): Field<N> =>
  new Field(name, Kind.Enum, 1, 1, 0, names);
const id = <N extends string>(name: N, width: Width = 1): Field<N> => new Field(name, Kind.Id, width);
const plain = <N extends string>(name: N, width: Width): Field<N> => new Field(name, Kind.Plain, width);
const count = <N extends string>(list: N, width: Width): Field<N> => new Field(list, Kind.Count, width);
const bits = <N extends string>(name: N): Field<N> => new Field(name, Kind.Bits, 1);
const block = <N extends string>(...fields: Field<N>[]): Block<N> => new Block(fields);

// Blocks both editions lay out alike.
/** One cell voltage: WORD, mV. */
const CELL_VOLTAGE = scaled('cell', 2, 1000);
/** One probe temperature. */
const PROBE_TEMP = temp('probe');
/** Storage temperatures: one subsystem before its probes (2016 0x09, 2025 0x08). */
const STORAGE_TEMP = block(plain('no', 1), count('probes', 2));
/** Alarm: before the four fault lists (2016 0x07, 2025 0x06). */
const ALARM = block(whole('level'), plain('flags', 4));
/** One fault list's count, then its codes. */
const FAULTS = block(count('faults', 1));
const FAULT_CODE = plain('code', 4);

export const LAYOUT_2016 = {
  /** 0x01, 20 bytes */
  vehicle: block(
    enumeration('status', VEHICLE_STATUS),
    enumeration('chargeStatus', CHARGE_STATUS),
    enumeration('runMode', RUN_MODE),
    scaled('speed', 2, 10),
    scaled('mileage', 4, 10),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10, 10000),
    whole('soc'),
    enumeration('dcdc', WORKING_OFF),
    bits('gear'),
    scaled('insulation', 2),
    whole('accelerator'),
    whole('brake'),
  ),
  /** 0x02: the motor count, then 12 bytes a motor */
  motors: block(count('motors', 1)),
  motor: block(
    id('no'),
    enumeration('status', MOTOR_STATUS),
    temp('controllerTemp'),
    scaled('rpm', 2, 1, 20000),
    scaled('torque', 2, 10, 20000),
    temp('temp'),
    scaled('controllerVoltage', 2, 10),
    scaled('controllerCurrent', 2, 10, 10000),
  ),
  /** 0x03 before the probe temperatures */
  fuelCell: block(
    scaled('voltage', 2, 10),
    scaled('current', 2, 10),
    scaled('consumption', 2, 100),
    count('probeTemps', 2),
  ),
  /** 0x03 after the probe temperatures */
  hydrogen: block(
    scaled('maxTemp', 2, 10, 400),
    id('maxTempProbe'),
    scaled('maxConcentration', 2),
    id('maxConcentrationSensor'),
    scaled('maxPressure', 2, 10),
    id('maxPressureSensor'),
    enumeration('dcdcStatus', WORKING_OFF),
  ),
  /** 0x04 */
  engine: block(enumeration('status', ENGINE_STATUS), scaled('rpm', 2), scaled('fuelConsumption', 2, 100)),
  /** 0x05: status bits, then longitude and latitude in millionths of a degree */
  position: block(bits('status'), scaled('lng', 4, 1e6), scaled('lat', 4, 1e6)),
  /** 0x06: maxCellVoltage and minCellVoltage, then maxTemp and minTemp */
  cellExtreme: block(id('subsystem'), id('cell'), scaled('value', 2, 1000)),
  probeExtreme: block(id('subsystem'), id('probe'), temp('value')),
  /** 0x07 */
  alarm: ALARM,
  faults: FAULTS,
  faultCode: FAULT_CODE,
  /** 0x08: the subsystem count, then each subsystem before its cells */
  storageVoltages: block(count('storageVoltages', 1)),
  storageVoltage: block(
    plain('no', 1),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10, 10000),
    plain('cellTotal', 2),
    plain('firstCell', 2),
    count('cells', 1),
  ),
  /** 0x09: the subsystem count, then each subsystem before its probes */
  storageTemps: block(count('storageTemps', 1)),
  storageTemp: STORAGE_TEMP,
  cellVoltage: CELL_VOLTAGE,
  probeTemp: PROBE_TEMP,
} as const;

export const LAYOUT_2025 = {
  /** 0x01, 18 bytes: no pedals; the gear byte's bit 7 is the gear-invalid flag */
  vehicle: block(
    enumeration('status', VEHICLE_STATUS),
    enumeration('chargeStatus', CHARGE_STATUS),
    enumeration('runMode', RUN_MODE),
    scaled('speed', 2, 10),
    scaled('mileage', 4, 10),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10, 30000),
    whole('soc'),
    enumeration('dcdc', WORKING_OFF),
    bits('gear'),
    scaled('insulation', 2),
  ),
  /** 0x02: the motor count, then 10 bytes a motor (DWORD torque, no controller voltage or current) */
  motors: block(count('motors', 1)),
  motor: block(
    id('no'),
    enumeration('status', MOTOR_STATUS),
    temp('controllerTemp'),
    scaled('rpm', 2, 1, 32000),
    scaled('torque', 4, 10, 200000),
    temp('temp'),
  ),
  /** 0x03 fuel cell engine and on-board hydrogen system, 12 bytes */
  hydrogen: block(
    scaled('maxTemp', 2, 1, 40),
    id('maxTempProbe'),
    scaled('maxConcentration', 2, 10000),
    id('maxConcentrationSensor'),
    scaled('maxPressure', 2, 10),
    id('maxPressureSensor'),
    enumeration('dcdcStatus', WORKING_OFF),
    whole('hydrogenRemaining'),
    temp('dcdcTemp'),
  ),
  /** 0x04 */
  engine: block(scaled('rpm', 2)),
  /** 0x05: status bits, coordinate system, longitude, latitude */
  position: block(
    bits('status'),
    enumeration('coordSystem', COORD_SYSTEM),
    scaled('lng', 4, 1e6),
    scaled('lat', 4, 1e6),
  ),
  /** 0x06, then the general alarm levels: a count and (bit, level) pairs */
  alarm: ALARM,
  faults: FAULTS,
  faultCode: FAULT_CODE,
  flagLevels: block(count('flagLevels', 1)),
  flagLevel: block(plain('bit', 1), plain('level', 1)),
  /** 0x07: the pack count, then each pack before its parallel unit voltages */
  storageVoltages: block(count('storageVoltages', 1)),
  storageVoltage: block(
    plain('no', 1),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10, 30000),
    count('cells', 2),
  ),
  /** 0x08 */
  storageTemps: block(count('storageTemps', 1)),
  storageTemp: STORAGE_TEMP,
  /** 0x30: the stack count, then each stack before its coolant temperatures */
  fuelCellStacks: block(count('fuelCellStacks', 1)),
  fuelCellStack: block(
    plain('no', 1),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10),
    scaled('hydrogenInletPressure', 2, 10, 1000),
    scaled('airInletPressure', 2, 10, 1000),
    temp('airInletTemp'),
    count('coolantTemps', 2),
  ),
  /** 0x31 before the cell voltages, then the probe count before the probe temperatures */
  supercapacitor: block(
    plain('no', 1),
    scaled('voltage', 2, 10),
    scaled('current', 2, 10, 30000),
    count('cells', 2),
  ),
  supercapacitorProbes: block(count('probes', 2)),
  /** 0x32: maxVoltage and minVoltage, then maxTemp and minTemp */
  cellExtreme: block(id('system'), id('cell', 2), scaled('value', 2, 1000)),
  probeExtreme: block(id('system'), id('probe', 2), temp('value')),
  cellVoltage: CELL_VOLTAGE,
  probeTemp: PROBE_TEMP,
} as const;

// ---------------------------------------------------------------- decoding

/**
 * Paths of the "abnormal" markers met while decoding one body: one per call, so that decoding keeps
 * no state between calls.
 */
export class Marks {
  paths: string[] | undefined = undefined;

  add(path: string): null {
    (this.paths ??= []).push(path);
    return null;
  }
}

/**
 * The value of one field of the block at p: scaled, or null for a marker (the abnormal one
 * recorded as `prefix.name`, or `prefix[k].name` for list entry k). Bounds are the caller's.
 */
export type FieldReader = (b: Uint8Array, p: number, m: Marks, k: number) => number | null;

/** The raw code of a field without markers at the block at p. */
export type RawReader = (b: Uint8Array, p: number) => number;

function marker(f: Field, prefix: string): (raw: number, m: Marks, k: number) => null {
  const path = prefix + '.' + f.name;
  const abnormal = f.abnormal;
  return (raw, m, k) => (raw !== abnormal ? null : m.add(k < 0 ? path : prefix + '[' + k + '].' + f.name));
}

// One closure per width and scale: BYTE and WORD codes stay small integers, kept apart from the
// DWORD ones (beyond 31 bits), which would make every value a heap-allocated double.
function reader(f: Field, prefix: string): FieldReader {
  const { at, scale, offset, abnormal } = f;
  const mark = marker(f, prefix);
  if (f.width === 4)
    return (b, p, m, k) => {
      const raw = u32(b, p + at);
      return raw < abnormal ? (raw - offset) / scale : mark(raw, m, k);
    };
  if (f.width === 2)
    return scale === 1
      ? (b, p, m, k) => {
          const raw = (b[p + at] << 8) | b[p + at + 1];
          return raw < abnormal ? raw - offset : mark(raw, m, k);
        }
      : (b, p, m, k) => {
          const raw = (b[p + at] << 8) | b[p + at + 1];
          return raw < abnormal ? (raw - offset) / scale : mark(raw, m, k);
        };
  return scale === 1
    ? (b, p, m, k) => {
        const raw = b[p + at];
        return raw < abnormal ? raw - offset : mark(raw, m, k);
      }
    : (b, p, m, k) => {
        const raw = b[p + at];
        return raw < abnormal ? (raw - offset) / scale : mark(raw, m, k);
      };
}

export function rawReader(f: Field): RawReader {
  const at = f.at;
  if (f.width === 1) return (b, p) => b[p + at];
  if (f.width === 2) return (b, p) => (b[p + at] << 8) | b[p + at + 1];
  return (b, p) => u32(b, p + at);
}

/** A reader for every marked field of the block, by name; `prefix` names the block in paths. */
export function readers<N extends string>(blk: Block<N>, prefix: string): Record<N, FieldReader> {
  const out = {} as Record<N, FieldReader>;
  for (const f of blk.fields) if (f.marked) out[f.name] = reader(f, prefix);
  return out;
}

/** A raw reader for every field of the block without markers (plain numbers and counts), by name. */
export function rawReaders<N extends string>(blk: Block<N>): Record<N, RawReader> {
  const out = {} as Record<N, RawReader>;
  for (const f of blk.fields) if (!f.marked) out[f.name] = rawReader(f);
  return out;
}

// ---------------------------------------------------------------- encoding

/** Paths to encode with the abnormal marker, for the body being encoded. */
export type AbnormalSet = ReadonlySet<string> | undefined;

export function abnormalSet(list: unknown): AbnormalSet {
  return Array.isArray(list) && list.length > 0 ? new Set(list.map(String)) : undefined;
}

/**
 * Writes one field of the object `prefix` (or of list entry k, `prefix[k]`): a number (or an
 * enumeration's name), or null/undefined as its marker. Paths are built only for a marker or an
 * error.
 */
export type FieldWriter = (w: Writer, v: unknown, abn: AbnormalSet, k: number) => void;

export function putRaw(w: Writer, width: Width, raw: number): void {
  if (width === 1) w.u8(raw);
  else if (width === 2) w.u16(raw);
  else w.u32(raw);
}

function num(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    badValue(path, `must be a number or null, got ${JSON.stringify(v)}`);
  return v;
}

/**
 * Writes one value of field f (a list element too): a number (or an enumeration's name), or
 * null/undefined as its marker, the abnormal one when `path` is listed.
 */
export function writeValue(w: Writer, f: Field, v: unknown, abn: AbnormalSet, path: string): void {
  if (f.marked && (v === null || v === undefined))
    return putRaw(w, f.width, abn !== undefined && abn.has(path) ? f.abnormal : f.invalid);
  switch (f.kind) {
    case Kind.Scaled: {
      const raw = Math.round(num(v, path) * f.scale) + f.offset;
      // a BYTE measure (temperature) is checked as the byte it becomes
      if (f.width === 1) int(raw, path, f.maxRaw);
      else if (raw < 0 || raw > f.maxRaw)
        badValue(path, `${String(v)} is out of range`, `${f.min}..${f.max}`);
      return putRaw(w, f.width, raw);
    }
    case Kind.Whole:
      return putRaw(w, f.width, int(num(v, path), path, f.maxRaw));
    case Kind.Enum:
      return putRaw(w, f.width, codeOf(f.names as Names, v, path));
    default:
      return putRaw(w, f.width, int(v, path, f.maxRaw));
  }
}

// The common case (a number in range) written straight from the closure's constants; anything
// else, and the building of the field's path, left to writeValue.
function writer(f: Field, prefix: string): FieldWriter {
  const { width, scale, offset, maxRaw, name } = f;
  const single = prefix + '.' + name;
  const pathOf = (k: number): string => (k < 0 ? single : prefix + '[' + k + '].' + name);
  if (f.kind === Kind.Scaled)
    return (w, v, abn, k) => {
      if (typeof v === 'number') {
        const raw = Math.round(v * scale) + offset;
        if (raw >= 0 && raw <= maxRaw) return putRaw(w, width, raw);
      }
      writeValue(w, f, v, abn, pathOf(k));
    };
  // enumerations, identifiers and plain numbers: an integer code as it is
  return (w, v, abn, k) => {
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= maxRaw) putRaw(w, width, v);
    else writeValue(w, f, v, abn, pathOf(k));
  };
}

/** A writer for every field of the block but its bits, by name; `prefix` names the block in paths. */
export function writers<N extends string>(blk: Block<N>, prefix: string): Record<N, FieldWriter> {
  const out = {} as Record<N, FieldWriter>;
  for (const f of blk.fields) if (f.kind !== Kind.Bits) out[f.name] = writer(f, prefix);
  return out;
}

/** A field's value computed from its object: a bits byte, a default, a count of a list. */
export type Derived = (o: Record<string, unknown>) => unknown;

/**
 * Writes the fields of one block (or list entry k) from the object `o`, in the table's order: so
 * the wire order, like every width, scale and offset, is written only in the layout.
 */
export type BlockWriter = (w: Writer, o: Record<string, unknown>, abn: AbnormalSet, k: number) => void;

/**
 * The block's writer: each field from the object's property of the same name, or from `derived`
 * (required for a bits byte, which it returns whole). Counts at the end of the block that have no
 * `derived` value are left to the caller, which writes its list after them.
 */
export function blockWriter<N extends string>(
  blk: Block<N>,
  prefix: string,
  derived: Partial<Record<N, Derived>> = {},
): BlockWriter {
  const fields = blk.fields;
  let n = fields.length;
  while (n > 0 && fields[n - 1].kind === Kind.Count && derived[fields[n - 1].name] === undefined) n--;
  const names: string[] = [];
  const from: (Derived | undefined)[] = [];
  const puts: FieldWriter[] = [];
  const all = writers(blk, prefix);
  for (let i = 0; i < n; i++) {
    const f = fields[i];
    const d = derived[f.name];
    if (f.kind === Kind.Count && d === undefined)
      throw new Error(`${prefix}.${f.name}: a count inside the block needs a derived value`);
    if (f.kind === Kind.Bits) {
      if (d === undefined) throw new Error(`${prefix}.${f.name}: a bits byte needs a derived value`);
      const width = f.width;
      puts.push((w, v) => putRaw(w, width, v as number));
    } else puts.push(all[f.name]);
    names.push(f.name);
    from.push(d);
  }
  return (w, o, abn, k) => {
    for (let i = 0; i < n; i++) {
      const d = from[i];
      puts[i](w, d === undefined ? o[names[i]] : d(o), abn, k);
    }
  };
}
