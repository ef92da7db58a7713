import { text, type TextKey } from '@chelian/contracts';
import {
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
    code: 'otaReplyCode',
    name: { 'zh-CN': 'OTA 终端应答码', 'en-US': 'OTA reply code', 'zh-TW': 'OTA 終端應答碼' },
    category: 'business',
    items: items('replyCode', OTA_REPLY_CODES),
  },
];
