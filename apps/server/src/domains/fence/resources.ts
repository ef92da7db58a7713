import {
  FENCE_LIMITS,
  fenceGeometryIssue,
  type FenceGeometry,
  type FenceShape,
} from '@chelian/contracts/geo/fence';
import { fenceAlarmSpec, fenceSpec, fenceVehicleSpec } from '@chelian/contracts/resources/dealer/fence';
import type { Language } from '@chelian/contracts';
import { and, eq } from 'drizzle-orm';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { vehicles } from '../vehicle/schema';
import { fenceAlarms, fences, fenceVehicles } from './schema';
import { FENCE_RULES_CHANGED } from './watch';

type Values = Record<string, unknown>;

/**
 * Checks a fence's shape and geometry and gives the columns they fill: the geometry as stored
 * (only its own members) and, for a circle, centre and radius; other shapes clear them.
 */
export function fenceColumns(shape: unknown, geometry: unknown, lang: Language): Values {
  const issue = fenceGeometryIssue(shape, geometry);
  if (issue) {
    const params = {
      field: fenceSpec.fields.geometry.label[lang],
      min: issue === 'FENCE_GEOMETRY_RADIUS' ? FENCE_LIMITS.minRadius : FENCE_LIMITS.minVertices,
      max: issue === 'FENCE_GEOMETRY_RADIUS' ? FENCE_LIMITS.maxRadius : FENCE_LIMITS.maxVertices,
    };
    throw new AppError(400, issue, params, { geometry: translate(lang, issue, params) });
  }
  const g = geometry as FenceGeometry;
  if (g.type === 'Circle')
    return {
      shape: shape as FenceShape,
      geometry: { type: 'Circle', center: [g.center[0], g.center[1]], radius: g.radius },
      centerLng: g.center[0],
      centerLat: g.center[1],
      radius: g.radius,
    };
  return {
    shape: shape as FenceShape,
    geometry: { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(([lng, lat]) => [lng, lat])) },
    centerLng: null,
    centerLat: null,
    radius: null,
  };
}

/** The workers hold the fences in a spatial index: tell them to build it again. */
const fencesChanged = (h: Omit<HookContext, 'tx'>) => {
  h.server.bus.publish(FENCE_RULES_CHANGED, { tenantId: h.caller.tenantId, at: Date.now() });
};

/** Empty times are no times; a window needs both ends. */
function activeWindow(values: Values, current: Values | null, lang: Language): void {
  for (const k of ['activeFrom', 'activeTo'] as const)
    if (values[k] === '' || (values[k] === undefined && current === null)) values[k] = null;
  const from = values.activeFrom === undefined ? current?.activeFrom : values.activeFrom;
  const to = values.activeTo === undefined ? current?.activeTo : values.activeTo;
  if ((from == null) !== (to == null)) {
    const message = translate(lang, 'FENCE_ACTIVE_WINDOW');
    throw new AppError(
      400,
      'FENCE_ACTIVE_WINDOW',
      {},
      { [from == null ? 'activeFrom' : 'activeTo']: message },
    );
  }
}

export const fenceResource = defineResource({
  spec: fenceSpec,
  table: fences,
  scope: { kind: 'tenant', column: fences.tenantId },
  sample: () => ({
    name: '示例围栏',
    shape: 'CIRCLE',
    geometry: { type: 'Circle', center: [116.397, 39.909], radius: 500 },
    alarmWays: ['SMS'],
  }),
  hooks: {
    beforeCreate(values, input, h) {
      Object.assign(values, fenceColumns(input.shape, input.geometry, h.caller.lang), {
        createdBy: h.caller.userId,
        updatedBy: h.caller.userId,
      });
      activeWindow(values, null, h.caller.lang);
    },
    beforeUpdate(_id, values, input, current, h) {
      if (input.shape != null || input.geometry != null)
        Object.assign(
          values,
          fenceColumns(input.shape ?? current.shape, input.geometry ?? current.geometry, h.caller.lang),
        );
      activeWindow(values, current, h.caller.lang);
      values.updatedBy = h.caller.userId;
    },
    afterCommit: fencesChanged,
  },
});

/** Links of vehicles to fences, by VIN of the caller's tenant. */
export const fenceVehicleResource = defineResource({
  spec: fenceVehicleSpec,
  table: fenceVehicles,
  scope: { kind: 'tenant', column: fenceVehicles.tenantId, vehicle: fenceVehicles.vehicleId },
  hooks: {
    async beforeCreate(values, _input, h) {
      const [fence] = await h.tx
        .select({ id: fences.id })
        .from(fences)
        .where(and(eq(fences.id, Number(values.fenceId)), eq(fences.tenantId, h.caller.tenantId)));
      if (!fence) throw new AppError(404, 'NOT_FOUND');
      const vin = String(values.vin ?? '')
        .trim()
        .toUpperCase();
      const [vehicle] = await h.tx
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, h.caller.tenantId)));
      if (!vehicle) {
        const message = translate(h.caller.lang, 'FENCE_VIN_UNKNOWN', { vin });
        throw new AppError(400, 'FENCE_VIN_UNKNOWN', { vin }, { vin: message });
      }
      values.vin = vehicle.vin;
      values.vehicleId = vehicle.id;
    },
    afterCommit: fencesChanged,
  },
});

/** Alarms the fences raised, written by the ingest worker. */
export const fenceAlarmResource = defineResource({
  spec: fenceAlarmSpec,
  table: fenceAlarms,
  scope: { kind: 'tenant', column: fenceAlarms.tenantId, vehicle: fenceAlarms.vehicleId },
});
