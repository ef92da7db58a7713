import { ADJUST_ACTIONS, ADJUST_CALLS, ADJUST_OUTCOMES, ADJUST_STATUSES, ADJUST_STEPS } from '../../adjust';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

const vin = { label: text('adjust.vin'), type: 'text', search: 'like', sortable: true } as const;
const status = {
  label: text('adjust.status.label'),
  type: 'enum',
  values: ADJUST_STATUSES,
  dict: 'adjustStatus',
  search: 'eq',
} as const;
const step = {
  label: text('adjust.step.label'),
  type: 'enum',
  values: ADJUST_STEPS,
  dict: 'adjustStep',
  search: 'eq',
} as const;

/**
 * Vehicle adjust tasks: a vehicle and its adjuster; confirmed, then
 * walked through the lock, GB data and customer steps (screen vehicle/adjust-steps) to finish.
 */
export const vehicleAdjustSpec = defineResourceSpec({
  name: 'vehicleAdjust',
  module: 'adjust',
  service: 'vehicle-svc',
  base: 'vehicle/adjust/V1.0',
  title: text('adjust.vehicleAdjust.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'export'],
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: text('adjust.vehicleAdjust.fields.vin.pattern.message'),
      },
      form: 'create',
    },
    plate: { label: text('adjust.vehicleAdjust.fields.plate'), type: 'text', form: false },
    adjusterId: {
      label: text('adjust.vehicleAdjust.fields.adjusterId'),
      type: 'ref',
      ref: 'user',
      required: true,
      form: 'create',
      list: false,
      search: 'eq',
    },
    adjusterName: { label: text('adjust.vehicleAdjust.fields.adjusterId'), type: 'text', form: false },
    status: { ...status, form: false },
    step: { ...step, form: false },
    confirmedAt: { label: text('adjust.vehicleAdjust.fields.confirmedAt'), type: 'datetime', form: false },
    finishedAt: {
      label: text('adjust.vehicleAdjust.fields.finishedAt'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    createUserName: { label: text('adjust.vehicleAdjust.fields.createUserName'), type: 'text', form: false },
    remark: { label: text('adjust.vehicleAdjust.fields.remark'), type: 'textarea', max: 200, list: false },
    createdAt: {
      label: text('adjust.vehicleAdjust.fields.createdAt'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'confirm',
      label: text('adjust.vehicleAdjust.actions.confirm'),
      call: ADJUST_CALLS.confirm,
      selection: 'one',
    },
    {
      key: 'finish',
      label: text('adjust.step.FINISH'),
      call: ADJUST_CALLS.finish,
      selection: 'one',
    },
    {
      key: 'changeAdjuster',
      label: text('adjust.vehicleAdjust.actions.changeAdjuster'),
      call: ADJUST_CALLS.changeAdjuster,
      selection: 'one',
      dialog: 'changeAdjuster',
    },
    {
      key: 'cancel',
      label: text('adjust.vehicleAdjust.actions.cancel.label'),
      call: ADJUST_CALLS.cancel,
      selection: 'one',
      confirm: text('adjust.vehicleAdjust.actions.cancel.confirm'),
    },
  ],
});

/** Every action on an adjust task: who, when, which step, what came of it. */
export const vehicleAdjustLogSpec = defineResourceSpec({
  name: 'vehicleAdjustLog',
  module: 'adjust',
  service: 'vehicle-svc',
  base: 'vehicle/adjust/V1.0/log',
  title: text('adjust.vehicleAdjustLog.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    adjustId: {
      label: text('adjust.vehicleAdjustLog.fields.adjustId'),
      type: 'integer',
      search: 'eq',
      list: false,
    },
    vin,
    step: { ...step, label: text('adjust.vehicleAdjustLog.fields.step') },
    action: {
      label: text('adjust.vehicleAdjustLog.fields.action'),
      type: 'enum',
      values: ADJUST_ACTIONS,
      dict: 'adjustAction',
      search: 'eq',
    },
    outcome: {
      label: text('adjust.vehicleAdjustLog.fields.outcome'),
      type: 'enum',
      values: ADJUST_OUTCOMES,
      dict: 'adjustOutcome',
      search: 'eq',
    },
    message: { label: text('adjust.vehicleAdjustLog.fields.message'), type: 'text' },
    operatorName: {
      label: text('adjust.vehicleAdjustLog.fields.operatorName'),
      type: 'text',
      search: 'prefix',
    },
    createdAt: {
      label: text('adjust.vehicleAdjustLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
