import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { parameterValue } from '../system';
import { VIN_CHECK_PARAM, vinCheckDigit } from '../vehicle';
import { TelemetrySubjects, type TerminalDropMessage } from '../telemetry';
import { downlinkCommands, vehicleLatest } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { controlVehicle, type Operator } from './service';
import { lockVehicles, qbTaskVehicles, vehicleDebugs, vehicleVinChanges } from './schema';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Tables whose `vin` names the vehicle as it is now (the archive, the live state, lock management,
 * debugging, commands still waiting for the terminal). Logs and history keep the VIN they were
 * written under. The terminal binding is by vehicle id and follows by itself.
 */
const CURRENT_VIN_TABLES = [vehicleLatest, lockVehicles, vehicleDebugs, qbTaskVehicles];

/**
 * Changes a vehicle's VIN (vehicle/param/changeVin): refused for an invalid
 * VIN (and a wrong check digit where the tenant's parameter asks for it) or one already in use;
 * logged in vehicle_vin_changes. The gateway holding the old VIN's session closes it.
 */
export async function changeVin(ctx: ServerContext, op: Operator, oldVin: unknown, newVin: unknown) {
  const tenantId = op.auth.tenantId;
  const from = typeof oldVin === 'string' ? oldVin.trim().toUpperCase() : '';
  const to = typeof newVin === 'string' ? newVin.trim().toUpperCase() : '';
  if (!VIN.test(from) || !VIN.test(to)) throw badRequest('CONTROL_VIN');
  const vehicle = await controlVehicle(ctx, tenantId, from);
  if (to === vehicle.vin) throw badRequest('VIN_CHANGE_SAME');
  if ((await parameterValue(ctx.database.db, tenantId, VIN_CHECK_PARAM, 'false')) === 'true') {
    const expected = vinCheckDigit(to);
    if (expected && to[8] !== expected) throw badRequest('VIN_CHECK_DIGIT', { field: 'VIN', expected });
  }
  // VINs are unique across tenants: another tenant's vehicle refuses it too (without saying whose)
  const db = ctx.database.db;
  if (await db.$count(vehicles, eq(vehicles.vin, to)))
    throw new AppError(409, 'VIN_CHANGE_TAKEN', { vin: to });
  await db.transaction(async (tx) => {
    await tx.update(vehicles).set({ vin: to }).where(eq(vehicles.id, vehicle.id));
    for (const table of CURRENT_VIN_TABLES)
      await tx.update(table).set({ vin: to }).where(eq(table.vehicleId, vehicle.id));
    await tx
      .update(downlinkCommands)
      .set({ vin: to })
      .where(
        and(
          eq(downlinkCommands.vehicleId, vehicle.id),
          inArray(downlinkCommands.status, ['pending', 'queued']),
        ),
      );
    await tx.insert(vehicleVinChanges).values({
      tenantId,
      vehicleId: vehicle.id,
      oldVin: vehicle.vin,
      newVin: to,
      userId: op.auth.userId,
      userName: op.auth.userName,
      ipAddress: op.ip,
    });
  });
  // a terminal still logged in under the old VIN is disconnected: it logs in again as the new one, or is refused
  const drop: TerminalDropMessage = { vin: vehicle.vin, reason: 'vin changed' };
  ctx.bus.publish(TelemetrySubjects.terminalDrop, drop);
  return { vehicleId: vehicle.id, oldVin: vehicle.vin, vin: to };
}

/** The VIN changes of a vehicle (by its current VIN), newest first. */
export async function vinChanges(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await ctx.database.db
    .select({
      id: vehicleVinChanges.id,
      oldVin: vehicleVinChanges.oldVin,
      newVin: vehicleVinChanges.newVin,
      userName: vehicleVinChanges.userName,
      ipAddress: vehicleVinChanges.ipAddress,
      createdAt: vehicleVinChanges.createdAt,
    })
    .from(vehicleVinChanges)
    .where(and(eq(vehicleVinChanges.vehicleId, vehicle.id), eq(vehicleVinChanges.tenantId, tenantId)))
    .orderBy(desc(vehicleVinChanges.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}
