import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { vehicleSeries } from '../domains/model/schema';
import { vehicles } from '../domains/vehicle/schema';
import { faultCodes, faultParts } from '../domains/fault/schema';
import { refreshDue } from '../domains/maintenance/due';
import { maintenanceLinks, maintenanceLogs, maintenanceStrategies } from '../domains/maintenance/schema';
import { DEMO } from './tenants';

const PARTS = [
  { code: 'BMS', name: '电池管理系统' },
  { code: 'PACK', name: '动力电池包' },
  { code: 'MCU', name: '电机控制器' },
  { code: 'MOTOR', name: '驱动电机' },
  { code: 'DCDC', name: 'DC-DC 变换器' },
];

/**
 * The fault kinds the simulated fleet reports (apps/simulator vehicle.ts): a code is
 * 0x100000 + flag bit * 0x100 + 1..40 in the list of its kind.
 */
const KINDS = [
  {
    bit: 1,
    category: 'STORAGE',
    part: 'PACK',
    text: '电池高温',
    advice: '停车降温，检查电池热管理系统与冷却液液位',
  },
  {
    bit: 10,
    category: 'STORAGE',
    part: 'BMS',
    text: '电池单体一致性差',
    advice: '进站做均衡维护，检查单体电压采样线束',
  },
  { bit: 12, category: 'OTHER', part: 'DCDC', text: 'DC-DC 温度过高', advice: '检查 DC-DC 散热风道与风扇' },
  {
    bit: 15,
    category: 'MOTOR',
    part: 'MCU',
    text: '电机控制器温度过高',
    advice: '降低负载行驶，检查电机控制器冷却回路',
  },
  {
    bit: 17,
    category: 'MOTOR',
    part: 'MOTOR',
    text: '驱动电机温度过高',
    advice: '停车冷却，检查电机冷却水泵与温度传感器',
  },
] as const;

const STRATEGIES = [
  {
    name: '常规保养（1 万公里/6 个月）',
    mileageOver: 10000,
    mileagePre: 500,
    timeOver: 6,
    timeUnit: 'MONTH',
    timePre: 15,
  },
  {
    name: '物流车保养（5000 公里）',
    mileageOver: 5000,
    mileagePre: 300,
    timeOver: null,
    timeUnit: 'MONTH',
    timePre: 0,
  },
  { name: '年度检查', mileageOver: null, mileagePre: 0, timeOver: 12, timeUnit: 'MONTH', timePre: 30 },
] as const;

/**
 * Fault parts and the fault codes of every demo series for the faults the simulated fleet reports;
 * three maintenance strategies with vehicles linked and a few maintenance records (added once).
 */
export async function seedFaultMaintenanceDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;

  await db
    .insert(faultParts)
    .values(PARTS.map((p) => ({ tenantId, ...p })))
    .onConflictDoNothing();
  const parts = new Map(
    (await db.select().from(faultParts).where(eq(faultParts.tenantId, tenantId))).map((p) => [p.code, p.id]),
  );
  const series = await db
    .select({ id: vehicleSeries.id })
    .from(vehicleSeries)
    .where(eq(vehicleSeries.tenantId, tenantId));
  const rows = series.flatMap((s) =>
    KINDS.flatMap((k) =>
      Array.from({ length: 40 }, (_, i) => ({
        tenantId,
        vehicleSeriesId: s.id,
        category: k.category,
        code: (0x100000 + k.bit * 0x100 + i + 1).toString(16).toUpperCase().padStart(8, '0'),
        description: `${k.text}（传感器 ${i + 1}）`,
        advice: k.advice,
        faultPartId: parts.get(k.part) ?? null,
        spn: 520000 + k.bit * 100 + i + 1,
        fmi: k.category === 'MOTOR' ? 0 : 16,
        cm: 0,
        oc: 1,
      })),
    ),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(faultCodes)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();

  const [exists] = await db
    .select({ id: maintenanceStrategies.id })
    .from(maintenanceStrategies)
    .where(eq(maintenanceStrategies.tenantId, tenantId))
    .limit(1);
  if (exists) return;
  const strategyIds: number[] = [];
  for (const s of STRATEGIES) {
    const [row] = await db
      .insert(maintenanceStrategies)
      .values({ tenantId, ...s, remark: '演示保养策略' })
      .returning({ id: maintenanceStrategies.id });
    strategyIds.push(row!.id);
  }
  const fleet = await db
    .select({ id: vehicles.id, vin: vehicles.vin, mileage: vehicles.mileage })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.id))
    .limit(15);
  const now = Date.now();
  const day = 86_400_000;
  const links = fleet.map((v, i) => ({
    vehicleId: v.id,
    tenantId,
    strategyId: strategyIds[i < 10 ? 0 : 1]!,
    vin: v.vin,
    // linked some months ago at a lower odometer, so the list shows every standing
    baseMileage: v.mileage == null ? null : Math.max(0, v.mileage - (i % 4) * 3200),
    baseAt: new Date(now - (i % 4) * 55 * day),
  }));
  if (!links.length) return;
  await db.insert(maintenanceLinks).values(links).onConflictDoNothing();
  await db.insert(maintenanceLogs).values(
    links.slice(0, 4).map((l) => ({
      tenantId,
      vehicleId: l.vehicleId,
      vin: l.vin,
      strategyId: l.strategyId,
      maintainedAt: l.baseAt,
      mileage: l.baseMileage,
      content: '更换机油、机滤，检查制动与轮胎',
      site: '北京朝阳服务站',
    })),
  );
  await refreshDue(db, and(eq(sql`l.tenant_id`, tenantId), inArray(sql`l.strategy_id`, strategyIds))!);
}
