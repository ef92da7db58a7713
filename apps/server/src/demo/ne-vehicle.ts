import { and, asc, eq, inArray, like, notLike } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { electricDriveModels, energyStorageModels, vehicleModels } from '../domains/model/schema';
import {
  neVehicleEvents,
  neVehiclePushes,
  neVehicleRecords,
  neVehicles,
  operatingUnits,
} from '../domains/ne-vehicle/schema';
import { organisations, tenants } from '../platform/schema';
import { vehicles } from '../domains/vehicle/schema';
import { DEMO } from './tenants';

type Status = 'ARCHIVED' | 'PRODUCED' | 'SOLD';
const DAY = 24 * 3600 * 1000;
/** Demo VINs of vehicles that exist only in the new-energy archive; the import templates' sample rows name them. */
export const NE_DEMO_VINS = [
  'LNEV0A1B2C3000001',
  'LNEV0A1B2C3000002',
  'LNEV0A1B2C3000003',
  'LNEV0A1B2C3000004',
];

/**
 * Demo rows of the new-energy flows (added once): two operating units; new-energy vehicles in
 * every state, on the demo fleet and four of their own, with their parts, flow rows and a filing.
 */
export async function seedNeVehicleDemo(ctx: Pick<ServerContext, 'database' | 'log'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db.select().from(tenants).where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [already] = await db
    .select({ id: neVehicles.vehicleId })
    .from(neVehicles)
    .where(eq(neVehicles.tenantId, tenantId))
    .limit(1);
  if (already) return;
  const [model] = await db
    .select()
    .from(vehicleModels)
    .where(eq(vehicleModels.tenantId, tenantId))
    .orderBy(asc(vehicleModels.id))
    .limit(1);
  const [motor] = await db
    .select()
    .from(electricDriveModels)
    .where(eq(electricDriveModels.tenantId, tenantId))
    .limit(1);
  const [pack] = await db
    .select()
    .from(energyStorageModels)
    .where(eq(energyStorageModels.tenantId, tenantId))
    .limit(1);
  if (!model || !motor || !pack) return;
  ctx.log.info('seeding new-energy vehicle demo data');

  const units = await db
    .insert(operatingUnits)
    .values([
      {
        tenantId,
        name: '北京绿色出行运营有限公司',
        creditCode: '91110105MA01ABCD1X',
        contacts: '王敏',
        telephone: '010-88886666',
      },
      {
        tenantId,
        name: '城配物流新能源车队',
        creditCode: '91110108MA02EFGH2Y',
        contacts: '赵强',
        telephone: '010-66668888',
      },
    ])
    .returning();
  const [dealer] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), eq(organisations.type, 'DEALER')))
    .limit(1);

  await db
    .insert(vehicles)
    .values(
      NE_DEMO_VINS.map((vin, i) => ({
        tenantId,
        vin,
        plate: `京AD9000${i + 1}`,
        model: model.name,
        vehicleModelId: model.id,
        vehicleSeriesId: model.vehicleSeriesId,
        vehicleTypeId: model.vehicleTypeId,
      })),
    )
    .onConflictDoNothing();
  // the demo fleet's first vehicles join them: the monitoring screens then show new-energy vehicles driving
  const fleet = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(eq(vehicles.tenantId, tenantId), notLike(vehicles.vin, 'LNEV%'), notLike(vehicles.vin, 'LCL%')),
    )
    .orderBy(asc(vehicles.vin))
    .limit(6);
  const own = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(eq(vehicles.tenantId, tenantId), like(vehicles.vin, 'LNEV%'), inArray(vehicles.vin, NE_DEMO_VINS)),
    )
    .orderBy(asc(vehicles.vin));
  const plan: { id: number; vin: string; status: Status; filed?: boolean }[] = [
    ...own.map((v, i) => ({
      ...v,
      status: (['ARCHIVED', 'PRODUCED', 'PRODUCED', 'SOLD'] as const)[i]!,
      filed: i === 3,
    })),
    ...fleet.map((v, i) => ({
      ...v,
      status: (['SOLD', 'SOLD', 'PRODUCED', 'PRODUCED', 'ARCHIVED', 'ARCHIVED'] as const)[i]!,
      filed: i === 0,
    })),
  ];

  const now = Date.now();
  for (const [i, v] of plan.entries()) {
    const produced = v.status !== 'ARCHIVED';
    const sold = v.status === 'SOLD';
    const unit = sold ? units[i % units.length]! : null;
    const productionDate = produced ? new Date(now - (90 - i) * DAY) : null;
    const saleDate = sold ? new Date(now - (30 - i) * DAY) : null;
    const motorCode = produced ? `DM-2026-${String(i + 1).padStart(4, '0')}` : null;
    const batteryPackCode = produced ? `BP-2026-${String(i + 1).padStart(4, '0')}` : null;
    await db.insert(neVehicles).values({
      vehicleId: v.id,
      tenantId,
      status: v.status,
      motorModelId: produced ? motor.id : null,
      motorCode,
      storageModelId: produced ? pack.id : null,
      batteryPackCode,
      operatingUnitId: unit?.id ?? null,
      dealerOrgId: sold ? (dealer?.id ?? null) : null,
    });
    if (produced)
      await db
        .update(vehicles)
        .set({
          productionDate,
          machineCode: `M-2026-${String(i + 1).padStart(4, '0')}`,
          ...(sold
            ? { saleStatus: 'SOLD', saleDate, dealerName: dealer?.name ?? '北京朝阳新能源体验店' }
            : {}),
        })
        .where(eq(vehicles.id, v.id));
    const event = { tenantId, vehicleId: v.id, vin: v.vin, operatorName: '系统管理员' };
    if (produced)
      await db.insert(neVehicleEvents).values([
        {
          ...event,
          kind: 'PRODUCE',
          productionDate,
          machineCode: `M-2026-${String(i + 1).padStart(4, '0')}`,
        },
        { ...event, kind: 'DRIVER', motorModelId: motor.id, motorCode },
        { ...event, kind: 'STORAGE', storageModelId: pack.id, batteryPackCode },
      ]);
    if (sold)
      await db
        .insert(neVehicleEvents)
        .values({ ...event, kind: 'SALE', saleDate, operatingUnitId: unit?.id ?? null });
    if (v.filed)
      await db.insert(neVehicleRecords).values({
        tenantId,
        vehicleId: v.id,
        vin: v.vin,
        platform: 'GB32960',
        recordNo: `GB-2026-${String(i + 1).padStart(6, '0')}`,
        recordDate: new Date(now - 10 * DAY),
      });
    // the filed vehicle's data went to the local platform too (importVehicleInfoPushToLT)
    if (v.filed && produced)
      await db.insert(neVehiclePushes).values({
        tenantId,
        vehicleId: v.id,
        vin: v.vin,
        payload: {
          vin: v.vin,
          status: v.status,
          machineCode: `M-2026-${String(i + 1).padStart(4, '0')}`,
          motorCode,
          batteryPackCode,
        },
        reference: `LOG-${v.vin}-DEMO`,
        remark: '演示推送',
      });
  }
}
