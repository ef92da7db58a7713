import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, statusField, t } from './common';

/** Security certificates (GB/T 32960 data encryption and platform sign-in): type, algorithm, validity, file. */
export const securityCertificateSpec = defineResourceSpec({
  name: 'securityCertificate',
  module: 'securityCertificate',
  service: 'system-svc',
  base: 'securityCertificates/V1.0',
  title: t('安全证书', 'Security certificates', '安全憑證'),
  optionLabel: 'name',
  defaultSort: { key: 'validTo', order: 'asc' },
  fields: {
    name: {
      label: t('证书名称', 'Certificate name', '憑證名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    serialNo: {
      label: t('证书序列号', 'Serial number', '憑證序號'),
      type: 'text',
      required: true,
      max: 64,
      pattern: { source: '^[0-9A-Fa-f:]{2,64}$', message: t('十六进制', 'Hexadecimal', '十六進位') },
      search: 'prefix',
      unique: true,
    },
    certType: {
      label: t('证书类型', 'Certificate type', '憑證類型'),
      type: 'dict',
      dict: 'certType',
      required: true,
      search: 'eq',
    },
    algorithm: {
      label: t('加密算法', 'Algorithm', '加密演算法'),
      type: 'dict',
      dict: 'certAlgorithm',
      required: true,
      search: 'eq',
    },
    issuer: { label: t('颁发者', 'Issuer', '簽發者'), type: 'text', max: 200 },
    subject: { label: t('使用者', 'Subject', '主體'), type: 'text', max: 200, list: false },
    validFrom: {
      label: t('生效时间', 'Valid from', '生效時間'),
      type: 'datetime',
      required: true,
      sortable: true,
    },
    validTo: {
      label: t('失效时间', 'Valid to', '失效時間'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    fileId: {
      label: t('证书文件', 'Certificate file', '憑證檔案'),
      type: 'file',
      export: false,
      import: false,
    },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});
