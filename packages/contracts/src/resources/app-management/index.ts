import { z } from 'zod';
import { defineCalls } from '../../call';
import { text } from '../../i18n';
import { defineResourceSpec, type FieldSpec } from '../../resource';
import { PATTERNS, remarkField, sequenceField } from '../system/common';
import { FEEDBACK_TYPES, REPLY_STATUSES } from '../content/index';

/*
 * Mobile-app management (002 §2, §3, §4, §7): the accounts of the owners' app, what the app shows
 * (manuals, banners, official maintenance plans, places around the car), what it sends in
 * (appointments, evaluations, feedback, vehicle binds) and the app's own versions.
 */

export const APP_ACCOUNT_STATUSES = ['NORMAL', 'DISABLED'] as const;
export const BANNER_TYPES = ['1', '2', '3', '4', '5'] as const;
export const BANNER_STATUSES = ['0', '1'] as const;
export const APP_TYPES = ['ANDROID', 'IOS'] as const;
export type AppType = (typeof APP_TYPES)[number];
/** CHOICE: the user may skip the upgrade; FORCE: the app cannot be used until upgraded. */
export const APP_UPGRADE_TYPES = ['CHOICE', 'FORCE'] as const;
export const APP_UPGRADE_METHODS = ['SILENT', 'NORMAL'] as const;
export const MAINTENANCE_TIME_UNITS = ['DAY', 'MONTH'] as const;
export const MAINTENANCE_MILEAGE_UNITS = ['KM'] as const;
export const PERIPHERY_CATEGORIES = ['CHARGING', 'SERVICE', 'PARKING', 'GAS', 'CAR_WASH'] as const;
export const APPOINT_DRIVE_STATUSES = ['WAIT', 'CONTACTED', 'FINISHED', 'CANCELLED'] as const;
export const APPOINTMENT_SERVICE_TYPES = ['MAINTENANCE', 'REPAIR', 'INSPECTION'] as const;
export const APPOINTMENT_STATUSES = ['WAIT', 'CONFIRMED', 'FINISHED', 'CANCELLED'] as const;
/** 002 §3/§4: INIT (to evaluate) then PUBLISHED (evaluated). */
export const EVALUATION_STATUSES = ['INIT', 'PUBLISHED'] as const;
export const VEHICLE_BIND_ACTIONS = ['BIND', 'UNBIND'] as const;

const VIN = { source: '^[A-HJ-NPR-Z0-9]{17}$', message: text('appManagement.patterns.vin') };

const updatedAtField = {
  label: text('appManagement.common.updatedAt'),
  type: 'datetime',
  form: false,
  import: false,
  search: 'range',
  sortable: true,
} as const satisfies FieldSpec;
const createdAtField = { ...updatedAtField, label: text('appManagement.common.createdAt') } as const;
const modelCountField = {
  label: text('appManagement.common.modelCount'),
  type: 'integer',
  form: false,
  import: false,
} as const satisfies FieldSpec;
const modelIdsField = {
  label: text('appManagement.common.vehicleModelIds'),
  type: 'refs',
  ref: 'vehicleModel',
  list: false,
  export: false,
  import: false,
} as const satisfies FieldSpec;

/** The calls of mobile-app management beyond the standard calls of its resources. */
export const APP_MANAGEMENT_CALLS = defineCalls({
  accountEnable: {
    method: 'PUT',
    path: 'customer-svc/appAccounts/V1.0/enable',
    access: 'appManagementAccount/update',
  },
  accountDisable: {
    method: 'PUT',
    path: 'customer-svc/appAccounts/V1.0/disable',
    access: 'appManagementAccount/update',
  },
  versionDeleteLogical: {
    method: 'POST',
    path: 'content-svc/appVersions/deleteLogical',
    access: 'appManagementVersion/delete',
  },
  versionPublic: { method: 'GET', path: 'content-svc/appVersions/noToken/:id', access: 'public' },
  evaluate: {
    method: 'POST',
    path: 'vehicle-svc/appointment/userEvaluation/evaluate',
    access: 'userEvaluation/update',
  },
  feedbackReply: {
    method: 'POST',
    path: 'content-svc/userFeedback/V1.0/reply',
    access: 'userFeedback/update',
  },
  appUnbind: {
    method: 'POST',
    path: 'customer-svc/appVehicleBinds/V1.0/current/unbind',
    access: 'appBindManagement/update',
  },
});

