import { defineResourceSpec, type FieldSpec } from '../../resource';
import { text } from '../../i18n';
import { remarkField } from '../system/common';
import { ALARM_STATES, alarmHandlingFields } from './records';
import { ALARM_LEVELS, ALARM_STRATEGY_SCOPES } from './strategy';

/**
 * What a terminal alarm item watches, per terminal:
 * - LOGIN_FAIL: refused logins, at least `threshold` within the window;
 * - BAD_BCC: frames refused for a wrong check byte, at least `threshold` within the window;
 * - CLOCK_DRIFT: a real-time report whose data time is more than `threshold` seconds from its receive time;
 * - REISSUE_BACKLOG: reissued reports, at least `threshold` within the window;
 * - OFFLINE: no report for more than `threshold` minutes.
 */
export const TERMINAL_ALARM_KINDS = [
  'LOGIN_FAIL',
  'BAD_BCC',
  'CLOCK_DRIFT',
  'REISSUE_BACKLOG',
  'OFFLINE',
] as const;
export type TerminalAlarmKind = (typeof TERMINAL_ALARM_KINDS)[number];

/** What makes a fix abnormal: a jump no vehicle can drive, a fix outside China, a fix frozen while driving. */
export const ABNORMAL_LOCATION_KINDS = ['JUMP', 'OUTSIDE', 'FROZEN'] as const;
export type AbnormalLocationKind = (typeof ABNORMAL_LOCATION_KINDS)[number];

/** The alarms a notice strategy may tell about. */
export const NOTICE_ALARM_KINDS = ['GB', 'VEHICLE', 'TERMINAL', 'LOCATION', 'OFFLINE'] as const;
export type NoticeAlarmKind = (typeof NOTICE_ALARM_KINDS)[number];
export const NOTICE_CHANNELS = ['WEB', 'SMS', 'MAIL'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Days without a report before a vehicle is listed as abnormally offline (001 §9). */
export const ABNORMAL_OFFLINE_DAYS = 21;

const T = (key: string) => text(`alarm.terminal.${key}` as Parameters<typeof text>[0]);
const created = { label: text('alarm.fields.createdAt'), type: 'datetime', form: false } as const;
const vinField = {
  label: text('alarm.fields.vin'),
  type: 'text',
  search: 'like',
  sortable: true,
  form: false,
} as const satisfies FieldSpec;

/** A terminal alarm item: what is watched, its limit and window, and the level it raises at. */
/** What every strategy of this file ends with: all vehicles or linked ones, on or off, a remark, when changed. */
const strategyTail = {
  scope: {
    label: text('alarm.strategy.fields.scope'),
    type: 'enum',
    values: ALARM_STRATEGY_SCOPES,
    dict: 'alarmStrategyScope',
    required: true,
    search: 'eq',
    default: 'ALL',
  },
  enabled: { label: text('alarm.strategy.fields.enabled'), type: 'boolean', default: true, search: 'eq' },
  remark: { ...remarkField, list: true },
  updatedAt: {
    label: text('alarm.strategy.fields.updatedAt'),
    type: 'datetime',
    form: false,
    sortable: true,
  },
} satisfies Record<string, FieldSpec>;

export const terminalAlarmItemSpec = defineResourceSpec({
  name: 'terminalAlarmItem',
  module: 'terminalAlarm',
  service: 'vehicle-svc',
  base: 'terminalAlarmItems',
  title: T('item.title'),
  noun: T('item.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: T('item.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
    },
    kind: {
      label: T('fields.kind'),
      type: 'enum',
      values: TERMINAL_ALARM_KINDS,
      dict: 'terminalAlarmKind',
      required: true,
      search: 'eq',
    },
    threshold: {
      label: T('item.fields.threshold'),
      type: 'number',
      required: true,
      min: 0,
      max: 1_000_000,
      help: T('item.help.threshold'),
    },
    windowMinutes: {
      label: T('item.fields.windowMinutes'),
      type: 'integer',
      min: 1,
      max: 1440,
      default: 10,
      help: T('item.help.windowMinutes'),
    },
    level: {
      label: text('alarm.fields.level'),
      type: 'enum',
      values: ALARM_LEVELS,
      dict: 'alarmRuleLevel',
      required: true,
      search: 'eq',
    },
    remark: { ...remarkField, list: true },
    createdAt: created,
  },
});

