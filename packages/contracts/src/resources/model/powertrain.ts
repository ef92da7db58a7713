import { defineResourceSpec, type FieldSpec } from '../../resource';
import { L, createdAtField, remarkField } from '../system/common';
import { text, type LocalizedText } from '../../i18n';

const modelCode = {
  label: text('model.powertrain.modelCode.label'),
  type: 'text',
  required: true,
  max: 64,
  pattern: {
    source: '^[A-Za-z0-9][A-Za-z0-9_./-]*$',
    message: text('model.powertrain.modelCode.pattern.message'),
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
  label: text('model.powertrain.manufacturer'),
  type: 'ref',
  ref: 'manufacturer',
  search: 'eq',
} as const satisfies FieldSpec;
const amount = (label: LocalizedText, max = 100000) =>
  ({ label, type: 'number', min: 0, max }) as const satisfies FieldSpec;

/** Energy-storage (battery pack) models. */
export const energyStorageModelSpec = defineResourceSpec({
  name: 'energyStorageModel',
  module: 'batteryModel',
  service: 'vehicle-svc',
  base: 'energy_storage_model',
  title: text('model.powertrain.energyStorageModel.title'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    batteryType: {
      label: text('model.powertrain.energyStorageModel.fields.batteryType'),
      type: 'enum',
      values: ['LFP', 'NCM', 'LMO', 'SOLID', 'OTHER'],
      dict: 'batteryType',
      required: true,
      search: 'eq',
    },
    ratedVoltage: amount(text('model.powertrain.energyStorageModel.fields.ratedVoltage'), 2000),
    ratedCapacity: amount(text('model.powertrain.energyStorageModel.fields.ratedCapacity'), 10000),
    ratedEnergy: amount(text('model.powertrain.energyStorageModel.fields.ratedEnergy'), 2000),
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
  title: text('model.powertrain.electricDriveModel.title'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    motorType: {
      label: text('model.powertrain.electricDriveModel.fields.motorType'),
      type: 'enum',
      values: ['PMSM', 'ASYNC', 'SRM', 'OTHER'],
      dict: 'motorType',
      required: true,
      search: 'eq',
    },
    ratedPower: amount(text('model.powertrain.electricDriveModel.fields.ratedPower'), 2000),
    peakPower: amount(text('model.powertrain.electricDriveModel.fields.peakPower'), 2000),
    maxTorque: amount(text('model.powertrain.electricDriveModel.fields.maxTorque'), 20000),
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const FUEL_TYPES = ['BEV', 'PHEV', 'EREV', 'HEV', 'GASOLINE', 'DIESEL', 'FCEV'] as const;
export const fuelTypeField = {
  label: text('model.powertrain.fuelType'),
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
  title: text('model.powertrain.engineModel.title'),
  optionLabel: 'code',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: modelCode,
    name: modelName,
    manufacturerId: manufacturer,
    fuelType: fuelTypeField,
    emissionLevel: {
      label: text('model.powertrain.engineModel.fields.emissionLevel'),
      type: 'enum',
      values: ['GB6', 'GB5', 'GB4', 'GB3'],
      dict: 'emissionLevel',
      search: 'eq',
    },
    displacement: amount(text('model.powertrain.engineModel.fields.displacement'), 50),
    maxPower: amount(text('model.powertrain.engineModel.fields.maxPower'), 2000),
    remark: remarkField,
    createdAt: createdAtField,
  },
});
