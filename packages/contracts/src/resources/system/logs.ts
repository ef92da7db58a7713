import { defineResourceSpec } from '../../resource';
import { t } from './common';

const readOnly = ['page', 'find', 'delete', 'export'] as const;

/** API log (spec 002 section 3): every call, written by the server itself. */
export const apiLogSpec = defineResourceSpec({
  name: 'apiLog',
  module: 'apiLog',
  service: 'system-svc',
  base: 'apiLog/V1.0',
  title: t('接口日志', 'API log', 'API 日誌'),
  optionLabel: 'name',
  defaultSort: { key: 'requestTime', order: 'desc' },
  operations: readOnly,
  fields: {
    name: { label: t('接口名称', 'API name', 'API 名稱'), type: 'text', search: 'prefix' },
    uri: { label: t('请求地址', 'URI', '請求位址'), type: 'text', search: 'prefix' },
    method: {
      label: t('请求方法', 'Method', '請求方法'),
      type: 'enum',
      values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      search: 'eq',
    },
    clientIp: { label: t('客户端 IP', 'Client IP', '用戶端 IP'), type: 'text', search: 'prefix' },
    status: { label: t('响应状态', 'Status', '回應狀態'), type: 'integer', search: 'eq', sortable: true },
    durationMs: {
      label: t('耗时(毫秒)', 'Duration (ms)', '耗時(毫秒)'),
      type: 'integer',
      search: 'range',
      sortable: true,
    },
    userId: { label: t('调用用户', 'User', '呼叫使用者'), type: 'ref', ref: 'user', search: 'eq' },
    queryParams: { label: t('请求参数', 'Query parameters', '請求參數'), type: 'textarea', list: false },
    requestBody: { label: t('请求内容', 'Request body', '請求內容'), type: 'textarea', list: false },
    responseBody: { label: t('响应内容', 'Response body', '回應內容'), type: 'textarea', list: false },
    requestTime: {
      label: t('请求时间', 'Requested at', '請求時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});

/** Business log: every successful change (who, what, when, IP), filtered by module and action (name) options. */
export const businessLogSpec = defineResourceSpec({
  name: 'businessLog',
  module: 'businessLog',
  service: 'system-svc',
  base: 'bizLog/V1.0',
  title: t('业务日志', 'Business log', '業務日誌'),
  optionLabel: 'action',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: readOnly,
  fields: {
    module: {
      label: t('业务模块', 'Module', '業務模組'),
      type: 'text',
      search: { op: 'eq', input: 'select' },
    },
    action: {
      label: t('操作名称', 'Action', '操作名稱'),
      type: 'text',
      search: { op: 'eq', input: 'select' },
    },
    userName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'prefix' },
    method: {
      label: t('请求方法', 'Method', '請求方法'),
      type: 'enum',
      values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      search: 'eq',
    },
    url: { label: t('请求地址', 'URI', '請求位址'), type: 'text', search: 'prefix' },
    ip: { label: t('操作 IP', 'IP address', '操作 IP'), type: 'text', search: 'prefix' },
    status: { label: t('响应状态', 'Status', '回應狀態'), type: 'integer', search: 'eq' },
    detail: { label: t('操作内容', 'Details', '操作內容'), type: 'textarea', list: false },
    createdAt: {
      label: t('操作时间', 'Time', '操作時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});

/** System log: the server's own warnings and errors. */
export const systemLogSpec = defineResourceSpec({
  name: 'systemLog',
  module: 'systemLog',
  service: 'system-svc',
  base: 'sys_log/V1.0',
  title: t('系统日志', 'System log', '系統日誌'),
  optionLabel: 'message',
  scope: 'platform',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: readOnly,
  fields: {
    level: { label: t('日志级别', 'Level', '日誌等級'), type: 'dict', dict: 'logLevel', search: 'eq' },
    message: { label: t('日志内容', 'Message', '日誌內容'), type: 'text', search: 'like' },
    source: { label: t('来源', 'Source', '來源'), type: 'text', search: 'prefix' },
    node: { label: t('服务节点', 'Node', '服務節點'), type: 'text', search: 'eq' },
    detail: { label: t('详细信息', 'Details', '詳細資訊'), type: 'textarea', list: false },
    createdAt: {
      label: t('记录时间', 'Time', '記錄時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
