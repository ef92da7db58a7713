import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/** Calls of terminal parameters and terminal control (spec 001 section 7, vehicle/param), under vehicle-svc. */
export const TerminalParamApi = {
  /** GET ?vin=&ids=: read from the terminal now (0x80) */
  read: 'vehicle-svc/vehicle/param',
  /** GET ?vin=: the values last read or set */
  stored: 'vehicle-svc/vehicle/param/getParam',
  /** PUT { vin, params: [{ id, value }] }: set (0x81) */
  set: 'vehicle-svc/vehicle/param',
  /** POST { vin, commandId, ... }: terminal control (0x82) */
  control: 'vehicle-svc/vehicle/param/terminalControl/control',
} as const;

export type ParamKind = 'byte' | 'word' | 'text5' | 'domain';

export interface TerminalParamDef {
  id: number;
  key: string;
  label: LocalizedText;
  kind: ParamKind;
  min?: number;
  max?: number;
  /** set by the server with its domain (0x04, 0x0D): not edited on its own */
  derived?: boolean;
}

/**
 * GB/T 32960.3 terminal parameters 0x01-0x10 and the values the console may set: WORDs 0-60000,
 * BYTEs 0-255 (spec 001 section 5 patterns), narrower where the protocol says so.
 */
export const TERMINAL_PARAMS: TerminalParamDef[] = [
  {
    id: 0x01,
    key: 'localStoragePeriod',
    label: t('本地存储周期(ms)', 'Local storage period (ms)', '本地儲存週期(ms)'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x02,
    key: 'reportPeriod',
    label: t('正常上报周期(s)', 'Report period (s)', '正常上報週期(s)'),
    kind: 'word',
    min: 1,
    max: 60000,
  },
  {
    id: 0x03,
    key: 'alarmReportPeriod',
    label: t('报警上报周期', 'Alarm report period', '警報上報週期'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x04,
    key: 'platformDomainLength',
    label: t('平台域名长度', 'Platform domain length', '平台網域長度'),
    kind: 'byte',
    derived: true,
  },
  {
    id: 0x05,
    key: 'platformDomain',
    label: t('平台域名', 'Platform domain', '平台網域'),
    kind: 'domain',
    max: 255,
  },
  {
    id: 0x06,
    key: 'platformPort',
    label: t('平台端口', 'Platform port', '平台連接埠'),
    kind: 'word',
    min: 1,
    max: 60000,
  },
  { id: 0x07, key: 'hardwareVersion', label: t('硬件版本', 'Hardware version', '硬體版本'), kind: 'text5' },
  { id: 0x08, key: 'firmwareVersion', label: t('固件版本', 'Firmware version', '韌體版本'), kind: 'text5' },
  {
    id: 0x09,
    key: 'heartbeatPeriod',
    label: t('心跳周期(s)', 'Heartbeat period (s)', '心跳週期(s)'),
    kind: 'byte',
    min: 1,
    max: 240,
  },
  {
    id: 0x0a,
    key: 'terminalResponseTimeout',
    label: t('终端应答超时(s)', 'Terminal response timeout (s)', '終端應答逾時(s)'),
    kind: 'word',
    min: 1,
    max: 600,
  },
  {
    id: 0x0b,
    key: 'platformResponseTimeout',
    label: t('平台应答超时(s)', 'Platform response timeout (s)', '平台應答逾時(s)'),
    kind: 'word',
    min: 1,
    max: 600,
  },
  {
    id: 0x0c,
    key: 'loginRetryInterval',
    label: t('登录失败重试间隔(min)', 'Login retry interval (min)', '登入失敗重試間隔(min)'),
    kind: 'byte',
    min: 1,
    max: 240,
  },
  {
    id: 0x0d,
    key: 'publicDomainLength',
    label: t('公共平台域名长度', 'Public platform domain length', '公共平台網域長度'),
    kind: 'byte',
    derived: true,
  },
  {
    id: 0x0e,
    key: 'publicDomain',
    label: t('公共平台域名', 'Public platform domain', '公共平台網域'),
    kind: 'domain',
    max: 255,
  },
  {
    id: 0x0f,
    key: 'publicPort',
    label: t('公共平台端口', 'Public platform port', '公共平台連接埠'),
    kind: 'word',
    min: 0,
    max: 60000,
  },
  {
    id: 0x10,
    key: 'samplingInspection',
    label: t('是否抽样检测(1 是 2 否)', 'Under sampling inspection (1 yes, 2 no)', '是否抽樣檢測(1 是 2 否)'),
    kind: 'byte',
    min: 1,
    max: 2,
  },
];

export const paramDef = (id: number) => TERMINAL_PARAMS.find((p) => p.id === id);

/** 2025 terminals keep the report periods in one byte: 1-30 s and 1-255 for alarms (PROTOCOL.md). */
export function paramRange(def: TerminalParamDef, edition: number | null): { min: number; max: number } {
  if (edition === 2025 && def.id === 0x02) return { min: 1, max: 30 };
  if (edition === 2025 && def.id === 0x03) return { min: 0, max: 255 };
  return { min: def.min ?? 0, max: def.max ?? (def.kind === 'byte' ? 255 : 60000) };
}

/** Why a value does not fit its parameter, or null. */
export function paramProblem(
  def: TerminalParamDef,
  value: unknown,
  edition: number | null,
): 'range' | 'text5' | 'domain' | 'derived' | null {
  if (def.derived) return 'derived';
  if (def.kind === 'text5')
    return typeof value === 'string' && /^[\x20-\x7e]{5}$/.test(value) ? null : 'text5';
  if (def.kind === 'domain')
    return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? null : 'domain';
  const { min, max } = paramRange(def, edition);
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : 'range';
}

/** Terminal control command ids (0x82) and their names (spec 001 section 9). */
export const TERMINAL_CONTROLS: { id: number; key: string; label: LocalizedText }[] = [
  { id: 0x01, key: 'remoteUpgrade', label: t('远程升级', 'Remote upgrade', '遠端升級') },
  { id: 0x02, key: 'powerOff', label: t('车载终端关机', 'Power off', '車載終端關機') },
  { id: 0x03, key: 'reset', label: t('车载终端复位', 'Reset', '車載終端重設') },
  { id: 0x04, key: 'factoryReset', label: t('恢复出厂设置', 'Factory reset', '恢復原廠設定') },
  { id: 0x05, key: 'disconnect', label: t('断开数据通信链路', 'Disconnect data link', '中斷資料通訊鏈路') },
  { id: 0x06, key: 'alarm', label: t('车载终端报警', 'Terminal alarm', '車載終端警報') },
  {
    id: 0x07,
    key: 'samplingLink',
    label: t('开启抽样监测链路', 'Open sampling inspection link', '開啟抽樣監測鏈路'),
  },
];

/** Result of a parameter read, set or terminal control. */
export interface TerminalTaskResult {
  checkId: string;
  status: string;
  statusCode: number;
  params?: { id: number; key: string; value: number | string }[];
}

/**
 * The link parameters of a terminal (QB link parameters): how it reaches the platforms and how
 * long it waits: platform domain and port, heartbeat, response timeouts, login retry interval,
 * public platform domain and port. The domain lengths (0x04, 0x0D) go with their domain.
 */
export const LINK_PARAM_IDS: readonly number[] = [0x05, 0x06, 0x09, 0x0a, 0x0b, 0x0c, 0x0e, 0x0f];

/** Calls of QB link parameters (vehicle enterprise params, spec 001 section 7), under vehicle-svc. */
export const QbLinkParamApi = {
  /** POST { vin | vins, params: [{ id, value }] }: sets link parameters (0x81, queued while offline) */
  setting: 'vehicle-svc/vehicle/enterpriseParams/V1.0/setting',
} as const;
