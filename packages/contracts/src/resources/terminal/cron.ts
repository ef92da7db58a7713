import type { FieldSpec } from '../../resource';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

const jobField = {
  label: t('任务', 'Job', '工作'),
  type: 'dict',
  dict: 'cronJob',
  search: 'eq',
  form: false,
} as const satisfies FieldSpec;

const counted = (label: ReturnType<typeof t>) =>
  ({ label, type: 'integer', form: false, sortable: true }) as const satisfies FieldSpec;

/** One run of a scheduled job of the server, for one tenant: written by the jobs themselves, read only. */
export const cronJobLogSpec = defineResourceSpec({
  name: 'cronJobLog',
  module: 'cronJobLogs',
  service: 'terminal-svc',
  base: 'cronJobLogs',
  aliases: [{ service: 'vehicle-svc', base: 'cronJobLogs' }],
  title: t('定时任务日志', 'Scheduled job logs', '排程工作紀錄'),
  optionLabel: 'jobCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'startedAt', order: 'desc' },
  fields: {
    jobCode: jobField,
    trigger: {
      label: t('触发方式', 'Trigger', '觸發方式'),
      type: 'dict',
      dict: 'cronJobTrigger',
      search: 'eq',
      form: false,
    },
    startedAt: {
      label: t('开始时间', 'Started at', '開始時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
      form: false,
    },
    durationMs: counted(t('耗时 (毫秒)', 'Duration (ms)', '耗時 (毫秒)')),
    status: {
      label: t('执行结果', 'Result', '執行結果'),
      type: 'dict',
      dict: 'cronJobStatus',
      search: 'eq',
      form: false,
    },
    affected: counted(t('处理条数', 'Rows changed', '處理筆數')),
    message: { label: t('说明', 'Message', '說明'), type: 'text', form: false },
  },
});

/** A day of one scheduled job for one tenant: runs, failures and rows changed, kept by every run. */
export const cronJobReportSpec = defineResourceSpec({
  name: 'cronJobReport',
  module: 'cronJobReports',
  service: 'terminal-svc',
  base: 'cronJobReports',
  aliases: [{ service: 'vehicle-svc', base: 'cronJobReports' }],
  title: t('定时任务报告', 'Scheduled job reports', '排程工作報告'),
  optionLabel: 'jobCode',
  operations: ['page', 'find', 'export'],
  defaultSort: { key: 'reportDate', order: 'desc' },
  fields: {
    jobCode: jobField,
    reportDate: {
      label: t('日期', 'Date', '日期'),
      type: 'date',
      search: 'range',
      sortable: true,
      form: false,
    },
    runs: counted(t('执行次数', 'Runs', '執行次數')),
    failures: counted(t('失败次数', 'Failures', '失敗次數')),
    affected: counted(t('处理条数', 'Rows changed', '處理筆數')),
    lastStatus: {
      label: t('最近结果', 'Last result', '最近結果'),
      type: 'dict',
      dict: 'cronJobStatus',
      search: 'eq',
      form: false,
    },
    lastRunAt: {
      label: t('最近执行', 'Last run', '最近執行'),
      type: 'datetime',
      sortable: true,
      form: false,
    },
  },
});
