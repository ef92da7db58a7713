import { defineResourceSpec, type ResourceSpec } from '../../resource';
import { PATTERNS, createdAtField, remarkField } from '../system/common';
import { text } from '../../i18n';
import { defineCalls } from '../../call';

/** Publish statuses of a template. */
export const SIGNAL_PUBLISH_STATUSES = ['INIT', 'PUBLISH', 'CANCEL'] as const;
export type SignalPublishStatus = (typeof SIGNAL_PUBLISH_STATUSES)[number];

const seriesField = {
  label: text('signal.series'),
  type: 'ref',
  ref: 'vehicleSeries',
  required: true,
  search: 'eq',
} as const;

/** The signal dictionary of a series. Deleting is logical. */
export const signalAttrSpec = defineResourceSpec({
  name: 'signalAttr',
  module: 'signalDataDictionary',
  service: 'vehicle-svc',
  base: 'vehicle/signalAttrs',
  title: text('signal.attr.title'),
  optionLabel: 'signalName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    vehicleSeriesId: { ...seriesField, form: 'create' },
    signalCode: {
      label: text('signal.attr.fields.signalCode'),
      type: 'text',
      required: true,
      max: 64,
      pattern: PATTERNS.code,
      search: 'prefix',
      sortable: true,
    },
    signalName: {
      label: text('signal.attr.fields.signalName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    signalGroup: { label: text('signal.attr.fields.signalGroup'), type: 'text', max: 64, search: 'eq' },
    physicalMin: {
      label: text('signal.attr.fields.physicalMin'),
      type: 'number',
      min: -1e12,
      max: 1e12,
    },
    physicalMax: {
      label: text('signal.attr.fields.physicalMax'),
      type: 'number',
      min: -1e12,
      max: 1e12,
    },
    unit: { label: text('signal.attr.fields.unit'), type: 'text', max: 16 },
    symbol: { label: text('signal.attr.fields.symbol'), type: 'text', max: 32 },
    varAddress: { label: text('signal.attr.fields.varAddress'), type: 'text', max: 64 },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

const VEHICLE = 'vehicle-svc/vehicle';

/** The signal configuration calls beyond the resources' standard ones: the tree, a template's signals, publishing. */
export const SIGNAL_CALLS = defineCalls({
  seriesSignalPage: {
    method: 'POST',
    path: `${VEHICLE}/signalAttrs/series/page`,
    access: 'signalDataDictionary/view',
  },
  tree: { method: 'GET', path: `${VEHICLE}/signalTrees/tree/:vehicleSeriesId`, access: 'signalTree/view' },
  /** { vehicleSeriesId, parentId, name } adds a folder, { ..., signalAttrIds } signals */
  addTreeNodes: { method: 'POST', path: `${VEHICLE}/signalTrees`, access: 'signalTree/create' },
  deleteTreeNodes: { method: 'DELETE', path: `${VEHICLE}/signalTrees`, access: 'signalTree/delete' },
  unusedSignals: { method: 'POST', path: `${VEHICLE}/signalTrees/unused`, access: 'signalTree/view' },
  seriesTemplatePage: {
    method: 'POST',
    path: `${VEHICLE}/signalPublish/series/page4Templates`,
    access: 'signalTemplates/view',
  },
  editTemplate: { method: 'PUT', path: `${VEHICLE}/signalPublish/edit`, access: 'signalTemplates/update' },
  copyTemplate: { method: 'PUT', path: `${VEHICLE}/signalPublish/copy`, access: 'signalTemplates/copy' },
  usedSignals: {
    method: 'POST',
    path: `${VEHICLE}/signalPublish/already/pageQuery/:id`,
    access: 'signalTemplates/view',
  },
  unusedTemplateSignals: {
    method: 'POST',
    path: `${VEHICLE}/signalPublish/unused/pageQuery/:id`,
    access: 'signalTemplates/view',
  },
  addAllSignals: {
    method: 'PUT',
    path: `${VEHICLE}/signalPublish/:id/addAttrAll`,
    access: 'signalTemplates/update',
  },
  removeSignals: {
    method: 'PUT',
    path: `${VEHICLE}/signalPublish/delUsedAttr`,
    access: 'signalTemplates/update',
  },
  removeAllSignals: {
    method: 'PUT',
    path: `${VEHICLE}/signalPublish/:id/delUsedAttrAll`,
    access: 'signalTemplates/update',
  },
  deleteTemplates: {
    method: 'PUT',
    path: `${VEHICLE}/signalTemplate/delete`,
    access: 'signalTemplates/delete',
  },
  addSignals: { method: 'POST', path: `${VEHICLE}/signalTemplate`, access: 'signalTemplates/update' },
  /** ?templateId=, multipart: the signal codes of the sheet's first column */
  importSignals: {
    method: 'POST',
    path: `${VEHICLE}/signalTemplate/import`,
    access: 'signalTemplates/update',
  },
  seriesTemplates: {
    method: 'POST',
    path: `${VEHICLE}/signalPublish/series/templates`,
    access: 'signalPublish/view',
  },
  publish: { method: 'PUT', path: `${VEHICLE}/signalPublish/publish/:id`, access: 'signalPublish/publish' },
  cancelSeries: {
    method: 'PUT',
    path: `${VEHICLE}/signalPublish/series/cancel`,
    access: 'signalPublish/cancel',
  },
});

/** Signal templates: a named set of a series' signals, published to the series. */
export const signalTemplateSpec = defineResourceSpec({
  name: 'signalTemplate',
  module: 'signalTemplates',
  service: 'vehicle-svc',
  base: 'vehicle/signalPublish',
  title: text('signal.template.title'),
  optionLabel: 'templateName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    {
      key: 'update',
      label: text('signal.template.actions.update'),
      method: 'POST',
      path: 'already/pageQuery/{id}',
      selection: 'one',
      dialog: 'templateSignals',
    },
    {
      key: 'copy',
      label: text('signal.template.actions.copy'),
      call: SIGNAL_CALLS.copyTemplate,
      selection: 'one',
      dialog: 'copyTemplate',
    },
  ],
  fields: {
    templateName: {
      label: text('signal.template.fields.templateName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    vehicleSeriesId: { ...seriesField, form: 'create' },
    publishStatus: {
      label: text('signal.template.fields.publishStatus'),
      type: 'enum',
      values: SIGNAL_PUBLISH_STATUSES,
      dict: 'signalPublishStatus',
      form: false,
      search: 'eq',
    },
    version: { label: text('signal.template.fields.version'), type: 'integer', form: false },
    signalCount: { label: text('signal.template.fields.signalCount'), type: 'integer', form: false },
    publishedAt: { label: text('signal.template.fields.publishedAt'), type: 'datetime', form: false },
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
  title: text('signal.publishSeries.title'),
  optionLabel: 'name',
  defaultSort: { key: 'code', order: 'asc' },
  operations: ['page', 'find', 'export'],
  actions: [
    {
      key: 'publish',
      label: text('signal.publishSeries.actions.publish'),
      method: 'PUT',
      path: 'publish',
      selection: 'one',
      dialog: 'publishTemplate',
    },
    {
      key: 'cancel',
      label: text('signal.publishSeries.actions.cancel.label'),
      call: SIGNAL_CALLS.cancelSeries,
      selection: 'one',
      confirm: text('signal.publishSeries.actions.cancel.confirm'),
    },
  ],
  fields: {
    code: { label: text('signal.publishSeries.fields.code'), type: 'text', search: 'prefix', sortable: true },
    name: { label: text('signal.publishSeries.fields.name'), type: 'text', search: 'like' },
    templateName: { label: text('signal.publishSeries.fields.templateName'), type: 'text' },
    version: { label: text('signal.template.fields.version'), type: 'integer' },
    versionCode: { label: text('signal.publishSeries.fields.versionCode'), type: 'text' },
    publishedAt: { label: text('signal.template.fields.publishedAt'), type: 'datetime' },
    templateCount: { label: text('signal.publishSeries.fields.templateCount'), type: 'integer' },
  },
});

/** Every publish and cancel: the publish history. */
export const signalPublishHistorySpec = defineResourceSpec({
  name: 'signalPublishHistory',
  module: 'signalPublishHistory',
  service: 'vehicle-svc',
  base: 'vehicle/signalPublish/history',
  title: text('signal.publishHistory.title'),
  optionLabel: 'versionCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vehicleSeriesId: { ...seriesField, required: false },
    templateName: { label: text('signal.template.fields.templateName'), type: 'text', search: 'like' },
    publishStatus: {
      label: text('signal.publishHistory.fields.publishStatus'),
      type: 'enum',
      values: ['PUBLISH', 'CANCEL'],
      dict: 'signalPublishStatus',
      search: 'eq',
    },
    version: { label: text('signal.template.fields.version'), type: 'integer' },
    versionCode: { label: text('signal.publishSeries.fields.versionCode'), type: 'text', search: 'eq' },
    signalCount: { label: text('signal.template.fields.signalCount'), type: 'integer' },
    operatorName: { label: text('signal.publishHistory.fields.operatorName'), type: 'text' },
    createdAt: { ...createdAtField, label: text('signal.publishHistory.fields.createdAt') },
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
