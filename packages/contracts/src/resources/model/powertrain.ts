import { defineResourceSpec, type FieldSpec } from '../../resource';
import { L, createdAtField, remarkField, t } from '../system/common';

const modelCode = {
  label: t('型号', 'Model number', '型號'),
  type: 'text',
  required: true,
  max: 64,
  pattern: {
    source: '^[A-Za-z0-9][A-Za-z0-9_./-]*$',
    message: t('字母、数字和 _ . / -', 'Letters, digits and _ . / - only', '字母、數字和 _ . / -'),
  },
  search: 'prefix',
  unique: true,
  sortable: true,
} as const satisfies FieldSpec;
const modelName = {
  label: L.name,
  type: 'text',
  required: true,
  max: 100,
  search: 'like',
  sortable: true,
} as const satisfies FieldSpec;
const manufacturer = {
  label: t('生产厂商', 'Manufacturer', '生產廠商'),
  type: 'ref',
  ref: 'manufacturer',
  search: 'eq',
} as const satisfies FieldSpec;
const amount = (label: ReturnType<typeof t>, max = 100000) =>
  ({ label, type: 'number', min: 0, max }) as const satisfies FieldSpec;

/** Energy-storage (battery pack) models. */
export const energyStorageModelSpec = defineResourceSpec({
  name: 'energyStorageModel',
  module: 'batteryModel',
  service: 'vehicle-svc',
  base: 'energy_storage_model',
  title: t('储能装置型号', 'Energy-storage models', '儲能裝置型號'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    batteryType: {
      label: t('电池类型', 'Battery type', '電池類型'),
      type: 'enum',
      values: ['LFP', 'NCM', 'LMO', 'SOLID', 'OTHER'],
      dict: 'batteryType',
      required: true,
      search: 'eq',
    },
    ratedVoltage: amount(t('额定电压(V)', 'Rated voltage (V)', '額定電壓(V)'), 2000),
    ratedCapacity: amount(t('额定容量(Ah)', 'Rated capacity (Ah)', '額定容量(Ah)'), 10000),
    ratedEnergy: amount(t('额定能量(kWh)', 'Rated energy (kWh)', '額定能量(kWh)'), 2000),
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Electric-drive (motor) models. */
export const electricDriveModelSpec = defineResourceSpec({
  name: 'electricDriveModel',
  module: 'driveMotor',
  service: 'vehicle-svc',
  base: 'electric_driver_model',
  title: t('驱动电机型号', 'Electric-drive models', '驅動馬達型號'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    motorType: {
      label: t('电机类型', 'Motor type', '馬達類型'),
      type: 'enum',
      values: ['PMSM', 'ASYNC', 'SRM', 'OTHER'],
      dict: 'motorType',
      required: true,
      search: 'eq',
    },
    ratedPower: amount(t('额定功率(kW)', 'Rated power (kW)', '額定功率(kW)'), 2000),
    peakPower: amount(t('峰值功率(kW)', 'Peak power (kW)', '峰值功率(kW)'), 2000),
    maxTorque: amount(t('最大扭矩(N·m)', 'Maximum torque (N·m)', '最大扭矩(N·m)'), 20000),
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const FUEL_TYPES = ['BEV', 'PHEV', 'EREV', 'HEV', 'GASOLINE', 'DIESEL', 'FCEV'] as const;
export const fuelTypeField = {
  label: t('燃料类型', 'Fuel type', '燃料類型'),
  type: 'enum',
  values: FUEL_TYPES,
  dict: 'fuelType',
  required: true,
  search: 'eq',
} as const satisfies FieldSpec;

/** Engine models. */
export const engineModelSpec = defineResourceSpec({
  name: 'engineModel',
  module: 'engineModel',
  service: 'vehicle-svc',
  base: 'engine_model',
  title: t('发动机型号', 'Engine models', '引擎型號'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    fuelType: fuelTypeField,
    emissionLevel: {
      label: t('排放标准', 'Emission standard', '排放標準'),
      type: 'enum',
      values: ['GB6', 'GB5', 'GB4', 'GB3'],
      dict: 'emissionLevel',
      search: 'eq',
    },
    displacement: amount(t('排量(L)', 'Displacement (L)', '排氣量(L)'), 50),
    maxPower: amount(t('最大功率(kW)', 'Maximum power (kW)', '最大功率(kW)'), 2000),
    remark: remarkField,
    createdAt: createdAtField,
  },
});
