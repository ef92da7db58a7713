import {
  electricDriveModelSpec,
  energyStorageModelSpec,
  engineModelSpec,
  vehicleColourSpec,
  vehicleGallerySpec,
  vehicleInfoConfigSpec,
  vehicleGroupSpec,
  vehicleModelConfigSpec,
  vehicleModelSpec,
  vehicleModelThresholdSpec,
  vehicleSeriesSpec,
  vehicleTypeSpec,
  type Language,
} from '@chelian/contracts';
import { AppError } from '../../platform/errors';
import { defineResource } from '../../engine/engine';
import {
  electricDriveModels,
  energyStorageModels,
  engineModels,
  vehicleColours,
  vehicleGalleries,
  vehicleInfoConfigs,
  vehicleGroups,
  vehicleModelConfigs,
  vehicleModels,
  vehicleModelThresholds,
  vehicleSeries,
  vehicleTypes,
} from './schema';

/** Models and their dictionaries: plain engine resources, each scoped to the caller's tenant. */
export const vehicleSeriesResource = defineResource({
  spec: vehicleSeriesSpec,
  table: vehicleSeries,
  scope: { kind: 'tenant', column: vehicleSeries.tenantId },
  sample: () => ({ code: 'CL-E', name: 'CL-E 城市轿车系列', brand: '车联' }),
});

export const vehicleTypeResource = defineResource({
  spec: vehicleTypeSpec,
  table: vehicleTypes,
  scope: { kind: 'tenant', column: vehicleTypes.tenantId },
  sample: () => ({ code: 'SEDAN', name: '轿车' }),
});

export const vehicleColourResource = defineResource({
  spec: vehicleColourSpec,
  table: vehicleColours,
  scope: { kind: 'tenant', column: vehicleColours.tenantId },
  sample: () => ({ code: 'PEARL_WHITE', name: '珍珠白', colorValue: '#f5f5f0' }),
});

export const vehicleGroupResource = defineResource({
  spec: vehicleGroupSpec,
  table: vehicleGroups,
  scope: { kind: 'tenant', column: vehicleGroups.tenantId },
  sample: () => ({ name: '城区物流车队' }),
});

export const energyStorageModelResource = defineResource({
  spec: energyStorageModelSpec,
  table: energyStorageModels,
  scope: { kind: 'tenant', column: energyStorageModels.tenantId },
  sample: () => ({
    code: 'CATL-LFP-280',
    name: '磷酸铁锂电池包',
    batteryType: 'LFP',
    ratedVoltage: 380,
    ratedCapacity: 150,
    ratedEnergy: 57,
  }),
});

export const electricDriveModelResource = defineResource({
  spec: electricDriveModelSpec,
  table: electricDriveModels,
  scope: { kind: 'tenant', column: electricDriveModels.tenantId },
  sample: () => ({
    code: 'TZ220XS',
    name: '永磁同步驱动电机',
    motorType: 'PMSM',
    ratedPower: 70,
    peakPower: 150,
    maxTorque: 310,
  }),
});

export const engineModelResource = defineResource({
  spec: engineModelSpec,
  table: engineModels,
  scope: { kind: 'tenant', column: engineModels.tenantId },
  sample: () => ({
    code: 'SQR477F',
    name: '1.5L 增程发动机',
    fuelType: 'EREV',
    emissionLevel: 'GB6',
    displacement: 1.5,
    maxPower: 70,
  }),
});

export const vehicleModelResource = defineResource({
  spec: vehicleModelSpec,
  table: vehicleModels,
  scope: { kind: 'tenant', column: vehicleModels.tenantId },
  sample: () => ({
    code: 'CL-E5-2026',
    name: 'CL-E5 城市轿车',
    fuelType: 'BEV',
    announcementModel: 'CLH7000BEV01',
  }),
});

export const vehicleModelConfigResource = defineResource({
  spec: vehicleModelConfigSpec,
  table: vehicleModelConfigs,
  scope: { kind: 'tenant', column: vehicleModelConfigs.tenantId },
  sample: () => ({ remoteControls: ['lock', 'air', 'findCar'] }),
});

export const vehicleModelThresholdResource = defineResource({
  spec: vehicleModelThresholdSpec,
  table: vehicleModelThresholds,
  scope: { kind: 'tenant', column: vehicleModelThresholds.tenantId },
  sample: () => ({ alarmItem: 'batteryHighTemp', alarmLevel: '2', lowerLimit: 0, upperLimit: 55 }),
  hooks: {
    beforeCreate(values, _input, h) {
      checkLimits(values.lowerLimit, values.upperLimit, h.caller.lang);
    },
    beforeUpdate(_id, values, _input, current, h) {
      checkLimits(
        values.lowerLimit ?? current.lowerLimit,
        values.upperLimit ?? current.upperLimit,
        h.caller.lang,
      );
    },
  },
});

/** A threshold's upper limit lies above its lower limit. */
function checkLimits(lower: unknown, upper: unknown, lang: Language) {
  if (typeof lower === 'number' && typeof upper === 'number' && upper <= lower) {
    const field = vehicleModelThresholdSpec.fields.upperLimit.label[lang];
    throw new AppError(400, 'LIMITS_ORDER', { field }, { upperLimit: field });
  }
}

export const vehicleGalleryResource = defineResource({
  spec: vehicleGallerySpec,
  table: vehicleGalleries,
  scope: { kind: 'tenant', column: vehicleGalleries.tenantId },
  sample: () => ({ galleryName: 'CL-E 系列图库' }),
});

export const vehicleInfoConfigResource = defineResource({
  spec: vehicleInfoConfigSpec,
  table: vehicleInfoConfigs,
  scope: { kind: 'tenant', column: vehicleInfoConfigs.tenantId },
  sample: () => ({ infoGroups: ['vehicle', 'location', 'alarm'] }),
});
