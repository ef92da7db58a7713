import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/** Column titles of a vehicle's QB exports (vehicleDetailList/export, vehicleParamList/export). */
export const qbVehicleExportText = {
  tasksTitle: t('车辆参数任务', 'Vehicle parameter tasks', '車輛參數任務'),
  paramsTitle: t('车辆参数', 'Vehicle parameters', '車輛參數'),
  task: t('任务名称', 'Task name', '任務名稱'),
  params: t('终端参数', 'Terminal parameters', '終端參數'),
  taskStatus: t('任务状态', 'Task status', '任務狀態'),
  status: t('下发状态', 'Delivery status', '下發狀態'),
  statusCode: t('结果码', 'Result code', '結果碼'),
  sentAt: t('下发时间', 'Sent at', '下發時間'),
  paramId: t('参数编号', 'Parameter id', '參數編號'),
  param: t('参数', 'Parameter', '參數'),
  value: t('值', 'Value', '值'),
  updatedAt: t('读取或设置时间', 'Read or set at', '讀取或設定時間'),
} satisfies Record<string, LocalizedText>;
