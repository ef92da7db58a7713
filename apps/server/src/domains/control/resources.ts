import { and, count, eq, exists, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  commandLogSpec,
  lockLogSpec,
  lockVehicleSpec,
  qbLinkParamHistorySpec,
  qbLinkParamSpec,
  qbTaskSpec,
  qbTaskVehicleSpec,
  terminalTaskSpec,
  vehicleDebugLogSpec,
  vehicleDebugSpec,
} from '@chelian/contracts';
import { LINK_PARAM_IDS } from '@chelian/contracts/terminalParams';
import { AppError } from '../../platform/errors';
import { downlinkCommands, vehicleLatest } from '../telemetry/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { CANCELLED_ERROR, lockStatusOf, speedLevelOf } from './lock';
import { parseQbParams } from './qb';
import { defineResource } from '../../engine/engine';
import {
  controlCommands,
  lockCommands,
  lockVehicles,
  qbLinkParamSets,
  qbTaskVehicles,
  qbTasks,
  terminalParamValues,
  terminalTasks,
  vehicleDebugLogs,
  vehicleDebugs,
} from './schema';

const qb = new QueryBuilder();

/** A column of the gateway's delivery with this check id (a correlated subquery). */
const delivered = (column: AnyPgColumn | SQL, checkId: AnyPgColumn) =>
  sql`${qb.select({ value: column }).from(downlinkCommands).where(eq(downlinkCommands.checkId, checkId))}`;

/** The delivery's status (pending until the gateway records it), result code and answer time. */
const delivery = (checkId: AnyPgColumn, createdAt: AnyPgColumn) => ({
  status: sql<string>`coalesce(${delivered(downlinkCommands.status, checkId)}, 'pending')`,
  resultCode: sql`coalesce(${delivered(downlinkCommands.statusCode, checkId)}, 3)`.mapWith(Number),
  answeredAt: delivered(downlinkCommands.answeredAt, checkId).mapWith(createdAt),
});

/** The plate of the row's vehicle. */
const plateOf = (vehicleId: AnyPgColumn) => {
  const plate = qb.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return sql<string | null>`${plate}`;
};

export const commandLogResource = defineResource({
  spec: commandLogSpec,
  table: controlCommands,
  scope: { kind: 'tenant', column: controlCommands.tenantId },
  columns: delivery(controlCommands.checkId, controlCommands.createdAt),
});

export const terminalTaskResource = defineResource({
  spec: terminalTaskSpec,
  table: terminalTasks,
  scope: { kind: 'tenant', column: terminalTasks.tenantId },
  columns: delivery(terminalTasks.checkId, terminalTasks.createdAt),
});

export const lockVehicleResource = defineResource({
  spec: lockVehicleSpec,
  table: lockVehicles,
  scope: { kind: 'tenant', column: lockVehicles.tenantId },
  columns: {
    plate: plateOf(lockVehicles.vehicleId),
    lockStatus: sql<string>`${lockStatusOf(lockVehicles.vehicleId)}::text`,
    speedLevel: speedLevelOf(lockVehicles.vehicleId),
  },
});

const lockDelivery = delivery(lockCommands.checkId, lockCommands.createdAt);

export const lockLogResource = defineResource({
  spec: lockLogSpec,
  table: lockCommands,
  scope: { kind: 'tenant', column: lockCommands.tenantId },
  columns: { state: lockDelivery.status, resTime: lockDelivery.answeredAt },
});

export const vehicleDebugResource = defineResource({
  spec: vehicleDebugSpec,
  table: vehicleDebugs,
  scope: { kind: 'tenant', column: vehicleDebugs.tenantId },
  hooks: {
    // the VIN names one of the caller's vehicles; who starts the debug is recorded
    async beforeCreate(values, _input, h) {
      // inside the engine's transaction (PGlite has one connection)
      const vin = String(values.vin ?? '').toUpperCase();
      const [vehicle] = await h.tx
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, h.caller.tenantId)));
      if (!vehicle) throw new AppError(404, 'CONTROL_VEHICLE_UNKNOWN', { vin });
      values.vehicleId = vehicle.id;
      values.vin = vehicle.vin;
      values.status = 'PENDING';
      values.debugUserId = h.caller.userId;
      values.debugUserName = h.caller.auth.userName;
    },
  },
  sample: () => ({ vin: 'LCLE5A1B2C3D45678', endTime: Date.now() + 7 * 86400_000 }),
});

export const vehicleDebugLogResource = defineResource({
  spec: vehicleDebugLogSpec,
  table: vehicleDebugLogs,
  scope: { kind: 'tenant', column: vehicleDebugLogs.tenantId },
});

