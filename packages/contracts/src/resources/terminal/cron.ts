import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { text, type LocalizedText } from '../../i18n';

const jobField = {
  label: text('terminal.cron.job'),
  type: 'dict',
  dict: 'cronJob',
  search: 'eq',
  form: false,
} as const satisfies FieldSpec;

const counted = (label: LocalizedText) =>
  ({ label, type: 'integer', form: false, sortable: true }) as const satisfies FieldSpec;

/** One run of a scheduled job of the server, for one tenant: written by the jobs themselves, read only. */
export const cronJobLogSpec = defineResourceSpec({
  name: 'cronJobLog',
  module: 'cronJobLogs',
  service: 'terminal-svc',
  base: 'cronJobLogs',
  title: text('terminal.cron.jobLog.title'),
  optionLabel: 'jobCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'startedAt', order: 'desc' },
  fields: {
    jobCode: jobField,
    trigger: {
      label: text('terminal.cron.jobLog.fields.trigger'),
      type: 'dict',
      dict: 'cronJobTrigger',
      search: 'eq',
      form: false,
    },
    startedAt: {
      label: text('terminal.cron.jobLog.fields.startedAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      form: false,
    },
    durationMs: counted(text('terminal.cron.jobLog.fields.durationMs')),
    status: {
      label: text('terminal.cron.jobLog.fields.status'),
      type: 'dict',
      dict: 'cronJobStatus',
      search: 'eq',
      form: false,
    },
    affected: counted(text('terminal.cron.jobLog.fields.affected')),
    message: { label: text('terminal.cron.jobLog.fields.message'), type: 'text', form: false },
  },
});

/** A day of one scheduled job for one tenant: runs, failures and rows changed, kept by every run. */
export const cronJobReportSpec = defineResourceSpec({
  name: 'cronJobReport',
  module: 'cronJobReports',
  service: 'terminal-svc',
  base: 'cronJobReports',
  title: text('terminal.cron.jobReport.title'),
  optionLabel: 'jobCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'reportDate', order: 'desc' },
  fields: {
    jobCode: jobField,
    reportDate: {
      label: text('terminal.cron.jobReport.fields.reportDate'),
      type: 'date',
      search: 'range',
      sortable: true,
      form: false,
    },
    runs: counted(text('terminal.cron.jobReport.fields.runs')),
    failures: counted(text('terminal.cron.jobReport.fields.failures')),
    affected: counted(text('terminal.cron.jobLog.fields.affected')),
    lastStatus: {
      label: text('terminal.cron.jobReport.fields.lastStatus'),
      type: 'dict',
      dict: 'cronJobStatus',
      search: 'eq',
      form: false,
    },
    lastRunAt: {
      label: text('terminal.cron.jobReport.fields.lastRunAt'),
      type: 'datetime',
      sortable: true,
      form: false,
    },
  },
});
