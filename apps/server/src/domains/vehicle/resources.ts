import { isNull, sql } from 'drizzle-orm';
import {
  vehicleCodeSpec,
  vehicleProductionSpec,
  vehicleRecordSpec,
  vehicleSaleSpec,
  vehicleSpec,
  vehicleTerminalLogSpec,
  vehicleTerminalSpec,
} from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { TerminalBinding } from './binding';
import { terminals } from '../terminal/schema';
import { vehicleTerminalLogs, vehicles, vehicleTerminals } from './schema';
import { applyServiceDates, checkConfigInfo, checkVin, fillFromModel } from './rules';

// Written out with table names: drizzle leaves single-table selections unqualified, and "id"
// would be ambiguous inside these correlated subqueries.
/** The code of the terminal bound now (the open binding). */
const boundTerminalCode = sql<string | null>`(select t.terminal_code from vehicle_terminals b
  join terminals t on t.id = b.terminal_id
  where b.vehicle_id = "vehicles"."id" and b.unbound_at is null)`;

/** Online as the gateway last recorded it (vehicle_latest). */
const online = sql<boolean>`coalesce((select l.online from vehicle_latest l where l.vehicle_id = "vehicles"."id"), false)`;

/** "Terminal code contains": the terminals' trigram index finds the codes, the open bindings their vehicles. */
const terminalCodeSearch = (pattern: string) => sql`"vehicles"."id" in (select b.vehicle_id from terminals t
  join vehicle_terminals b on b.terminal_id = t.id and b.unbound_at is null
  where t.terminal_code ilike ${pattern})`;

// a dealer's user sees only its vehicles (platform/vehicle-scope.ts)
const scope = { kind: 'tenant', column: vehicles.tenantId, vehicle: vehicles.id } as const;
const columns = { plateCode: vehicles.plate, terminalCode: boundTerminalCode, onlineStatus: online };

export const vehicleResource = defineResource({
  spec: vehicleSpec,
  table: vehicles,
  scope,
  columns,
  searches: { terminalCode: terminalCodeSearch },
  // its hooks read the model and a parameter, never other vehicles: a file goes in 500 rows at a time
  bulkImport: true,
  sample: () => ({
    vin: 'LCLE5A2B7RA000001',
    plateCode: '京AD12345',
    saleStatus: 'UNSOLD',
    dealerName: '北京朝阳车联体验店',
  }),
  hooks: {
    async beforeCreate(values, _input, h) {
      await checkVin(values.vin, h);
      await fillFromModel(values, h);
      applyServiceDates(values, {}, h);
    },
    async beforeUpdate(_id, values, _input, current, h) {
      if ('vin' in values && values.vin !== current.vin) await checkVin(values.vin, h);
      if ('vehicleModelId' in values) await fillFromModel(values, h);
      applyServiceDates(values, current, h);
    },
  },
});

/** Sale and customer information of the vehicles. */
export const vehicleSaleResource = defineResource({
  spec: vehicleSaleSpec,
  table: vehicles,
  scope,
  hooks: {
    beforeUpdate(_id, values, _input, current, h) {
      applyServiceDates(values, current, h);
    },
  },
});

export const vehicleProductionResource = defineResource({
  spec: vehicleProductionSpec,
  table: vehicles,
  scope,
});

export const vehicleRecordResource = defineResource({
  spec: vehicleRecordSpec,
  table: vehicles,
  scope,
  columns: { plateCode: vehicles.plate },
});

export const vehicleCodeResource = defineResource({
  spec: vehicleCodeSpec,
  table: vehicles,
  scope,
  hooks: {
    beforeUpdate(_id, values, _input, _current, h) {
      checkConfigInfo(values.configInfo, vehicleCodeSpec.fields.configInfo.label[h.caller.lang]);
    },
  },
});

export const vehicleTerminalLogResource = defineResource({
  spec: vehicleTerminalLogSpec,
  table: vehicleTerminalLogs,
  scope: { kind: 'tenant', column: vehicleTerminalLogs.tenantId },
});

/**
 * The open bindings. A create (one imported row) binds through the same rules as the bind call:
 * the vehicle must have no terminal and the terminal must be free; the log gets a BIND row.
 */
export const vehicleTerminalResource = defineResource({
  spec: vehicleTerminalSpec,
  table: vehicleTerminals,
  scope: { kind: 'tenant', column: vehicleTerminals.tenantId },
  where: () => isNull(vehicleTerminals.unboundAt),
  columns: {
    vin: sql<string>`(select v.vin from vehicles v where v.id = "vehicle_terminals"."vehicle_id")`,
    terminalCode: sql<string>`(select t.terminal_code from terminals t where t.id = "vehicle_terminals"."terminal_id")`,
  },
  searches: {
    vin: (pattern) =>
      sql`"vehicle_terminals"."vehicle_id" in (select v.id from vehicles v where v.vin ilike ${pattern})`,
    terminalCode: (pattern) =>
      sql`"vehicle_terminals"."terminal_id" in (select t.id from terminals t where t.terminal_code ilike ${pattern})`,
  },
  sample: () => ({ vin: 'LCLE5A2B0SA100001', terminalCode: 'TBOX-DEMO-0001' }),
  hooks: {
    async beforeCreate(values, input, h) {
      const { vehicle, terminal } = await new TerminalBinding(h.tx).forBind(
        h.tx,
        h.caller,
        String(input.vin),
        String(input.terminalCode),
      );
      values.vehicleId = vehicle.vehicleId;
      values.terminalId = terminal.id;
    },
    async afterCreate(_id, input, h) {
      const vin = String(input.vin);
      const code = String(input.terminalCode);
      const [terminal] = await h.tx
        .select({ id: terminals.id })
        .from(terminals)
        .where(sql`${terminals.terminalCode} = ${code} and ${terminals.tenantId} = ${h.caller.tenantId}`);
      const [vehicle] = await h.tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(sql`${vehicles.vin} = ${vin}`);
      await new TerminalBinding(h.tx).log(h.tx, h.caller, {
        vehicleId: vehicle?.id ?? null,
        vin,
        action: 'BIND',
        terminalId: terminal?.id ?? null,
        terminalCode: code,
      });
    },
  },
});
