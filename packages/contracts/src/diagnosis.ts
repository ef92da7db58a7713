import type { GbEnumField } from './gb32960-enums';
import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/**
 * Remote diagnosis (spec 000 section 1 names the function; spec 001 section 9 gives its constants:
 * protocol GPRS11, group key 02, engine condition data). The platform asks the terminal with the
 * vendor extension 0x93 of terminal control (0x82) and the terminal answers the same command with
 * the data unit below; docs/control.md describes the bytes.
 */
export const DiagnosisApi = {
  send: 'vehicle-svc/vehicle/diagnosis/V1.0/send',
  page: 'vehicle-svc/vehicle/diagnosis/V1.0/page',
  find: (id: number) => `vehicle-svc/vehicle/diagnosis/V1.0/${id}`,
  export: 'vehicle-svc/vehicle/diagnosis/V1.0/export',
} as const;

/** The terminal-control command id of a diagnosis request and answer. */
export const DIAGNOSIS_COMMAND_ID = 0x93;
/** The diagnostic protocol of spec 001 section 9; its number (11) is the request's first byte. */
export const DIAGNOSIS_PROTOCOL = 'GPRS11';
export const DIAGNOSIS_PROTOCOL_CODE = 11;
/** The group key of engine condition data (spec 001 section 9). */
export const DIAGNOSIS_GROUP = '02';

/** Parameters of the request (hex after the command id): protocol 11, group 02. */
export function diagnosisRequestHex(): string {
  return DIAGNOSIS_PROTOCOL_CODE.toString(16).padStart(2, '0').toUpperCase() + DIAGNOSIS_GROUP;
}

/** Controllers whose fault codes a diagnosis lists, by their byte in the answer (the fault lists of GB/T 32960.3 section 7.2.3.8). */
export const DIAGNOSIS_CONTROLLERS = { 1: 'battery', 2: 'motor', 3: 'engine', 4: 'other' } as const;
export type DiagnosisController = (typeof DIAGNOSIS_CONTROLLERS)[keyof typeof DIAGNOSIS_CONTROLLERS];

export const DIAGNOSIS_CONTROLLER_LABELS: Record<DiagnosisController, LocalizedText> = {
  battery: t('动力电池管理系统 (BMS)', 'Battery management system (BMS)', '動力電池管理系統 (BMS)'),
  motor: t('驱动电机控制器 (MCU)', 'Drive motor controller (MCU)', '驅動馬達控制器 (MCU)'),
  engine: t('发动机控制器 (ECU)', 'Engine controller (ECU)', '引擎控制器 (ECU)'),
  other: t('其他控制器', 'Other controllers', '其他控制器'),
};

type Section = 'power' | 'driving' | 'battery' | 'motor';

export const DIAGNOSIS_SECTION_LABELS: Record<Section, LocalizedText> = {
  power: t('动力状态', 'Power', '動力狀態'),
  driving: t('行驶', 'Driving', '行駛'),
  battery: t('动力电池', 'Traction battery', '動力電池'),
  motor: t('驱动电机', 'Drive motor', '驅動馬達'),
};

interface FieldDef {
  key: string;
  section: Section;
  label: LocalizedText;
  /** bytes, big-endian */
  size: 1 | 2 | 4;
  /** value = raw * scale - offset */
  scale?: number;
  offset?: number;
  unit?: string;
  /** an enumerated value of the standard: shown with its label */
  enum?: GbEnumField;
}

/**
 * The engine condition group (02) after its key byte, in order, with the scalings of GB/T 32960.3
 * real-time data (0xFF, 0xFFFF and 0xFFFFFFFF mean invalid or absent: an electric car has no
 * engine). 28 bytes.
 */
export const DIAGNOSIS_FIELDS: readonly FieldDef[] = [
  {
    key: 'vehicleStatus',
    section: 'power',
    label: t('车辆状态', 'Vehicle status', '車輛狀態'),
    size: 1,
    enum: 'vehicleStatus',
  },
  {
    key: 'runMode',
    section: 'power',
    label: t('运行模式', 'Run mode', '運行模式'),
    size: 1,
    enum: 'runMode',
  },
  {
    key: 'engineStatus',
    section: 'power',
    label: t('发动机状态', 'Engine status', '引擎狀態'),
    size: 1,
    enum: 'engineStatus',
  },
  {
    key: 'crankshaftSpeed',
    section: 'power',
    label: t('曲轴转速', 'Crankshaft speed', '曲軸轉速'),
    size: 2,
    unit: 'r/min',
  },
  {
    key: 'fuelRate',
    section: 'power',
    label: t('燃料消耗率', 'Fuel consumption', '燃料消耗率'),
    size: 2,
    scale: 0.01,
    unit: 'L/100km',
  },
  { key: 'speed', section: 'driving', label: t('车速', 'Speed', '車速'), size: 2, scale: 0.1, unit: 'km/h' },
  {
    key: 'mileage',
    section: 'driving',
    label: t('累计里程', 'Odometer', '累計里程'),
    size: 4,
    scale: 0.1,
    unit: 'km',
  },
  { key: 'soc', section: 'battery', label: t('SOC', 'SOC', 'SOC'), size: 1, unit: '%' },
  {
    key: 'voltage',
    section: 'battery',
    label: t('总电压', 'Total voltage', '總電壓'),
    size: 2,
    scale: 0.1,
    unit: 'V',
  },
  {
    key: 'current',
    section: 'battery',
    label: t('总电流', 'Total current', '總電流'),
    size: 2,
    scale: 0.1,
    offset: 1000,
    unit: 'A',
  },
  { key: 'gear', section: 'driving', label: t('挡位', 'Gear', '檔位'), size: 1, enum: 'gear' },
  {
    key: 'motorStatus',
    section: 'motor',
    label: t('电机状态', 'Motor status', '馬達狀態'),
    size: 1,
    enum: 'motorStatus',
  },
  {
    key: 'motorSpeed',
    section: 'motor',
    label: t('电机转速', 'Motor speed', '馬達轉速'),
    size: 2,
    offset: 20000,
    unit: 'r/min',
  },
  {
    key: 'motorTorque',
    section: 'motor',
    label: t('电机转矩', 'Motor torque', '馬達轉矩'),
    size: 2,
    scale: 0.1,
    offset: 2000,
    unit: 'N·m',
  },
  {
    key: 'motorTemp',
    section: 'motor',
    label: t('电机温度', 'Motor temperature', '馬達溫度'),
    size: 1,
    offset: 40,
    unit: '℃',
  },
  {
    key: 'batteryTemp',
    section: 'battery',
    label: t('最高电池温度', 'Highest battery temperature', '最高電池溫度'),
    size: 1,
    offset: 40,
    unit: '℃',
  },
  {
    key: 'insulation',
    section: 'battery',
    label: t('绝缘电阻', 'Insulation resistance', '絕緣電阻'),
    size: 2,
    unit: 'kΩ',
  },
];

