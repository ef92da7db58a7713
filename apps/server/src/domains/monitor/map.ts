import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
import { MAP_STATES, type MapState, type ProvinceCount } from '@chelian/contracts/monitor';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { vehicleLatest } from '../telemetry/schema';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';

/** The positioned vehicles of a scope (a dealer's user: its own). */
const positioned = (scope: VehicleScope) =>
  and(
    eq(vehicleLatest.tenantId, scope.tenantId),
    withinVehicleScope(scope, vehicleLatest.vehicleId),
    isNotNull(vehicleLatest.lng),
    isNotNull(vehicleLatest.lat),
  );

const CODE = Object.fromEntries(MAP_STATES.map((s, i) => [s, i])) as Record<MapState, number>;

/**
 * A vehicle's state as its index in MAP_STATES: offline first, then alarm, charging, driving,
 * parked, as the console's status tag (the statistics by area group by it too).
 */
export const mapStateCode = sql<number>`case when not ${vehicleLatest.online} then ${CODE.offline}::int
    when coalesce(${vehicleLatest.alarmLevel}, 0) > 0 then ${CODE.alarm}::int
    when coalesce(${vehicleLatest.charging}, false) then ${CODE.charging}::int
    when coalesce(${vehicleLatest.speed}, 0) > 0 then ${CODE.driving}::int
    else ${CODE.parked}::int end`;

/**
 * getVehicleMapData / getMapData: every positioned vehicle, column-wise, as the JSON text of a
 * MapData. PostgreSQL builds the columns itself (json_agg; the state: offline first, then alarm, charging, driving, parked, as the console's status tag; the codes cast, or they would come back as JSON strings):
 * 100,000 rows made into objects, then arrays, then JSON in the server took half a second.
 */
export async function mapData(
  db: Db,
  scope: VehicleScope,
  config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_COORD'>,
): Promise<string> {
  // one pass feeds every aggregate the rows in the same order, so the columns line up (an order
  // by in each aggregate would sort five times)
  const column = (value: SQL) => sql`coalesce(json_agg(${value}), '[]'::json)`;
  const [row] = await db
    .select({
      body: sql<string>`json_build_object('total', count(*), 'ids', ${column(sql`${vehicleLatest.vehicleId}`)},
        'vins', ${column(sql`${vehicleLatest.vin}`)}, 'lng', ${column(sql`${vehicleLatest.lng}`)}, 'lat', ${column(sql`${vehicleLatest.lat}`)},
        'states', ${column(mapStateCode)}, 'tiles', json_build_object('url', ${config.MAP_TILE_URL}::text, 'coord', ${config.MAP_TILE_COORD}::text))::text`,
    })
    .from(vehicleLatest)
    .where(positioned(scope));
  return row!.body;
}

/**
 * getCountByProvince: positioned vehicles (and those online) per province, every province listed.
 * The positions come as three JSON columns (100,000 rows as objects cost more than the counting).
 */
export async function countByProvince(db: Db, scope: VehicleScope, lang: Language): Promise<ProvinceCount[]> {
  const counts = new Map(
    CHINA_PROVINCES.map((p) => [p.code, { code: p.code, name: p.name[lang], count: 0, online: 0 }]),
  );
  const [row] = await db
    .select({
      body: sql<string>`json_build_object('lng', coalesce(json_agg(${vehicleLatest.lng}), '[]'::json),
        'lat', coalesce(json_agg(${vehicleLatest.lat}), '[]'::json), 'online', coalesce(json_agg(${vehicleLatest.online}), '[]'::json))::text`,
    })
    .from(vehicleLatest)
    .where(positioned(scope));
  const { lng, lat, online } = JSON.parse(row!.body) as {
    lng: number[];
    lat: number[];
    online: (boolean | null)[];
  };
  for (let i = 0; i < lng.length; i++) {
    const province = provinceAt(lng[i]!, lat[i]!);
    const entry = province && counts.get(province.code);
    if (!entry) continue;
    entry.count += 1;
    if (online[i]) entry.online += 1;
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
