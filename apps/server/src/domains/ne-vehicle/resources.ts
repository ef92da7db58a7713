import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  neVehicleColourSpec,
  DEALER_ORG_TYPES,
  neAssemblySpec,
  neBelongDealerSpec,
  neRecordNativeSpec,
  neRecordSpec,
  neTraceBackSpec,
  neVehicleNativeSpec,
  neVehicleProductionSpec,
  neVehicleSalesSpec,
  neVehicleSpec,
  neVehicleTodaySpec,
  operatingUnitSpec,
} from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { vehicleColourResource } from '../model';
import type { ReadColumn } from '../../engine/types';
import { organisations } from '../../platform/schema';
import { checkVin, fillFromModel } from '../vehicle';
import { vehicles } from '../vehicle/schema';
import { neVehicleEvents, neVehicleRecords, neVehicles, operatingUnits } from './schema';
import { endOfToday, neVehicleOf, refuse, vinLabel } from './state';

// Correlated subqueries name the outer table: drizzle leaves single-table selections unqualified.
const ne = (column: string) =>
  sql`(select n.${sql.raw(column)} from ne_vehicles n where n.vehicle_id = "vehicles"."id")`;
const isNeVehicle = () => sql`exists (select 1 from ne_vehicles n where n.vehicle_id = "vehicles"."id")`;
const boundTerminalCode = sql<string | null>`(select t.terminal_code from vehicle_terminals b
  join terminals t on t.id = b.terminal_id
  where b.vehicle_id = "vehicles"."id" and b.unbound_at is null)`;
/** "Terminal code contains": the terminals' trigram index finds the codes, the open bindings their vehicles. */
const neSearches = {
  terminalCode: (pattern: string) => sql`"vehicles"."id" in (select b.vehicle_id from terminals t
    join vehicle_terminals b on b.terminal_id = t.id and b.unbound_at is null
    where t.terminal_code ilike ${pattern})`,
};
const filed = sql<boolean>`exists (select 1 from ne_vehicle_records r where r.vehicle_id = "vehicles"."id")`;

const neColumns: Record<string, ReadColumn> = {
  plateCode: vehicles.plate,
  neStatus: ne('status'),
  motorModelId: ne('motor_model_id').mapWith(Number),
  motorCode: ne('motor_code'),
  storageModelId: ne('storage_model_id').mapWith(Number),
  batteryPackCode: ne('battery_pack_code'),
  operatingUnitId: ne('operating_unit_id').mapWith(Number),
  dealerOrgId: ne('dealer_org_id').mapWith(Number),
  terminalCode: boundTerminalCode,
  filed,
  // the vehicle's entry into the new-energy archive (not the archive's own creation)
  createdAt: ne('created_at').mapWith(neVehicles.createdAt),
};
const vehicleScope = { kind: 'tenant', column: vehicles.tenantId } as const;

/** The new-energy vehicles: create and the VIN import archive a vehicle and open its new-energy row as ARCHIVED. */
export const neVehicleResource = defineResource({
  spec: neVehicleSpec,
  table: vehicles,
  scope: vehicleScope,
  where: isNeVehicle,
  columns: neColumns,
  searches: neSearches,
  sample: () => ({ vin: 'LNEV0A1B2C3009001', plateCode: '京AD90001' }),
  hooks: {
    async beforeCreate(values, _input, h) {
      await checkVin(values.vin, h);
      await fillFromModel(values, h);
    },
    async afterCreate(id, _input, h) {
      await h.tx.insert(neVehicles).values({ vehicleId: id, tenantId: h.caller.tenantId });
    },
  },
});

export const neVehicleNativeResource = defineResource({
  spec: neVehicleNativeSpec,
  table: vehicles,
  scope: vehicleScope,
  where: isNeVehicle,
  columns: neColumns,
  searches: neSearches,
  exportStyle: 'native',
});

export const neVehicleTodayResource = defineResource({
  spec: neVehicleTodaySpec,
  table: vehicles,
  scope: vehicleScope,
  // today on the clock of the vehicle's tenant (its time zone), evaluated by the database at each
  // request: the day rolls over without a restart
  where: () =>
    sql`exists (select 1 from ne_vehicles n join tenants t on t.id = "vehicles"."tenant_id"
      where n.vehicle_id = "vehicles"."id"
        and n.created_at >= date_trunc('day', now() at time zone t.time_zone) at time zone t.time_zone)`,
  columns: neColumns,
  searches: neSearches,
});

export const neVehicleProductionResource = defineResource({
  spec: neVehicleProductionSpec,
  table: vehicles,
  scope: vehicleScope,
  where: isNeVehicle,
  columns: neColumns,
  searches: neSearches,
});
export const neVehicleSalesResource = defineResource({
  spec: neVehicleSalesSpec,
  table: vehicles,
  scope: vehicleScope,
  where: isNeVehicle,
  columns: neColumns,
  searches: neSearches,
});

