import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';
import { FENCE_SHAPES } from '../../geo/fence';
import { remarkField } from '../system/common';

export { FENCE_SHAPES, type FenceShape } from '../../geo/fence';

/** How a fence alarm is sent beside the console notice: by SMS, by mail. */
export const FENCE_ALARM_WAYS = ['SMS', 'MAIL'] as const;
export type FenceAlarmWay = (typeof FENCE_ALARM_WAYS)[number];

/**
 * Electronic fences of the dealer network (vehicle-svc/fences/V1.0). The console's fence calls
 * name the fence id and its linked vehicles only; a fence here is a named area (geo/fence.ts),
 * its alarm ways and a remark. The area is edited on a map; lists and files show its shape and,
 * for a circle, its centre and radius.
 */
export const fenceSpec = defineResourceSpec({
  name: 'fence',
  module: 'fence',
  service: 'vehicle-svc',
  base: 'fences/V1.0',
  title: text('fence.title'),
  noun: text('nouns.fence'),
  optionLabel: 'name',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
  fields: {
    name: {
      label: text('fence.fields.name'),
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      search: 'like',
      sortable: true,
    },
    shape: {
      label: text('fence.fields.shape'),
      type: 'enum',
      values: FENCE_SHAPES,
      dict: 'fenceShape',
      required: true,
      search: 'eq',
    },
    geometry: {
      label: text('fence.fields.geometry'),
      type: 'json',
      required: true,
      list: false,
      export: false,
      import: false,
      help: text('fence.help.geometry'),
    },
    centerLng: {
      label: text('fence.fields.centerLng'),
      type: 'number',
      form: false,
      list: false,
      export: true,
    },
    centerLat: {
      label: text('fence.fields.centerLat'),
      type: 'number',
      form: false,
      list: false,
      export: true,
    },
    radius: { label: text('fence.fields.radius'), type: 'number', form: false, list: false, export: true },
    alarmWays: {
      label: text('fence.fields.alarmWays'),
      type: 'enum',
      values: FENCE_ALARM_WAYS,
      dict: 'fenceAlarmWay',
      multiple: true,
      default: [],
    },
    remark: { ...remarkField, list: true },
    updatedAt: {
      label: text('fence.fields.updatedAt'),
      type: 'datetime',
      form: false,
      search: 'range',
      sortable: true,
    },
  },
});

/** The dealer network's declarations, by name. */
export const dealerResourceSpecs = { fence: fenceSpec };
