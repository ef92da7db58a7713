import { inArray } from 'drizzle-orm';
import { terminalFile, type SimulatedTerminal } from '@chelian/simulator';
import type { ServerContext } from '../platform/context';
import { storeBytes } from '../domains/file';
import { vehicles } from '../domains/vehicle/schema';
import { terminalFiles } from '../domains/monitor/schema';

/**
 * A LOG and a CAN file for a few demo vehicles, as their terminals would have uploaded them an
 * hour ago, so the file upload tab has something to show before anyone asks; idempotent.
 */
export async function seedTerminalFilesDemo(
  ctx: ServerContext,
  terminals: SimulatedTerminal[],
): Promise<void> {
  const db = ctx.database.db;
  const vins = terminals.map((t) => t.vin);
  if (!vins.length) return;
  const archived = await db
    .select({ id: vehicles.id, vin: vehicles.vin, tenantId: vehicles.tenantId })
    .from(vehicles)
    .where(inArray(vehicles.vin, vins));
  const present = await db
    .select({ vehicleId: terminalFiles.vehicleId })
    .from(terminalFiles)
    .where(
      inArray(
        terminalFiles.vehicleId,
        archived.map((v) => v.id),
      ),
    );
  const done = new Set(present.map((p) => p.vehicleId));
  const at = Date.now() - 3_600_000;
  for (const vehicle of archived) {
    if (done.has(vehicle.id)) continue;
    const terminal = terminals.find((t) => t.vin === vehicle.vin)!;
    for (const type of ['LOG', 'CAN'] as const) {
      const file = terminalFile(type, vehicle.vin, terminal.vehicle, at);
      const stored = await storeBytes(
        ctx,
        { tenantId: vehicle.tenantId, userId: null },
        file.fileName,
        'text/plain',
        Buffer.from(file.content),
      );
      await db.insert(terminalFiles).values({
        tenantId: vehicle.tenantId,
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        fileType: type,
        status: 'uploaded',
        attachmentId: stored.id,
        fileName: stored.fileName,
        fileSize: stored.fileSize,
        requestedAt: new Date(at - 5000),
        uploadedAt: new Date(at),
      });
    }
  }
}
