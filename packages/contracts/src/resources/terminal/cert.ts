import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';

/**
 * Security certificates installed in terminals (spec 001 section 7 names terminalCert only). They
 * have no screen of their own in the menu, so they are gated by the terminal list's permissions.
 */
export const terminalCertSpec = defineResourceSpec({
  name: 'terminalCert',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminalCert',
  title: t('终端证书', 'Terminal certificates', '終端憑證'),
  optionLabel: 'serialNo',
  defaultSort: { key: 'validTo', order: 'asc' },
  permissions: { create: 'terminals/update', delete: 'terminals/update', import: 'terminals/update' },
  fields: {
    terminalId: {
      label: t('终端', 'Terminal', '終端'),
      type: 'ref',
      ref: 'terminal',
      required: true,
      search: 'eq',
    },
    serialNo: {
      label: t('证书序列号', 'Serial number', '憑證序號'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[0-9A-Fa-f]{8,64}$',
        message: t('8 到 64 位十六进制字符', '8 to 64 hexadecimal characters', '8 到 64 位十六進位字元'),
      },
      search: 'prefix',
      unique: true,
    },
    issuer: {
      label: t('签发机构', 'Issuer', '簽發機構'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    validFrom: {
      label: t('生效时间', 'Valid from', '生效時間'),
      type: 'datetime',
      required: true,
      sortable: true,
    },
    validTo: {
      label: t('失效时间', 'Valid until', '失效時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    certFileId: {
      label: t('证书文件', 'Certificate file', '憑證檔案'),
      type: 'file',
      export: false,
      import: false,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
