import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { storeBytes } from '../domains/file';
import { tenants } from '../platform/schema';
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
 * version 1.1.0 is uploaded and a task over those vehicles waits to be enabled, so that enabling
 * it shows live terminals downloading, reporting and succeeding. Idempotent.
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
  if (existing) return;
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
  if (cars.length)
    await db
      .insert(otaTaskVehicles)
      .values(cars.map((c) => ({ tenantId, taskId: task!.id, vehicleId: c.id, vin: c.vin })))
      .onConflictDoNothing();
}
