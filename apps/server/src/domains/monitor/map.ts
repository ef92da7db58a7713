import { and, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
import { MAP_STATES, type MapData, type MapState, type ProvinceCount } from '@chelian/contracts/monitor';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { vehicleLatest } from '../telemetry/schema';

const CODE = Object.fromEntries(MAP_STATES.map((s, i) => [s, i])) as Record<MapState, number>;

/** Marker state: offline first, then alarm, charging, driving, parked (as the console's status tag). */
export function mapState(r: { online: boolean; alarmLevel: number | null; charging: boolean | null; speed: number | null }): number {
  if (!r.online) return CODE.offline;
  if ((r.alarmLevel ?? 0) > 0) return CODE.alarm;
  if (r.charging) return CODE.charging;
  if ((r.speed ?? 0) > 0) return CODE.driving;
  return CODE.parked;
}

/** Latest positions of the tenant's vehicles: narrow rows straight from vehicle_latest (one index range). */
async function positions(db: Db, tenantId: number) {
  return db
    .select({
      id: vehicleLatest.vehicleId,
      vin: vehicleLatest.vin,
      lng: vehicleLatest.lng,
      lat: vehicleLatest.lat,
      online: vehicleLatest.online,
      alarmLevel: vehicleLatest.alarmLevel,
      charging: vehicleLatest.charging,
      speed: vehicleLatest.speed,
    })
    .from(vehicleLatest)
    .where(and(eq(vehicleLatest.tenantId, tenantId), isNotNull(vehicleLatest.lng), isNotNull(vehicleLatest.lat)));
}

/** getVehicleMapData / getMapData: every positioned vehicle, column-wise. */
export async function mapData(db: Db, tenantId: number, config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_COORD'>): Promise<MapData> {
  const rows = await positions(db, tenantId);
  const out: MapData = { total: rows.length, ids: [], vins: [], lng: [], lat: [], states: [], tiles: { url: config.MAP_TILE_URL, coord: config.MAP_TILE_COORD } };
  for (const r of rows) {
    out.ids.push(r.id);
    out.vins.push(r.vin);
    out.lng.push(r.lng!);
    out.lat.push(r.lat!);
    out.states.push(mapState(r));
  }
  return out;
}

/** getCountByProvince: positioned vehicles (and those online) per province, every province listed. */
export async function countByProvince(db: Db, tenantId: number, lang: Language): Promise<ProvinceCount[]> {
  const counts = new Map(CHINA_PROVINCES.map((p) => [p.code, { code: p.code, name: p.name[lang], count: 0, online: 0 }]));
  for (const r of await positions(db, tenantId)) {
    const province = provinceAt(r.lng!, r.lat!);
    const entry = province && counts.get(province.code);
    if (!entry) continue;
    entry.count += 1;
    if (r.online) entry.online += 1;
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
