import { text } from '@chelian/contracts';
import {
  FORWARD_EXPORT_FORMATS,
  FORWARD_EXPORT_STATUSES,
  FORWARD_FAILURE_REASONS,
  FORWARD_LINK_ERRORS,
} from '@chelian/contracts/resources/forward/forward';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of forwarding's enumerations, synced with the other dictionaries at start. */
export const FORWARD_DICTIONARIES: Dictionary[] = [
  {
    code: 'forwardLinkType',
    name: { 'zh-CN': '转发链路类型', 'en-US': 'Forward link type', 'zh-TW': '轉發鏈路類型' },
    category: 'business',
    items: [
      ['TCP', text('forward.linkType.TCP')],
      ['HTTP', text('forward.linkType.HTTP')],
    ],
  },
  {
    code: 'forwardEdition',
    name: { 'zh-CN': '转发协议版本', 'en-US': 'Forward protocol edition', 'zh-TW': '轉發協定版本' },
    category: 'business',
    items: [
      ['2016', text('forward.edition.2016')],
      ['2025', text('forward.edition.2025')],
    ],
  },
  {
    code: 'forwardTaskStatus',
    name: { 'zh-CN': '转发任务状态', 'en-US': 'Forward task status', 'zh-TW': '轉發任務狀態' },
    category: 'business',
    items: [
      ['STOPPED', text('forward.status.STOPPED')],
      ['RUNNING', text('forward.status.RUNNING')],
    ],
  },
  {
    code: 'forwardLinkState',
    name: { 'zh-CN': '转发连接状态', 'en-US': 'Forward link state', 'zh-TW': '轉發連線狀態' },
    category: 'business',
    items: [
      ['IDLE', text('forward.linkState.IDLE')],
      ['CONNECTING', text('forward.linkState.CONNECTING')],
      ['CONNECTED', text('forward.linkState.CONNECTED')],
      ['DOWN', text('forward.linkState.DOWN')],
    ],
  },
  {
    code: 'forwardCommand',
    name: { 'zh-CN': '转发数据类型', 'en-US': 'Forwarded data type', 'zh-TW': '轉發資料類型' },
    category: 'business',
    items: [
      ['LOGIN', text('forward.command.LOGIN')],
      ['REALTIME', text('forward.command.REALTIME')],
      ['REISSUE', text('forward.command.REISSUE')],
      ['LOGOUT', text('forward.command.LOGOUT')],
    ],
  },
  {
    code: 'forwardResult',
    name: { 'zh-CN': '转发结果', 'en-US': 'Forward result', 'zh-TW': '轉發結果' },
    category: 'business',
    items: [
      ['SUCCESS', text('forward.result.SUCCESS')],
      ['FAILED', text('forward.result.FAILED')],
    ],
  },
  {
    code: 'forwardLinkError',
    name: { 'zh-CN': '转发连接错误', 'en-US': 'Forward link error', 'zh-TW': '轉發連線錯誤' },
    category: 'business',
    items: FORWARD_LINK_ERRORS.map((code) => [code, text(`forward.linkError.${code}`)] as const),
  },
  {
    code: 'forwardFailureReason',
    name: { 'zh-CN': '转发失败原因', 'en-US': 'Forward failure reason', 'zh-TW': '轉發失敗原因' },
    category: 'business',
    items: FORWARD_FAILURE_REASONS.map((code) => [code, text(`forward.failureReason.${code}`)] as const),
  },
  {
    code: 'forwardExportFormat',
    name: { 'zh-CN': '导出文件格式', 'en-US': 'Export file format', 'zh-TW': '匯出檔案格式' },
    category: 'business',
    items: FORWARD_EXPORT_FORMATS.map((code) => [code, text(`forward.exportFormat.${code}`)] as const),
  },
  {
    code: 'forwardExportStatus',
    name: { 'zh-CN': '导出任务状态', 'en-US': 'Export task status', 'zh-TW': '匯出任務狀態' },
    category: 'business',
    items: FORWARD_EXPORT_STATUSES.map((code) => [code, text(`forward.exportStatus.${code}`)] as const),
  },
];
