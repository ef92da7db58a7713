import { FILING_STANDARDS } from '../../filing';
import { defineResourceSpec } from '../../resource';
import { createdAtField, t } from '../system/common';

/**
 * On-record statuses of vehicle model filings by file (the spec's importOnRecordStatus): each row
 * names a vehicle model by code, a standard and whether the model is on record outside the
 * platform; the file applies them as updateOnRecord does, all or nothing, and each row is kept.
 * The same file can be previewed first (vehicle/vehicleModelFiling/preview).
 */
export const vehicleModelOnRecordSpec = defineResourceSpec({
  name: 'vehicleModelOnRecord',
  module: 'modelFilingGb6',
  service: 'vehicle-svc',
  base: 'vehicle/vehicleModelFiling',
  suffixes: { import: 'importOnRecordStatus', preview: 'preview' },
  title: t('车型备案状态导入', 'Vehicle model on-record statuses', '車型備案狀態匯入'),
  optionLabel: 'vehicleModelCode',
  rowName: 'vehicleModelCode',
  operations: ['import'],
  fields: {
    vehicleModelCode: {
      label: t('车型编码', 'Vehicle model code', '車型編碼'),
      type: 'text',
      required: true,
      max: 64,
    },
    standard: {
      label: t('备案标准', 'Standard', '備案標準'),
      type: 'enum',
      values: FILING_STANDARDS,
      dict: 'filingStandard',
      required: true,
    },
    onRecord: { label: t('是否已备案', 'On record', '是否已備案'), type: 'boolean', required: true },
    createdAt: { ...createdAtField, label: t('导入时间', 'Imported at', '匯入時間') },
  },
});
