import { and, eq, sql } from 'drizzle-orm';
import {
  alarmStrategyConditionSpec,
  alarmStrategySpec,
  alarmStrategyVinSpec,
  GB_ALARM_FLAGS,
  gbAlarmSpec,
  vehicleAlarmSpec,
} from '@chelian/contracts/resources/alarm/index';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { alarmEpisodes } from '../telemetry/schema';
import { vehicles } from '../vehicle/schema';
import { ALARM_RULES_CHANGED } from './evaluator';
import { alarmStrategies, alarmStrategyConditions, alarmStrategyVins, vehicleAlarms } from './schema';

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
  hooks: {
    async beforeCreate(values, _input, h) {
      await ownStrategy(h, values.strategyId);
      const vin = String(values.vin ?? '')
        .trim()
        .toUpperCase();
      const [vehicle] = await h.tx
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, h.caller.tenantId)));
      if (!vehicle) {
        const message = translate(h.caller.lang, 'ALARM_STRATEGY_VIN_UNKNOWN', { vin });
        throw new AppError(400, 'ALARM_STRATEGY_VIN_UNKNOWN', { vin }, { vin: message });
      }
      values.vin = vehicle.vin;
      values.vehicleId = vehicle.id;
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
  columns: {
    state: sql<string>`case when ${vehicleAlarms.endedAt} is null then 'OPEN' else 'ENDED' end`,
    level: sql<string>`${vehicleAlarms.level}::text`,
  },
});

export const alarmResources = [
  alarmStrategyResource,
  alarmStrategyConditionResource,
  alarmStrategyVinResource,
  gbAlarmResource,
  vehicleAlarmResource,
];
