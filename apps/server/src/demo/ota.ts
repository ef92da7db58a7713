import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { storeBytes } from '../domains/file';
import { tenants } from '../platform/schema';
import { tenantTimeZone, zoneDayStart, zonedTime } from '../platform/time-zone';
import { vehicles } from '../domains/vehicle/schema';
import {
  componentInfos,
  otaTasks,
  otaTaskVehicles,
  otaVersions,
  vehicleCompVersions,
} from '../domains/ota/schema';
import { DEMO } from './tenants';

/** A package of its own bytes (deterministic, so its checksums are the same at every fresh start). */
function demoPackage(size: number): Buffer {
  const out = Buffer.alloc(size);
  let x = 0x2f6b_11d3;
  for (let i = 0; i < size; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/**
 * The OTA demo: the first vehicles of the demo fleet run T-BOX 1.0.0 (as their terminals report);
 * version 1.1.0 is uploaded and a task over the first three waits to be enabled, so that enabling
 * it shows live terminals downloading, reporting and succeeding. With more vehicles, two tasks are
 * already running but held (`seedHeldTasks`): one outside its maintenance window, one before its
 * scheduled start. Idempotent.
 */
export async function seedOtaDemo(ctx: ServerContext, vins: string[]): Promise<void> {
  const db = ctx.database.db;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!tenant || vins.length === 0) return;
  const tenantId = tenant.id;
  await db
    .insert(componentInfos)
    .values({
      tenantId,
      componentCode: 'TBOX',
      componentName: '车载 T-BOX',
      hardwareVersion: 'HW1.0',
      supplier: '车联电子',
    })
    .onConflictDoNothing();
  const cars = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.vin, vins)));
  // in the fleet's order: the first three wait for the task to be enabled, the next are held
  cars.sort((a, b) => vins.indexOf(a.vin) - vins.indexOf(b.vin));
  for (const car of cars)
    await db
      .insert(vehicleCompVersions)
      .values({ tenantId, vehicleId: car.id, vin: car.vin, componentCode: 'TBOX', softwareVersion: '1.0.0' })
      .onConflictDoNothing();
  const [existing] = await db
    .select({ id: otaVersions.id })
    .from(otaVersions)
    .where(
      and(
        eq(otaVersions.tenantId, tenantId),
        eq(otaVersions.componentCode, 'TBOX'),
        eq(otaVersions.versionNo, 110),
      ),
    );
  if (existing) return seedHeldTasks(ctx, tenantId, existing.id, cars.slice(3));
  const bytes = demoPackage(512 * 1024);
  const file = await storeBytes(
    ctx,
    { tenantId, userId: null },
    'tbox-1.1.0.bin',
    'application/octet-stream',
    bytes,
  );
  const [version] = await db
    .insert(otaVersions)
    .values({
      tenantId,
      versionName: 'T-BOX 应用 1.1.0',
      componentCode: 'TBOX',
      versionText: '1.1.0',
      versionNo: 110,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: file.id,
      packageSize: bytes.length,
      packageMd5: createHash('md5').update(bytes).digest('hex'),
      packageSha256: createHash('sha256').update(bytes).digest('hex'),
      remark: '远程升级演示版本',
    })
    .returning({ id: otaVersions.id });
  const [task] = await db
    .insert(otaTasks)
    .values({
      tenantId,
      taskName: 'T-BOX 1.1.0 分批升级',
      versionId: version!.id,
      waveUnit: 'COUNT',
      waveSize: 1,
      successThreshold: 100,
      errorThreshold: 50,
    })
    .returning({ id: otaTasks.id });
  const first = cars.slice(0, 3);
  if (first.length)
    await db
      .insert(otaTaskVehicles)
      .values(first.map((c) => ({ tenantId, taskId: task!.id, vehicleId: c.id, vin: c.vin })))
      .onConflictDoNothing();
  await seedHeldTasks(ctx, tenantId, version!.id, cars.slice(3));
}

const WINDOW_TASK = 'T-BOX 1.1.0 维护时段升级';
const SCHEDULED_TASK = 'T-BOX 1.1.0 定时升级';

/**
 * Two running tasks whose vehicles wait (READY, shown held): the fourth and fifth vehicles outside
 * a daily maintenance window, the sixth before a start time tomorrow at 02:00. The window opens
 * three hours after the first start, on the tenant's clock, so the first look at the console finds
 * the vehicles held; moving the window over the present (the task's edit) sends their orders.
 * Each task is made once, by name.
 */
async function seedHeldTasks(
  ctx: ServerContext,
  tenantId: number,
  versionId: number,
  cars: { id: number; vin: string }[],
): Promise<void> {
  const db = ctx.database.db;
  const zone = await tenantTimeZone(db, tenantId);
  const now = Date.now();
  const hour = Number(zonedTime(now, zone).slice(11, 13));
  const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  // the orders' package address: this process's API, as the console would reach it
  const downloadBase = ctx.config.PORT > 0 ? `http://127.0.0.1:${ctx.config.PORT}` : null;
  const held = [
    {
      taskName: WINDOW_TASK,
      members: cars.slice(0, 2),
      schedule: { windowStart: clock(hour + 3), windowEnd: clock(hour + 6) },
      remark: '维护时段外的车辆等待下发',
    },
    {
      taskName: SCHEDULED_TASK,
      members: cars.slice(2, 3),
      schedule: { scheduledAt: new Date(zoneDayStart(now + 86_400_000, zone).getTime() + 2 * 3600_000) },
      remark: '计划开始时间前的车辆等待下发',
    },
  ];
  for (const { taskName, members, schedule, remark } of held) {
    if (members.length === 0) continue;
    const [made] = await db
      .select({ id: otaTasks.id })
      .from(otaTasks)
      .where(and(eq(otaTasks.tenantId, tenantId), eq(otaTasks.taskName, taskName)));
    if (made) continue;
    const [task] = await db
      .insert(otaTasks)
      .values({
        tenantId,
        taskName,
        versionId,
        waveUnit: 'COUNT',
        waveSize: members.length,
        successThreshold: 100,
        errorThreshold: 50,
        status: 'START',
        currentWave: 1,
        startedAt: new Date(now),
        downloadBase,
        remark,
        ...schedule,
      })
      .returning({ id: otaTasks.id });
    await db
      .insert(otaTaskVehicles)
      .values(
        members.map((c) => ({
          tenantId,
          taskId: task!.id,
          vehicleId: c.id,
          vin: c.vin,
          operateStatus: 'READY',
          wave: 1,
        })),
      )
      .onConflictDoNothing();
  }
}
