import type { WsPush } from '@chelian/contracts';
import type { VehicleStatePush } from '@chelian/contracts/monitor';
import type { Bus } from '../../platform/bus';
import { TelemetrySubjects, type VehicleStateEvent } from '../telemetry';

interface StatePeer {
  tenantId: number;
  vehicleState: boolean;
}

/**
 * After each ingest write, the changed vehicles go to the open consoles of their tenant that
 * asked for them (monitoring screens), so rows, markers and current condition update live.
 */
export function forwardVehicleState<P extends StatePeer>(
  bus: Bus,
  peers: () => Iterable<Set<P>>,
  send: (peer: P, push: WsPush) => void,
) {
  bus.subscribe(TelemetrySubjects.vehicleState, (payload) => {
    const { at, vehicles } = payload as { at: number; vehicles: VehicleStateEvent[] };
    const byTenant = new Map<number, VehicleStatePush[]>();
    for (const { tenantId, ...entry } of vehicles) {
      const list = byTenant.get(tenantId) ?? [];
      list.push(entry);
      byTenant.set(tenantId, list);
    }
    for (const set of peers()) {
      for (const peer of set) {
        const list = peer.vehicleState ? byTenant.get(peer.tenantId) : undefined;
        if (list) send(peer, { type: 'vehicleState', at, vehicles: list });
      }
    }
  });
}