/** The decoded answer of a diagnosis. */
export interface DiagnosisData {
  group: string;
  /** engine condition values by DIAGNOSIS_FIELDS key; null when the terminal marked them invalid */
  values: Record<string, number | null>;
  faults: { controller: DiagnosisController; codes: number[] }[];
}

/** Fault codes as the console and exports show them: 0x and 8 hex digits (a DWORD, as in the reports). */
export const faultCodeText = (code: number) => `0x${code.toString(16).toUpperCase().padStart(8, '0')}`;

/**
 * Decodes the data unit of a diagnosis answer (hex after the command id). Never throws: a unit that
 * is not a whole engine condition group followed by whole fault lists gives null.
 */
export function parseDiagnosis(hex: string | null | undefined): DiagnosisData | null {
  if (typeof hex !== 'string' || !/^([0-9A-Fa-f]{2})+$/.test(hex)) return null;
  const b = Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  let p = 0;
  const read = (size: number): number | null => {
    if (p + size > b.length) return null;
    let v = 0;
    for (let i = 0; i < size; i++) v = v * 256 + b[p + i]!;
    p += size;
    return v;
  };
  const group = read(1);
  if (group === null || group.toString(16).padStart(2, '0') !== DIAGNOSIS_GROUP) return null;
  const values: Record<string, number | null> = {};
  for (const f of DIAGNOSIS_FIELDS) {
    const raw = read(f.size);
    if (raw === null) return null;
    const invalid =
      raw === 256 ** f.size - 1 || (f.size === 1 && raw === 0xfe) || (f.size === 2 && raw === 0xfffe);
    values[f.key] = invalid ? null : Math.round((raw * (f.scale ?? 1) - (f.offset ?? 0)) * 100) / 100;
  }
  const count = read(1);
  if (count === null) return null;
  const faults: DiagnosisData['faults'] = [];
  for (let i = 0; i < count; i++) {
    const controller = DIAGNOSIS_CONTROLLERS[read(1) as keyof typeof DIAGNOSIS_CONTROLLERS];
    const n = read(1);
    if (!controller || n === null) return null;
    const codes: number[] = [];
    for (let j = 0; j < n; j++) {
      const code = read(4);
      if (code === null) return null;
      codes.push(code);
    }
    faults.push({ controller, codes });
  }
  return p === b.length ? { group: DIAGNOSIS_GROUP, values, faults } : null;
}

/** One diagnosis as the calls answer it. */
export interface DiagnosisRecord {
  id: number;
  vin: string;
  checkId: string;
  protocol: string;
  groupKey: string;
  status: string;
  statusCode: number;
  final: boolean;
  data: DiagnosisData | null;
  faultCount: number;
  userName: string;
  createdAt: number;
  answeredAt: number | null;
}

/** Texts of the diagnosis screen and export. */
export const DIAGNOSIS_TEXT = {
  title: t('远程诊断', 'Remote diagnosis', '遠端診斷'),
  diagnose: t('诊断', 'Diagnose', '診斷'),
  engineGroup: t('发动机工况数据（组 02）', 'Engine condition data (group 02)', '引擎工況資料（組 02）'),
  faults: t('控制器故障码', 'Controller fault codes', '控制器故障碼'),
  noFaults: t('无故障码', 'No fault codes', '無故障碼'),
  none: t('无', 'None', '無'),
  history: t('诊断历史', 'Diagnosis history', '診斷歷史'),
  export: t('导出', 'Export', '匯出'),
  waiting: t('等待终端应答…', 'Waiting for the terminal…', '等待終端應答…'),
  noData: t('终端未返回诊断数据', 'The terminal returned no diagnostic data', '終端未回傳診斷資料'),
  vin: t('VIN', 'VIN', 'VIN'),
  time: t('诊断时间', 'Diagnosed at', '診斷時間'),
  answeredAt: t('应答时间', 'Answered at', '應答時間'),
  status: t('状态', 'Status', '狀態'),
  statusCode: t('结果码', 'Result code', '結果碼'),
  operator: t('操作人', 'Operator', '操作人'),
  protocol: t('协议', 'Protocol', '協定'),
  faultCount: t('故障码数', 'Fault codes', '故障碼數'),
  view: t('查看', 'View', '檢視'),
} as const;
