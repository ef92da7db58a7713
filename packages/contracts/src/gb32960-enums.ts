import type { Language } from './i18n';

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

/** code -> [zh-CN, en-US, zh-TW, the name stored before codes] */
type Table = Readonly<Record<number, readonly [string, string, string, string]>>;

const WORKING_OFF: Table = { 1: ['工作', 'Working', '工作', 'working'], 2: ['断开', 'Off', '斷開', 'off'] };

const GEAR: Table = {
  0: ['空挡', 'Neutral', '空檔', '0'],
  1: ['1挡', '1st', '1檔', '1'],
  2: ['2挡', '2nd', '2檔', '2'],
  3: ['3挡', '3rd', '3檔', '3'],
  4: ['4挡', '4th', '4檔', '4'],
  5: ['5挡', '5th', '5檔', '5'],
  6: ['6挡', '6th', '6檔', '6'],
  13: ['倒挡', 'Reverse', '倒檔', 'R'],
  14: ['自动D挡', 'Drive', '自動D檔', 'D'],
  15: ['停车P挡', 'Park', '停車P檔', 'P'],
};

export const GB_ENUMS: Readonly<Record<GbEnumField, Table>> = {
  vehicleStatus: {
    1: ['启动', 'Started', '啟動', 'started'],
    2: ['熄火', 'Off', '熄火', 'off'],
    3: ['其他', 'Other', '其他', 'other'],
  },
  chargeStatus: {
    1: ['停车充电', 'Charging (parked)', '停車充電', 'parkedCharging'],
    2: ['行驶充电', 'Charging (driving)', '行駛充電', 'drivingCharging'],
    3: ['未充电', 'Not charging', '未充電', 'notCharging'],
    4: ['充电完成', 'Charge complete', '充電完成', 'complete'],
  },
  runMode: {
    1: ['纯电', 'Electric', '純電', 'electric'],
    2: ['混动', 'Hybrid', '混動', 'hybrid'],
    3: ['燃油', 'Fuel', '燃油', 'fuel'],
  },
  dcdc: WORKING_OFF,
  gear: GEAR,
  motorStatus: {
    1: ['耗电', 'Consuming', '耗電', 'consuming'],
    2: ['发电', 'Generating', '發電', 'generating'],
    3: ['关闭', 'Off', '關閉', 'off'],
    4: ['准备', 'Ready', '準備', 'ready'],
  },
  engineStatus: { 1: ['启动', 'Running', '啟動', 'on'], 2: ['关闭', 'Off', '關閉', 'off'] },
  fuelCellDcdcStatus: WORKING_OFF,
  coordSystem: {
    1: ['WGS84', 'WGS84', 'WGS84', 'WGS84'],
    2: ['GCJ02', 'GCJ02', 'GCJ02', 'GCJ02'],
    3: ['其他', 'Other', '其他', 'other'],
  },
  signatureType: {
    1: ['SM2', 'SM2', 'SM2', 'SM2'],
    2: ['RSA', 'RSA', 'RSA', 'RSA'],
    3: ['ECC', 'ECC', 'ECC', 'ECC'],
  },
};

const LANG_INDEX: Record<Language, 0 | 1 | 2> = { 'zh-CN': 0, 'en-US': 1, 'zh-TW': 2 };

const LEGACY: Record<GbEnumField, Map<string, number>> = Object.fromEntries(
  Object.entries(GB_ENUMS).map(([field, table]) => [
    field,
    new Map(Object.entries(table).map(([code, row]) => [row[3], Number(code)])),
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
  return GB_ENUMS[field][code]?.[LANG_INDEX[lang]] ?? String(code);
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