/** App accounts: the owners signed up in the app; the console enables and disables them. */
export const appAccountSpec = defineResourceSpec({
  name: 'appAccount',
  module: 'appManagementAccount',
  service: 'customer-svc',
  base: 'appAccounts/V1.0',
  title: text('appManagement.account.title'),
  noun: text('appManagement.account.noun'),
  optionLabel: 'phone',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'export', 'options'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.account.actions.enable'),
      call: APP_MANAGEMENT_CALLS.accountEnable,
      selection: 'many',
      confirm: text('appManagement.account.actions.enableConfirm'),
    },
    {
      key: 'update',
      label: text('appManagement.account.actions.disable'),
      call: APP_MANAGEMENT_CALLS.accountDisable,
      selection: 'many',
      confirm: text('appManagement.account.actions.disableConfirm'),
    },
  ],
  fields: {
    phone: {
      label: text('appManagement.account.fields.phone'),
      type: 'text',
      required: true,
      pattern: PATTERNS.mobile,
      unique: true,
      search: 'like',
      sortable: true,
    },
    nickname: { label: text('appManagement.account.fields.nickname'), type: 'text', max: 50, search: 'like' },
    realName: { label: text('appManagement.account.fields.realName'), type: 'text', max: 50 },
    status: {
      label: text('appManagement.account.fields.status'),
      type: 'enum',
      values: APP_ACCOUNT_STATUSES,
      dict: 'appmAppAccountStatus',
      form: false,
      import: false,
      search: 'eq',
    },
    vehicleCount: {
      label: text('appManagement.account.fields.vehicleCount'),
      type: 'integer',
      form: false,
      import: false,
    },
    remark: remarkField,
    createdAt: { ...createdAtField, label: text('appManagement.account.fields.createdAt') },
  },
});

/** User manuals (002 §3): a file or an outside link, a cover image, the models it is for. */
export const userManualSpec = defineResourceSpec({
  name: 'userManual',
  module: 'userManual',
  service: 'customer-svc',
  base: 'manuals/V1.0',
  title: text('appManagement.manual.title'),
  noun: text('appManagement.manual.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.links.action'),
      method: 'GET',
      path: 'models',
      selection: 'one',
      dialog: 'modelLinks',
    },
  ],
  fields: {
    name: {
      label: text('appManagement.manual.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      unique: true,
      search: 'like',
      sortable: true,
    },
    manualFileId: { label: text('appManagement.manual.fields.manualFileId'), type: 'file', list: false },
    fileLink: {
      label: text('appManagement.manual.fields.fileLink'),
      type: 'text',
      max: 500,
      pattern: PATTERNS.url,
      help: text('appManagement.manual.help.fileLink'),
    },
    manualImageId: { label: text('appManagement.manual.fields.manualImageId'), type: 'image', import: false },
    isShowExternal: {
      label: text('appManagement.manual.fields.isShowExternal'),
      type: 'boolean',
      default: false,
    },
    vehicleModelIds: modelIdsField,
    modelCount: modelCountField,
    remark: remarkField,
    updatedAt: updatedAtField,
  },
});

