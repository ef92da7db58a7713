import { defineResourceSpec, type ResourceSpec } from '../../resource';
import { PATTERNS, createdAtField, remarkField, t } from '../system/common';

/** Publish statuses of a template (spec 001 section 4). */
export const SIGNAL_PUBLISH_STATUSES = ['INIT', 'PUBLISH', 'CANCEL'] as const;
export type SignalPublishStatus = (typeof SIGNAL_PUBLISH_STATUSES)[number];

const seriesField = {
  label: t('车系', 'Vehicle series', '車系'),
  type: 'ref',
  ref: 'vehicleSeries',
  required: true,
  search: 'eq',
} as const;

/** The signal dictionary of a series (spec 001 section 3, Signal). Deleting is logical. */
export const signalAttrSpec = defineResourceSpec({
  name: 'signalAttr',
  module: 'signalDataDictionary',
  service: 'vehicle-svc',
  base: 'vehicle/signalAttrs',
  title: t('信号数据字典', 'Signal dictionary', '訊號資料字典'),
  optionLabel: 'signalName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleSeriesId: { ...seriesField, form: 'create' },
    signalCode: {
      label: t('信号编码', 'Signal code', '訊號編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      sortable: true,
    },
    signalName: {
      label: t('信号名称', 'Signal name', '訊號名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    signalGroup: { label: t('信号分组', 'Signal group', '訊號分組'), type: 'text', max: 64, search: 'eq' },
    physicalMin: {
      label: t('物理最小值', 'Physical minimum', '物理最小值'),
      type: 'number',
      min: -1e12,
      max: 1e12,
    },
    physicalMax: {
      label: t('物理最大值', 'Physical maximum', '物理最大值'),
      type: 'number',
      min: -1e12,
      max: 1e12,
    },
    unit: { label: t('单位', 'Unit', '單位'), type: 'text', max: 16 },
    symbol: { label: t('符号', 'Symbol', '符號'), type: 'text', max: 32 },
    varAddress: { label: t('变量地址', 'Variable address', '變數位址'), type: 'text', max: 64 },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Signal templates: a named set of a series' signals, published to the series (spec 001 section 7). */
export const signalTemplateSpec = defineResourceSpec({
  name: 'signalTemplate',
  module: 'signalTemplates',
  service: 'vehicle-svc',
  base: 'vehicle/signalPublish',
  title: t('信号模板', 'Signal templates', '訊號範本'),
  optionLabel: 'templateName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    {
      key: 'update',
      label: t('配置信号', 'Signals', '設定訊號'),
      method: 'POST',
      path: 'already/pageQuery/{id}',
      selection: 'one',
      dialog: 'templateSignals',
    },
    {
      key: 'copy',
      label: t('复制', 'Copy', '複製'),
      method: 'PUT',
      path: 'copy',
      selection: 'one',
      dialog: 'copyTemplate',
    },
  ],
  fields: {
    templateName: {
      label: t('模板名称', 'Template name', '範本名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    vehicleSeriesId: { ...seriesField, form: 'create' },
    publishStatus: {
      label: t('发布状态', 'Publish status', '發布狀態'),
      type: 'enum',
      values: SIGNAL_PUBLISH_STATUSES,
      dict: 'signalPublishStatus',
      form: false,
      search: 'eq',
    },
    version: { label: t('版本', 'Version', '版本'), type: 'integer', form: false },
    signalCount: { label: t('信号数', 'Signals', '訊號數'), type: 'integer', form: false },
    publishedAt: { label: t('发布时间', 'Published at', '發布時間'), type: 'datetime', form: false },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** The publish screen: each series with the template it runs (POST vehicle/signalPublish/series/page). */
export const signalPublishSeriesSpec = defineResourceSpec({
  name: 'signalPublishSeries',
  module: 'signalPublish',
  service: 'vehicle-svc',
  base: 'vehicle/signalPublish/series',
  title: t('信号发布', 'Signal publishing', '訊號發布'),
  optionLabel: 'name',
  defaultSort: { key: 'code', order: 'asc' },
  operations: ['page', 'find', 'export'],
  actions: [
    {
      key: 'publish',
      label: t('发布模板', 'Publish a template', '發布範本'),
      method: 'PUT',
      path: 'publish',
      selection: 'one',
      dialog: 'publishTemplate',
    },
    {
      key: 'cancel',
      label: t('取消发布', 'Cancel publishing', '取消發布'),
      method: 'PUT',
      path: 'cancel',
      selection: 'one',
      confirm: t(
        '确定取消该车系正在使用的信号模板吗？',
        'Cancel the template this series runs?',
        '確定取消該車系正在使用的訊號範本嗎？',
      ),
    },
  ],
  fields: {
    code: { label: t('车系编码', 'Series code', '車系編碼'), type: 'text', search: 'prefix', sortable: true },
    name: { label: t('车系名称', 'Series name', '車系名稱'), type: 'text', search: 'like' },
    templateName: { label: t('当前模板', 'Published template', '目前範本'), type: 'text' },
    version: { label: t('版本', 'Version', '版本'), type: 'integer' },
    versionCode: { label: t('版本号', 'Version code', '版本號'), type: 'text' },
    publishedAt: { label: t('发布时间', 'Published at', '發布時間'), type: 'datetime' },
    templateCount: { label: t('模板数', 'Templates', '範本數'), type: 'integer' },
  },
});

/** Every publish and cancel (spec 001 section 2: publish history). */
export const signalPublishHistorySpec = defineResourceSpec({
  name: 'signalPublishHistory',
  module: 'signalPublishHistory',
  service: 'vehicle-svc',
  base: 'vehicle/signalPublish/history',
  title: t('发布历史', 'Publish history', '發布歷史'),
  optionLabel: 'versionCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vehicleSeriesId: { ...seriesField, required: false },
    templateName: { label: t('模板名称', 'Template name', '範本名稱'), type: 'text', search: 'like' },
    publishStatus: {
      label: t('操作', 'Operation', '操作'),
      type: 'enum',
      values: ['PUBLISH', 'CANCEL'],
      dict: 'signalPublishStatus',
      search: 'eq',
    },
    version: { label: t('版本', 'Version', '版本'), type: 'integer' },
    versionCode: { label: t('版本号', 'Version code', '版本號'), type: 'text', search: 'eq' },
    signalCount: { label: t('信号数', 'Signals', '訊號數'), type: 'integer' },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text' },
    createdAt: { ...createdAtField, label: t('操作时间', 'Time', '操作時間') },
  },
});

/** Every signal declaration, by name. */
export const signalResourceSpecs = {
  signalAttr: signalAttrSpec,
  signalTemplate: signalTemplateSpec,
  signalPublishSeries: signalPublishSeriesSpec,
  signalPublishHistory: signalPublishHistorySpec,
} as const satisfies Record<string, ResourceSpec>;

/** GET vehicle/signalTrees/tree/{vehicleSeriesId}: folders and signals, nested. */
export interface SignalTreeNode {
  id: number;
  name: string;
  nodeType: 'NODE' | 'SIGNAL';
  signalAttrId: number | null;
  signalCode: string | null;
  children: SignalTreeNode[];
}
