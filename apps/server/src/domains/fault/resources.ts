import { sql } from 'drizzle-orm';
import { faultCodeSpec, faultDetailSpec, faultPartSpec } from '@chelian/contracts/resources/fault/fault';
import { defineResource } from '../../engine/engine';
import { faultCodes, faultParts, faultRecords } from './schema';

export const faultPartResource = defineResource({
  spec: faultPartSpec,
  table: faultParts,
  scope: { kind: 'tenant', column: faultParts.tenantId },
  sample: () => ({ code: 'BMS', name: '电池管理系统' }),
});

type Values = Record<string, unknown>;
const upper = (values: Values, input: Values) => {
  if (typeof input.code === 'string') values.code = input.code.toUpperCase();
};

export const faultCodeResource = defineResource({
  spec: faultCodeSpec,
  table: faultCodes,
  scope: { kind: 'tenant', column: faultCodes.tenantId },
  sample: () => ({
    category: 'STORAGE',
    code: '0010A1F3',
    description: '单体电池电压采样异常',
    advice: '检查电池管理系统采样线束',
    spn: 41459,
    fmi: 16,
    cm: 0,
    oc: 1,
  }),
  hooks: {
    beforeCreate: (values, input) => upper(values, input),
    beforeUpdate: (_id, values, input) => upper(values, input),
  },
});

/**
 * The fault code entry of a record's code in its vehicle's series (qualified by hand: drizzle
 * leaves the outer table's name off its own columns).
 */
const entry = (column: string) =>
  sql.raw(
    `(select c.${column} from fault_codes c join vehicles v on v.id = "fault_records"."vehicle_id"
      where c.tenant_id = "fault_records"."tenant_id" and c.vehicle_series_id = v.vehicle_series_id
        and c.category = "fault_records"."category" and c.code = "fault_records"."code")`,
  );

export const faultDetailResource = defineResource({
  spec: faultDetailSpec,
  table: faultRecords,
  scope: { kind: 'tenant', column: faultRecords.tenantId, vehicle: faultRecords.vehicleId },
  columns: {
    plate: sql.raw('(select v.plate from vehicles v where v.id = "fault_records"."vehicle_id")'),
    vehicleSeriesId: sql.raw(
      '(select v.vehicle_series_id from vehicles v where v.id = "fault_records"."vehicle_id")',
    ),
    description: entry('description'),
    advice: entry('advice'),
    faultPartId: entry('fault_part_id'),
    state: sql.raw(`(case when "fault_records"."ended_at" is null then 'ACTIVE' else 'RECOVERED' end)`),
    handledByName: sql.raw(
      '(select coalesce(u.real_name, u.user_name) from users u where u.id = "fault_records"."handled_by")',
    ),
  },
  searches: {
    plate: (pattern) =>
      sql`${faultRecords.vehicleId} in (select v.id from vehicles v where v.plate ilike ${pattern})`,
  },
});
