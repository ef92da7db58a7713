import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';

/**
 * Model codes of other systems (MES, DMS, filing) mapped to a vehicle model of the archive, so a
 * record arriving with an outside code finds its model (spec 001 section 7, vvehiclemodelmapper).
 */
export const vehicleModelMapperSpec = defineResourceSpec({
  name: 'vehicleModelMapper',
  module: 'models',
  service: 'vehicle-svc',
  base: 'vvehiclemodelmapper',
  title: t('车型映射', 'Model mappings', '車型對應'),
  optionLabel: 'externalCode',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    sourceSystem: {
      label: t('来源系统', 'Source system', '來源系統'),
      type: 'dict',
      dict: 'modelMapperSource',
      required: true,
      search: 'eq',
    },
    externalCode: {
      label: t('外部车型编码', 'Outside model code', '外部車型編碼'),
      type: 'text',
      required: true,
      max: 64,
      pattern: {
        source: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
        message: t(
          '字母或数字开头，只能包含字母、数字和 _ . -',
          'Start with a letter or digit; letters, digits and _ . - only',
          '字母或數字開頭，只能包含字母、數字和 _ . -',
        ),
      },
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    externalName: {
      label: t('外部车型名称', 'Outside model name', '外部車型名稱'),
      type: 'text',
      max: 100,
      search: 'like',
    },
    vehicleModelId: {
      label: t('平台车型', 'Vehicle model', '平台車型'),
      type: 'ref',
      ref: 'vehicleModel',
      required: true,
      search: 'eq',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
