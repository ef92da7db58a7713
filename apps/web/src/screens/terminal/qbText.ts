import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Texts of the QB parameter task screen. */
export const QB_TEXT = {
  vehicles: t('车辆与进度', 'Vehicles and progress', '車輛與進度'),
  vins: t(
    'VIN（多个用逗号或换行分隔，车辆须已绑定终端）',
    'VINs (separated by commas or new lines; vehicles with a terminal)',
    'VIN（多個以逗號或換行分隔，車輛須已綁定終端）',
  ),
  added: t(
    '已关联 {n} 辆车，已下发 {sent} 辆',
    '{n} vehicle(s) linked, {sent} sent',
    '已關聯 {n} 輛車，已下發 {sent} 輛',
  ),
} as const;

/** Texts of the task vehicles import. */
export const QB_IMPORT_TEXT = {
  choose: t('选择 xlsx 文件', 'Choose an xlsx file', '選擇 xlsx 檔案'),
  hint: t(
    '模板只有一列 VIN；车辆须属于本租户、已绑定终端且未关联该任务',
    'The template has one VIN column: vehicles of this tenant with a terminal, not linked to the task yet',
    '範本只有一欄 VIN；車輛須屬於本租戶、已綁定終端且未關聯該任務',
  ),
  template: t('下载模板', 'Download the template', '下載範本'),
  imported: t('已导入 {n} 辆车', '{n} vehicle(s) imported', '已匯入 {n} 輛車'),
  failed: t(
    '导入失败，错误报告已下载',
    'Import failed; the error report was downloaded',
    '匯入失敗，錯誤報告已下載',
  ),
} as const;

/** Texts of a vehicle's QB parameter screen. */
export const QB_VEHICLE_TEXT = {
  vin: t('输入 17 位 VIN', 'Type a 17-character VIN', '輸入 17 位 VIN'),
  query: t('查询', 'Search', '查詢'),
  pick: t('请输入车辆 VIN', 'Enter a vehicle VIN', '請輸入車輛 VIN'),
  online: t('在线', 'Online', '線上'),
  offline: t('离线', 'Offline', '離線'),
  history: t('参数任务历史', 'Parameter task history', '參數任務歷史'),
  export: t('导出', 'Export', '匯出'),
} as const;
