import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField } from '../system/common';
import { text } from '../../i18n';

const code = (label = L.code) =>
  ({
    label,
    type: 'text',
    required: true,
    max: 32,
    pattern: PATTERNS.code,
    search: 'prefix',
    unique: true,
    sortable: true,
  }) as const;
const name = (label = L.name) =>
  ({ label, type: 'text', required: true, max: 100, search: 'like', sortable: true }) as const;

/** Vehicle series. */
export const vehicleSeriesSpec = defineResourceSpec({
  name: 'vehicleSeries',
  module: 'series',
  service: 'vehicle-svc',
  base: 'series',
  title: text('model.dictionaries.vehicleSeries.title'),
  noun: text('nouns.vehicleSeries'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(text('model.dictionaries.vehicleSeries.fields.code')),
    name: name(text('model.dictionaries.vehicleSeries.fields.name')),
    brand: {
      label: text('model.dictionaries.vehicleSeries.fields.brand'),
      type: 'text',
      max: 100,
      search: 'like',
    },
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Vehicle types. */
export const vehicleTypeSpec = defineResourceSpec({
  name: 'vehicleType',
  module: 'types',
  service: 'vehicle-svc',
  base: 'vehicle/types/V1.0',
  title: text('model.dictionaries.vehicleType.title'),
  noun: text('nouns.vehicleType'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(text('model.dictionaries.vehicleType.fields.code')),
    name: name(text('model.dictionaries.vehicleType.fields.name')),
    status: statusField,
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Body colours. */
export const vehicleColourSpec = defineResourceSpec({
  name: 'vehicleColour',
  module: 'colours',
  service: 'vehicle-svc',
  base: 'vehicle_colors',
  title: text('model.dictionaries.vehicleColour.title'),
  noun: text('nouns.vehicleColour'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(text('model.dictionaries.vehicleColour.fields.code')),
    name: name(text('model.dictionaries.vehicleColour.fields.name')),
    colorValue: { label: text('model.dictionaries.vehicleColour.fields.colorValue'), type: 'color' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Vehicle groups. */
export const vehicleGroupSpec = defineResourceSpec({
  name: 'vehicleGroup',
  module: 'groups',
  service: 'vehicle-svc',
  base: 'groups',
  title: text('model.dictionaries.vehicleGroup.title'),
  noun: text('nouns.vehicleGroup'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: { ...name(text('model.dictionaries.vehicleGroup.fields')), unique: true },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
