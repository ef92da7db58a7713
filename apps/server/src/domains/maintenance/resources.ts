import { and, eq, sql } from 'drizzle-orm';
import {
  MAINTENANCE_LIMITS,
  maintenanceFreeVehicleSpec,
  maintenanceLogSpec,
  maintenanceStrategySpec,
  maintenanceVehicleSpec,
} from '@chelian/contracts/resources/maintenance/maintenance';
import type { Language } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { vehicles } from '../vehicle/schema';
import { applyMaintenance, LINK_COLUMNS, odometerOf, refreshDue, rowsOf } from './due';
import { maintenanceLinks, maintenanceLogs, maintenanceStrategies } from './schema';

type Values = Record<string, unknown>;

const num = (v: unknown): number | null => (v == null || v === '' ? null : Number(v));

/** A field error in the caller's language: the whole change is refused. */
function refuse(lang: Language, field: string, code: Parameters<typeof translate>[1], params = {}): never {
  throw new AppError(400, code, params, { [field]: translate(lang, code, params) });
}

/** A strategy's figures hold together: an interval at least, warnings shorter than their intervals. */
export function checkStrategy(v: Values, lang: Language): void {
  const mileageOver = num(v.mileageOver);
  const timeOver = num(v.timeOver);
  if (mileageOver == null && timeOver == null) refuse(lang, 'mileageOver', 'MAINTENANCE_INTERVAL_REQUIRED');
  if (mileageOver != null && (num(v.mileagePre) ?? 0) >= mileageOver)
    refuse(lang, 'mileagePre', 'MAINTENANCE_MILEAGE_PRE');
  if (timeOver != null) {
    const month = v.timeUnit !== 'DAY';
    if (month && timeOver > MAINTENANCE_LIMITS.months)
      refuse(lang, 'timeOver', 'MAINTENANCE_TIME_OVER', {
        max: MAINTENANCE_LIMITS.months,
        unit: maintenanceStrategySpec.fields.timeUnit.label[lang],
      });
    // a month is counted as 28 days here: the shortest, so the warning is always before the due day
    const days = month ? timeOver * 28 : timeOver;
    if ((num(v.timePre) ?? 0) >= days) refuse(lang, 'timePre', 'MAINTENANCE_TIME_PRE', { days });
  }
}

const STRATEGY = '"maintenance_strategies"';

export const maintenanceStrategyResource = defineResource({
  spec: maintenanceStrategySpec,
  table: maintenanceStrategies,
  scope: { kind: 'tenant', column: maintenanceStrategies.tenantId },
  columns: {
    vehicleCount: sql.raw(
      `(select count(*)::int from maintenance_links l where l.strategy_id = ${STRATEGY}."id")`,
    ),
    dueCount:
      sql.raw(`(select count(*)::int from maintenance_links l where l.strategy_id = ${STRATEGY}."id" and (
      (l.warn_mileage is not null and (select coalesce(lt.mileage, v.mileage) from vehicles v left join vehicle_latest lt on lt.vehicle_id = v.id where v.id = l.vehicle_id) >= l.warn_mileage)
      or l.warn_at <= now() or l.due_at <= now()))`),
  },
  sample: () => ({
    name: '常规保养',
    mileageOver: 10000,
    mileagePre: 500,
    timeOver: 6,
    timeUnit: 'MONTH',
    timePre: 15,
  }),
  hooks: {
    beforeCreate(values, input, h) {
      checkStrategy(input, h.caller.lang);
      values.createdBy = h.caller.userId;
    },
    beforeUpdate(_id, _values, input, current, h) {
      checkStrategy({ ...current, ...input }, h.caller.lang);
    },
    async afterUpdate(id, _input, _current, h) {
      await refreshDue(h.tx, sql`l.strategy_id = ${id}`);
    },
  },
});

export const maintenanceVehicleResource = defineResource({
  spec: maintenanceVehicleSpec,
  table: maintenanceLinks,
  id: maintenanceLinks.vehicleId,
  scope: { kind: 'tenant', column: maintenanceLinks.tenantId, vehicle: maintenanceLinks.vehicleId },
  columns: LINK_COLUMNS,
  searches: {
    plate: (pattern) =>
      sql`${maintenanceLinks.vehicleId} in (select v.id from vehicles v where v.plate ilike ${pattern})`,
  },
});

/** The tenant's vehicles as the link dialog offers them; served only through notRef (routes.ts). */
export const maintenanceFreeVehicleResource = defineResource({
  spec: maintenanceFreeVehicleSpec,
  table: vehicles,
  scope: { kind: 'tenant', column: vehicles.tenantId, vehicle: vehicles.id },
  columns: {
    mileage: sql.raw(
      '(select coalesce(lt.mileage, "vehicles"."mileage") from vehicle_latest lt where lt.vehicle_id = "vehicles"."id")',
    ),
  },
});

/** The vehicle of a VIN in the caller's tenant, with its strategy and odometer; a field error when there is none. */
export async function vehicleOfVin(
  db: Parameters<typeof refreshDue>[0],
  tenantId: number,
  vin: string,
  lang: Language,
): Promise<{ id: number; vin: string; strategyId: number | null; odometer: number | null }> {
  const [row] = await db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      strategyId: maintenanceLinks.strategyId,
      odometer: sql<number | null>`${odometerOf(sql`${vehicles.id}`)}`,
    })
    .from(vehicles)
    .leftJoin(maintenanceLinks, eq(maintenanceLinks.vehicleId, vehicles.id))
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, vin.trim().toUpperCase())));
  if (!row) refuse(lang, 'vin', 'MAINTENANCE_VIN_NOT_FOUND', { vin });
  return { ...row, odometer: row.odometer == null ? null : Number(row.odometer) };
}

export const maintenanceLogResource = defineResource({
  spec: maintenanceLogSpec,
  table: maintenanceLogs,
  scope: { kind: 'tenant', column: maintenanceLogs.tenantId, vehicle: maintenanceLogs.vehicleId },
  columns: {
    plate: sql.raw('(select v.plate from vehicles v where v.id = "maintenance_logs"."vehicle_id")'),
  },
  searches: {
    plate: (pattern) =>
      sql`${maintenanceLogs.vehicleId} in (select v.id from vehicles v where v.plate ilike ${pattern})`,
  },
  sample: () => ({
    vin: 'LCLE2026000000001',
    content: '更换机油、机滤，检查制动系统',
    site: '北京朝阳服务站',
  }),
  hooks: {
    async beforeCreate(values, input, h) {
      const lang = h.caller.lang;
      const vehicle = await vehicleOfVin(h.tx, h.caller.tenantId, String(input.vin ?? ''), lang);
      const at = new Date(Number(input.maintainedAt));
      if (at.getTime() > Date.now() + 60_000) refuse(lang, 'maintainedAt', 'MAINTENANCE_FUTURE');
      Object.assign(values, {
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        strategyId: vehicle.strategyId,
        mileage: num(input.mileage) ?? vehicle.odometer,
        createdBy: h.caller.userId,
      });
    },
    async afterCreate(id, _input, h) {
      const [log] = await h.tx
        .select({
          vehicleId: maintenanceLogs.vehicleId,
          maintainedAt: maintenanceLogs.maintainedAt,
          mileage: maintenanceLogs.mileage,
        })
        .from(maintenanceLogs)
        .where(eq(maintenanceLogs.id, id));
      if (log) await applyMaintenance(h.tx, log.vehicleId, log.maintainedAt, log.mileage);
    },
  },
});

export { rowsOf };
