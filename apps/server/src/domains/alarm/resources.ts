import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@chelian/contracts';
import {
  alarmStrategyConditionSpec,
  alarmStrategySpec,
  alarmStrategyVinSpec,
  GB_ALARM_FLAGS,
  gbAlarmSpec,
  vehicleAlarmSpec,
  abnormalLocationSpec,
  abnormalOfflineSpec,
  noticeStrategySpec,
  noticeStrategyVehicleSpec,
  terminalAlarmHistorySpec,
  terminalAlarmInfoSpec,
  terminalAlarmItemSpec,
  terminalAlarmStrategySpec,
  terminalAlarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/index';
import type { Db } from '../../db/client';
import { vinSearch } from '../../db/like';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { alarmEpisodes } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { ALARM_RULES_CHANGED } from './evaluator';
import { TERMINAL_RULES_CHANGED } from './terminal-rules';
import {
  abnormalLocations,
  abnormalOfflines,
  alarmStrategies,
  alarmStrategyConditions,
  alarmStrategyVins,
  noticeStrategies,
  noticeStrategyUsers,
  noticeStrategyVehicles,
  terminalAlarmItems,
  terminalAlarms,
  terminalAlarmStrategies,
  terminalAlarmStrategyItems,
  terminalAlarmStrategyVins,
  vehicleAlarms,
} from './schema';

/** The workers hold the rules in memory: tell them to read them again. */
const rulesChanged = (h: Omit<HookContext, 'tx'>) => {
  h.server.bus.publish(ALARM_RULES_CHANGED, { tenantId: h.caller.tenantId, at: Date.now() });
};

/** A strategy of the caller's tenant, or a 400 on the field. */
async function ownStrategy(h: HookContext, id: unknown): Promise<void> {
  const [row] = await h.tx
    .select({ id: alarmStrategies.id })
    .from(alarmStrategies)
    .where(and(eq(alarmStrategies.id, Number(id)), eq(alarmStrategies.tenantId, h.caller.tenantId)));
  if (!row) {
    const message = translate(h.caller.lang, 'ALARM_NOT_FOUND');
    throw new AppError(400, 'ALARM_NOT_FOUND', {}, { strategyId: message });
  }
}

export const alarmStrategyResource = defineResource({
  spec: alarmStrategySpec,
  table: alarmStrategies,
  scope: { kind: 'tenant', column: alarmStrategies.tenantId },
  columns: { level: sql<string>`${alarmStrategies.level}::text` },
  sample: () => ({ name: '超速报警', level: '2', scope: 'ALL', enabled: true }),
  hooks: {
    // level is read as text (an enum of the spec) and stored as a number: written from the input
    beforeCreate(values, input, h) {
      values.level = Number(input.level);
      values.createdBy = h.caller.userId;
    },
    beforeUpdate(_id, values, input) {
      if (input.level != null) values.level = Number(input.level);
    },
    afterCommit: rulesChanged,
  },
});

export const alarmStrategyConditionResource = defineResource({
  spec: alarmStrategyConditionSpec,
  table: alarmStrategyConditions,
  scope: { kind: 'tenant', column: alarmStrategyConditions.tenantId },
  // the template's example: SOC under 10 % for 30 s, cleared above 12 %
  sample: () => ({ metric: 'soc', operator: 'LT', threshold: 10, durationSeconds: 30, hysteresis: 2 }),
  hooks: {
    async beforeCreate(values, _input, h) {
      await ownStrategy(h, values.strategyId);
    },
    async beforeUpdate(_id, values, _input, _current, h) {
      if (values.strategyId !== undefined) await ownStrategy(h, values.strategyId);
    },
    afterCommit: rulesChanged,
  },
});

export const alarmStrategyVinResource = defineResource({
  spec: alarmStrategyVinSpec,
  table: alarmStrategyVins,
  scope: { kind: 'tenant', column: alarmStrategyVins.tenantId },
  // every row of a file is checked before anything is linked: a VIN of no vehicle of the tenant
  // (another tenant's included) is refused on its row, in the preview and the report alike
  async checkRow(db, caller, data) {
    const vin = normalVin(data.vin);
    if (!(await tenantVehicle(db, caller.tenantId, vin))) throw unknownVin(caller.lang, vin);
  },
  hooks: {
    async beforeCreate(values, _input, h) {
      await ownStrategy(h, values.strategyId);
      await vehicleOfVin(h, values);
    },
    afterCommit: rulesChanged,
  },
});

const handleOf = (column: 'handle_status' | 'handle_content' | 'handled_at') =>
  sql.raw(`(select h.${column} from gb_alarm_handles h where h.episode_id = "alarm_episodes"."id")`);

const FLAG_NAMES = `array[${GB_ALARM_FLAGS.map((f) => `'${f}'`).join(',')}]::text[]`;

/** GB alarms: the alarm episodes the ingest worker writes, with their handling beside them. */
export const gbAlarmResource = defineResource({
  spec: gbAlarmSpec,
  table: alarmEpisodes,
  scope: { kind: 'tenant', column: alarmEpisodes.tenantId, vehicle: alarmEpisodes.vehicleId },
  searches: { vin: vinSearch(alarmEpisodes.vin) },
  equals: { highestLevel: alarmEpisodes.highestLevel },
  columns: {
    state: sql<string>`case when ${alarmEpisodes.endedAt} is null then 'OPEN' else 'ENDED' end`,
    highestLevel: sql<string>`${alarmEpisodes.highestLevel}::text`,
    flagNames: sql<string[]>`array(select n from unnest(${sql.raw(FLAG_NAMES)}) with ordinality as f(n, i)
      where (${alarmEpisodes.flags} >> (f.i - 1)::int) & 1 = 1)`,
    faultCount: sql<number>`(cardinality(${alarmEpisodes.storageFaults}) + cardinality(${alarmEpisodes.motorFaults})
      + cardinality(${alarmEpisodes.engineFaults}) + cardinality(${alarmEpisodes.otherFaults}))::int`,
    handleStatus: sql<string>`coalesce(${handleOf('handle_status')}, 'UNHANDLED')`,
    handleContent: handleOf('handle_content'),
    handledAt: handleOf('handled_at'),
  },
});

/** Alarms raised by strategies and model thresholds. */
export const vehicleAlarmResource = defineResource({
  spec: vehicleAlarmSpec,
  table: vehicleAlarms,
  scope: { kind: 'tenant', column: vehicleAlarms.tenantId, vehicle: vehicleAlarms.vehicleId },
  searches: { vin: vinSearch(vehicleAlarms.vin) },
  equals: { level: vehicleAlarms.level },
  columns: {
    state: sql<string>`case when ${vehicleAlarms.endedAt} is null then 'OPEN' else 'ENDED' end`,
    level: sql<string>`${vehicleAlarms.level}::text`,
  },
});

/** The ingest workers hold the terminal items in memory: tell them to read them again. */
const terminalRulesChanged = (h: Omit<HookContext, 'tx'>) => {
  h.server.bus.publish(TERMINAL_RULES_CHANGED, { tenantId: h.caller.tenantId, at: Date.now() });
};

/** A row of the caller's tenant in `table`, or a 400 on the strategy field. */
async function ownRow(
  h: HookContext,
  table: typeof terminalAlarmStrategies | typeof noticeStrategies,
  id: unknown,
) {
  const [row] = await h.tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, Number(id)), eq(table.tenantId, h.caller.tenantId)));
  if (!row) {
    const message = translate(h.caller.lang, 'ALARM_NOT_FOUND');
    throw new AppError(400, 'ALARM_NOT_FOUND', {}, { strategyId: message });
  }
}

