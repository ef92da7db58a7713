import { and, eq, inArray } from 'drizzle-orm';
import type { WsPush } from '@chelian/contracts';
import type { VehicleStatePush } from '@chelian/contracts/monitor';
import type { Bus } from '../../platform/bus';
import type { Db } from '../../db/client';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';
import { TelemetrySubjects, type VehicleStateEvent } from '../telemetry';
import { vehicles as vehicleTable } from '../vehicle/schema';

interface StatePeer {
  tenantId: number;
  vehicleState: boolean;
  /** a dealer's console: only its vehicles' changes (platform/vehicle-scope.ts) */
  dealerOrgId?: number | null;
}

/** Of these vehicles of a scope's tenant, the ones the scope sees. */
export type VisibleVehicles = (scope: VehicleScope, vehicleIds: number[]) => Promise<Set<number>>;

export const visibleVehiclesIn =
  (db: Db): VisibleVehicles =>
  async (scope, vehicleIds) => {
    const rows = await db
      .select({ id: vehicleTable.id })
      .from(vehicleTable)
      .where(
        and(
          eq(vehicleTable.tenantId, scope.tenantId),
          inArray(vehicleTable.id, vehicleIds),
          withinVehicleScope(scope, vehicleTable.id),
        ),
      );
    return new Set(rows.map((r) => r.id));
  };

/**
 * After each ingest write, the changed vehicles go to the open consoles of their tenant that
 * asked for them (monitoring screens), so rows, markers and current condition update live. A
 * dealer's console gets its own vehicles only, looked up once per dealer and write (none at all
 * without the lookup).
 */
export function forwardVehicleState<P extends StatePeer>(
  bus: Bus,
  peers: () => Iterable<Set<P>>,
  send: (peer: P, push: WsPush) => void,
  visible?: VisibleVehicles,
) {
  bus.subscribe(TelemetrySubjects.vehicleState, (payload) => {
    const { at, vehicles } = payload as { at: number; vehicles: VehicleStateEvent[] };
    const byTenant = new Map<number, VehicleStatePush[]>();
    for (const { tenantId, ...entry } of vehicles) {
      const list = byTenant.get(tenantId) ?? [];
      list.push(entry);
      byTenant.set(tenantId, list);
    }
    const dealers = new Map<number, { tenantId: number; peers: P[] }>();
    for (const set of peers()) {
      for (const peer of set) {
        const list = peer.vehicleState ? byTenant.get(peer.tenantId) : undefined;
        if (!list) continue;
        if (peer.dealerOrgId == null) send(peer, { type: 'vehicleState', at, vehicles: list });
        else {
          const entry = dealers.get(peer.dealerOrgId) ?? { tenantId: peer.tenantId, peers: [] };
          entry.peers.push(peer);
          dealers.set(peer.dealerOrgId, entry);
        }
      }
    }
    if (!visible) return;
    for (const [dealerOrgId, { tenantId, peers: watching }] of dealers) {
      const list = byTenant.get(tenantId)!;
      void visible(
        { tenantId, dealerOrgId },
        list.map((v) => v.vehicleId),
      ).then(
        (ids) => {
          const own = list.filter((v) => ids.has(v.vehicleId));
          if (own.length)
            for (const peer of watching) send(peer, { type: 'vehicleState', at, vehicles: own });
        },
        () => undefined,
      );
    }
  });
}
