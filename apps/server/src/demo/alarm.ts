import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { alarmStrategies, alarmStrategyConditions } from '../domains/alarm/schema';
import { ALARM_RULES_CHANGED } from '../domains/alarm';
import { DEMO } from './tenants';

/**
 * A demo strategy of the platform tenant, whose fleet the simulator drives (added once): a
 * vehicle above 60 km/h for 10 seconds raises a level-1 alarm, cleared below 55 km/h, so the
 * console's alarm lists and bell show threshold crossings within minutes of a start.
 */
export async function seedAlarmDemo(ctx: Pick<ServerContext, 'database' | 'bus'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const name = '城区超速';
  const [exists] = await db
    .select({ id: alarmStrategies.id })
    .from(alarmStrategies)
    .where(and(eq(alarmStrategies.tenantId, platform.id), eq(alarmStrategies.name, name)));
  if (exists) return;
  const [strategy] = await db
    .insert(alarmStrategies)
    .values({ tenantId: platform.id, name, level: 1, scope: 'ALL', remark: '车速持续超过 60 km/h' })
    .returning({ id: alarmStrategies.id });
  await db.insert(alarmStrategyConditions).values({
    tenantId: platform.id,
    strategyId: strategy!.id,
    metric: 'speed',
    operator: 'GT',
    threshold: 60,
    durationSeconds: 10,
    hysteresis: 5,
  });
  ctx.bus.publish(ALARM_RULES_CHANGED, { tenantId: platform.id, at: Date.now() });
}
