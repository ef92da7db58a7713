import { defineDomain } from '../../engine/domain';
import { TERMINAL_DICTIONARIES } from './dictionaries';
import { PROTOCOL_TEXTS } from './protocol-texts';
import { terminalRoutes } from './routes';
import { terminalExtraRoutes } from './extra-routes';
import { terminalRecordRoutes } from './records-routes';
import { terminalDetailRoutes } from './detail-routes';
import { vehicleLoginAbnormalResource, vehicleBindAbnormalResource } from './abnormal-resources';
import { terminalCheckResource, terminalBindRecordResource } from './check-resources';
import { cronJobLogResource, cronJobReportResource } from './cron-resources';
import {
  softwareVersionCollectResource,
  terminalInstallLogResource,
  terminalPartCodeResource,
} from './log-resources';
import { protocolResource, protocolCommandResource, functionFieldResource } from './protocol-resources';
import {
  factoryProductionApplyResource,
  supplyRecordResource,
  terminalProductionTestResource,
  terminalCertResource,
  simCardLinkResource,
  simCardUpdateImportResource,
} from './records-resources';
import {
  terminalSupplierResource,
  partSupplierResource,
  chipFactoryResource,
  chipModelResource,
  terminalModelResource,
  simPackageResource,
  simCardResource,
  terminalResource,
  terminalBatchResource,
} from './resources';
import { softwareVersionResource, softwareVersionLockResource } from './version-resources';

/** Terminals, their suppliers, models, SIM cards, versions, protocols, records and jobs. */
export const terminalDomain = defineDomain({
  name: 'terminal',
  dictionaries: TERMINAL_DICTIONARIES,
  resources: [
    vehicleLoginAbnormalResource,
    vehicleBindAbnormalResource,
    terminalCheckResource,
    terminalBindRecordResource,
    cronJobLogResource,
    cronJobReportResource,
    softwareVersionCollectResource,
    terminalInstallLogResource,
    terminalPartCodeResource,
    protocolResource,
    protocolCommandResource,
    functionFieldResource,
    factoryProductionApplyResource,
    supplyRecordResource,
    terminalProductionTestResource,
    terminalCertResource,
    simCardLinkResource,
    simCardUpdateImportResource,
    terminalSupplierResource,
    partSupplierResource,
    chipFactoryResource,
    chipModelResource,
    terminalModelResource,
    simPackageResource,
    simCardResource,
    terminalResource,
    terminalBatchResource,
    softwareVersionResource,
    softwareVersionLockResource,
  ],
  texts: PROTOCOL_TEXTS,
  routes(app, { engine }) {
    terminalRoutes(app, engine);
    terminalExtraRoutes(app, engine);
    terminalRecordRoutes(app, engine);
    terminalDetailRoutes(app, engine);
  },
});

// what other domains use
export { runLoggedJob } from './cron-jobs';
export { GB32960_COMMANDS, GB32960_FUNCTION_FIELDS, GB32960_PROTOCOL } from './protocol-texts';
export type { CronTrigger, JobOutcome } from './cron-jobs';
