import { defineCalls } from '../../call';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { remarkField } from '../system/common';

/** Decoded values a condition compares with its threshold. */
export const ALARM_METRICS = [
  'speed',
  'soc',
  'maxCellVoltage',
  'minCellVoltage',
  'cellVoltageSpread',
  'maxTemp',
  'tempSpread',
  'insulation',
  'voltage',
  'current',
  'motorTemp',
  'motorControllerTemp',
] as const;
export type AlarmMetric = (typeof ALARM_METRICS)[number];

/** Greater than, less than. */
export const ALARM_OPERATORS = ['GT', 'LT'] as const;
export type AlarmOperator = (typeof ALARM_OPERATORS)[number];

/** Every vehicle of the tenant, or the vehicles linked to the strategy. */
export const ALARM_STRATEGY_SCOPES = ['ALL', 'VIN'] as const;
export const ALARM_LEVELS = ['1', '2', '3'] as const;

/** A vehicle alarm strategy: conditions on decoded values raise an alarm at its level. */
export const alarmStrategySpec = defineResourceSpec({
  name: 'alarmStrategy',
  module: 'gbAlarm',
  service: 'vehicle-svc',
  base: 'alarmStrategy',
  title: text('alarm.strategy.title'),
  noun: text('alarm.strategy.noun'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  fields: {
    name: {
      label: text('alarm.strategy.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    level: {
      label: text('alarm.fields.level'),
      type: 'enum',
      values: ALARM_LEVELS,
      dict: 'alarmRuleLevel',
      required: true,
      search: 'eq',
    },
    scope: {
      label: text('alarm.strategy.fields.scope'),
      type: 'enum',
      values: ALARM_STRATEGY_SCOPES,
      dict: 'alarmStrategyScope',
      required: true,
      search: 'eq',
      default: 'ALL',
    },
    enabled: {
      label: text('alarm.strategy.fields.enabled'),
      type: 'boolean',
      default: true,
      search: 'eq',
    },
    remark: { ...remarkField, list: true },
    updatedAt: {
      label: text('alarm.strategy.fields.updatedAt'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
  },
});

/** A condition of a strategy: the value, compared with the threshold, for at least the duration. */
export const alarmStrategyConditionSpec = defineResourceSpec({
  name: 'alarmStrategyCondition',
  module: 'gbAlarm',
  service: 'vehicle-svc',
  base: 'alarmStrategyConditions',
  title: text('alarm.condition.title'),
  noun: text('alarm.condition.noun'),
  optionLabel: 'metric',
  defaultSort: { key: 'createdAt', order: 'asc' },
  // a file of conditions names each row's strategy by its name (the ref's option label)
  operations: ['page', 'find', 'create', 'update', 'delete', 'import', 'export', 'options'],
  fields: {
    strategyId: {
      label: text('alarm.condition.fields.strategyId'),
      type: 'ref',
      ref: 'alarmStrategy',
      required: true,
      search: 'eq',
    },
    metric: {
      label: text('alarm.condition.fields.metric'),
      type: 'enum',
      values: ALARM_METRICS,
      dict: 'alarmMetric',
      required: true,
      search: 'eq',
    },
    operator: {
      label: text('alarm.condition.fields.operator'),
      type: 'enum',
      values: ALARM_OPERATORS,
      dict: 'alarmOperator',
      required: true,
      default: 'GT',
    },
    threshold: {
      label: text('alarm.condition.fields.threshold'),
      type: 'number',
      required: true,
      min: -100000,
      max: 100000,
    },
    durationSeconds: {
      label: text('alarm.condition.fields.durationSeconds'),
      type: 'integer',
      min: 0,
      max: 86400,
      default: 0,
      help: text('alarm.condition.help.durationSeconds'),
    },
    hysteresis: {
      label: text('alarm.condition.fields.hysteresis'),
      type: 'number',
      min: 0,
      max: 100000,
      default: 0,
      help: text('alarm.condition.help.hysteresis'),
    },
    createdAt: { label: text('alarm.fields.createdAt'), type: 'datetime', form: false },
  },
});

/** The vehicles a VIN-scoped strategy applies to (linked one by one or by a file of strategy and VIN). */
export const alarmStrategyVinSpec = defineResourceSpec({
  name: 'alarmStrategyVin',
  module: 'gbAlarm',
  service: 'vehicle-svc',
  base: 'alarmStrategyVin',
  title: text('alarm.strategyVin.title'),
  noun: text('alarm.strategyVin.noun'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'delete', 'import', 'export'],
  fields: {
    strategyId: {
      label: text('alarm.condition.fields.strategyId'),
      type: 'ref',
      ref: 'alarmStrategy',
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
    createdAt: { label: text('alarm.fields.createdAt'), type: 'datetime', form: false },
  },
});

/**
 * A strategy's conditions and vehicles imported from its own drawer: the strategy is in the path,
 * so a file needs no strategy column and a row naming another strategy is refused; the template's
 * example row names it. The lists' own import (base/import) names each row's strategy.
 */
export const ALARM_STRATEGY_CALLS = defineCalls({
  /** multipart file: the strategy's conditions, all or none */
  conditionsImport: {
    method: 'POST',
    path: 'vehicle-svc/alarmStrategyConditions/import/:strategyId',
    access: 'gbAlarm/import',
  },
  conditionsPreview: {
    method: 'POST',
    path: 'vehicle-svc/alarmStrategyConditions/import/:strategyId/preview',
    access: 'gbAlarm/import',
  },
  conditionsTemplate: {
    method: 'GET',
    path: 'vehicle-svc/alarmStrategyConditions/import/:strategyId/template',
    access: 'gbAlarm/import',
  },
  /** multipart file: VINs linked to the strategy, all or none */
  vinsImport: {
    method: 'POST',
    path: 'vehicle-svc/alarmStrategyVin/import/:strategyId',
    access: 'gbAlarm/import',
  },
  vinsPreview: {
    method: 'POST',
    path: 'vehicle-svc/alarmStrategyVin/import/:strategyId/preview',
    access: 'gbAlarm/import',
  },
  vinsTemplate: {
    method: 'GET',
    path: 'vehicle-svc/alarmStrategyVin/import/:strategyId/template',
    access: 'gbAlarm/import',
  },
});
