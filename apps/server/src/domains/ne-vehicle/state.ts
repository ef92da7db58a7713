import { and, eq, sql } from 'drizzle-orm';
import { flowVin, type Language, type NeVehicleStatus } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate, type MessageKey } from '../../platform/messages';
import type { Caller } from '../../engine/types';
import { users } from '../../platform/schema';
import { vehicles } from '../vehicle/schema';
import { neVehicles } from './schema';

/** A new-energy vehicle as the flows read it. */
export interface NeVehicleState {
  vehicleId: number;
  vin: string;
  status: NeVehicleStatus;
  productionDate: Date | null;
  saleDate: Date | null;
}

export const vinLabel = (lang: Language) => flowVin.label[lang];

/** The caller's new-energy vehicle of a VIN (locked for the flow's transaction when asked), or a refusal naming the VIN field. */
export async function neVehicleOf(
  db: Db,
  caller: Caller,
  vin: string,
  lock = false,
): Promise<NeVehicleState> {
  const query = db
    .select({
      vehicleId: vehicles.id,
      vin: vehicles.vin,
      status: neVehicles.status,
      productionDate: vehicles.productionDate,
      saleDate: vehicles.saleDate,
    })
    .from(vehicles)
    .innerJoin(neVehicles, eq(neVehicles.vehicleId, vehicles.id))
    .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, caller.tenantId)));
  const [row] = lock ? await query.for('update', { of: neVehicles }) : await query;
  if (!row) throw refuse(caller.lang, 400, 'NE_VEHICLE_UNKNOWN', 'vin', vinLabel(caller.lang), { vin });
  return row as NeVehicleState;
}

/** A refusal about one field of the input: the field named in the caller's language, the whole message under its key (import reports show it). */
export function refuse(
  lang: Language,
  status: number,
  code: MessageKey,
  key: string,
  label: string,
  params: Record<string, string | number> = {},
): AppError {
  const all = { field: label, ...params };
  return new AppError(status, code, all, { [key]: translate(lang, code, all) });
}

/** The end of today: dates of production and sale may not lie after it. */
export function endOfToday(): number {
  const d = new Date();
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

/** The operator's name for flow rows. */
export async function operatorName(db: Db, caller: Caller): Promise<string | null> {
  const [row] = await db.select({ name: users.realName }).from(users).where(eq(users.id, caller.userId));
  return row?.name ?? null;
}

/** Moves a vehicle's new-energy status. */
export function setStatus(tx: Db, vehicleId: number, status: NeVehicleStatus) {
  return tx.update(neVehicles).set({ status }).where(eq(neVehicles.vehicleId, vehicleId));
}

/** The vehicle another vehicle's part code sits in (motor or battery pack), if any. */
export async function partHolder(
  db: Db,
  caller: Caller,
  column: 'motorCode' | 'batteryPackCode',
  code: string,
  vehicleId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ vin: vehicles.vin })
    .from(neVehicles)
    .innerJoin(vehicles, eq(vehicles.id, neVehicles.vehicleId))
    .where(
      and(
        eq(neVehicles.tenantId, caller.tenantId),
        eq(neVehicles[column], code),
        sql`${neVehicles.vehicleId} <> ${vehicleId}`,
      ),
    );
  return row?.vin ?? null;
}