const normalVin = (raw: unknown) =>
  String(raw ?? '')
    .trim()
    .toUpperCase();

/** The tenant's vehicle of a VIN (none for another tenant's). */
async function tenantVehicle(db: Db, tenantId: number, vin: string) {
  const [vehicle] = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, tenantId)));
  return vehicle;
}

const unknownVin = (lang: Language, vin: string) =>
  new AppError(
    400,
    'ALARM_STRATEGY_VIN_UNKNOWN',
    { vin },
    { vin: translate(lang, 'ALARM_STRATEGY_VIN_UNKNOWN', { vin }) },
  );

/** A linked vehicle is named by its VIN: the tenant's vehicle, or a 400 on the field. */
async function vehicleOfVin(h: HookContext, values: Record<string, unknown>): Promise<void> {
  const vin = normalVin(values.vin);
  const vehicle = await tenantVehicle(h.tx, h.caller.tenantId, vin);
  if (!vehicle) throw unknownVin(h.caller.lang, vin);
  values.vin = vehicle.vin;
  values.vehicleId = vehicle.id;
}

const levelText = (column: PgColumn) => sql<string>`${column}::text`;

export const terminalAlarmItemResource = defineResource({
  spec: terminalAlarmItemSpec,
  table: terminalAlarmItems,
  scope: { kind: 'tenant', column: terminalAlarmItems.tenantId },
  columns: { level: levelText(terminalAlarmItems.level) },
  sample: () => ({ name: '登录失败', kind: 'LOGIN_FAIL', threshold: 3, windowMinutes: 10, level: '2' }),
  hooks: {
    beforeCreate(values, input) {
      values.level = Number(input.level);
    },
    beforeUpdate(_id, values, input) {
      if (input.level != null) values.level = Number(input.level);
    },
    afterCommit: terminalRulesChanged,
  },
});

