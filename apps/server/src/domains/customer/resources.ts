import { eq, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FENCE_LIMITS,
  fenceGeometryIssue,
  type FenceGeometry,
  type FenceShape,
} from '@chelian/contracts/geo/fence';
import {
  accountManagerSpec,
  customerAccountSpec,
  customerFenceSpec,
  customerVehicleSpec,
  serviceSiteSpec,
  vehicleAuditSpec,
} from '@chelian/contracts/resources/customer/index';
import type { Language } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { vehicles } from '../vehicle/schema';
import {
  customerAccountManagers,
  customerAccounts,
  customerFences,
  customerServiceSiteAccounts,
  customerServiceSites,
  customerVehicles,
} from './schema';

type Values = Record<string, unknown>;
const qb = new QueryBuilder();

export const accountManagerResource = defineResource({
  spec: accountManagerSpec,
  table: customerAccountManagers,
  scope: { kind: 'tenant', column: customerAccountManagers.tenantId },
  sample: () => ({ name: '王经理', phone: '13800000001' }),
});

export const customerAccountResource = defineResource({
  spec: customerAccountSpec,
  table: customerAccounts,
  scope: { kind: 'tenant', column: customerAccounts.tenantId },
  sample: () => ({ name: '张三', phone: '13900000001', userType: 'PERSONAL' }),
});

/** A column of the bound vehicle, read from the archive so a changed VIN or plate shows at once. */
const vehicleColumn = (column: AnyPgColumn) =>
  sql<string | null>`${qb
    .select({ value: column })
    .from(vehicles)
    .where(eq(vehicles.id, customerVehicles.vehicleId))}` as unknown as AnyPgColumn;

const vehicleReads = {
  columns: { vin: vehicleColumn(vehicles.vin), plateNo: vehicleColumn(vehicles.plate) },
  // served by the archive's VIN and plate indexes rather than a subquery per binding
  searches: {
    vin: (pattern: string) =>
      sql`${customerVehicles.vehicleId} in (select v.id from vehicles v where v.vin ilike ${pattern})`,
    plateNo: (pattern: string) =>
      sql`${customerVehicles.vehicleId} in (select v.id from vehicles v where v.plate ilike ${pattern})`,
  },
};

export const customerVehicleResource = defineResource({
  spec: customerVehicleSpec,
  table: customerVehicles,
  scope: { kind: 'tenant', column: customerVehicles.tenantId, vehicle: customerVehicles.vehicleId },
  ...vehicleReads,
});

export const vehicleAuditResource = defineResource({
  spec: vehicleAuditSpec,
  table: customerVehicles,
  scope: { kind: 'tenant', column: customerVehicles.tenantId, vehicle: customerVehicles.vehicleId },
  ...vehicleReads,
});

/** Checks a fence's shape and geometry (as the dealer fences do) and gives the columns they fill. */
export function customerFenceColumns(shape: unknown, geometry: unknown, lang: Language): Values {
  const issue = fenceGeometryIssue(shape, geometry);
  if (issue) {
    const radius = issue === 'FENCE_GEOMETRY_RADIUS';
    const params = {
      field: customerFenceSpec.fields.geometry.label[lang],
      min: radius ? FENCE_LIMITS.minRadius : FENCE_LIMITS.minVertices,
      max: radius ? FENCE_LIMITS.maxRadius : FENCE_LIMITS.maxVertices,
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

export const customerFenceResource = defineResource({
  spec: customerFenceSpec,
  table: customerFences,
  scope: { kind: 'tenant', column: customerFences.tenantId },
  hooks: {
    beforeCreate(values, input, h) {
      Object.assign(values, customerFenceColumns(input.shape, input.geometry, h.caller.lang));
    },
    beforeUpdate(_id, values, input, current, h) {
      if (input.shape != null || input.geometry != null)
        Object.assign(
          values,
          customerFenceColumns(
            input.shape ?? current.shape,
            input.geometry ?? current.geometry,
            h.caller.lang,
          ),
        );
    },
  },
});

export const serviceSiteResource = defineResource({
  spec: serviceSiteSpec,
  table: customerServiceSites,
  scope: { kind: 'tenant', column: customerServiceSites.tenantId },
  relations: {
    accountIds: {
      table: customerServiceSiteAccounts,
      owner: customerServiceSiteAccounts.siteId,
      target: customerServiceSiteAccounts.accountId,
    },
  },
  sample: () => ({ name: '示例服务网点', phone: '010-12345678', address: '示例路 1 号' }),
});

export const CUSTOMER_RESOURCES = [
  accountManagerResource,
  customerAccountResource,
  customerVehicleResource,
  vehicleAuditResource,
  customerFenceResource,
  serviceSiteResource,
];
