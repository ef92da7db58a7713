import type { MonitorRow, VehicleStatePush } from '@chelian/contracts/monitor';

/**
 * Applies pushed vehicle state to the rows on screen (a push carries only what changed); rows
 * without news keep their identity so the table re-renders only the changed ones.
 */
export function applyVehicleState(rows: MonitorRow[], pushes: VehicleStatePush[]): MonitorRow[] {
  if (pushes.length === 0 || rows.length === 0) return rows;
  const byId = new Map(pushes.map((p) => [p.vehicleId, p]));
  let changed = false;
  const next = rows.map((row) => {
    const p = byId.get(row.id);
    if (!p) return row;
    changed = true;
    const updated: MonitorRow = { ...row };
    if (p.online !== undefined) updated.onlineStatus = p.online ? 1 : 0;
    if (p.time !== undefined) updated.dataUpdateTime = p.time;
    if (p.speed !== undefined) updated.speed = p.speed;
    if (p.soc !== undefined) updated.soc = p.soc;
    if (p.mileage !== undefined) updated.mileage = p.mileage;
    if (p.acc !== undefined) updated.acc = p.acc ? 1 : 0;
    if (p.charging !== undefined) updated.charging = p.charging ? 1 : 0;
    if (p.alarmLevel !== undefined) updated.alarmLevel = p.alarmLevel;
    if (p.lng != null && p.lat != null) {
      updated.lastLon = p.lng;
      updated.lastLat = p.lat;
      updated.gps = 1;
      if (p.time !== undefined) updated.gpsTime = p.time;
    }
    return updated;
  });
  return changed ? next : rows;
}

export type VehicleState = 'offline' | 'alarm' | 'charging' | 'driving' | 'parked';

/** The state a row is drawn in (status tag, marker colour): offline first, then alarm, charging, driving. */
export function vehicleStateOf(
  row: Pick<MonitorRow, 'onlineStatus' | 'alarmLevel' | 'charging' | 'speed'>,
): VehicleState {
  if (!row.onlineStatus) return 'offline';
  if ((row.alarmLevel ?? 0) > 0) return 'alarm';
  if (row.charging) return 'charging';
  if ((row.speed ?? 0) > 0) return 'driving';
  return 'parked';
}
