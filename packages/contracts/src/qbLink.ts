import type { LocalizedText } from './menu-catalog';
import { text } from './i18n';

/** Column titles of a vehicle's QB exports (vehicleDetailList/export, vehicleParamList/export). */
export const qbVehicleExportText = {
  tasksTitle: text('qbLink.vehicleExport.tasksTitle'),
  paramsTitle: text('qbLink.vehicleExport.paramsTitle'),
  task: text('qbLink.vehicleExport.task'),
  params: text('qbLink.vehicleExport.params'),
  taskStatus: text('qbLink.vehicleExport.taskStatus'),
  status: text('qbLink.vehicleExport.status'),
  statusCode: text('qbLink.vehicleExport.statusCode'),
  sentAt: text('qbLink.vehicleExport.sentAt'),
  paramId: text('qbLink.vehicleExport.paramId'),
  param: text('qbLink.vehicleExport.param'),
  value: text('qbLink.vehicleExport.value'),
  updatedAt: text('qbLink.vehicleExport.updatedAt'),
} satisfies Record<string, LocalizedText>;
