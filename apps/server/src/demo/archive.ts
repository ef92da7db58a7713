import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import {
  electricDriveModels,
  energyStorageModels,
  engineModels,
  vehicleColours,
  vehicleGalleries,
  vehicleGroups,
  vehicleModelConfigs,
  vehicleModels,
  vehicleModelThresholds,
  vehicleSeries,
  vehicleTypes,
} from '../domains/model/schema';
import { manufacturers, parameters } from '../domains/system/schema';
import { organisations, tenants } from '../platform/schema';
import { terminals } from '../domains/terminal/schema';
import { vehicles } from '../domains/vehicle/schema';
import { VIN_CHECK_PARAM, VIN_CHECK_TEXTS } from '../domains/vehicle/vin';
import { DEMO } from './tenants';
import { REMOTE_CONTROLS } from '@chelian/contracts';
import { seedAbnormalLoginDemo } from './terminal-abnormal';
import { telemetryStore } from '../db/store';

/** The simulator's model names (apps/simulator identity.ts): the demo fleet is archived under these models. */
const MODELS = [
  { code: 'CL-E5', name: 'CL-E5 城市轿车', series: 'CL-E', type: 'SEDAN', fuel: 'BEV' },
  { code: 'CL-S7', name: 'CL-S7 运动型SUV', series: 'CL-S', type: 'SUV', fuel: 'PHEV' },
  { code: 'CL-V9', name: 'CL-V9 商务MPV', series: 'CL-V', type: 'MPV', fuel: 'BEV' },
  { code: 'CL-T3', name: 'CL-T3 城市物流车', series: 'CL-T', type: 'VAN', fuel: 'EREV' },
] as const;

/** Free terminals of the demo tenant, ready to be bound in the console. */
export const DEMO_FREE_TERMINALS = [
  'TBOX-DEMO-0001',
  'TBOX-DEMO-0002',
  'TBOX-DEMO-0003',
  'TBOX-DEMO-0004',
  'TBOX-DEMO-0005',
];

/**
 * Demo rows of the vehicle archive: series, types, colours, powertrains, models with configs and
 * thresholds, archived vehicles (added once); then the demo fleet is put under its models.
 */
export async function seedArchiveDemo(ctx: Pick<ServerContext, 'database' | 'log'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db.select().from(tenants).where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [already] = await db
    .select({ id: vehicleSeries.id })
    .from(vehicleSeries)
    .where(eq(vehicleSeries.tenantId, tenantId))
    .limit(1);
  if (!already) await seedOnce(ctx, tenantId);
  await archiveUnderModels(ctx);
  await seedAbnormalLoginDemo(telemetryStore(ctx.database), tenantId);
}

/**
 * Vehicles without a model whose model name is one of their tenant's models get it, with its
 * series and type: the demo fleet is seeded before the models exist.
 */
export async function archiveUnderModels(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  await ctx.database.rows(sql`update vehicles v
    set vehicle_model_id = m.id, vehicle_series_id = m.vehicle_series_id, vehicle_type_id = m.vehicle_type_id
    from vehicle_models m
    where v.vehicle_model_id is null and m.tenant_id = v.tenant_id and m.name = v.model`);
}

