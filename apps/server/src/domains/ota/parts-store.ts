import { and, eq } from 'drizzle-orm';
import type { OtaCompSource } from '@chelian/contracts/resources/ota/parts';
import type { Db } from '../../db/client';
import { vehicleCompVersionDetails, vehicleCompVersions } from './schema';

export interface CompVersionReport {
  tenantId: number;
  vehicleId: number;
  vin: string;
  componentCode: string;
  softwareVersion: string;
  /** kept as it was when the report does not carry it (the 0xC1 frame names the software version only) */
  hardwareVersion?: string | null;
  source: OtaCompSource;
  at?: Date;
}

/**
 * What a component of a vehicle runs now, and a history row when that changed (vehicle part
 * history): an upgrade's last report, a version entered in the console, the demo seed. A report
 * repeating the running version only refreshes its time.
 */
export async function recordCompVersion(db: Db, r: CompVersionReport): Promise<void> {
  const at = r.at ?? new Date();
  const [current] = await db
    .select({
      softwareVersion: vehicleCompVersions.softwareVersion,
      hardwareVersion: vehicleCompVersions.hardwareVersion,
    })
    .from(vehicleCompVersions)
    .where(
      and(
        eq(vehicleCompVersions.vehicleId, r.vehicleId),
        eq(vehicleCompVersions.componentCode, r.componentCode),
      ),
    );
  const hardwareVersion =
    r.hardwareVersion === undefined ? (current?.hardwareVersion ?? null) : r.hardwareVersion;
  await db
    .insert(vehicleCompVersions)
    .values({
      tenantId: r.tenantId,
      vehicleId: r.vehicleId,
      vin: r.vin,
      componentCode: r.componentCode,
      softwareVersion: r.softwareVersion,
      hardwareVersion,
      source: r.source,
      reportedAt: at,
    })
    .onConflictDoUpdate({
      target: [vehicleCompVersions.vehicleId, vehicleCompVersions.componentCode],
      set: { softwareVersion: r.softwareVersion, hardwareVersion, source: r.source, reportedAt: at },
    });
  if (current && current.softwareVersion === r.softwareVersion && current.hardwareVersion === hardwareVersion)
    return;
  await db.insert(vehicleCompVersionDetails).values({
    tenantId: r.tenantId,
    vehicleId: r.vehicleId,
    vin: r.vin,
    componentCode: r.componentCode,
    softwareVersion: r.softwareVersion,
    hardwareVersion,
    previousVersion: current?.softwareVersion ?? null,
    source: r.source,
    reportedAt: at,
  });
}
