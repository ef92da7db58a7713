import type { GbEnumField } from './gb32960-enums';
import type { LocalizedText } from './menu-catalog';
import { text } from './i18n';
import { defineCalls } from './call';

const BASE = 'vehicle-svc/vehicle/diagnosis/V1.0';

/**
 * Remote diagnosis (protocol GPRS11, group key 02, engine condition data). The platform asks the terminal with the
 * vendor extension 0x93 of terminal control (0x82) and the terminal answers the same command with
 * the data unit below; docs/control.md describes the bytes.
 */
export const DIAGNOSIS_CALLS = defineCalls({
  send: { method: 'POST', path: `${BASE}/send`, access: 'diagnosis/update' },
  page: { method: 'POST', path: `${BASE}/page`, access: 'diagnosis/view' },
  export: { method: 'POST', path: `${BASE}/export`, access: 'diagnosis/export' },
  find: { method: 'GET', path: `${BASE}/:id`, access: 'diagnosis/view' },
});

/** The terminal-control command id of a diagnosis request and answer. */
export const DIAGNOSIS_COMMAND_ID = 0x93;
/** The diagnostic protocol; its number (11) is the request's first byte. */
export const DIAGNOSIS_PROTOCOL = 'GPRS11';
export const DIAGNOSIS_PROTOCOL_CODE = 11;
/** The group key of engine condition data. */
export const DIAGNOSIS_GROUP = '02';

/** Parameters of the request (hex after the command id): protocol 11, group 02. */
export function diagnosisRequestHex(): string {
  return DIAGNOSIS_PROTOCOL_CODE.toString(16).padStart(2, '0').toUpperCase() + DIAGNOSIS_GROUP;
}

/** Controllers whose fault codes a diagnosis lists, by their byte in the answer (the four fault lists of GB/T 32960.3's alarm data). */
export const DIAGNOSIS_CONTROLLERS = { 1: 'battery', 2: 'motor', 3: 'engine', 4: 'other' } as const;
export type DiagnosisController = (typeof DIAGNOSIS_CONTROLLERS)[keyof typeof DIAGNOSIS_CONTROLLERS];

export const DIAGNOSIS_CONTROLLER_LABELS: Record<DiagnosisController, LocalizedText> = {
  battery: text('diagnosis.controller.battery'),
  motor: text('diagnosis.controller.motor'),
  engine: text('diagnosis.controller.engine'),
  other: text('diagnosis.controller.other'),
};

type Section = 'power' | 'driving' | 'battery' | 'motor';

export const DIAGNOSIS_SECTION_LABELS: Record<Section, LocalizedText> = {
  power: text('diagnosis.section.power'),
  driving: text('diagnosis.section.driving'),
  battery: text('diagnosis.section.battery'),
  motor: text('diagnosis.section.motor'),
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
    label: text('diagnosis.fields.vehicleStatus'),
    size: 1,
    enum: 'vehicleStatus',
  },
  {
    key: 'runMode',
    section: 'power',
    label: text('diagnosis.fields.runMode'),
    size: 1,
    enum: 'runMode',
  },
  {
    key: 'engineStatus',
    section: 'power',
    label: text('diagnosis.fields.engineStatus'),
    size: 1,
    enum: 'engineStatus',
  },
  {
    key: 'crankshaftSpeed',
    section: 'power',
    label: text('diagnosis.fields.crankshaftSpeed'),
    size: 2,
    unit: 'r/min',
  },
  {
    key: 'fuelRate',
    section: 'power',
    label: text('diagnosis.fields.fuelRate'),
    size: 2,
    scale: 0.01,
    unit: 'L/100km',
  },
  {
    key: 'speed',
    section: 'driving',
    label: text('diagnosis.fields.speed'),
    size: 2,
    scale: 0.1,
    unit: 'km/h',
  },
  {
    key: 'mileage',
    section: 'driving',
    label: text('diagnosis.fields.mileage'),
    size: 4,
    scale: 0.1,
    unit: 'km',
  },
  { key: 'soc', section: 'battery', label: text('diagnosis.fields.soc'), size: 1, unit: '%' },
  {
    key: 'voltage',
    section: 'battery',
    label: text('diagnosis.fields.voltage'),
    size: 2,
    scale: 0.1,
    unit: 'V',
  },
  {
    key: 'current',
    section: 'battery',
    label: text('diagnosis.fields.current'),
    size: 2,
    scale: 0.1,
    offset: 1000,
    unit: 'A',
  },
  { key: 'gear', section: 'driving', label: text('diagnosis.fields.gear'), size: 1, enum: 'gear' },
  {
    key: 'motorStatus',
    section: 'motor',
    label: text('diagnosis.fields.motorStatus'),
    size: 1,
    enum: 'motorStatus',
  },
  {
    key: 'motorSpeed',
    section: 'motor',
    label: text('diagnosis.fields.motorSpeed'),
    size: 2,
    offset: 20000,
    unit: 'r/min',
  },
  {
    key: 'motorTorque',
    section: 'motor',
    label: text('diagnosis.fields.motorTorque'),
    size: 2,
    scale: 0.1,
    offset: 2000,
    unit: 'N·m',
  },
  {
    key: 'motorTemp',
    section: 'motor',
    label: text('diagnosis.fields.motorTemp'),
    size: 1,
    offset: 40,
    unit: '℃',
  },
  {
    key: 'batteryTemp',
    section: 'battery',
    label: text('diagnosis.fields.batteryTemp'),
    size: 1,
    offset: 40,
    unit: '℃',
  },
  {
    key: 'insulation',
    section: 'battery',
    label: text('diagnosis.fields.insulation'),
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
  title: text('diagnosis.title'),
  diagnose: text('diagnosis.diagnose'),
  engineGroup: text('diagnosis.engineGroup'),
  faults: text('diagnosis.faults'),
  noFaults: text('diagnosis.noFaults'),
  none: text('diagnosis.none'),
  history: text('diagnosis.history'),
  export: text('diagnosis.export'),
  waiting: text('diagnosis.waiting'),
  noData: text('diagnosis.noData'),
  vin: text('diagnosis.vin'),
  time: text('diagnosis.time'),
  answeredAt: text('diagnosis.answeredAt'),
  status: text('diagnosis.status'),
  statusCode: text('diagnosis.statusCode'),
  operator: text('diagnosis.operator'),
  protocol: text('diagnosis.protocol'),
  faultCount: text('diagnosis.faultCount'),
  view: text('diagnosis.view'),
} as const;
