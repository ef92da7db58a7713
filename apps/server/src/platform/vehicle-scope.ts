import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from './auth/sessions';

/**
 * Which of its tenant's vehicles a session sees: every one, or, for a user of a dealer-network
 * organisation (DEALER, KEYACCOUNT, SERVICE), only the vehicles that organisation references.
 * Resolved with the session (AuthContext.dealerOrgId) and applied by every query that lists or
 * finds vehicles (the engine's vehicle-scoped resources, the monitoring map and status list).
 */
export interface VehicleScope {
  tenantId: number;
  /** the dealer-network organisation whose vehicles bound the view; null: all of the tenant */
  dealerOrgId: number | null;
}

export const vehicleScopeOf = (auth: Pick<AuthContext, 'tenantId' | 'dealerOrgId'>): VehicleScope => ({
  tenantId: auth.tenantId,
  dealerOrgId: auth.dealerOrgId ?? null,
});

/** The vehicles an organisation references, as a condition on a vehicle id column. */
export type VehicleReferences = (orgId: number, vehicleId: AnyPgColumn | SQL) => SQL;

// The references are kept by the dealer domain, which registers them (the platform imports no domain).
let referencesOf: VehicleReferences | null = null;

export function registerVehicleReferences(references: VehicleReferences) {
  referencesOf = references;
}

/**
 * The narrowing of a scope on a vehicle id column (the tenant is filtered as before): undefined
 * for all of the tenant; for a dealer its references, or nothing at all when none are registered.
 */
export function withinVehicleScope(scope: VehicleScope, vehicleId: AnyPgColumn | SQL): SQL | undefined {
  if (scope.dealerOrgId == null) return undefined;
  return referencesOf ? referencesOf(scope.dealerOrgId, vehicleId) : sql`false`;
}
