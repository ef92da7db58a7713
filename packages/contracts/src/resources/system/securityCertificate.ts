import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, statusField } from './common';
import { text } from '../../i18n';

/** Security certificates (GB/T 32960 data encryption and platform sign-in): type, algorithm, validity, file. */
export const securityCertificateSpec = defineResourceSpec({
  name: 'securityCertificate',
  module: 'securityCertificate',
  service: 'system-svc',
  base: 'securityCertificates/V1.0',
  title: text('system.securityCertificate.title'),
  optionLabel: 'name',
  defaultSort: { key: 'validTo', order: 'asc' },
  fields: {
    name: {
      label: text('system.securityCertificate.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    serialNo: {
      label: text('system.securityCertificate.fields.serialNo.label'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[0-9A-Fa-f:]{2,64}$',
        message: text('system.securityCertificate.fields.serialNo.pattern.message'),
      },
      search: 'prefix',
      unique: true,
    },
    certType: {
      label: text('system.securityCertificate.fields.certType'),
      type: 'dict',
      dict: 'certType',
      required: true,
      search: 'eq',
    },
    algorithm: {
      label: text('system.securityCertificate.fields.algorithm'),
      type: 'dict',
      dict: 'certAlgorithm',
      required: true,
      search: 'eq',
    },
    issuer: { label: text('system.securityCertificate.fields.issuer'), type: 'text', max: 200 },
    subject: {
      label: text('system.securityCertificate.fields.subject'),
      type: 'text',
      max: 200,
      list: false,
    },
    validFrom: {
      label: text('system.securityCertificate.fields.validFrom'),
      type: 'datetime',
      required: true,
      sortable: true,
    },
    validTo: {
      label: text('system.securityCertificate.fields.validTo'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    fileId: {
      label: text('system.securityCertificate.fields.fileId'),
      type: 'file',
      export: false,
      import: false,
    },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});
