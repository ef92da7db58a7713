import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

export const QB_LINK_TEXT = {
  hint: t(
    '只下发修改过的参数；终端离线时在其下次登录时下发，终端确认后列表显示新值。',
    'Only the values you change are sent; an offline terminal gets them at its next login. The list shows them once the terminal confirms.',
    '只下發修改過的參數；終端離線時於其下次登入時下發，終端確認後列表顯示新值。',
  ),
  unchanged: t('请至少修改一个参数', 'Change at least one parameter', '請至少修改一個參數'),
  sent: t(
    '参数已下发，等待终端确认',
    'Parameters sent; waiting for the terminal to confirm',
    '參數已下發，等待終端確認',
  ),
} as const;
