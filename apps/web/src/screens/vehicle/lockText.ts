import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

export const LOCK_TEXT = {
  vins: t(
    'VIN（多个用逗号或换行分隔）',
    'VINs (separated by commas or new lines)',
    'VIN（多個以逗號或換行分隔）',
  ),
  level: t('限速等级', 'Speed-limit level', '限速等級'),
  sent: t('指令已发送', 'Command sent', '指令已傳送'),
  mileage: t('新的总里程（公里）', 'New odometer (km)', '新的總里程（公里）'),
  added: t('已添加 {n} 辆车', '{n} vehicle(s) added', '已新增 {n} 輛車'),
} as const;
