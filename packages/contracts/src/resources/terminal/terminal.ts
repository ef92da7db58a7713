import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL, chainTypeField } from './common';

/** Terminals (telematics boxes), identified by their terminal code (TUID). */
export const terminalSpec = defineResourceSpec({
  name: 'terminal',
  module: 'terminals',
  service: 'terminal-svc',
  base: 'terminals/V1.0',
  title: t('终端', 'Terminals', '終端'),
  optionLabel: 'terminalCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalCode: {
      label: t('终端编码（TUID）', 'Terminal code (TUID)', '終端編碼（TUID）'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Za-z_-]{4,64}$',
        message: t(
          '4 至 64 位字母、数字、- 或 _',
          '4 to 64 letters, digits, - or _',
          '4 至 64 位字母、數字、- 或 _',
        ),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    terminalModelId: {
      label: TL.terminalModel,
      type: 'ref',
      ref: 'terminalModel',
      required: true,
      search: 'eq',
    },
    supplierId: {
      label: TL.supplier,
      type: 'ref',
      ref: 'terminalSupplier',
      search: 'eq',
      help: t('留空取终端型号的供应商', "Empty: the terminal model's supplier", '留空取終端型號的供應商'),
    },
    simCardId: {
      label: t('SIM 卡（ICCID）', 'SIM card (ICCID)', 'SIM 卡（ICCID）'),
      type: 'ref',
      ref: 'simCard',
      search: 'eq',
    },
    msisdn: { label: t('MSISDN', 'MSISDN', 'MSISDN'), type: 'text', form: false, import: false },
    iccid: {
      label: t('上报 ICCID', 'Reported ICCID', '上報 ICCID'),
      type: 'text',
      form: false,
      import: false,
      search: 'prefix',
      list: false,
    },
    batchId: {
      label: t('生产批次', 'Production batch', '生產批次'),
      type: 'ref',
      ref: 'terminalBatch',
      search: 'eq',
    },
    chainType: chainTypeField,
    softwareVersion: {
      label: TL.softwareVersion,
      type: 'text',
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'eq',
    },
    hardwareVersion: { label: TL.hardwareVersion, type: 'text', max: 32, pattern: TERMINAL_PATTERNS.version },
    produceDate: { label: t('生产日期', 'Production date', '生產日期'), type: 'date', search: 'range' },
    signPublicKey: {
      label: t('签名公钥', 'Signing public key', '簽名公鑰'),
      type: 'textarea',
      max: 1000,
      // a public key is no secret (shown in clear), but a long one: form and detail only
      list: false,
      export: false,
      import: false,
      pattern: {
        source: '^\\s*(-----BEGIN PUBLIC KEY-----[\\s\\S]+-----END PUBLIC KEY-----|04[0-9A-Fa-f]{128})\\s*$',
        message: t(
          'PEM 公钥（P-256 或 RSA），或 04 开头的 130 位十六进制 P-256 公钥',
          'a PEM public key (P-256 or RSA), or a P-256 point: 130 hex digits starting with 04',
          'PEM 公鑰（P-256 或 RSA），或 04 開頭的 130 位十六進位 P-256 公鑰',
        ),
      },
      help: t(
        '2025 版终端的实时信息签名用此公钥校验；留空不校验',
        "The 2025 terminal's report signatures are verified with it; empty: not verified",
        '2025 版終端的實時資訊簽名用此公鑰校驗；留空不校驗',
      ),
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
