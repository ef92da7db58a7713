import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { FENCE_RULES_CHANGED } from '../domains/fence';
import { fenceColumns } from '../domains/fence/resources';
import { fences, fenceVehicles } from '../domains/fence/schema';
import { vehicles } from '../domains/vehicle/schema';
import { DEMO } from './tenants';

type Rules = Partial<
  Pick<
    typeof fences.$inferInsert,
    'vehicleScope' | 'entryAlarm' | 'exitAlarm' | 'dwellMinutes' | 'speedLimit' | 'activeFrom' | 'activeTo'
  >
>;

/**
 * Fences of the demo fleet's cities (added once), with rules the simulated fleet trips within
 * minutes of start, each watching the vehicles of the demo archive (linked by VIN, so that vehicles
 * registered later, as tests do, are not watched): a 1.5 km circle around the Beijing depot the
 * vehicles start from (entry and exit), Beijing's urban area with a 50 km/h limit (the vehicles
 * cruise at 30 to 75 km/h; a vehicle first seen inside counts as entering), and Shanghai's inner
 * ring road area.
 */
const DEMO_FENCES: {
  name: string;
  shape: string;
  geometry: unknown;
  alarmWays: string[];
  remark: string;
  rules: Rules;
  link?: number;
}[] = [
  {
    name: '北京车场',
    shape: 'CIRCLE',
    geometry: { type: 'Circle', center: [116.397, 39.909], radius: 1500 },
    alarmWays: ['SMS'],
    remark: '车辆出入车场报警',
    rules: { vehicleScope: 'VIN', entryAlarm: true, exitAlarm: true, dwellMinutes: 30 },
    link: 200,
  },
  {
    name: '北京城区限速',
    shape: 'CIRCLE',
    geometry: { type: 'Circle', center: [116.397, 39.909], radius: 8000 },
    alarmWays: [],
    remark: '城区内限速 50 km/h',
    rules: { vehicleScope: 'VIN', entryAlarm: true, exitAlarm: true, speedLimit: 50 },
    link: 200,
  },
  {
    name: '上海内环',
    shape: 'POLYGON',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [121.4218, 31.2583],
          [121.4736, 31.2655],
          [121.5215, 31.2512],
          [121.5355, 31.2154],
          [121.5052, 31.1862],
          [121.4512, 31.1846],
          [121.4177, 31.2088],
          [121.4218, 31.2583],
        ],
      ],
    },
    alarmWays: ['SMS', 'MAIL'],
    remark: '内环以内行驶区域',
    rules: { vehicleScope: 'VIN', entryAlarm: true, exitAlarm: true, dwellMinutes: 10 },
    link: 200,
  },
];

/** The demo fences of the platform tenant, whose administrator the demo signs in as. */
export async function seedFenceDemo(ctx: Pick<ServerContext, 'database' | 'bus'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  for (const fence of DEMO_FENCES) {
    const [exists] = await db
      .select({ id: fences.id })
      .from(fences)
      .where(and(eq(fences.tenantId, tenantId), eq(fences.name, fence.name)));
    if (exists) continue;
    const [row] = await db
      .insert(fences)
      .values({
        tenantId,
        name: fence.name,
        alarmWays: fence.alarmWays,
        remark: fence.remark,
        ...fence.rules,
        ...(fenceColumns(fence.shape, fence.geometry, 'zh-CN') as Pick<
          typeof fences.$inferInsert,
          'shape' | 'geometry' | 'centerLng' | 'centerLat' | 'radius'
        >),
      })
      .returning({ id: fences.id });
    if (fence.link && row) {
      const fleet = await db
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(eq(vehicles.tenantId, tenantId))
        .orderBy(vehicles.id)
        .limit(fence.link);
      if (fleet.length)
        await db
          .insert(fenceVehicles)
          .values(fleet.map((v) => ({ tenantId, fenceId: row.id, vehicleId: v.id, vin: v.vin })))
          .onConflictDoNothing();
    }
  }
  // a worker already running builds its fence index again
  ctx.bus.publish(FENCE_RULES_CHANGED, { tenantId, at: Date.now() });
}