export const terminalAlarmStrategyResource = defineResource({
  spec: terminalAlarmStrategySpec,
  table: terminalAlarmStrategies,
  scope: { kind: 'tenant', column: terminalAlarmStrategies.tenantId },
  relations: {
    itemIds: {
      table: terminalAlarmStrategyItems,
      owner: terminalAlarmStrategyItems.strategyId,
      target: terminalAlarmStrategyItems.itemId,
    },
  },
  hooks: { afterCommit: terminalRulesChanged },
});

export const terminalAlarmStrategyVinResource = defineResource({
  spec: terminalAlarmStrategyVinSpec,
  table: terminalAlarmStrategyVins,
  scope: {
    kind: 'tenant',
    column: terminalAlarmStrategyVins.tenantId,
    vehicle: terminalAlarmStrategyVins.vehicleId,
  },
  hooks: {
    async beforeCreate(values, _input, h) {
      await ownRow(h, terminalAlarmStrategies, values.strategyId);
      await vehicleOfVin(h, values);
    },
    afterCommit: terminalRulesChanged,
  },
});

const terminalAlarmColumns = {
  state: sql<string>`case when ${terminalAlarms.endedAt} is null then 'OPEN' else 'ENDED' end`,
  level: levelText(terminalAlarms.level),
  handlerName: sql<
    string | null
  >`(select coalesce(nullif(u.real_name, ''), u.user_name) from users u where u.id = ${terminalAlarms.handledBy})`,
};

/** Terminal alarms still open. */
export const terminalAlarmInfoResource = defineResource({
  spec: terminalAlarmInfoSpec,
  table: terminalAlarms,
  scope: { kind: 'tenant', column: terminalAlarms.tenantId, vehicle: terminalAlarms.vehicleId },
  searches: { vin: vinSearch(terminalAlarms.vin) },
  where: () => isNull(terminalAlarms.endedAt),
  columns: terminalAlarmColumns,
});

/** Every terminal alarm. */
export const terminalAlarmHistoryResource = defineResource({
  spec: terminalAlarmHistorySpec,
  table: terminalAlarms,
  scope: { kind: 'tenant', column: terminalAlarms.tenantId, vehicle: terminalAlarms.vehicleId },
  searches: { vin: vinSearch(terminalAlarms.vin) },
  columns: terminalAlarmColumns,
});

export const abnormalLocationResource = defineResource({
  spec: abnormalLocationSpec,
  table: abnormalLocations,
  scope: { kind: 'tenant', column: abnormalLocations.tenantId, vehicle: abnormalLocations.vehicleId },
  searches: { vin: vinSearch(abnormalLocations.vin) },
});

export const abnormalOfflineResource = defineResource({
  spec: abnormalOfflineSpec,
  table: abnormalOfflines,
  scope: { kind: 'tenant', column: abnormalOfflines.tenantId, vehicle: abnormalOfflines.vehicleId },
  columns: {
    state: sql<string>`case when ${abnormalOfflines.endedAt} is null then 'OPEN' else 'ENDED' end`,
    offlineDays: sql<number>`floor(extract(epoch from (coalesce(${abnormalOfflines.endedAt}, now())
      - ${abnormalOfflines.lastSeenAt})) / 86400)::int`,
  },
});

export const noticeStrategyResource = defineResource({
  spec: noticeStrategySpec,
  table: noticeStrategies,
  scope: { kind: 'tenant', column: noticeStrategies.tenantId },
  columns: { minLevel: levelText(noticeStrategies.minLevel) },
  relations: {
    userIds: {
      table: noticeStrategyUsers,
      owner: noticeStrategyUsers.strategyId,
      target: noticeStrategyUsers.userId,
    },
  },
  hooks: {
    beforeCreate(values, input) {
      values.minLevel = Number(input.minLevel ?? 1);
    },
    beforeUpdate(_id, values, input) {
      if (input.minLevel != null) values.minLevel = Number(input.minLevel);
    },
  },
});

export const noticeStrategyVehicleResource = defineResource({
  spec: noticeStrategyVehicleSpec,
  table: noticeStrategyVehicles,
  scope: {
    kind: 'tenant',
    column: noticeStrategyVehicles.tenantId,
    vehicle: noticeStrategyVehicles.vehicleId,
  },
  hooks: {
    async beforeCreate(values, _input, h) {
      await ownRow(h, noticeStrategies, values.strategyId);
      await vehicleOfVin(h, values);
    },
  },
});

export const alarmResources = [
  alarmStrategyResource,
  alarmStrategyConditionResource,
  alarmStrategyVinResource,
  gbAlarmResource,
  vehicleAlarmResource,
  terminalAlarmItemResource,
  terminalAlarmStrategyResource,
  terminalAlarmStrategyVinResource,
  terminalAlarmInfoResource,
  terminalAlarmHistoryResource,
  abnormalLocationResource,
  abnormalOfflineResource,
  noticeStrategyResource,
  noticeStrategyVehicleResource,
];
