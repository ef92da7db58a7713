import { and, asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants, users } from '../platform/schema';
import {
  alarmStrategies,
  alarmStrategyConditions,
  alarmStrategyVins,
  noticeStrategies,
  noticeStrategyUsers,
  terminalAlarmItems,
  terminalAlarms,
  terminalAlarmStrategies,
  terminalAlarmStrategyItems,
} from '../domains/alarm/schema';
import { vehicles } from '../domains/vehicle/schema';
import { ALARM_RULES_CHANGED, TERMINAL_RULES_CHANGED } from '../domains/alarm';
import { telemetryStore } from '../db/store';
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
  await seedTerminalAlarmDemo(ctx, platform.id);
  await seedLinkedStrategyDemo(ctx, platform.id);
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

/**
 * A strategy over linked vehicles (the first three of the platform's archive: low SOC, level 2)
 * and a terminal alarm of two days ago already handled and ended by the administrator, so the
 * strategy's vehicle list, its import and the handled state show on a fresh start (added once).
 */
async function seedLinkedStrategyDemo(ctx: Pick<ServerContext, 'database' | 'bus'>, tenantId: number) {
  const db = ctx.database.db;
  const name = '低电量提醒';
  const [exists] = await db
    .select({ id: alarmStrategies.id })
    .from(alarmStrategies)
    .where(and(eq(alarmStrategies.tenantId, tenantId), eq(alarmStrategies.name, name)));
  if (exists) return;
  const linked = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.id))
    .limit(3);
  const [strategy] = await db
    .insert(alarmStrategies)
    .values({ tenantId, name, level: 2, scope: 'VIN', remark: 'SOC 持续低于 15%' })
    .returning({ id: alarmStrategies.id });
  await db.insert(alarmStrategyConditions).values({
    tenantId,
    strategyId: strategy!.id,
    metric: 'soc',
    operator: 'LT',
    threshold: 15,
    durationSeconds: 30,
    hysteresis: 3,
  });
  if (linked.length)
    await db
      .insert(alarmStrategyVins)
      .values(linked.map((v) => ({ tenantId, strategyId: strategy!.id, vehicleId: v.id, vin: v.vin })));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO.admin)));
  const [item] = await db
    .select({ id: terminalAlarmItems.id, name: terminalAlarmItems.name, level: terminalAlarmItems.level })
    .from(terminalAlarmItems)
    .where(and(eq(terminalAlarmItems.tenantId, tenantId), eq(terminalAlarmItems.kind, 'LOGIN_FAIL')));
  const vehicle = linked[0];
  if (item && vehicle && admin) {
    const day = 86_400_000;
    const started = new Date(Date.now() - 2 * day);
    await db.insert(terminalAlarms).values({
      tenantId,
      vehicleId: vehicle.id,
      vin: vehicle.vin,
      itemId: item.id,
      itemName: item.name,
      kind: 'LOGIN_FAIL',
      level: item.level,
      startedAt: started,
      endedAt: new Date(started.getTime() + 12 * 60_000),
      lastAt: new Date(started.getTime() + 12 * 60_000),
      value: 4,
      eventCount: 4,
      handleStatus: 'DONE',
      handleContent: '终端 SIM 卡更换后未更新档案，已补录 ICCID，终端恢复登录',
      handledBy: admin.id,
      handledAt: new Date(started.getTime() + 40 * 60_000),
    });
  }
  ctx.bus.publish(ALARM_RULES_CHANGED, { tenantId, at: Date.now() });
}

/**
 * Terminal alarm items of the platform tenant in one strategy over its whole fleet, and a notice
 * strategy telling its administrator about terminal alarms, abnormal locations and offline
 * vehicles in the message centre (added once).
 */
async function seedTerminalAlarmDemo(ctx: Pick<ServerContext, 'database' | 'bus'>, tenantId: number) {
  const db = ctx.database.db;
  const name = '终端健康';
  const [exists] = await db
    .select({ id: terminalAlarmStrategies.id })
    .from(terminalAlarmStrategies)
    .where(and(eq(terminalAlarmStrategies.tenantId, tenantId), eq(terminalAlarmStrategies.name, name)));
  if (exists) return;
  const items = await db
    .insert(terminalAlarmItems)
    .values([
      { tenantId, name: '登录失败', kind: 'LOGIN_FAIL', threshold: 3, windowMinutes: 10, level: 2 },
      { tenantId, name: '报文校验错误', kind: 'BAD_BCC', threshold: 3, windowMinutes: 10, level: 1 },
      {
        tenantId,
        name: '时钟偏差超过 5 分钟',
        kind: 'CLOCK_DRIFT',
        threshold: 300,
        windowMinutes: 10,
        level: 1,
      },
      { tenantId, name: '补发积压', kind: 'REISSUE_BACKLOG', threshold: 50, windowMinutes: 10, level: 1 },
      { tenantId, name: '离线超过 1 小时', kind: 'OFFLINE', threshold: 60, windowMinutes: 10, level: 2 },
    ])
    .onConflictDoNothing()
    .returning({ id: terminalAlarmItems.id });
  const [strategy] = await db
    .insert(terminalAlarmStrategies)
    .values({ tenantId, name, scope: 'ALL', remark: '演示：平台租户全部车辆的终端状况' })
    .returning({ id: terminalAlarmStrategies.id });
  if (items.length)
    await db
      .insert(terminalAlarmStrategyItems)
      .values(items.map((i) => ({ strategyId: strategy!.id, itemId: i.id })));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO.admin)));
  const [notice] = await db
    .insert(noticeStrategies)
    .values({
      tenantId,
      name: '终端与定位异常通知',
      kinds: ['TERMINAL', 'LOCATION', 'OFFLINE'],
      minLevel: 1,
      channels: ['WEB'],
      scope: 'ALL',
    })
    .onConflictDoNothing()
    .returning({ id: noticeStrategies.id });
  if (notice && admin)
    await db.insert(noticeStrategyUsers).values({ strategyId: notice.id, userId: admin.id });
  ctx.bus.publish(TERMINAL_RULES_CHANGED, { tenantId, at: Date.now() });
}

/**
 * The demo fleet's terminal that never connects: last heard from 25 days ago, so the offline job
 * lists it under abnormal offline (and its OFFLINE item raises) soon after a start.
 */
export async function seedSilentVehicleDemo(
  ctx: Pick<ServerContext, 'database'>,
  vin: string,
): Promise<void> {
  await telemetryStore(ctx.database).query(
    `insert into vehicle_latest (vehicle_id, tenant_id, vin, online, last_seen_at, state_at)
     select id, tenant_id, vin, false, now() - interval '25 days', now() - interval '25 days'
       from vehicles where vin = $1
     on conflict (vehicle_id) do nothing`,
    [vin],
  );
}
