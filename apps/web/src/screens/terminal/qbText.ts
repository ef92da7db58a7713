import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Texts of the QB parameter task screen. */
export const QB_TEXT = {
  vehicles: t('车辆与进度', 'Vehicles and progress', '車輛與進度'),
  vins: t('VIN（多个用逗号或换行分隔，车辆须已绑定终端）', 'VINs (separated by commas or new lines; vehicles with a terminal)', 'VIN（多個以逗號或換行分隔，車輛須已綁定終端）'),
  added: t('已关联 {n} 辆车，已下发 {sent} 辆', '{n} vehicle(s) linked, {sent} sent', '已關聯 {n} 輛車，已下發 {sent} 輛'),
} as const;
