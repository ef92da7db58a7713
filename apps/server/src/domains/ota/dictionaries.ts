import { text, type TextKey } from '@chelian/contracts';
import {
  OTA_DISPATCH_STATES,
  OTA_DOWNLOAD_STATUSES,
  OTA_OPERATE_STATUSES,
  OTA_REPLY_CODES,
  OTA_TASK_STATUSES,
  OTA_UPGRADE_METHODS,
  OTA_UPGRADE_STATUSES,
  OTA_UPGRADE_TYPES,
  OTA_VERSION_TYPES,
  OTA_WAVE_UNITS,
} from '@chelian/contracts/resources/ota/index';
import { OTA_COMP_SOURCES } from '@chelian/contracts/resources/ota/parts';
import type { Dictionary } from '../../platform/seed/dictionaries';

const items = (group: string, codes: readonly string[]) =>
  codes.map((code) => [code, text(`ota.${group}.${code}` as TextKey)] as [string, ReturnType<typeof text>]);

/** The OTA enumerations of 001 §4 with their labels, synced with the other dictionaries at start. */
export const OTA_DICTIONARIES: Dictionary[] = [
  {
    code: 'otaTaskStatus',
    name: { 'zh-CN': 'OTA 任务状态', 'en-US': 'OTA task status', 'zh-TW': 'OTA 任務狀態' },
    category: 'business',
    items: items('taskStatus', OTA_TASK_STATUSES),
  },
  {
    code: 'otaOperateStatus',
    name: { 'zh-CN': 'OTA 操作状态', 'en-US': 'OTA operate status', 'zh-TW': 'OTA 操作狀態' },
    category: 'business',
    items: items('operateStatus', OTA_OPERATE_STATUSES),
  },
  {
    code: 'otaUpgradeStatus',
    name: { 'zh-CN': 'OTA 升级状态', 'en-US': 'OTA upgrade status', 'zh-TW': 'OTA 升級狀態' },
    category: 'business',
    items: items('upgradeStatus', OTA_UPGRADE_STATUSES),
  },
  {
    code: 'otaDownloadStatus',
    name: { 'zh-CN': 'OTA 下载状态', 'en-US': 'OTA download status', 'zh-TW': 'OTA 下載狀態' },
    category: 'business',
    items: items('downloadStatus', OTA_DOWNLOAD_STATUSES),
  },
  {
    code: 'otaVersionType',
    name: { 'zh-CN': 'OTA 版本类型', 'en-US': 'OTA version type', 'zh-TW': 'OTA 版本類型' },
    category: 'business',
    items: items('versionType', OTA_VERSION_TYPES),
  },
  {
    code: 'otaUpgradeType',
    name: { 'zh-CN': 'OTA 升级类型', 'en-US': 'OTA upgrade type', 'zh-TW': 'OTA 升級類型' },
    category: 'business',
    items: items('upgradeType', OTA_UPGRADE_TYPES),
  },
  {
    code: 'otaUpgradeMethod',
    name: { 'zh-CN': 'OTA 升级方式', 'en-US': 'OTA upgrade method', 'zh-TW': 'OTA 升級方式' },
    category: 'business',
    items: items('upgradeMethod', OTA_UPGRADE_METHODS),
  },
  {
    code: 'otaWaveUnit',
    name: { 'zh-CN': 'OTA 分批方式', 'en-US': 'OTA wave unit', 'zh-TW': 'OTA 分批方式' },
    category: 'business',
    items: items('waveUnit', OTA_WAVE_UNITS),
  },
  {
    code: 'otaDispatchState',
    name: { 'zh-CN': 'OTA 下发状态', 'en-US': 'OTA dispatch state', 'zh-TW': 'OTA 下發狀態' },
    category: 'business',
    items: items('dispatchState', OTA_DISPATCH_STATES),
  },
  {
    code: 'otaCompSource',
    name: {
      'zh-CN': 'OTA 零部件版本来源',
      'en-US': 'OTA part version source',
      'zh-TW': 'OTA 零組件版本來源',
    },
    category: 'business',
    items: items('compSource', OTA_COMP_SOURCES),
  },
  {
    code: 'otaReplyCode',
    name: { 'zh-CN': 'OTA 终端应答码', 'en-US': 'OTA reply code', 'zh-TW': 'OTA 終端應答碼' },
    category: 'business',
    items: items('replyCode', OTA_REPLY_CODES),
  },
];
