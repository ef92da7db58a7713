import type { ResourceSpec } from '../resource';
import { vehicleModelMapperSpec } from './model/mapper';
import { terminalCertSpec } from './terminal/cert';
import { terminalBindRecordSpec, terminalCheckSpec } from './terminal/check';
import { cronJobLogSpec, cronJobReportSpec } from './terminal/cron';
import { factoryProductionApplySpec, supplyRecordSpec, terminalProductionTestSpec } from './terminal/factory';
import { simCardLinkSpec, simCardUpdateImportSpec } from './terminal/simImport';
import { mesTraceSpec } from './vehicle/mesTrace';

export * from './model/mapper';
export * from './terminal/abnormal';
export * from './terminal/cert';
export * from './terminal/check';
export * from './terminal/cron';
export * from './terminal/factory';
export * from './terminal/simImport';
export * from './vehicle/mesTrace';

/**
 * The rest of the terminal and vehicle archive: factory production, supply and test records,
 * certificates, checks, bind records, scheduled job logs, SIM import variants, model mappings and
 * the MES trace.
 */
export const archiveExtraResourceSpecs = {
  factoryProductionApply: factoryProductionApplySpec,
  supplyRecord: supplyRecordSpec,
  terminalProductionTest: terminalProductionTestSpec,
  terminalCert: terminalCertSpec,
  terminalCheck: terminalCheckSpec,
  terminalBindRecord: terminalBindRecordSpec,
  cronJobLog: cronJobLogSpec,
  cronJobReport: cronJobReportSpec,
  simCardLink: simCardLinkSpec,
  simCardUpdateImport: simCardUpdateImportSpec,
  vehicleModelMapper: vehicleModelMapperSpec,
  mesTrace: mesTraceSpec,
} as const satisfies Record<string, ResourceSpec>;
