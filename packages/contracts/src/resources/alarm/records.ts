import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { defineCalls } from '../../call';
import { ALARM_LEVELS, ALARM_METRICS, ALARM_OPERATORS } from './strategy';

/** GB/T 32960 general alarm flags by bit (2016 defines 0-18, 2025 adds 19-27). */
export const GB_ALARM_FLAGS = [
  'temperatureDifference',
  'batteryHighTemperature',
  'storageOverVoltage',
  'storageUnderVoltage',
  'socLow',
  'cellOverVoltage',
  'cellUnderVoltage',
  'socHigh',
  'socJump',
  'storageMismatch',
  'cellConsistencyPoor',
  'insulation',
  'dcdcTemperature',
  'brakeSystem',
  'dcdcStatus',
  'motorControllerTemperature',
  'highVoltageInterlock',
  'motorTemperature',
  'storageOverCharge',
  'motorOverSpeed',
  'motorOverCurrent',
  'supercapacitorOverTemperature',
  'supercapacitorOverVoltage',
  'storageThermalEvent',
  'hydrogenLeak',
  'hydrogenPressureAbnormal',
  'hydrogenTemperatureAbnormal',
  'stackOverTemperature',
] as const;

/** Handling of an alarm: not yet, in hand (content written), done. */
export const ALARM_HANDLE_STATUSES = ['UNHANDLED', 'HANDLING', 'DONE'] as const;
export type AlarmHandleStatus = (typeof ALARM_HANDLE_STATUSES)[number];
/** Open (no report has cleared it yet) or ended. */
export const ALARM_STATES = ['OPEN', 'ENDED'] as const;
export const VEHICLE_ALARM_SOURCES = ['STRATEGY', 'MODEL'] as const;

/** The handling columns of an alarm list (GB, vehicle and terminal alarms). */
export const alarmHandlingFields = {
  handleStatus: {
    label: text('alarm.fields.handleStatus'),
    type: 'enum',
    values: ALARM_HANDLE_STATUSES,
    dict: 'alarmHandleStatus',
    search: 'eq',
    form: false,
  },
  handleContent: { label: text('alarm.fields.handleContent'), type: 'text', form: false },
  handledAt: { label: text('alarm.fields.handledAt'), type: 'datetime', form: false },
} as const;

const common = {
  vin: { label: text('alarm.fields.vin'), type: 'text', search: 'like', sortable: true, form: false },
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
} as const;

/**
 * GB alarms: the alarm episodes of real-time reports (level, general flags, fault codes), from the
 * first report that carried one to the first without, with their handling.
 */
export const gbAlarmSpec = defineResourceSpec({
  name: 'gbAlarm',
  module: 'gbAlarm',
  service: 'vehicle-svc',
  base: 'gbAlarm',
  title: text('alarm.gb.title'),
  noun: text('alarm.gb.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'startedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    ...common,
    highestLevel: {
      label: text('alarm.gb.fields.highestLevel'),
      type: 'enum',
      values: ALARM_LEVELS,
      dict: 'alarmRuleLevel',
      search: 'eq',
      form: false,
    },
    flagNames: {
      label: text('alarm.gb.fields.flagNames'),
      type: 'enum',
      values: GB_ALARM_FLAGS,
      dict: 'gbAlarmFlag',
      multiple: true,
      form: false,
    },
    faultCount: { label: text('alarm.gb.fields.faultCount'), type: 'integer', form: false },
    frameCount: { label: text('alarm.fields.frameCount'), type: 'integer', form: false },
    lastFrameAt: { label: text('alarm.fields.lastFrameAt'), type: 'datetime', form: false, list: false },
    ...alarmHandlingFields,
  },
});

/** Alarms raised by strategies and model thresholds from decoded values. */
export const vehicleAlarmSpec = defineResourceSpec({
  name: 'vehicleAlarm',
  module: 'gbAlarm',
  service: 'vehicle-svc',
  base: 'alarm/vehicle',
  title: text('alarm.vehicle.title'),
  noun: text('alarm.vehicle.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'startedAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    ...common,
    source: {
      label: text('alarm.vehicle.fields.source'),
      type: 'enum',
      values: VEHICLE_ALARM_SOURCES,
      dict: 'vehicleAlarmSource',
      search: 'eq',
      form: false,
    },
    ruleName: { label: text('alarm.vehicle.fields.ruleName'), type: 'text', search: 'like', form: false },
    level: {
      label: text('alarm.fields.level'),
      type: 'enum',
      values: ALARM_LEVELS,
      dict: 'alarmRuleLevel',
      search: 'eq',
      form: false,
    },
    metric: {
      label: text('alarm.condition.fields.metric'),
      type: 'enum',
      values: ALARM_METRICS,
      dict: 'alarmMetric',
      search: 'eq',
      form: false,
    },
    operator: {
      label: text('alarm.condition.fields.operator'),
      type: 'enum',
      values: ALARM_OPERATORS,
      dict: 'alarmOperator',
      form: false,
    },
    threshold: { label: text('alarm.condition.fields.threshold'), type: 'number', form: false },
    peakValue: { label: text('alarm.vehicle.fields.peakValue'), type: 'number', form: false },
    lastValue: { label: text('alarm.vehicle.fields.lastValue'), type: 'number', form: false, list: false },
    frameCount: { label: text('alarm.fields.frameCount'), type: 'integer', form: false },
    ...alarmHandlingFields,
  },
});

