import type { LocalizedText } from '@chelian/contracts';
import { systemTextCode, type SystemText } from '../../platform/localized';

/**
 * The GB/T 32960.3 protocol as a tenant's archive is seeded with it: its name, its commands (table 3 of the
 * standard) and the data items its function fields start with. Rows store the zh-CN text; lists show the caller's
 * language while a row still holds it, and a name a user typed or changed is shown as entered.
 */
export const GB32960_PROTOCOL: { code: string; version: string; name: LocalizedText } = {
  code: 'GB32960',
  version: '2016',
  name: {
    'zh-CN': 'GB/T 32960.3 电动汽车远程服务与管理系统',
    'en-US': 'GB/T 32960.3 Remote service and management system for electric vehicles',
    'zh-TW': 'GB/T 32960.3 電動汽車遠端服務與管理系統',
  },
};

export const GB32960_COMMANDS: { direction: 'UP' | 'DOWN'; code: string; name: LocalizedText }[] = [
  {
    direction: 'UP',
    code: '01',
    name: { 'zh-CN': '车辆登入', 'en-US': 'Vehicle login', 'zh-TW': '車輛登入' },
  },
  {
    direction: 'UP',
    code: '02',
    name: { 'zh-CN': '实时信息上报', 'en-US': 'Real-time data report', 'zh-TW': '即時資訊上報' },
  },
  {
    direction: 'UP',
    code: '03',
    name: { 'zh-CN': '补发信息上报', 'en-US': 'Reissued data report', 'zh-TW': '補發資訊上報' },
  },
  {
    direction: 'UP',
    code: '04',
    name: { 'zh-CN': '车辆登出', 'en-US': 'Vehicle logout', 'zh-TW': '車輛登出' },
  },
  { direction: 'UP', code: '07', name: { 'zh-CN': '心跳', 'en-US': 'Heartbeat', 'zh-TW': '心跳' } },
  {
    direction: 'UP',
    code: '08',
    name: { 'zh-CN': '终端校时', 'en-US': 'Terminal time calibration', 'zh-TW': '終端校時' },
  },
  { direction: 'DOWN', code: '80', name: { 'zh-CN': '查询命令', 'en-US': 'Query', 'zh-TW': '查詢命令' } },
  {
    direction: 'DOWN',
    code: '81',
    name: { 'zh-CN': '设置命令', 'en-US': 'Set parameters', 'zh-TW': '設定命令' },
  },
  {
    direction: 'DOWN',
    code: '82',
    name: { 'zh-CN': '车载终端控制命令', 'en-US': 'Terminal control', 'zh-TW': '車載終端控制命令' },
  },
];

export const GB32960_FUNCTION_FIELDS: {
  code: string;
  name: LocalizedText;
  dataType: 'NUMBER' | 'ENUM';
  unit: string | null;
}[] = [
  {
    code: 'speed',
    name: { 'zh-CN': '车速', 'en-US': 'Speed', 'zh-TW': '車速' },
    dataType: 'NUMBER',
    unit: 'km/h',
  },
  {
    code: 'soc',
    name: { 'zh-CN': '荷电状态', 'en-US': 'State of charge', 'zh-TW': '荷電狀態' },
    dataType: 'NUMBER',
    unit: '%',
  },
  {
    code: 'totalMileage',
    name: { 'zh-CN': '累计里程', 'en-US': 'Total mileage', 'zh-TW': '累計里程' },
    dataType: 'NUMBER',
    unit: 'km',
  },
  {
    code: 'chargeState',
    name: { 'zh-CN': '充电状态', 'en-US': 'Charging state', 'zh-TW': '充電狀態' },
    dataType: 'ENUM',
    unit: null,
  },
];

export const PROTOCOL_TEXTS: SystemText[] = [
  [`protocol.${GB32960_PROTOCOL.code}.name`, GB32960_PROTOCOL.name],
  ...GB32960_COMMANDS.map((c) => [`protocolCommand.${c.direction}.${c.code}`, c.name] as const),
  ...GB32960_FUNCTION_FIELDS.map((f) => [`functionField.${f.code}.name`, f.name] as const),
];

/** The translation code of a stored protocol, command or function field name the seed wrote. */
export const protocolTextCode = systemTextCode(PROTOCOL_TEXTS);
