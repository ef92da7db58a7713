import type { BinaryCopy, BinaryType } from './binary-copy';
import type { ReportValues } from './report';

/** The typed report values shared by history and the latest state: column, type, and the report's key. */
export const VALUE_COLUMNS = [
  ['vehicle_status', 'int2', 'vehicleStatus'],
  ['charge_status', 'int2', 'chargeStatus'],
  ['run_mode', 'int2', 'runMode'],
  ['speed', 'float4', 'speed'],
  ['mileage', 'float8', 'mileage'],
  ['voltage', 'float4', 'voltage'],
  ['current', 'float4', 'current'],
  ['soc', 'int2', 'soc'],
  ['dcdc', 'int2', 'dcdc'],
  ['gear', 'int2', 'gear'],
  ['insulation', 'int4', 'insulation'],
  ['accelerator', 'int2', 'accelerator'],
  ['brake', 'int2', 'brake'],
  ['position_valid', 'bool', 'positionValid'],
  ['lng', 'float8', 'lng'],
  ['lat', 'float8', 'lat'],
  ['alarm_level', 'int2', 'alarmLevel'],
  ['alarm_flags', 'int8', 'alarmFlags'],
  ['max_cell_voltage', 'float4', 'maxCellVoltage'],
  ['min_cell_voltage', 'float4', 'minCellVoltage'],
  ['max_temp', 'int2', 'maxTemp'],
  ['min_temp', 'int2', 'minTemp'],
] as const satisfies readonly (readonly [string, string, keyof ReportValues])[];

export const VALUE_KEYS = VALUE_COLUMNS.map((c) => c[2]);
const VALUE_BINARY_TYPES = VALUE_COLUMNS.map((c) => binaryType(c[1]));

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function binaryType(t: string): BinaryType {
  return t === 'varchar' ? 'text' : (t as BinaryType);
}

/** The typed report values into a binary COPY row, in VALUE_COLUMNS order. */
export function copyValues(copy: BinaryCopy, values: ReportValues): void {
  for (let i = 0; i < VALUE_KEYS.length; i++) copy.value(VALUE_BINARY_TYPES[i]!, values[VALUE_KEYS[i]!]);
}

/** insert ... select from unnest($1::t1[], ...): one parameter per column. */
export function unnestSelect(columns: string[], types: string[]): string {
  const params = types.map((t, i) => `$${i + 1}::${t}[]`);
  return `select ${columns.map((c) => `u.${c}`).join(', ')} from unnest(${params.join(', ')}) as u(${columns.join(', ')})`;
}

/**
 * A value as its column of `type` takes it in an array parameter: times (ms) as ISO text, integers
 * rounded (a fractional value from a non-standard terminal would not fit the column).
 */
export function paramOf(type: string, v: unknown): unknown {
  if (type === 'timestamptz') return iso(v as number | null);
  return /^int[248]$/.test(type) && typeof v === 'number' ? Math.round(v) : v;
}

/** Rows of values as one parameter per column for unnestSelect. */
export function unnestColumns(types: readonly string[], rows: readonly (readonly unknown[])[]): unknown[][] {
  const columns: unknown[][] = types.map(() => []);
  for (const cells of rows)
    for (let i = 0; i < types.length; i++) columns[i]!.push(paramOf(types[i]!, cells[i]));
  return columns;
}
