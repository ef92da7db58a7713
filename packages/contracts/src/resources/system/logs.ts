import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

const readOnly = ['page', 'find', 'delete', 'export'] as const;

/** API log: every call, written by the server itself. */
export const apiLogSpec = defineResourceSpec({
  name: 'apiLog',
  module: 'apiLog',
  service: 'system-svc',
  base: 'apiLog/V1.0',
  title: text('system.logs.apiLog.title'),
  optionLabel: 'name',
  defaultSort: { key: 'requestTime', order: 'desc' },
  operations: readOnly,
  fields: {
    name: { label: text('system.logs.apiLog.fields.name'), type: 'text', search: 'prefix' },
    uri: { label: text('system.logs.apiLog.fields.uri'), type: 'text', search: 'prefix' },
    method: {
      label: text('system.logs.apiLog.fields.method'),
      type: 'enum',
      values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      search: 'eq',
    },
    clientIp: { label: text('system.logs.apiLog.fields.clientIp'), type: 'text', search: 'prefix' },
    status: {
      label: text('system.logs.apiLog.fields.status'),
      type: 'integer',
      search: 'eq',
      sortable: true,
    },
    durationMs: {
      label: text('system.logs.apiLog.fields.durationMs'),
      type: 'integer',
      search: 'range',
      sortable: true,
    },
    userId: { label: text('system.logs.apiLog.fields.userId'), type: 'ref', ref: 'user', search: 'eq' },
    queryParams: { label: text('system.logs.apiLog.fields.queryParams'), type: 'textarea', list: false },
    requestBody: { label: text('system.logs.apiLog.fields.requestBody'), type: 'textarea', list: false },
    responseBody: { label: text('system.logs.apiLog.fields.responseBody'), type: 'textarea', list: false },
    requestTime: {
      label: text('system.logs.apiLog.fields.requestTime'),
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
  title: text('system.logs.businessLog.title'),
  optionLabel: 'action',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: readOnly,
  fields: {
    module: {
      label: text('system.logs.businessLog.fields.module'),
      type: 'text',
      search: 'eq',
    },
    action: {
      label: text('system.logs.businessLog.fields.action'),
      type: 'text',
      search: 'eq',
    },
    userName: { label: text('system.logs.businessLog.fields.userName'), type: 'text', search: 'prefix' },
    method: {
      label: text('system.logs.apiLog.fields.method'),
      type: 'enum',
      values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      search: 'eq',
    },
    url: { label: text('system.logs.apiLog.fields.uri'), type: 'text', search: 'prefix' },
    ip: { label: text('system.logs.businessLog.fields.ip'), type: 'text', search: 'prefix' },
    status: { label: text('system.logs.apiLog.fields.status'), type: 'integer', search: 'eq' },
    detail: { label: text('system.logs.businessLog.fields.detail'), type: 'textarea', list: false },
    createdAt: {
      label: text('system.logs.businessLog.fields.createdAt'),
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
  title: text('system.logs.systemLog.title'),
  optionLabel: 'message',
  scope: 'platform',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: readOnly,
  fields: {
    level: {
      label: text('system.logs.systemLog.fields.level'),
      type: 'dict',
      dict: 'logLevel',
      search: 'eq',
    },
    message: { label: text('system.logs.systemLog.fields.message'), type: 'text', search: 'like' },
    source: { label: text('system.logs.systemLog.fields.source'), type: 'text', search: 'prefix' },
    node: { label: text('system.logs.systemLog.fields.node'), type: 'text', search: 'eq' },
    detail: { label: text('system.logs.systemLog.fields.detail'), type: 'textarea', list: false },
    createdAt: {
      label: text('system.logs.systemLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