/** Belonging dealer: an update assigns a dealer-type organisation and writes its name as the vehicle's dealer. */
export const neBelongDealerResource = defineResource({
  spec: neBelongDealerSpec,
  table: vehicles,
  scope: vehicleScope,
  where: isNeVehicle,
  columns: neColumns,
  searches: neSearches,
  hooks: {
    async beforeUpdate(id, _values, input, _current, h) {
      if (input.dealerOrgId == null) return;
      const [org] = await h.tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(
          and(
            eq(organisations.id, Number(input.dealerOrgId)),
            inArray(organisations.type, [...DEALER_ORG_TYPES]),
          ),
        );
      if (!org) {
        const field = neBelongDealerSpec.fields.dealerOrgId.label[h.caller.lang];
        throw refuse(h.caller.lang, 400, 'NE_NOT_DEALER', 'dealerOrgId', field);
      }
      await h.tx
        .update(neVehicles)
        .set({ dealerOrgId: Number(input.dealerOrgId) })
        .where(eq(neVehicles.vehicleId, id));
      await h.tx.update(vehicles).set({ dealerName: org.name }).where(eq(vehicles.id, id));
    },
  },
});

/** The parts fitted: drive motor, energy storage and terminal rows of the flows. */
export const neAssemblyResource = defineResource({
  spec: neAssemblySpec,
  table: neVehicleEvents,
  scope: { kind: 'tenant', column: neVehicleEvents.tenantId },
  where: () => inArray(neVehicleEvents.kind, ['DRIVER', 'STORAGE', 'TERMINAL']),
  columns: {
    partCode: sql<string>`coalesce(${neVehicleEvents.motorCode}, ${neVehicleEvents.batteryPackCode}, ${neVehicleEvents.terminalCode})`,
    partModel: sql<string | null>`coalesce(
      (select m.code from electric_drive_models m where m.id = "ne_vehicle_events"."motor_model_id"),
      (select s.code from energy_storage_models s where s.id = "ne_vehicle_events"."storage_model_id"))`,
  },
});

const recordScope = { kind: 'tenant', column: neVehicleRecords.tenantId } as const;

/**
 * Filing: the vehicle must be produced (or sold) with its drive motor and energy storage known,
 * and is filed once per platform; record numbers are unique per tenant (the tables enforce both).
 */
async function checkRecord(
  db: Parameters<typeof neVehicleOf>[0],
  caller: Parameters<typeof neVehicleOf>[1],
  data: Record<string, unknown>,
) {
  const vin = String(data.vin);
  const vehicle = await neVehicleOf(db, caller, vin);
  const [parts] = await db
    .select({ motor: neVehicles.motorCode, pack: neVehicles.batteryPackCode })
    .from(neVehicles)
    .where(eq(neVehicles.vehicleId, vehicle.vehicleId));
  const field = vinLabel(caller.lang);
  if (vehicle.status === 'ARCHIVED' || !parts?.motor || !parts.pack)
    throw refuse(caller.lang, 409, 'NE_RECORD_INCOMPLETE', 'vin', field, { vin });
  const [existing] = await db
    .select({ id: neVehicleRecords.id })
    .from(neVehicleRecords)
    .where(
      and(
        eq(neVehicleRecords.vehicleId, vehicle.vehicleId),
        eq(neVehicleRecords.platform, String(data.platform)),
      ),
    );
  if (existing) throw refuse(caller.lang, 409, 'NE_RECORD_EXISTS', 'vin', field, { vin });
  if (Number(data.recordDate) > endOfToday()) {
    const dateField = neRecordSpec.fields.recordDate.label[caller.lang];
    throw refuse(caller.lang, 400, 'NE_DATE_FUTURE', 'recordDate', dateField);
  }
  return vehicle;
}

export const neRecordResource = defineResource({
  spec: neRecordSpec,
  table: neVehicleRecords,
  scope: recordScope,
  sample: () => ({
    vin: 'LNEV0A1B2C3000003',
    platform: 'GB32960',
    recordNo: 'GB-2026-000003',
    recordDate: Date.UTC(2026, 10, 1),
  }),
  checkRow: async (db, caller, data) => void (await checkRecord(db, caller, data)),
  hooks: {
    async beforeCreate(values, input, h) {
      const vehicle = await checkRecord(h.tx, h.caller, input);
      values.vehicleId = vehicle.vehicleId;
      values.vin = vehicle.vin;
    },
  },
});
export const neRecordNativeResource = defineResource({
  spec: neRecordNativeSpec,
  table: neVehicleRecords,
  scope: recordScope,
  exportStyle: 'native',
});

/** Trace-back: the filed vehicles with their parts, production and sale. */
export const neTraceBackResource = defineResource({
  spec: neTraceBackSpec,
  table: vehicles,
  scope: vehicleScope,
  where: (): SQL => sql`exists (select 1 from ne_vehicle_records r where r.vehicle_id = "vehicles"."id")`,
  columns: {
    ...neColumns,
    recordNo: sql<string>`(select string_agg(r.record_no, ', ' order by r.platform) from ne_vehicle_records r where r.vehicle_id = "vehicles"."id")`,
  },
  searches: neSearches,
});

/** Operating units with how many new-energy vehicles each runs. */
export const operatingUnitResource = defineResource({
  spec: operatingUnitSpec,
  table: operatingUnits,
  scope: { kind: 'tenant', column: operatingUnits.tenantId },
  columns: {
    vehicleCount: sql<number>`(select count(*)::int from ne_vehicles n where n.operating_unit_id = "operating_units"."id")`,
  },
  sample: () => ({ name: '上海城市新能源运营有限公司', contacts: '陈静', telephone: '021-66668888' }),
});

/** The group's body colour screen: the vehicle colours themselves, under the screen's own permissions. */
export const neVehicleColourResource = defineResource({
  ...vehicleColourResource.def,
  spec: neVehicleColourSpec,
});