/** Banners of the app (content-svc rotations, 002 §3): types 1 to 5, status 0 and 1, an order. */
export const bannerSpec = defineResourceSpec({
  name: 'banner',
  module: 'banner',
  service: 'content-svc',
  base: 'rotations',
  title: text('appManagement.banner.title'),
  noun: text('appManagement.banner.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import'],
  fields: {
    // not 'title': an export's body names its file's title so
    name: {
      label: text('appManagement.banner.fields.title'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    bannerType: {
      label: text('appManagement.banner.fields.bannerType'),
      type: 'enum',
      values: BANNER_TYPES,
      dict: 'appmBannerType',
      required: true,
      search: 'eq',
    },
    status: {
      label: text('appManagement.banner.fields.status'),
      type: 'enum',
      values: BANNER_STATUSES,
      dict: 'appmBannerStatus',
      required: true,
      default: '1',
      search: 'eq',
    },
    sequence: { ...sequenceField, label: text('appManagement.banner.fields.sequence') },
    imgFileId: {
      label: text('appManagement.banner.fields.imgFileId'),
      type: 'image',
      import: false,
      export: false,
    },
    linkUrl: {
      label: text('appManagement.banner.fields.linkUrl'),
      type: 'text',
      max: 500,
      pattern: PATTERNS.url,
    },
    remark: remarkField,
    updatedAt: updatedAtField,
  },
});

/** Versions of the app (002 §3): per platform, how the upgrade is offered; deleted logically. */
export const appVersionSpec = defineResourceSpec({
  name: 'appVersion',
  module: 'appManagementVersion',
  service: 'content-svc',
  base: 'appVersions',
  title: text('appManagement.version.title'),
  noun: text('appManagement.version.noun'),
  optionLabel: 'versionName',
  defaultSort: { key: 'publishedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'export'],
  actions: [
    {
      key: 'delete',
      label: text('appManagement.version.actions.delete'),
      call: APP_MANAGEMENT_CALLS.versionDeleteLogical,
      selection: 'many',
      confirm: text('appManagement.version.actions.deleteConfirm'),
    },
  ],
  fields: {
    appType: {
      label: text('appManagement.version.fields.appType'),
      type: 'enum',
      values: APP_TYPES,
      dict: 'appmAppType',
      required: true,
      search: 'eq',
    },
    versionName: {
      label: text('appManagement.version.fields.versionName'),
      type: 'text',
      required: true,
      max: 32,
      pattern: {
        source: '^\\d{1,4}(\\.\\d{1,4}){1,3}$',
        message: text('appManagement.patterns.versionName'),
      },
      search: 'like',
    },
    versionCode: {
      label: text('appManagement.version.fields.versionCode'),
      type: 'integer',
      required: true,
      min: 1,
      max: 2_000_000_000,
      sortable: true,
      help: text('appManagement.version.help.versionCode'),
    },
    upgradeType: {
      label: text('appManagement.version.fields.upgradeType'),
      type: 'enum',
      values: APP_UPGRADE_TYPES,
      dict: 'appmAppUpgradeType',
      required: true,
      default: 'CHOICE',
      search: 'eq',
    },
    upgradeMethod: {
      label: text('appManagement.version.fields.upgradeMethod'),
      type: 'enum',
      values: APP_UPGRADE_METHODS,
      dict: 'appmAppUpgradeMethod',
      required: true,
      default: 'NORMAL',
    },
    downloadUrl: {
      label: text('appManagement.version.fields.downloadUrl'),
      type: 'text',
      required: true,
      max: 500,
      pattern: PATTERNS.url,
    },
    content: {
      label: text('appManagement.version.fields.content'),
      type: 'textarea',
      required: true,
      max: 2000,
      list: false,
    },
    publishedAt: { ...createdAtField, label: text('appManagement.version.fields.publishedAt') },
  },
});

/** Official maintenance plans (002 §3, §5): intervals by time and mileage, whole numbers. */
export const maintenancePlanSpec = defineResourceSpec({
  name: 'maintenancePlan',
  module: 'maintenancePlan',
  service: 'vehicle-svc',
  base: 'appMaintenancePlans/V1.0',
  title: text('appManagement.plan.title'),
  noun: text('appManagement.plan.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.links.action'),
      method: 'GET',
      path: 'models',
      selection: 'one',
      dialog: 'modelLinks',
    },
  ],
  fields: {
    name: {
      label: text('appManagement.plan.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      unique: true,
      search: 'like',
      sortable: true,
    },
    timeOver: {
      label: text('appManagement.plan.fields.timeOver'),
      type: 'number',
      required: true,
      min: 1,
      max: 3650,
    },
    timePre: {
      label: text('appManagement.plan.fields.timePre'),
      type: 'number',
      min: 0,
      max: 3650,
      default: 0,
    },
    timeUnit: {
      label: text('appManagement.plan.fields.timeUnit'),
      type: 'enum',
      values: MAINTENANCE_TIME_UNITS,
      dict: 'appmMaintenanceTimeUnit',
      required: true,
      default: 'MONTH',
    },
    mileageOver: {
      label: text('appManagement.plan.fields.mileageOver'),
      type: 'number',
      required: true,
      min: 1,
      max: 1_000_000,
    },
    mileagePre: {
      label: text('appManagement.plan.fields.mileagePre'),
      type: 'number',
      min: 0,
      max: 1_000_000,
      default: 0,
    },
    mileageUnit: {
      label: text('appManagement.plan.fields.mileageUnit'),
      type: 'enum',
      values: MAINTENANCE_MILEAGE_UNITS,
      dict: 'appmMaintenanceMileageUnit',
      required: true,
      default: 'KM',
    },
    vehicleModelIds: modelIdsField,
    modelCount: modelCountField,
    remark: remarkField,
    updatedAt: updatedAtField,
  },
});

/** Places around the car the app shows: charging, service, parking and the like. */
export const peripheryInfoSpec = defineResourceSpec({
  name: 'peripheryInfo',
  module: 'peripheryInfo',
  service: 'content-svc',
  base: 'peripheryInfos/V1.0',
  title: text('appManagement.periphery.title'),
  noun: text('appManagement.periphery.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  fields: {
    name: {
      label: text('appManagement.periphery.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      unique: true,
      search: 'like',
      sortable: true,
    },
    category: {
      label: text('appManagement.periphery.fields.category'),
      type: 'enum',
      values: PERIPHERY_CATEGORIES,
      dict: 'appmPeripheryCategory',
      required: true,
      search: 'eq',
    },
    address: {
      label: text('appManagement.periphery.fields.address'),
      type: 'text',
      required: true,
      max: 200,
    },
    lng: {
      label: text('appManagement.periphery.fields.lng'),
      type: 'number',
      required: true,
      min: -180,
      max: 180,
    },
    lat: {
      label: text('appManagement.periphery.fields.lat'),
      type: 'number',
      required: true,
      min: -90,
      max: 90,
    },
    telephone: {
      label: text('appManagement.periphery.fields.telephone'),
      type: 'text',
      max: 30,
      pattern: PATTERNS.telephone,
    },
    businessHours: { label: text('appManagement.periphery.fields.businessHours'), type: 'text', max: 50 },
    enabled: {
      label: text('appManagement.periphery.fields.enabled'),
      type: 'boolean',
      default: true,
      search: 'eq',
    },
    remark: remarkField,
    updatedAt: updatedAtField,
  },
});

/** Test-drive appointments made in the app (content-svc appointDrive). */
export const appointmentDriveSpec = defineResourceSpec({
  name: 'appointmentDrive',
  module: 'appointmentDrive',
  service: 'content-svc',
  base: 'appointDrive',
  title: text('appManagement.drive.title'),
  noun: text('appManagement.drive.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'appointTime', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'export'],
  fields: {
    name: {
      label: text('appManagement.drive.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      search: 'like',
    },
    phone: {
      label: text('appManagement.drive.fields.phone'),
      type: 'text',
      required: true,
      pattern: PATTERNS.mobile,
      search: 'like',
    },
    vehicleModelId: {
      label: text('appManagement.drive.fields.vehicleModelId'),
      type: 'ref',
      ref: 'vehicleModel',
      search: 'eq',
    },
    dealerName: { label: text('appManagement.drive.fields.dealerName'), type: 'text', max: 100 },
    appointTime: {
      label: text('appManagement.drive.fields.appointTime'),
      type: 'datetime',
      required: true,
      search: 'range',
      sortable: true,
    },
    status: {
      label: text('appManagement.drive.fields.status'),
      type: 'enum',
      values: APPOINT_DRIVE_STATUSES,
      dict: 'appmAppointDriveStatus',
      required: true,
      default: 'WAIT',
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

const serviceFields = {
  vin: {
    label: text('appManagement.service.fields.vin'),
    type: 'text',
    required: true,
    pattern: VIN,
    search: 'like',
    sortable: true,
  },
  ownerName: { label: text('appManagement.service.fields.ownerName'), type: 'text', required: true, max: 50 },
  phone: {
    label: text('appManagement.service.fields.phone'),
    type: 'text',
    required: true,
    pattern: PATTERNS.mobile,
    search: 'like',
  },
  serviceType: {
    label: text('appManagement.service.fields.serviceType'),
    type: 'enum',
    values: APPOINTMENT_SERVICE_TYPES,
    dict: 'appmAppointmentServiceType',
    required: true,
    search: 'eq',
  },
  serviceSite: { label: text('appManagement.service.fields.serviceSite'), type: 'text', max: 100 },
  appointTime: {
    label: text('appManagement.service.fields.appointTime'),
    type: 'datetime',
    required: true,
    search: 'range',
    sortable: true,
  },
} as const satisfies Record<string, FieldSpec>;

const evaluationStatusField = {
  label: text('appManagement.evaluation.fields.evaluationStatus'),
  type: 'enum',
  values: EVALUATION_STATUSES,
  dict: 'appmEvaluationStatus',
  form: false,
  import: false,
  search: 'eq',
} as const satisfies FieldSpec;

/** Service appointments made in the app (vehicle-svc appointment). */
export const appointmentServiceSpec = defineResourceSpec({
  name: 'appointmentService',
  module: 'appointmentService',
  service: 'vehicle-svc',
  base: 'appointment',
  title: text('appManagement.service.title'),
  noun: text('appManagement.service.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'appointTime', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'export'],
  fields: {
    ...serviceFields,
    status: {
      label: text('appManagement.service.fields.status'),
      type: 'enum',
      values: APPOINTMENT_STATUSES,
      dict: 'appmAppointmentStatus',
      required: true,
      default: 'WAIT',
      search: 'eq',
    },
    evaluationStatus: evaluationStatusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/**
 * The owners' evaluations of finished service appointments (vehicle-svc appointment
 * userEvaluationPage): INIT until the evaluation is recorded, then PUBLISHED.
 */
export const userEvaluationSpec = defineResourceSpec({
  name: 'userEvaluation',
  module: 'userEvaluation',
  service: 'vehicle-svc',
  base: 'appointment/userEvaluation',
  title: text('appManagement.evaluation.title'),
  noun: text('appManagement.evaluation.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'appointTime', order: 'desc' },
  operations: ['page', 'find', 'export'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.evaluation.actions.evaluate'),
      call: APP_MANAGEMENT_CALLS.evaluate,
      selection: 'one',
      dialog: 'evaluate',
    },
  ],
  fields: {
    ...serviceFields,
    evaluationStatus: evaluationStatusField,
    score: { label: text('appManagement.evaluation.fields.score'), type: 'integer', form: false },
    evaluationContent: {
      label: text('appManagement.evaluation.fields.evaluationContent'),
      type: 'textarea',
      form: false,
      list: true,
    },
    evaluatedAt: { ...createdAtField, label: text('appManagement.evaluation.fields.evaluatedAt') },
  },
});

/**
 * What the owners send in from the app (002 §3 Feedback), and the answer they get: the rows of the
 * one feedback store that the content's feedback screen lists too.
 */
export const userFeedbackSpec = defineResourceSpec({
  name: 'userFeedback',
  module: 'userFeedback',
  service: 'content-svc',
  base: 'userFeedback/V1.0',
  title: text('appManagement.feedback.title'),
  noun: text('appManagement.feedback.noun'),
  optionLabel: 'content',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.feedback.actions.reply'),
      call: APP_MANAGEMENT_CALLS.feedbackReply,
      selection: 'one',
      dialog: 'reply',
    },
  ],
  fields: {
    accountId: {
      label: text('appManagement.feedback.fields.accountId'),
      type: 'ref',
      ref: 'appAccount',
      search: 'eq',
    },
    subject: {
      label: text('appManagement.feedback.fields.subject'),
      type: 'text',
      max: 100,
      list: true,
      search: 'like',
    },
    feedbackType: {
      label: text('appManagement.feedback.fields.feedbackType'),
      type: 'enum',
      values: FEEDBACK_TYPES,
      dict: 'contentFeedbackType',
      required: true,
      search: 'eq',
    },
    content: {
      label: text('appManagement.feedback.fields.content'),
      type: 'textarea',
      required: true,
      max: 2000,
      list: true,
      search: 'like',
    },
    contactPhone: { label: text('appManagement.feedback.fields.contactPhone'), type: 'text', max: 30 },
    replyStatus: {
      label: text('appManagement.feedback.fields.replyStatus'),
      type: 'enum',
      values: REPLY_STATUSES,
      dict: 'contentReplyStatus',
      search: 'eq',
    },
    reply: { label: text('appManagement.feedback.fields.reply'), type: 'textarea', max: 2000, list: true },
    repliedAt: {
      ...createdAtField,
      label: text('appManagement.feedback.fields.repliedAt'),
      search: undefined,
    },
    createdAt: { ...createdAtField, label: text('appManagement.feedback.fields.createdAt') },
  },
});

/** The binds and unbinds of vehicles to app accounts, as they happened. */
export const vehicleBindSpec = defineResourceSpec({
  name: 'vehicleBind',
  module: 'vehicleBind',
  service: 'customer-svc',
  base: 'appVehicleBinds/V1.0',
  title: text('appManagement.bind.title'),
  noun: text('appManagement.bind.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'operatedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    accountId: {
      label: text('appManagement.bind.fields.accountId'),
      type: 'ref',
      ref: 'appAccount',
      search: 'eq',
    },
    vin: {
      label: text('appManagement.bind.fields.vin'),
      type: 'text',
      required: true,
      pattern: VIN,
      search: 'like',
    },
    plateNo: { label: text('appManagement.bind.fields.plateNo'), type: 'text', max: 20 },
    action: {
      label: text('appManagement.bind.fields.action'),
      type: 'enum',
      values: VEHICLE_BIND_ACTIONS,
      dict: 'appmVehicleBindAction',
      required: true,
      search: 'eq',
    },
    operatedAt: { ...createdAtField, label: text('appManagement.bind.fields.operatedAt') },
    remark: { ...remarkField, list: true },
  },
});

/**
 * The vehicles bound to app accounts now (the dealer group's app bind management): a vehicle's last
 * bind log is a bind. Unbinding writes the unbind log, as the app does.
 */
export const appBindSpec = defineResourceSpec({
  name: 'appBind',
  module: 'appBindManagement',
  service: 'customer-svc',
  base: 'appVehicleBinds/V1.0/current',
  title: text('appManagement.appBind.title'),
  noun: text('appManagement.appBind.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'operatedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  actions: [
    {
      key: 'update',
      label: text('appManagement.appBind.unbind'),
      call: APP_MANAGEMENT_CALLS.appUnbind,
      selection: 'many',
      confirm: text('appManagement.appBind.unbindConfirm'),
    },
  ],
  fields: {
    accountId: {
      label: text('appManagement.bind.fields.accountId'),
      type: 'ref',
      ref: 'appAccount',
      search: 'eq',
    },
    vin: { label: text('appManagement.bind.fields.vin'), type: 'text', pattern: VIN, search: 'like' },
    plateNo: { label: text('appManagement.bind.fields.plateNo'), type: 'text', max: 20, search: 'like' },
    operatedAt: { ...createdAtField, label: text('appManagement.appBind.boundAt') },
  },
});

/** The declarations of mobile-app management, by name (ref fields name their target here). */
export const appManagementResourceSpecs = {
  appAccount: appAccountSpec,
  userManual: userManualSpec,
  banner: bannerSpec,
  appVersion: appVersionSpec,
  maintenancePlan: maintenancePlanSpec,
  peripheryInfo: peripheryInfoSpec,
  appointmentDrive: appointmentDriveSpec,
  appointmentService: appointmentServiceSpec,
  userEvaluation: userEvaluationSpec,
  userFeedback: userFeedbackSpec,
  vehicleBind: vehicleBindSpec,
  appBind: appBindSpec,
};

/** The resources whose vehicle models are linked through the link dialog, and its permissions. */
export const MODEL_LINK_OWNERS = {
  userManual: { linked: 'userManualLinked', notLinked: 'userManualNotLinked', unlink: 'userManualUnlink' },
  maintenancePlan: {
    linked: 'maintenancePlanLinked',
    notLinked: 'maintenancePlanNotLinked',
    unlink: 'maintenancePlanUnlink',
  },
} as const;
export type ModelLinkOwner = keyof typeof MODEL_LINK_OWNERS;

/** The body of the linked and not-linked model lists: a page of models, found by code or name. */
export const modelLinkPageRequest = z.object({
  id: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
/** relate / unRelate: the owner row and the models; all: every model not linked (relate) or linked (unRelate). */
export const modelLinkChangeRequest = z.object({
  id: z.coerce.number().int().positive(),
  vehicleModelIds: z.array(z.coerce.number().int().positive()).max(1000).default([]),
  all: z.boolean().default(false),
});
export interface LinkedModel {
  id: number;
  code: string;
  name: string;
}

export const idsRequest = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) });
export const evaluateRequest = z.object({
  id: z.coerce.number().int().positive(),
  score: z.coerce.number().int().min(1).max(5),
  evaluationContent: z.string().trim().min(1).max(1000),
});
export const replyRequest = z.object({
  id: z.coerce.number().int().positive(),
  reply: z.string().trim().min(1).max(2000),
});

/** GET appVersions/noToken/{id}: a version id, or ANDROID / IOS for that platform's latest. */
export const appVersionPublicQuery = z.object({
  /** the tenant whose app asks; default the tenant of the host name, else the platform's */
  tenantCode: z.string().trim().min(1).max(64).optional(),
  /** the build the app runs: the answer says whether it must upgrade */
  versionCode: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
});
export interface AppVersionPublic {
  id: number;
  appType: AppType;
  versionName: string;
  versionCode: number;
  upgradeType: string;
  upgradeMethod: string;
  downloadUrl: string;
  content: string;
  publishedAt: number;
  /** a newer build than the caller's exists (always true without versionCode) */
  hasUpdate: boolean;
  /** the caller must upgrade: a FORCE version newer than its build is out */
  force: boolean;
}

const linkCalls = (owner: ModelLinkOwner, base: string) => {
  const m = MODEL_LINK_OWNERS[owner];
  return {
    linked: { method: 'POST', path: `${base}/models/linked`, access: `${m.linked}/view` },
    notLinked: { method: 'POST', path: `${base}/models/notRef`, access: `${m.notLinked}/view` },
    relate: { method: 'POST', path: `${base}/relate`, access: `${m.linked}/create` },
    unRelate: { method: 'POST', path: `${base}/unRelate`, access: `${m.unlink}/delete` },
  } as const;
};

export const MODEL_LINK_CALLS = {
  userManual: linkCalls('userManual', 'customer-svc/manuals/V1.0'),
  maintenancePlan: linkCalls('maintenancePlan', 'vehicle-svc/appMaintenancePlans/V1.0'),
} as const;