/** Which alarms a handling call names. */
export type AlarmKind = 'gb' | 'vehicle' | 'terminal';

/** Handling input: the alarms and what was done. */
export interface AlarmHandleInput {
  ids: number[];
  content: string;
}

export const ALARM_HANDLE_CONTENT_MAX = 500;

/** A frame of an alarm (the secondary page): its data time and the alarm block as read. */
export interface AlarmFrame {
  frameTime: number;
  reissue: boolean;
  alarmLevel: number | null;
  flagNames: string[];
  speed: number | null;
  soc: number | null;
}

/** Counts of alarms by level (the sort figures of the list's header). */
export interface AlarmSort {
  open: number;
  unhandled: number;
  levels: { level: number; count: number }[];
}

/**
 * Calls beyond the alarm lists' standard ones. GB alarms keep the spec's names; the vehicle
 * alarms have the same handling under their own base.
 */
export const ALARM_CALLS = defineCalls({
  /** POST { ids, content }: writes the handling content of one or more alarms (HANDLING) */
  gbHandle: { method: 'POST', path: 'vehicle-svc/gbAlarm/handler', access: 'gbAlarm/update' },
  /** POST { ids, content }: the same content on many alarms at once */
  gbBatchHandle: { method: 'POST', path: 'vehicle-svc/gbAlarm/addBatchHandlerMes', access: 'gbAlarm/update' },
  /** the handling of one alarm */
  gbHandleFind: { method: 'GET', path: 'vehicle-svc/gbAlarm/handler/:id', access: 'gbAlarm/view' },
  /** ends the handling of one alarm (DONE) */
  gbHandleEnd: { method: 'GET', path: 'vehicle-svc/gbAlarm/handler/end/:id', access: 'gbAlarm/update' },
  /** query ids=1,2,3: ends the handling of several */
  gbBatchEnd: { method: 'GET', path: 'vehicle-svc/gbAlarm/batchHandlerEnd', access: 'gbAlarm/update' },
  /** the alarm with its flags by name and fault codes */
  gbHistory: { method: 'GET', path: 'vehicle-svc/gbAlarm/history/:id', access: 'gbAlarm/view' },
  /** POST { id, page, pageSize }: the frames that carried an alarm */
  gbFrames: { method: 'POST', path: 'vehicle-svc/gbAlarm/page/historySecondaryPage', access: 'gbAlarm/view' },
  /** handling texts used before, most used first */
  gbAdvice: { method: 'GET', path: 'vehicle-svc/gbAlarm/getQuickHandlingAdvice', access: 'gbAlarm/view' },
  /** AlarmSort of the GB alarms */
  gbSort: { method: 'POST', path: 'vehicle-svc/gbAlarm/getAlarmSort', access: 'gbAlarm/view' },
  /** xlsx with columns id and content: handling content of many alarms */
  gbImport: {
    method: 'POST',
    path: 'vehicle-svc/gbAlarm/importAlarmHandleContent',
    access: 'gbAlarm/import',
  },
  vehicleHandle: { method: 'POST', path: 'vehicle-svc/alarm/vehicle/handler', access: 'gbAlarm/update' },
  vehicleBatchEnd: {
    method: 'GET',
    path: 'vehicle-svc/alarm/vehicle/batchHandlerEnd',
    access: 'gbAlarm/update',
  },
  vehicleSort: { method: 'POST', path: 'vehicle-svc/alarm/vehicle/getAlarmSort', access: 'gbAlarm/view' },
  /** POST { ids, content }: handling content of terminal alarms, as for GB alarms */
  terminalHandle: {
    method: 'POST',
    path: 'vehicle-svc/alarm/terminal/handler',
    access: 'terminalAlarm/update',
  },
  /** POST { ids }: ends the handling of terminal alarms (DONE) */
  terminalBatchEnd: {
    method: 'POST',
    path: 'vehicle-svc/alarm/terminal/batchHandlerEnd',
    access: 'terminalAlarm/update',
  },
  terminalSort: {
    method: 'POST',
    path: 'vehicle-svc/alarm/terminal/getAlarmSort',
    access: 'terminalAlarm/view',
  },
});
