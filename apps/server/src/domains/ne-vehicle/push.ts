import { and, eq, isNull } from 'drizzle-orm';
import { nePushSpec } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { defineResource } from '../../engine/engine';
import type { Caller } from '../../engine/types';
import { terminals } from '../terminal/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { localPlatformClient, type PushedVehicle } from './local-platform';
import { neVehiclePushes, neVehicles } from './schema';
import { neVehicleOf, refuse, vinLabel } from './state';

/** A vehicle may be pushed once its production is recorded; the refusal names the VIN field. */
async function pushable(db: Db, caller: Caller, vin: string) {
  const vehicle = await neVehicleOf(db, caller, vin);
  if (vehicle.status === 'ARCHIVED')
    throw refuse(caller.lang, 409, 'NE_PUSH_NOT_PRODUCED', 'vin', vinLabel(caller.lang), {
      vin: vehicle.vin,
    });
  return vehicle;
}

/** What the local platform receives: the archive's facts of the vehicle now. */
async function pushedVehicle(db: Db, vehicleId: number): Promise<PushedVehicle> {
  const [row] = await db
    .select({
      vin: vehicles.vin,
      plate: vehicles.plate,
      model: vehicles.model,
      status: neVehicles.status,
      productionDate: vehicles.productionDate,
      machineCode: vehicles.machineCode,
      motorCode: neVehicles.motorCode,
      batteryPackCode: neVehicles.batteryPackCode,
      terminalCode: terminals.terminalCode,
    })
    .from(vehicles)
    .innerJoin(neVehicles, eq(neVehicles.vehicleId, vehicles.id))
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .where(eq(vehicles.id, vehicleId));
  return { ...row!, productionDate: row!.productionDate?.toISOString() ?? null };
}

/**
 * The import behind importVehicleInfoPushToLT: every row is checked first (one report lists every
 * unknown or unproduced vehicle), then each vehicle is pushed and the push kept in ne_vehicle_pushes.
 */
export const nePushResource = defineResource({
  spec: nePushSpec,
  table: neVehiclePushes,
  scope: { kind: 'tenant', column: neVehiclePushes.tenantId },
  sample: () => ({ vin: 'LNEV0A1B2C3000002', remark: '月度上报' }),
  checkRow: async (db, caller, data) => void (await pushable(db, caller, String(data.vin))),
  hooks: {
    async beforeCreate(values, input, h) {
      const vehicle = await pushable(h.tx, h.caller, String(input.vin));
      const payload = await pushedVehicle(h.tx, vehicle.vehicleId);
      const answer = await localPlatformClient(h.server.log)
        .push(h.caller.tenantId, payload)
        .catch((err: unknown) => {
          // the platform's refusal refuses the file: the report names the vehicle and the reason
          throw refuse(h.caller.lang, 502, 'NE_PUSH_FAILED', 'vin', vinLabel(h.caller.lang), {
            vin: vehicle.vin,
            detail: err instanceof Error ? err.message : String(err),
          });
        });
      Object.assign(values, {
        vehicleId: vehicle.vehicleId,
        vin: vehicle.vin,
        target: 'LT',
        payload,
        reference: answer.reference.slice(0, 64),
        operatorId: h.caller.userId,
      });
    },
  },
});
