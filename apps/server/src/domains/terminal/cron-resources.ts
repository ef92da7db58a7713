import { cronJobLogSpec, cronJobReportSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { cronJobLogs, cronJobReports } from './records-schema';

/** Written by the jobs (cron-jobs.ts), read here. */
export const cronJobLogResource = defineResource({
  spec: cronJobLogSpec,
  table: cronJobLogs,
  scope: { kind: 'tenant', column: cronJobLogs.tenantId },
});

export const cronJobReportResource = defineResource({
  spec: cronJobReportSpec,
  table: cronJobReports,
  scope: { kind: 'tenant', column: cronJobReports.tenantId },
});