export const qbTaskResource = defineResource({
  spec: qbTaskSpec,
  table: qbTasks,
  scope: { kind: 'tenant', column: qbTasks.tenantId },
  columns: {
    vehicleCount: sql`${qb
      .select({ n: count() })
      .from(qbTaskVehicles)
      .where(eq(qbTaskVehicles.taskId, qbTasks.id))}`.mapWith(Number),
    succeededCount: sql`${qb
      .select({ n: count() })
      .from(qbTaskVehicles)
      .innerJoin(downlinkCommands, eq(downlinkCommands.checkId, qbTaskVehicles.checkId))
      .where(and(eq(qbTaskVehicles.taskId, qbTasks.id), eq(downlinkCommands.status, 'succeeded')))}`.mapWith(
      Number,
    ),
  },
  hooks: {
    // the parameters are checked like the parameter screen's and kept in their canonical form
    beforeCreate(values, _input, h) {
      values.params = parseQbParams(values.params, h.caller.lang).text;
      values.status = 'INIT';
      values.userId = h.caller.userId;
      values.userName = h.caller.auth.userName;
    },
    beforeUpdate(_id, values, _input, current, h) {
      if (current.status === 'STARTED') throw new AppError(400, 'QB_TASK_RUNNING');
      if (values.params !== undefined) values.params = parseQbParams(values.params, h.caller.lang).text;
    },
    async beforeDelete(ids, h) {
      const running = await h.tx
        .select({ id: qbTasks.id })
        .from(qbTasks)
        .where(and(inArray(qbTasks.id, ids), eq(qbTasks.status, 'STARTED')));
      if (running.length) throw new AppError(400, 'QB_TASK_RUNNING');
    },
  },
  sample: () => ({ name: 'Report period 10 s', params: '0x02=10' }),
});

/** Whether the vehicle's terminal is logged in now (false before its first login). */
function onlineOf(vehicleId: AnyPgColumn) {
  const online = qb
    .select({ online: vehicleLatest.online })
    .from(vehicleLatest)
    .where(eq(vehicleLatest.vehicleId, vehicleId));
  return sql`coalesce(${online}, false)`.mapWith(Boolean);
}

/** The outcome (qbVehicleOutcome) of a parameter set from its delivery, by the check id column (null: not sent yet). */
function qbOutcome(checkId: AnyPgColumn): SQL<string> {
  const { status, error } = downlinkCommands;
  const outcome = sql`case
    when ${status} = 'succeeded' then 'SUCCEEDED' when ${status} = 'failed' then 'FAILED' when ${status} = 'timeout' then 'TIMEOUT'
    when ${status} = 'queued' then 'QUEUED' when ${status} in ('pending', 'sending', 'sent') then 'EXECUTING'
    when ${status} = 'expired' and ${error} = ${CANCELLED_ERROR} then 'CANCELLED' when ${status} = 'expired' then 'EXPIRED'
    else 'ERROR' end`;
  return sql`(case when ${checkId} is null then 'WAITING' else coalesce(${delivered(outcome, checkId)}, 'EXECUTING') end)`;
}

export const qbTaskVehicleResource = defineResource({
  spec: qbTaskVehicleSpec,
  table: qbTaskVehicles,
  scope: { kind: 'tenant', column: qbTaskVehicles.tenantId },
  columns: {
    plate: plateOf(qbTaskVehicles.vehicleId),
    online: onlineOf(qbTaskVehicles.vehicleId),
    outcome: qbOutcome(qbTaskVehicles.checkId),
    resultCode: delivered(downlinkCommands.statusCode, qbTaskVehicles.checkId).mapWith(Number),
    answeredAt: delivered(downlinkCommands.answeredAt, qbTaskVehicles.checkId).mapWith(
      qbTaskVehicles.createdAt,
    ),
  },
});

/** A link parameter's value as the terminal last confirmed it (terminal_param_values). */
const linkValue = (id: number) =>
  sql<string | null>`${qb
    .select({ value: terminalParamValues.value })
    .from(terminalParamValues)
    .where(and(eq(terminalParamValues.vehicleId, vehicles.id), eq(terminalParamValues.paramId, id)))}`;

/** QB link parameters: every vehicle of the tenant with a bound terminal, and its confirmed link values. */
export const qbLinkParamResource = defineResource({
  spec: qbLinkParamSpec,
  table: vehicles,
  scope: { kind: 'tenant', column: vehicles.tenantId },
  where: () =>
    exists(
      qb
        .select({ id: vehicleTerminals.id })
        .from(vehicleTerminals)
        .where(and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt))),
    ),
  columns: {
    online: onlineOf(vehicles.id),
    platformDomain: linkValue(0x05),
    platformPort: linkValue(0x06).mapWith(Number),
    heartbeatPeriod: linkValue(0x09).mapWith(Number),
    terminalResponseTimeout: linkValue(0x0a).mapWith(Number),
    platformResponseTimeout: linkValue(0x0b).mapWith(Number),
    loginRetryInterval: linkValue(0x0c).mapWith(Number),
    publicDomain: linkValue(0x0e),
    publicPort: linkValue(0x0f).mapWith(Number),
    updatedAt: sql`${qb
      .select({ at: max(terminalParamValues.updatedAt) })
      .from(terminalParamValues)
      .where(
        and(
          eq(terminalParamValues.vehicleId, vehicles.id),
          inArray(terminalParamValues.paramId, LINK_PARAM_IDS),
        ),
      )}`.mapWith(vehicles.createdAt),
  },
  exactTotal: true,
});

/** Every link-parameter set sent (setting or QB task) with the outcome of its delivery. */
export const qbLinkParamHistoryResource = defineResource({
  spec: qbLinkParamHistorySpec,
  table: qbLinkParamSets,
  scope: { kind: 'tenant', column: qbLinkParamSets.tenantId },
  columns: {
    plate: plateOf(qbLinkParamSets.vehicleId),
    outcome: qbOutcome(qbLinkParamSets.checkId),
    resultCode: delivered(downlinkCommands.statusCode, qbLinkParamSets.checkId).mapWith(Number),
    answeredAt: delivered(downlinkCommands.answeredAt, qbLinkParamSets.checkId).mapWith(
      qbLinkParamSets.createdAt,
    ),
  },
});
