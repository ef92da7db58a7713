import type { Language } from '@chelian/contracts/i18n';
import { gbEnumFieldOf, gbEnumLabel } from '@chelian/contracts/gb32960-enums';

type Names = [zh: string, en: string, tw: string];

/** Names and units of the values of a GB/T 32960.3 report; a key not listed shows as sent. */
const LABELS: Record<string, Names> = {
  time: ['数据时间', 'Data time', '資料時間'],
  vehicleStatus: ['车辆状态', 'Vehicle status', '車輛狀態'],
  chargeStatus: ['充电状态', 'Charge status', '充電狀態'],
  runMode: ['运行模式', 'Run mode', '運行模式'],
  speed: ['车速(km/h)', 'Speed (km/h)', '車速(km/h)'],
  mileage: ['累计里程(km)', 'Odometer (km)', '累計里程(km)'],
  voltage: ['总电压(V)', 'Total voltage (V)', '總電壓(V)'],
  current: ['总电流(A)', 'Total current (A)', '總電流(A)'],
  soc: ['SOC(%)', 'SOC (%)', 'SOC(%)'],
  dcdc: ['DC-DC状态', 'DC-DC status', 'DC-DC狀態'],
  gear: ['挡位', 'Gear', '檔位'],
  insulation: ['绝缘电阻(kΩ)', 'Insulation (kΩ)', '絕緣電阻(kΩ)'],
  accelerator: ['加速踏板(%)', 'Accelerator (%)', '加速踏板(%)'],
  brake: ['制动踏板(%)', 'Brake (%)', '制動踏板(%)'],
  braking: ['制动力', 'Braking force', '制動力'],
  driving: ['驱动力', 'Driving force', '驅動力'],
  gearValid: ['挡位有效', 'Gear valid', '檔位有效'],
  valid: ['定位有效', 'Fix valid', '定位有效'],
  lng: ['经度', 'Longitude', '經度'],
  lat: ['纬度', 'Latitude', '緯度'],
  coordSystem: ['坐标系', 'Coordinate system', '座標系'],
  maxCellVoltage: ['最高单体电压(V)', 'Highest cell voltage (V)', '最高單體電壓(V)'],
  minCellVoltage: ['最低单体电压(V)', 'Lowest cell voltage (V)', '最低單體電壓(V)'],
  maxTemp: ['最高温度(°C)', 'Highest temperature (°C)', '最高溫度(°C)'],
  minTemp: ['最低温度(°C)', 'Lowest temperature (°C)', '最低溫度(°C)'],
  level: ['最高报警等级', 'Highest alarm level', '最高警報等級'],
  flags: ['通用报警标志', 'General alarm flags', '通用警報標誌'],
  storageFaults: ['储能装置故障', 'Storage faults', '儲能裝置故障'],
  motorFaults: ['驱动电机故障', 'Motor faults', '驅動馬達故障'],
  engineFaults: ['发动机故障', 'Engine faults', '引擎故障'],
  otherFaults: ['其他故障', 'Other faults', '其他故障'],
  no: ['序号', 'No.', '序號'],
  status: ['状态', 'Status', '狀態'],
  controllerTemp: ['控制器温度(°C)', 'Controller temperature (°C)', '控制器溫度(°C)'],
  rpm: ['转速(r/min)', 'Speed (r/min)', '轉速(r/min)'],
  torque: ['转矩(N·m)', 'Torque (N·m)', '轉矩(N·m)'],
  temp: ['温度(°C)', 'Temperature (°C)', '溫度(°C)'],
  controllerVoltage: ['控制器输入电压(V)', 'Controller voltage (V)', '控制器輸入電壓(V)'],
  controllerCurrent: ['控制器直流母线电流(A)', 'Controller current (A)', '控制器直流母線電流(A)'],
  cellCount: ['单体数', 'Cells', '單體數'],
  probeCount: ['探针数', 'Probes', '探針數'],
  frameStart: ['本帧起始序号', 'First cell of frame', '本幀起始序號'],
};

const INDEX: Record<Language, number> = { 'zh-CN': 0, 'en-US': 1, 'zh-TW': 2 };

export function valueLabel(key: string, lang: Language): string {
  return LABELS[key]?.[INDEX[lang]] ?? key;
}

/**
 * A value of a report block as text: an enumeration (the standard's code, or the name rows stored
 * before codes hold) as its label from the shared table, anything else as valueText does.
 */
export function reportValueText(key: string, value: unknown, block: string, lang: Language): string {
  const field = gbEnumFieldOf(key, block);
  return field && value !== null && value !== undefined ? gbEnumLabel(field, value, lang) : valueText(value);
}

/** A value as text: numbers rounded for reading, lists joined, nested objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
