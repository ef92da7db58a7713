import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { text } from '../../i18n';

/**
 * Model codes of other systems (MES, DMS, filing) mapped to a vehicle model of the archive, so a
 * record arriving with an outside code finds its model (vvehiclemodelmapper).
 */
export const vehicleModelMapperSpec = defineResourceSpec({
  name: 'vehicleModelMapper',
  module: 'models',
  service: 'vehicle-svc',
  base: 'vvehiclemodelmapper',
  title: text('model.mapper.vehicleModelMapper.title'),
  optionLabel: 'externalCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    sourceSystem: {
      label: text('model.mapper.vehicleModelMapper.fields.sourceSystem'),
      type: 'dict',
      dict: 'modelMapperSource',
      required: true,
      search: 'eq',
    },
    externalCode: {
      label: text('model.mapper.vehicleModelMapper.fields.externalCode.label'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
        message: text('model.mapper.vehicleModelMapper.fields.externalCode.pattern.message'),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    externalName: {
      label: text('model.mapper.vehicleModelMapper.fields.externalName'),
      type: 'text',
      max: 100,
      search: 'like',
    },
    vehicleModelId: {
      label: text('model.mapper.vehicleModelMapper.fields.vehicleModelId'),
      type: 'ref',
      ref: 'vehicleModel',
      required: true,
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
