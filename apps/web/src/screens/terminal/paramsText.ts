import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

export const PARAMS_TEXT = {
  read: t('读取参数', 'Read parameters', '讀取參數'),
  save: t('下发修改', 'Send changes', '下發修改'),
  param: t('参数', 'Parameter', '參數'),
  value: t('当前值', 'Value', '目前值'),
  newValue: t('新值', 'New value', '新值'),
  control: t('终端控制', 'Terminal control', '終端控制'),
  send: t('发送', 'Send', '傳送'),
  level: t('报警等级', 'Alarm level', '警報等級'),
  url: t('升级地址', 'Upgrade URL', '升級位址'),
  outcome: t('结果', 'Result', '結果'),
  noChange: t('没有修改的参数', 'No parameter was changed', '沒有修改的參數'),
  changeVin: t('变更 VIN', 'Change VIN', '變更 VIN'),
  newVin: t(
    '新 VIN（17 位，不含 I、O、Q）',
    'New VIN (17 characters, no I, O or Q)',
    '新 VIN（17 位，不含 I、O、Q）',
  ),
  vinChanged: t(
    'VIN 已由 {old} 变更为 {vin}',
    'VIN changed from {old} to {vin}',
    'VIN 已由 {old} 變更為 {vin}',
  ),
} as const;
