import { text, type Language, type LocalizedText } from './i18n';

/**
 * The enumerated fields of GB/T 32960.3 real-time data, one rule everywhere: the value is the
 * numeric code the standard defines (the codec decodes to it, history and latest-state rows and
 * their JSON hold it, the API answers it), and this table gives its label in each language for
 * whoever shows it (the console, the xlsx exports). 0xFE/0xFF are sentinels and arrive as null.
 *
 * Rows stored before this rule held names ("consuming", "GCJ02", gear "D"): each entry keeps
 * that name so readers turn old rows into codes (gbEnumCode) and nothing stored is lost.
 */
export type GbEnumField =
  | 'vehicleStatus'
  | 'chargeStatus'
  | 'runMode'
  | 'dcdc'
  | 'gear'
  | 'motorStatus'
  | 'engineStatus'
  | 'fuelCellDcdcStatus'
  | 'coordSystem'
  | 'signatureType';

/** code -> [its label, the name stored before codes] */
type Table = Readonly<Record<number, readonly [LocalizedText, string]>>;

const WORKING_OFF: Table = {
  1: [text('gbEnums.workingOff.1'), 'working'],
  2: [text('gbEnums.workingOff.2'), 'off'],
};

const GEAR: Table = {
  0: [text('gbEnums.gear.0'), '0'],
  1: [text('gbEnums.gear.1'), '1'],
  2: [text('gbEnums.gear.2'), '2'],
  3: [text('gbEnums.gear.3'), '3'],
  4: [text('gbEnums.gear.4'), '4'],
  5: [text('gbEnums.gear.5'), '5'],
  6: [text('gbEnums.gear.6'), '6'],
  13: [text('gbEnums.gear.13'), 'R'],
  14: [text('gbEnums.gear.14'), 'D'],
  15: [text('gbEnums.gear.15'), 'P'],
};

export const GB_ENUMS: Readonly<Record<GbEnumField, Table>> = {
  vehicleStatus: {
    1: [text('gbEnums.vehicleStatus.1'), 'started'],
    2: [text('gbEnums.vehicleStatus.2'), 'off'],
    3: [text('gbEnums.vehicleStatus.3'), 'other'],
  },
  chargeStatus: {
    1: [text('gbEnums.chargeStatus.1'), 'parkedCharging'],
    2: [text('gbEnums.chargeStatus.2'), 'drivingCharging'],
    3: [text('gbEnums.chargeStatus.3'), 'notCharging'],
    4: [text('gbEnums.chargeStatus.4'), 'complete'],
  },
  runMode: {
    1: [text('gbEnums.runMode.1'), 'electric'],
    2: [text('gbEnums.runMode.2'), 'hybrid'],
    3: [text('gbEnums.runMode.3'), 'fuel'],
  },
  dcdc: WORKING_OFF,
  gear: GEAR,
  motorStatus: {
    1: [text('gbEnums.motorStatus.1'), 'consuming'],
    2: [text('gbEnums.motorStatus.2'), 'generating'],
    3: [text('gbEnums.motorStatus.3'), 'off'],
    4: [text('gbEnums.motorStatus.4'), 'ready'],
  },
  engineStatus: { 1: [text('gbEnums.engineStatus.1'), 'on'], 2: [text('gbEnums.motorStatus.3'), 'off'] },
  fuelCellDcdcStatus: WORKING_OFF,
  coordSystem: {
    1: [text('gbEnums.coordSystem.1'), 'WGS84'],
    2: [text('gbEnums.coordSystem.2'), 'GCJ02'],
    3: [text('gbEnums.vehicleStatus.3'), 'other'],
  },
  signatureType: {
    1: [text('gbEnums.signatureType.1'), 'SM2'],
    2: [text('gbEnums.signatureType.2'), 'RSA'],
    3: [text('gbEnums.signatureType.3'), 'ECC'],
  },
};

const LEGACY: Record<GbEnumField, Map<string, number>> = Object.fromEntries(
  Object.entries(GB_ENUMS).map(([field, table]) => [
    field,
    new Map(Object.entries(table).map(([code, row]) => [row[1], Number(code)])),
  ]),
) as Record<GbEnumField, Map<string, number>>;

/** The code of a value as stored now (a number) or before (the name): null when it is neither. */
export function gbEnumCode(field: GbEnumField, value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string') return LEGACY[field].get(value) ?? null;
  return null;
}

/** The label of a code (or of an old stored name); a code the standard leaves open shows as its number, null as ''. */
export function gbEnumLabel(field: GbEnumField, value: unknown, lang: Language): string {
  const code = gbEnumCode(field, value);
  if (code === null) return value === null || value === undefined ? '' : String(value);
  return GB_ENUMS[field][code]?.[0][lang] ?? String(code);
}

/** Which enumeration a value of a report is, by its key and the block it sits in (null: not one). */
export function gbEnumFieldOf(key: string, block?: string): GbEnumField | null {
  switch (key) {
    case 'vehicleStatus':
    case 'chargeStatus':
    case 'runMode':
    case 'dcdc':
    case 'gear':
    case 'coordSystem':
      return key;
    case 'status':
      return block === 'motors'
        ? 'motorStatus'
        : block === 'engine'
          ? 'engineStatus'
          : block === 'vehicle'
            ? 'vehicleStatus'
            : null;
    case 'dcdcStatus':
      return 'fuelCellDcdcStatus';
    default:
      return null;
  }
}

/**
 * A report detail read from a row written before codes (its JSON holds names) with its
 * enumerations as codes; rows holding codes come back as they are.
 */
export function gbEnumCodesOf<T>(data: T): T {
  if (!data || typeof data !== 'object') return data;
  const d = data as Record<string, unknown>;
  if (typeof d.coordSystem === 'string') d.coordSystem = gbEnumCode('coordSystem', d.coordSystem);
  if (Array.isArray(d.motors))
    for (const m of d.motors as Record<string, unknown>[])
      if (typeof m?.status === 'string') m.status = gbEnumCode('motorStatus', m.status);
  const engine = d.engine as Record<string, unknown> | undefined;
  if (typeof engine?.status === 'string') engine.status = gbEnumCode('engineStatus', engine.status);
  const fuelCell = d.fuelCell as Record<string, unknown> | undefined;
  if (typeof fuelCell?.dcdcStatus === 'string')
    fuelCell.dcdcStatus = gbEnumCode('fuelCellDcdcStatus', fuelCell.dcdcStatus);
  return data;
}
