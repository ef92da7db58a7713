import { FILING_STANDARDS } from '../../filing';
import { callPath, defineResourceSpec } from '../../resource';
import { defineCalls } from '../../call';
import { createdAtField } from '../system/common';
import { text } from '../../i18n';

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
  title: text('filing.onRecord.vehicleModelOnRecord.title'),
  optionLabel: 'vehicleModelCode',
  rowName: 'vehicleModelCode',
  operations: ['import'],
  fields: {
    vehicleModelCode: {
      label: text('filing.onRecord.vehicleModelOnRecord.fields.vehicleModelCode'),
      type: 'text',
      required: true,
      max: 64,
    },
    standard: {
      label: text('filing.onRecord.vehicleModelOnRecord.fields.standard'),
      type: 'enum',
      values: FILING_STANDARDS,
      dict: 'filingStandard',
      required: true,
    },
    onRecord: {
      label: text('filing.onRecord.vehicleModelOnRecord.fields.onRecord'),
      type: 'boolean',
      required: true,
    },
    createdAt: { ...createdAtField, label: text('filing.onRecord.vehicleModelOnRecord.fields.createdAt') },
  },
});

/**
 * The on-record file's calls, at the paths the console's resource client calls (legacy-routes.ts):
 * open to any session, as the route checks the on-record permission of either standard.
 */
export const ON_RECORD_CALLS = defineCalls({
  /** multipart { file }: all or nothing */
  import: {
    method: 'POST',
    path: callPath(vehicleModelOnRecordSpec, 'import'),
    access: 'session',
    log: 'modelFiling/onRecord',
  },
  template: { method: 'GET', path: callPath(vehicleModelOnRecordSpec, 'template'), access: 'session' },
  /** multipart { file }: its rows as the import reads them, each with the filing's status now */
  preview: { method: 'POST', path: callPath(vehicleModelOnRecordSpec, 'preview'), access: 'session' },
});
