import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { telemetryStore } from '../../ingest/store';
import { parameterValue } from '../system/parameters';
import { VIN_CHECK_PARAM, vinCheckDigit } from '../vehicle/vin';
import { TelemetrySubjects, type TerminalDropMessage } from '../telemetry/subjects';
import { controlVehicle, type Operator } from './service';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Tables whose `vin` names the vehicle as it is now (the archive, the live state, lock management,
 * debugging, commands still waiting for the terminal). Logs and history keep the VIN they were
 * written under. The terminal binding is by vehicle id and follows by itself.
 */
const CURRENT_VIN_TABLES = ['vehicle_latest', 'lock_vehicles', 'vehicle_debugs', 'qb_task_vehicles'];

/**
 * Changes a vehicle's VIN (spec 001 section 7, vehicle/param/changeVin): refused for an invalid
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
  const store = telemetryStore(ctx.database);
  if ((await parameterValue(ctx.database.db, tenantId, VIN_CHECK_PARAM, 'false')) === 'true') {
    const expected = vinCheckDigit(to);
    if (expected && to[8] !== expected) throw badRequest('VIN_CHECK_DIGIT', { field: 'VIN', expected });
  }
  // VINs are unique across tenants: another tenant's vehicle refuses it too (without saying whose)
  if ((await store.query('select 1 from vehicles where vin = $1', [to])).length)
    throw new AppError(409, 'VIN_CHANGE_TAKEN', { vin: to });
  await store.transaction(async (tx) => {
    await tx.query('update vehicles set vin = $2 where id = $1', [vehicle.id, to]);
    for (const table of CURRENT_VIN_TABLES)
      await tx.query(`update ${table} set vin = $2 where vehicle_id = $1`, [vehicle.id, to]);
    await tx.query(
      `update downlink_commands set vin = $2 where vehicle_id = $1 and status in ('pending', 'queued')`,
      [vehicle.id, to],
    );
    await tx.query(
      `insert into vehicle_vin_changes (tenant_id, vehicle_id, old_vin, new_vin, user_id, user_name, ip_address) values ($1, $2, $3, $4, $5, $6, $7)`,
      [tenantId, vehicle.id, vehicle.vin, to, op.auth.userId, op.auth.userName, op.ip],
    );
  });
  // a terminal still logged in under the old VIN is disconnected: it logs in again as the new one, or is refused
  const drop: TerminalDropMessage = { vin: vehicle.vin, reason: 'vin changed' };
  ctx.bus.publish(TelemetrySubjects.terminalDrop, drop);
  return { vehicleId: vehicle.id, oldVin: vehicle.vin, vin: to };
}

/** The VIN changes of a vehicle (by its current VIN), newest first. */
export async function vinChanges(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await telemetryStore(ctx.database).query<{
    id: number;
    old_vin: string;
    new_vin: string;
    user_name: string;
    ip_address: string | null;
    created_at: Date;
  }>(
    'select id, old_vin, new_vin, user_name, ip_address, created_at from vehicle_vin_changes where vehicle_id = $1 and tenant_id = $2 order by id desc',
    [vehicle.id, tenantId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    oldVin: r.old_vin,
    newVin: r.new_vin,
    userName: r.user_name,
    ipAddress: r.ip_address,
    createdAt: new Date(r.created_at).getTime(),
  }));
}
