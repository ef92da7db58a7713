import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TL } from './common';

export const simPackageSpec = defineResourceSpec({
  name: 'simPackage',
  module: 'simCardPackages',
  service: 'terminal-svc',
  base: 'simPackages/V1.0',
  title: t('SIM 卡套餐', 'SIM card plans', 'SIM 卡資費方案'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: t('套餐名称', 'Plan name', '方案名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    operator: { label: TL.operator, type: 'dict', dict: 'simOperator', required: true, search: 'eq' },
    dataMb: {
      label: t('流量 (MB/月)', 'Data (MB per month)', '流量 (MB/月)'),
      type: 'integer',
      required: true,
      min: 1,
      max: 10_000_000,
      sortable: true,
    },
    periodMonths: {
      label: t('有效期 (月)', 'Term (months)', '有效期 (月)'),
      type: 'integer',
      required: true,
      min: 1,
      max: 120,
      default: 12,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const simCardSpec = defineResourceSpec({
  name: 'simCard',
  module: 'simCards',
  service: 'terminal-svc',
  base: 'simcards/V1.0',
  title: t('SIM 卡', 'SIM cards', 'SIM 卡'),
  optionLabel: 'iccid',
  defaultSort: { key: 'createdAt', order: 'desc' },
  actions: [
    {
      key: 'assign',
      label: t('分配终端', 'Assign to terminal', '分配終端'),
      method: 'POST',
      path: 'assign',
      selection: 'one',
      dialog: 'assignSim',
    },
  ],
  fields: {
    iccid: {
      label: t('ICCID', 'ICCID', 'ICCID'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Fa-f]{19,20}$',
        message: t('19 或 20 位 ICCID', 'A 19- or 20-character ICCID', '19 或 20 位 ICCID'),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    msisdn: {
      label: t('MSISDN（卡号）', 'MSISDN (card number)', 'MSISDN（卡號）'),
      type: 'text',
      required: true,
      pattern: {
        source: '^\\d{11,13}$',
        message: t('11 至 13 位数字', '11 to 13 digits', '11 至 13 位數字'),
      },
      search: 'prefix',
      unique: true,
    },
    imsi: {
      label: t('IMSI', 'IMSI', 'IMSI'),
      type: 'text',
      pattern: { source: '^\\d{15}$', message: t('15 位数字', '15 digits', '15 位數字') },
      list: false,
    },
    operator: { label: TL.operator, type: 'dict', dict: 'simOperator', required: true, search: 'eq' },
    cardCategory: {
      label: t('卡类别', 'Card category', '卡類別'),
      type: 'dict',
      dict: 'simCardCategory',
      required: true,
      search: 'eq',
    },
    status: {
      label: t('卡状态', 'Card status', '卡狀態'),
      type: 'dict',
      dict: 'simStatus',
      required: true,
      default: '7',
      search: 'eq',
    },
    packageId: { label: t('套餐', 'Plan', '資費方案'), type: 'ref', ref: 'simPackage', search: 'eq' },
    terminalCode: {
      label: t('绑定终端', 'Terminal', '綁定終端'),
      type: 'text',
      form: false,
      import: false,
      search: 'prefix',
    },
    activatedAt: { label: t('激活时间', 'Activated on', '啟用時間'), type: 'date', search: 'range' },
    expireAt: { label: t('到期时间', 'Expires on', '到期時間'), type: 'date', sortable: true },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
