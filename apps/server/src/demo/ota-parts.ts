import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { vehicles } from '../domains/vehicle/schema';
import {
  componentHardwareInfos,
  componentInfos,
  vehicleCompVersionDetails,
  vehicleCompVersions,
} from '../domains/ota/schema';
import { DEMO } from './tenants';

/** The demo fleet's controllers: code, names in the seed's language, supplier, hardware builds with part numbers. */
const PARTS = [
  { code: 'TBOX', name: '车载 T-BOX', supplier: '车联电子', hardware: [['HW1.0', 'CL-TB-0100']] },
  {
    code: 'BMS',
    name: '电池管理系统',
    supplier: '宁川电池',
    hardware: [
      ['HW2.0', 'NC-BMS-2000'],
      ['HW2.1', 'NC-BMS-2100'],
    ],
  },
  { code: 'VCU', name: '整车控制器', supplier: '车联电子', hardware: [['HW3.2', 'CL-VCU-3200']] },
  { code: 'MCU', name: '电机控制器', supplier: '华驰电驱', hardware: [['HW1.5', 'HC-MCU-1500']] },
] as const;

/**
 * The parts of the demo fleet (vehicle part screen): every vehicle runs the four controllers, in
 * two BMS builds; half of them had their BMS upgraded a month ago, which their history shows.
 * The T-BOX of the first vehicles is the OTA demo's (1.0.0). Without VINs: the archive's first
 * vehicles, so that the screen has parts to show before any fleet runs. Idempotent.
 */
export async function seedOtaPartsDemo(ctx: ServerContext, vins?: string[]): Promise<void> {
  const db = ctx.database.db;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!tenant || vins?.length === 0) return;
  const tenantId = tenant.id;
  for (const p of PARTS) {
    await db
      .insert(componentInfos)
      .values({
        tenantId,
        componentCode: p.code,
        componentName: p.name,
        hardwareVersion: p.hardware[0][0],
        supplier: p.supplier,
      })
      .onConflictDoNothing();
    await db
      .insert(componentHardwareInfos)
      .values(
        p.hardware.map(([hardwareVersion, partNo]) => ({
          tenantId,
          componentCode: p.code,
          hardwareVersion,
          partNo,
          supplier: p.supplier,
        })),
      )
      .onConflictDoNothing();
  }
  const cars = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), vins ? inArray(vehicles.vin, vins) : undefined))
    .orderBy(vehicles.id)
    // without a fleet: the archive's first vehicles
    .limit(vins ? vins.length : 50);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  for (const [i, car] of cars.entries()) {
    const upgraded = i % 2 === 0;
    const rows = [
      { componentCode: 'TBOX', softwareVersion: '1.0.0', hardwareVersion: 'HW1.0' },
      {
        componentCode: 'BMS',
        softwareVersion: upgraded ? '2.1.0' : '2.0.3',
        hardwareVersion: i % 3 === 0 ? 'HW2.1' : 'HW2.0',
      },
      { componentCode: 'VCU', softwareVersion: '3.4.1', hardwareVersion: 'HW3.2' },
      { componentCode: 'MCU', softwareVersion: '1.8.0', hardwareVersion: 'HW1.5' },
    ];
    for (const r of rows) {
      const added = await db
        .insert(vehicleCompVersions)
        .values({ tenantId, vehicleId: car.id, vin: car.vin, ...r, source: 'REPORTED', reportedAt: weekAgo })
        .onConflictDoNothing()
        .returning({ id: vehicleCompVersions.id });
      // a T-BOX row the OTA demo wrote first gets its hardware version
      if (!added.length) {
        if (r.componentCode === 'TBOX')
          await db
            .update(vehicleCompVersions)
            .set({ hardwareVersion: r.hardwareVersion })
            .where(
              and(eq(vehicleCompVersions.vehicleId, car.id), eq(vehicleCompVersions.componentCode, 'TBOX')),
            );
        continue;
      }
      const history = [
        ...(upgraded && r.componentCode === 'BMS'
          ? [{ softwareVersion: '2.0.3', previousVersion: null, reportedAt: monthAgo }]
          : []),
        {
          softwareVersion: r.softwareVersion,
          previousVersion: upgraded && r.componentCode === 'BMS' ? '2.0.3' : null,
          reportedAt: weekAgo,
        },
      ];
      await db.insert(vehicleCompVersionDetails).values(
        history.map((h) => ({
          tenantId,
          vehicleId: car.id,
          vin: car.vin,
          componentCode: r.componentCode,
          hardwareVersion: r.hardwareVersion,
          source: 'REPORTED',
          ...h,
        })),
      );
    }
  }
}