/** A terminal alarm strategy: the items it applies, to all vehicles or the linked ones. */
export const terminalAlarmStrategySpec = defineResourceSpec({
  name: 'terminalAlarmStrategy',
  module: 'terminalAlarm',
  service: 'vehicle-svc',
  base: 'terminalAlarmStrategy',
  title: T('strategy.title'),
  noun: T('strategy.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  // a strategy is nothing without its items, which a file would name by id: written in the form only
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: T('strategy.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    itemIds: {
      label: T('strategy.fields.itemIds'),
      type: 'refs',
      ref: 'terminalAlarmItem',
      required: true,
      import: false,
    },
    ...strategyTail,
  },
});

/** The vehicles a VIN-scoped terminal alarm strategy applies to (link and unlink). */
export const terminalAlarmStrategyVinSpec = defineResourceSpec({
  name: 'terminalAlarmStrategyVin',
  module: 'terminalAlarm',
  service: 'vehicle-svc',
  base: 'terminalAlarmStrategyVin',
  title: T('strategyVin.title'),
  noun: T('strategyVin.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'delete', 'export'],
  fields: {
    strategyId: {
      label: T('strategy.title'),
      type: 'ref',
      ref: 'terminalAlarmStrategy',
      required: true,
      search: 'eq',
    },
    vin: {
      label: text('alarm.fields.vin'),
      type: 'text',
      required: true,
      max: 17,
      search: 'like',
      sortable: true,
    },
    createdAt: created,
  },
});

const terminalAlarmFields = {
  vin: vinField,
  itemName: { label: T('item.fields.name'), type: 'text', search: 'like', form: false },
  kind: {
    label: T('fields.kind'),
    type: 'enum',
    values: TERMINAL_ALARM_KINDS,
    dict: 'terminalAlarmKind',
    search: 'eq',
    form: false,
  },
  level: {
    label: text('alarm.fields.level'),
    type: 'enum',
    values: ALARM_LEVELS,
    dict: 'alarmRuleLevel',
    search: 'eq',
    form: false,
  },
  state: {
    label: text('alarm.fields.state'),
    type: 'enum',
    values: ALARM_STATES,
    dict: 'alarmState',
    search: 'eq',
    form: false,
  },
  startedAt: {
    label: text('alarm.fields.startedAt'),
    type: 'datetime',
    search: 'range',
    sortable: true,
    form: false,
  },
  endedAt: { label: text('alarm.fields.endedAt'), type: 'datetime', form: false },
  lastAt: { label: text('alarm.fields.lastFrameAt'), type: 'datetime', form: false },
  value: { label: T('fields.value'), type: 'number', form: false },
  eventCount: { label: T('fields.eventCount'), type: 'integer', form: false },
  ...alarmHandlingFields,
  handlerName: { label: text('alarm.fields.handler'), type: 'text', form: false },
} as const satisfies Record<string, FieldSpec>;

/** Terminal alarms still open (alarm/terminal/page/info). */
export const terminalAlarmInfoSpec = defineResourceSpec({
  name: 'terminalAlarmInfo',
  module: 'terminalAlarm',
  service: 'vehicle-svc',
  base: 'alarm/terminal/info',
  title: T('info.title'),
  noun: T('info.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'startedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: terminalAlarmFields,
});

/** Every terminal alarm, open and ended (alarm/terminal/page/history). */
export const terminalAlarmHistorySpec = defineResourceSpec({
  name: 'terminalAlarmHistory',
  module: 'terminalAlarm',
  service: 'vehicle-svc',
  base: 'alarm/terminal/history',
  title: T('history.title'),
  noun: T('info.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'startedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: terminalAlarmFields,
});

const A = (key: string) => text(`alarm.abnormal.${key}` as Parameters<typeof text>[0]);

/** Abnormal fixes: each raised by one report against the vehicle's fix before it. */
export const abnormalLocationSpec = defineResourceSpec({
  name: 'abnormalLocation',
  module: 'abnormalLocation',
  service: 'vehicle-svc',
  base: 'abnormal/location',
  title: A('location.title'),
  noun: A('location.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'at', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: vinField,
    kind: {
      label: A('fields.kind'),
      type: 'enum',
      values: ABNORMAL_LOCATION_KINDS,
      dict: 'abnormalLocationKind',
      search: 'eq',
      form: false,
    },
    at: { label: A('fields.at'), type: 'datetime', search: 'range', sortable: true, form: false },
    lng: { label: A('fields.lng'), type: 'number', form: false },
    lat: { label: A('fields.lat'), type: 'number', form: false },
    prevAt: { label: A('fields.prevAt'), type: 'datetime', form: false },
    prevLng: { label: A('fields.prevLng'), type: 'number', form: false, list: false },
    prevLat: { label: A('fields.prevLat'), type: 'number', form: false, list: false },
    distanceKm: { label: A('fields.distanceKm'), type: 'number', form: false },
    speedKmh: { label: A('fields.speedKmh'), type: 'number', form: false },
  },
});

/** Vehicles that sent nothing for ABNORMAL_OFFLINE_DAYS days or more. */
export const abnormalOfflineSpec = defineResourceSpec({
  name: 'abnormalOffline',
  module: 'abnormalOffline',
  service: 'vehicle-svc',
  base: 'abnormal/offline',
  title: A('offline.title'),
  noun: A('offline.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'lastSeenAt', order: 'asc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin: vinField,
    state: {
      label: text('alarm.fields.state'),
      type: 'enum',
      values: ALARM_STATES,
      dict: 'alarmState',
      search: { op: 'eq', default: 'OPEN' },
      form: false,
    },
    lastSeenAt: {
      label: A('fields.lastSeenAt'),
      type: 'datetime',
      sortable: true,
      search: 'range',
      form: false,
    },
    offlineDays: { label: A('fields.offlineDays'), type: 'integer', sortable: true, form: false },
    detectedAt: { label: A('fields.detectedAt'), type: 'datetime', form: false },
    endedAt: { label: text('alarm.fields.endedAt'), type: 'datetime', form: false },
  },
});

const N = (key: string) => text(`alarm.notice.${key}` as Parameters<typeof text>[0]);

/** Who is told about which alarms, at which level and above, through which channels. */
export const noticeStrategySpec = defineResourceSpec({
  name: 'noticeStrategy',
  module: 'noticeStrategies',
  service: 'vehicle-svc',
  base: 'noticeStrategy',
  title: N('title'),
  noun: N('noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  // its recipients are users picked in the form: no import file
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: { label: N('fields.name'), type: 'text', required: true, max: 50, unique: true, search: 'like' },
    kinds: {
      label: N('fields.kinds'),
      type: 'enum',
      values: NOTICE_ALARM_KINDS,
      dict: 'noticeAlarmKind',
      multiple: true,
      required: true,
    },
    minLevel: {
      label: N('fields.minLevel'),
      type: 'enum',
      values: ALARM_LEVELS,
      dict: 'alarmRuleLevel',
      required: true,
      default: '1',
    },
    channels: {
      label: N('fields.channels'),
      type: 'enum',
      values: NOTICE_CHANNELS,
      dict: 'pushWay',
      multiple: true,
      required: true,
      default: ['WEB'],
    },
    userIds: {
      label: N('fields.userIds'),
      type: 'refs',
      ref: 'user',
      required: true,
      list: false,
      import: false,
    },
    ...strategyTail,
  },
});

/** The vehicles a VIN-scoped notice strategy tells about. */
export const noticeStrategyVehicleSpec = defineResourceSpec({
  name: 'noticeStrategyVehicle',
  module: 'noticeStrategies',
  service: 'vehicle-svc',
  base: 'noticeStrategyVehicles',
  title: N('vehicles.title'),
  noun: N('vehicles.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'delete', 'export'],
  fields: {
    strategyId: { label: N('title'), type: 'ref', ref: 'noticeStrategy', required: true, search: 'eq' },
    vin: {
      label: text('alarm.fields.vin'),
      type: 'text',
      required: true,
      max: 17,
      search: 'like',
      sortable: true,
    },
    createdAt: created,
  },
});