async function seedOnce(ctx: Pick<ServerContext, 'database' | 'log'>, tenantId: number): Promise<void> {
  const db = ctx.database.db;
  ctx.log.info('seeding vehicle archive demo data');

  await db
    .insert(parameters)
    .values({
      tenantId,
      paramKey: VIN_CHECK_PARAM,
      name: VIN_CHECK_TEXTS.name['zh-CN'],
      value: 'false',
      description: VIN_CHECK_TEXTS.description['zh-CN'],
    })
    .onConflictDoNothing();
  const maker = (
    await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.tenantId, tenantId))
      .limit(1)
  )[0];
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.tenantId, tenantId))
    .limit(1);

  const series = await db
    .insert(vehicleSeries)
    .values([
      { tenantId, code: 'CL-E', name: 'CL-E 城市轿车系列', brand: '车联' },
      { tenantId, code: 'CL-S', name: 'CL-S 运动型SUV系列', brand: '车联' },
      { tenantId, code: 'CL-V', name: 'CL-V 商务MPV系列', brand: '车联' },
      { tenantId, code: 'CL-T', name: 'CL-T 城市物流车系列', brand: '车联商用' },
    ])
    .returning();
  const types = await db
    .insert(vehicleTypes)
    .values([
      { tenantId, code: 'SEDAN', name: '轿车' },
      { tenantId, code: 'SUV', name: '运动型多用途车' },
      { tenantId, code: 'MPV', name: '多用途乘用车' },
      { tenantId, code: 'VAN', name: '厢式物流车' },
    ])
    .returning();
  const colours = await db
    .insert(vehicleColours)
    .values([
      { tenantId, code: 'PEARL_WHITE', name: '珍珠白', colorValue: '#f5f5f0' },
      { tenantId, code: 'STAR_GREY', name: '星际灰', colorValue: '#5b5f66' },
      { tenantId, code: 'OCEAN_BLUE', name: '海洋蓝', colorValue: '#1f4e8c' },
    ])
    .returning();
  await db.insert(vehicleGroups).values([
    { tenantId, name: '城区物流车队', orgId: org?.id ?? null },
    { tenantId, name: '公务用车', orgId: org?.id ?? null },
  ]);
  const [battery] = await db
    .insert(energyStorageModels)
    .values({
      tenantId,
      code: 'CATL-LFP-280',
      name: '磷酸铁锂电池包 57kWh',
      manufacturerId: maker?.id ?? null,
      batteryType: 'LFP',
      ratedVoltage: 380,
      ratedCapacity: 150,
      ratedEnergy: 57,
    })
    .returning();
  const [motor] = await db
    .insert(electricDriveModels)
    .values({
      tenantId,
      code: 'TZ220XS',
      name: '永磁同步驱动电机 150kW',
      manufacturerId: maker?.id ?? null,
      motorType: 'PMSM',
      ratedPower: 70,
      peakPower: 150,
      maxTorque: 310,
    })
    .returning();
  const [engine] = await db
    .insert(engineModels)
    .values({
      tenantId,
      code: 'SQR477F',
      name: '1.5L 增程发动机',
      manufacturerId: maker?.id ?? null,
      fuelType: 'EREV',
      emissionLevel: 'GB6',
      displacement: 1.5,
      maxPower: 70,
    })
    .returning();

  const models = await db
    .insert(vehicleModels)
    .values(
      MODELS.map((m) => ({
        tenantId,
        code: m.code,
        name: m.name,
        vehicleSeriesId: series.find((s) => s.code === m.series)!.id,
        vehicleTypeId: types.find((t) => t.code === m.type)!.id,
        manufacturerId: maker?.id ?? null,
        fuelType: m.fuel,
        energyStorageModelId: battery!.id,
        electricDriveModelId: motor!.id,
        engineModelId: m.fuel === 'BEV' ? null : engine!.id,
        announcementModel: `CLH7000${m.code.replace('-', '')}`,
      })),
    )
    .returning();
  await db.insert(vehicleModelConfigs).values(
    models.map((m, i) => ({
      tenantId,
      vehicleModelId: m.id,
      remoteControls:
        i === 3
          ? // the logistics van offers only the body and light controls
            ['lock', 'trunk', 'window', 'light', 'findCar', 'flashLightCtrl', 'whistleCtrl']
          : [...REMOTE_CONTROLS],
    })),
  );
  await db.insert(vehicleModelThresholds).values(
    models.flatMap((m) => [
      {
        tenantId,
        vehicleModelId: m.id,
        alarmItem: 'batteryHighTemp',
        alarmLevel: '2',
        lowerLimit: 0,
        upperLimit: 55,
      },
      {
        tenantId,
        vehicleModelId: m.id,
        alarmItem: 'socLow',
        alarmLevel: '1',
        lowerLimit: 10,
        upperLimit: 100,
      },
    ]),
  );
  await db.insert(vehicleGalleries).values(
    series.map((s) => ({
      tenantId,
      galleryName: `${s.name}图库`,
      vehicleSeriesId: s.id,
      orgId: org?.id ?? null,
    })),
  );

  // archived vehicles beside the simulated fleet: sold, with owners and open services
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  const archived = [
    {
      vin: 'LCLE5A2B0SA100001',
      plate: '京AD10001',
      model: models[0]!,
      owner: ['张伟', '13800138001', '110101199001011234'],
      colour: colours[0]!,
    },
    {
      vin: 'LCLS7A2B0SA100002',
      plate: '京AD10002',
      model: models[1]!,
      owner: ['李娜', '13800138002', '110101198805052345'],
      colour: colours[1]!,
    },
    { vin: 'LCLT3A2B0SA100003', plate: '京AD10003', model: models[3]!, owner: null, colour: colours[2]! },
  ];
  await db.insert(vehicles).values(
    archived.map((v, i) => ({
      tenantId,
      vin: v.vin,
      plate: v.plate,
      model: v.model.name,
      series: series.find((s) => s.id === v.model.vehicleSeriesId)!.name,
      vehicleModelId: v.model.id,
      vehicleSeriesId: v.model.vehicleSeriesId,
      vehicleTypeId: v.model.vehicleTypeId,
      colourId: v.colour.id,
      orgId: org?.id ?? null,
      manufacturerId: maker?.id ?? null,
      productionDate: new Date(now - (200 + i) * day),
      saleStatus: v.owner ? 'SOLD' : 'UNSOLD',
      saleDate: v.owner ? new Date(now - 120 * day) : null,
      dealerName: v.owner ? '北京朝阳车联体验店' : null,
      ownerName: v.owner?.[0] ?? null,
      ownerPhone: v.owner?.[1] ?? null,
      ownerIdNumber: v.owner?.[2] ?? null,
      serviceStatus: v.owner ? 'HAS_OPENED' : 'NOT_OPEN',
      serviceStartDate: v.owner ? new Date(now - 120 * day) : null,
      serviceEndDate: v.owner ? new Date(now + (i === 1 ? 20 : 245) * day) : null,
      configInfo: JSON.stringify({ appControl: ['lock', 'air', 'findCar'], gear: 'AUTO' }),
    })),
  );

  // free terminals to bind in the console (the simulated fleet brings its own, bound)
  await db
    .insert(terminals)
    .values(DEMO_FREE_TERMINALS.map((code) => ({ tenantId, terminalCode: code })))
    .onConflictDoNothing();
}
