import { ADJUST_ACTIONS, ADJUST_OUTCOMES, ADJUST_STATUSES, ADJUST_STEPS } from '../../adjust';
import { defineResourceSpec } from '../../resource';
import { t } from '../system/common';

const vin = { label: t('VIN', 'VIN', 'VIN'), type: 'text', search: 'prefix', sortable: true } as const;
const status = {
  label: t('调校状态', 'Adjust status', '調校狀態'),
  type: 'enum',
  values: ADJUST_STATUSES,
  dict: 'adjustStatus',
  search: 'eq',
} as const;
const step = {
  label: t('当前步骤', 'Current step', '目前步驟'),
  type: 'enum',
  values: ADJUST_STEPS,
  dict: 'adjustStep',
  search: 'eq',
} as const;

/**
 * Vehicle adjust tasks (spec 001 sections 2, 7): a vehicle and its adjuster; confirmed, then
 * walked through the lock, GB data and customer steps (screen vehicle/adjust-steps) to finish.
 */
export const vehicleAdjustSpec = defineResourceSpec({
  name: 'vehicleAdjust',
  module: 'adjust',
  service: 'vehicle-svc',
  base: 'vehicle/adjust/V1.0',
  title: t('车辆调校', 'Vehicle adjustment', '車輛調校'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'export'],
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: t('17 位字母或数字', '17 letters or digits', '17 位字母或數字'),
      },
      form: 'create',
    },
    plate: { label: t('车牌号', 'Plate', '車牌號'), type: 'text', form: false },
    adjusterId: {
      label: t('调校人', 'Adjuster', '調校人'),
      type: 'ref',
      ref: 'user',
      required: true,
      form: 'create',
      list: false,
      search: 'eq',
    },
    adjusterName: { label: t('调校人', 'Adjuster', '調校人'), type: 'text', form: false },
    status: { ...status, form: false },
    step: { ...step, form: false },
    confirmedAt: { label: t('确认时间', 'Confirmed at', '確認時間'), type: 'datetime', form: false },
    finishedAt: {
      label: t('完成时间', 'Finished at', '完成時間'),
      type: 'datetime',
      form: false,
      sortable: true,
    },
    createUserName: { label: t('创建人', 'Created by', '建立人'), type: 'text', form: false },
    remark: { label: t('备注', 'Remarks', '備註'), type: 'textarea', max: 200, list: false },
    createdAt: {
      label: t('创建时间', 'Created at', '建立時間'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'confirm',
      label: t('确认调校', 'Confirm', '確認調校'),
      method: 'POST',
      path: 'confirm',
      selection: 'one',
    },
    {
      key: 'finish',
      label: t('完成调校', 'Finish', '完成調校'),
      method: 'POST',
      path: 'finish',
      selection: 'one',
    },
    {
      key: 'changeAdjuster',
      label: t('变更调校人', 'Change adjuster', '變更調校人'),
      method: 'POST',
      path: 'change/adjuster',
      selection: 'one',
      dialog: 'changeAdjuster',
    },
    {
      key: 'cancel',
      label: t('取消调校', 'Cancel', '取消調校'),
      method: 'POST',
      path: 'cancel',
      selection: 'one',
      confirm: t('确定取消该调校任务吗？', 'Cancel this adjust task?', '確定取消該調校任務嗎？'),
    },
  ],
});

/** Every action on an adjust task: who, when, which step, what came of it. */
export const vehicleAdjustLogSpec = defineResourceSpec({
  name: 'vehicleAdjustLog',
  module: 'adjust',
  service: 'vehicle-svc',
  base: 'vehicle/adjust/V1.0/log',
  title: t('调校日志', 'Adjust log', '調校紀錄'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    adjustId: { label: t('调校任务', 'Adjust task', '調校任務'), type: 'integer', search: 'eq', list: false },
    vin,
    step: { ...step, label: t('步骤', 'Step', '步驟') },
    action: {
      label: t('操作', 'Action', '操作'),
      type: 'enum',
      values: ADJUST_ACTIONS,
      dict: 'adjustAction',
      search: 'eq',
    },
    outcome: {
      label: t('结果', 'Outcome', '結果'),
      type: 'enum',
      values: ADJUST_OUTCOMES,
      dict: 'adjustOutcome',
      search: 'eq',
    },
    message: { label: t('说明', 'Details', '說明'), type: 'text' },
    operatorName: { label: t('操作人', 'Operator', '操作人'), type: 'text', search: 'prefix' },
    createdAt: {
      label: t('操作时间', 'Time', '操作時間'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
