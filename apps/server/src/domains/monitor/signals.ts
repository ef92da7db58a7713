import type { SignalNode } from '@chelian/contracts/monitor';
import type { Language } from '@chelian/contracts';
import { gbEnumFieldOf, gbEnumLabel } from '@chelian/contracts/gb32960-enums';
import { vehicleHistory } from '../telemetry/schema';

type Column = (typeof vehicleHistory)[keyof typeof vehicleHistory & string];
type Names = Record<Language, string>;

interface Signal {
  key: string;
  column: Column;
  name: Names;
  unit?: string;
}

const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/**
 * The values history can chart, grouped as in GB/T 32960.3 (vehicle, position, extremes, alarm):
 * the typed columns of vehicle_history, so a chosen value is read without touching the JSON.
 */
const GROUPS: { id: string; name: Names; signals: Signal[] }[] = [
  {
    id: 'vehicle',
    name: n('整车数据', 'Vehicle', '整車資料'),
    signals: [
      {
        key: 'vehicleStatus',
        column: vehicleHistory.vehicleStatus,
        name: n('车辆状态', 'Vehicle status', '車輛狀態'),
      },
      {
        key: 'chargeStatus',
        column: vehicleHistory.chargeStatus,
        name: n('充电状态', 'Charge status', '充電狀態'),
      },
      { key: 'runMode', column: vehicleHistory.runMode, name: n('运行模式', 'Run mode', '運行模式') },
      { key: 'speed', column: vehicleHistory.speed, name: n('车速', 'Speed', '車速'), unit: 'km/h' },
      {
        key: 'mileage',
        column: vehicleHistory.mileage,
        name: n('累计里程', 'Odometer', '累計里程'),
        unit: 'km',
      },
      {
        key: 'voltage',
        column: vehicleHistory.voltage,
        name: n('总电压', 'Total voltage', '總電壓'),
        unit: 'V',
      },
      {
        key: 'current',
        column: vehicleHistory.current,
        name: n('总电流', 'Total current', '總電流'),
        unit: 'A',
      },
      { key: 'soc', column: vehicleHistory.soc, name: n('SOC', 'SOC', 'SOC'), unit: '%' },
      { key: 'dcdc', column: vehicleHistory.dcdc, name: n('DC-DC状态', 'DC-DC status', 'DC-DC狀態') },
      { key: 'gear', column: vehicleHistory.gear, name: n('挡位', 'Gear', '檔位') },
      {
        key: 'insulation',
        column: vehicleHistory.insulation,
        name: n('绝缘电阻', 'Insulation resistance', '絕緣電阻'),
        unit: 'kΩ',
      },
      {
        key: 'accelerator',
        column: vehicleHistory.accelerator,
        name: n('加速踏板行程', 'Accelerator pedal', '加速踏板行程'),
        unit: '%',
      },
      {
        key: 'brake',
        column: vehicleHistory.brake,
        name: n('制动踏板状态', 'Brake pedal', '制動踏板狀態'),
        unit: '%',
      },
    ],
  },
  {
    id: 'position',
    name: n('车辆位置', 'Position', '車輛位置'),
    signals: [
      { key: 'lng', column: vehicleHistory.lng, name: n('经度', 'Longitude', '經度'), unit: '°' },
      { key: 'lat', column: vehicleHistory.lat, name: n('纬度', 'Latitude', '緯度'), unit: '°' },
    ],
  },
  {
    id: 'extremes',
    name: n('极值数据', 'Extremes', '極值資料'),
    signals: [
      {
        key: 'maxCellVoltage',
        column: vehicleHistory.maxCellVoltage,
        name: n('最高单体电压', 'Highest cell voltage', '最高單體電壓'),
        unit: 'V',
      },
      {
        key: 'minCellVoltage',
        column: vehicleHistory.minCellVoltage,
        name: n('最低单体电压', 'Lowest cell voltage', '最低單體電壓'),
        unit: 'V',
      },
      {
        key: 'maxTemp',
        column: vehicleHistory.maxTemp,
        name: n('最高温度', 'Highest temperature', '最高溫度'),
        unit: '°C',
      },
      {
        key: 'minTemp',
        column: vehicleHistory.minTemp,
        name: n('最低温度', 'Lowest temperature', '最低溫度'),
        unit: '°C',
      },
    ],
  },
  {
    id: 'alarm',
    name: n('报警数据', 'Alarms', '警報資料'),
    signals: [
      {
        key: 'alarmLevel',
        column: vehicleHistory.alarmLevel,
        name: n('最高报警等级', 'Highest alarm level', '最高警報等級'),
      },
      {
        key: 'alarmFlags',
        column: vehicleHistory.alarmFlags,
        name: n('通用报警标志', 'General alarm flags', '通用警報標誌'),
      },
    ],
  },
];

export const SIGNALS: ReadonlyMap<string, Signal> = new Map(
  GROUPS.flatMap((g) => g.signals.map((s) => [s.key, s] as const)),
);

/**
 * A value as an export cell: an enumeration (stored as the standard's code) as its label in the
 * caller's language, any other value as it is.
 */
export function exportCell(key: string, value: unknown, lang: Language): string | number | null {
  const field = gbEnumFieldOf(key);
  if (field && value !== null && value !== undefined) return gbEnumLabel(field, value, lang);
  return (value as number | null | undefined) ?? null;
}

/** The history signal tree (history/init) in the caller's language. */
export function signalTree(lang: Language): SignalNode[] {
  return GROUPS.map((g) => ({
    id: g.id,
    name: g.name[lang],
    children: g.signals.map((s) => ({ id: s.key, name: s.name[lang], ...(s.unit ? { unit: s.unit } : {}) })),
  }));
}
