import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, createdAtField, remarkField, statusField, t } from '../system/common';

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

/** Vehicle series (spec 001: models and dictionaries). */
export const vehicleSeriesSpec = defineResourceSpec({
  name: 'vehicleSeries',
  module: 'series',
  service: 'vehicle-svc',
  base: 'series',
  title: t('车系', 'Vehicle series', '車系'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(t('车系编码', 'Series code', '車系編碼')),
    name: name(t('车系名称', 'Series name', '車系名稱')),
    brand: { label: t('品牌', 'Brand', '品牌'), type: 'text', max: 100, search: 'like' },
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
  title: t('车辆类型', 'Vehicle types', '車輛類型'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(t('类型编码', 'Type code', '類型編碼')),
    name: name(t('类型名称', 'Type name', '類型名稱')),
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
  title: t('车辆颜色', 'Vehicle colours', '車輛顏色'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: code(t('颜色编码', 'Colour code', '顏色編碼')),
    name: name(t('颜色名称', 'Colour name', '顏色名稱')),
    colorValue: { label: t('色值', 'Colour value', '色值'), type: 'color' },
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
  title: t('车辆分组', 'Vehicle groups', '車輛分組'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: { ...name(t('分组名称', 'Group name', '分組名稱')), unique: true },
    orgId: { label: L.org, type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
