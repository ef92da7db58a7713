import { sql } from 'drizzle-orm';
import {
  vehicleCodeSpec,
  vehicleProductionSpec,
  vehicleRecordSpec,
  vehicleSaleSpec,
  vehicleSpec,
  vehicleTerminalLogSpec,
} from '@chelian/contracts';
import { defineResource } from '../../resources/engine';
import { vehicleTerminalLogs, vehicles } from './schema';
import { applyServiceDates, checkConfigInfo, checkVin, fillFromModel } from './rules';

// Written out with table names: drizzle leaves single-table selections unqualified, and "id"
// would be ambiguous inside these correlated subqueries.
/** The code of the terminal bound now (the open binding). */
const boundTerminalCode = sql<string | null>`(select t.terminal_code from vehicle_terminals b
  join terminals t on t.id = b.terminal_id
  where b.vehicle_id = "vehicles"."id" and b.unbound_at is null)`;

/** Online as the gateway last recorded it (vehicle_latest). */
const online = sql<boolean>`coalesce((select l.online from vehicle_latest l where l.vehicle_id = "vehicles"."id"), false)`;

const scope = { kind: 'tenant', column: vehicles.tenantId } as const;
const columns = { plateCode: vehicles.plate, terminalCode: boundTerminalCode, onlineStatus: online };

export const vehicleResource = defineResource({
  spec: vehicleSpec,
  table: vehicles,
  scope,
  columns,
  sample: () => ({
    vin: 'LCLE5A2B7RA000001',
    plateCode: '京AD12345',
    saleStatus: 'UNSOLD',
    dealerName: '北京朝阳车联体验店',
  }),
  hooks: {
    async beforeCreate(values, _input, h) {
      await checkVin(values.vin, h);
      await fillFromModel(values, h.tx);
      applyServiceDates(values, {}, h);
    },
    async beforeUpdate(_id, values, _input, current, h) {
      if ('vin' in values && values.vin !== current.vin) await checkVin(values.vin, h);
      if ('vehicleModelId' in values) await fillFromModel(values, h.tx);
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

export const vehicleProductionResource = defineResource({ spec: vehicleProductionSpec, table: vehicles, scope });

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
