import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { fenceColumns } from '../domains/fence/resources';
import { fences } from '../domains/fence/schema';
import { DEMO } from './tenants';

/**
 * Two fences of the demo fleet's cities (added once): a 1.5 km circle around the Beijing depot
 * the simulated vehicles start from, and Shanghai's inner ring road area as a polygon.
 */
const DEMO_FENCES = [
  {
    name: '北京车场',
    shape: 'CIRCLE',
    geometry: { type: 'Circle', center: [116.397, 39.909], radius: 1500 },
    alarmWays: ['SMS'],
    remark: '车辆出入车场报警',
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
  },
];

/** The demo fences of the platform tenant, whose administrator the demo signs in as. */
export async function seedFenceDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
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
    await db.insert(fences).values({
      tenantId,
      name: fence.name,
      alarmWays: fence.alarmWays,
      remark: fence.remark,
      ...(fenceColumns(fence.shape, fence.geometry, 'zh-CN') as Pick<
        typeof fences.$inferInsert,
        'shape' | 'geometry' | 'centerLng' | 'centerLat' | 'radius'
      >),
    });
  }
}
