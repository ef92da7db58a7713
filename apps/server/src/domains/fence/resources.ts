import {
  FENCE_LIMITS,
  fenceGeometryIssue,
  type FenceGeometry,
  type FenceShape,
} from '@chelian/contracts/geo/fence';
import { fenceSpec } from '@chelian/contracts/resources/dealer/fence';
import type { Language } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { fences } from './schema';

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
    geometry: { type: 'Polygon', coordinates: [g.coordinates[0]!.map(([lng, lat]) => [lng, lat])] },
    centerLng: null,
    centerLat: null,
    radius: null,
  };
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
    },
    beforeUpdate(_id, values, input, current, h) {
      if (input.shape != null || input.geometry != null)
        Object.assign(
          values,
          fenceColumns(input.shape ?? current.shape, input.geometry ?? current.geometry, h.caller.lang),
        );
      values.updatedBy = h.caller.userId;
    },
  },
});
