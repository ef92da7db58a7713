import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { vehicles } from '../vehicle/schema';
import { CANCELLED_ERROR, LOCK_STATUS_SQL, SPEED_LEVEL_SQL } from './lock';
import { parseQbParams } from './qb';
import { defineResource } from '../../resources/engine';
import {
  controlCommands,
  lockCommands,
  lockVehicles,
  qbLinkParamSets,
  qbTaskVehicles,
  qbTasks,
  terminalTasks,
  vehicleDebugLogs,
  vehicleDebugs,
} from './schema';

/** The delivery's status and answer time come from the gateway's row of the same check id. */
const downlink = (column: string) =>
  sql.raw(`(select d.${column} from downlink_commands d where d.check_id = control_commands.check_id)`);

export const commandLogResource = defineResource({
  spec: commandLogSpec,
  table: controlCommands,
  scope: { kind: 'tenant', column: controlCommands.tenantId },
  columns: {
    status: sql`coalesce(${downlink('status')}, 'pending')`,
    resultCode: sql`coalesce(${downlink('status_code')}, 3)`.mapWith(Number),
    answeredAt: downlink('answered_at').mapWith(controlCommands.createdAt),
  },
});

/** The task's status and answer time come from the gateway's row of the same check id. */
const taskDownlink = (column: string) =>
  sql.raw(`(select d.${column} from downlink_commands d where d.check_id = terminal_tasks.check_id)`);

export const terminalTaskResource = defineResource({
  spec: terminalTaskSpec,
  table: terminalTasks,
  scope: { kind: 'tenant', column: terminalTasks.tenantId },
  columns: {
    status: sql`coalesce(${taskDownlink('status')}, 'pending')`,
    resultCode: sql`coalesce(${taskDownlink('status_code')}, 3)`.mapWith(Number),
    answeredAt: taskDownlink('answered_at').mapWith(terminalTasks.createdAt),
  },
});

export const lockVehicleResource = defineResource({
  spec: lockVehicleSpec,
  table: lockVehicles,
  scope: { kind: 'tenant', column: lockVehicles.tenantId },
  columns: {
    plate: sql`(select v.plate from vehicles v where v.id = lock_vehicles.vehicle_id)`,
    lockStatus: sql.raw(`(${LOCK_STATUS_SQL('lock_vehicles.vehicle_id')})::text`),
    speedLevel: sql.raw(SPEED_LEVEL_SQL('lock_vehicles.vehicle_id')).mapWith(Number),
  },
});

const lockDownlink = (column: string) =>
  sql.raw(`(select d.${column} from downlink_commands d where d.check_id = lock_commands.check_id)`);

export const lockLogResource = defineResource({
  spec: lockLogSpec,
  table: lockCommands,
  scope: { kind: 'tenant', column: lockCommands.tenantId },
  columns: {
    state: sql`coalesce(${lockDownlink('status')}, 'pending')`,
    resTime: lockDownlink('answered_at').mapWith(lockCommands.createdAt),
  },
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
    vehicleCount: sql`(select count(*) from qb_task_vehicles q where q.task_id = qb_tasks.id)`.mapWith(
      Number,
    ),
    succeededCount:
      sql`(select count(*) from qb_task_vehicles q join downlink_commands d on d.check_id = q.check_id where q.task_id = qb_tasks.id and d.status = 'succeeded')`.mapWith(
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

/** The outcome (qbVehicleOutcome) of a parameter set from its delivery, by the check id column (null: not sent yet). */
function qbOutcomeSql(checkId: string): string {
  return `(case when ${checkId} is null then 'WAITING' else coalesce((select case
        when d.status = 'succeeded' then 'SUCCEEDED' when d.status = 'failed' then 'FAILED' when d.status = 'timeout' then 'TIMEOUT'
        when d.status = 'queued' then 'QUEUED' when d.status in ('pending', 'sending', 'sent') then 'EXECUTING'
        when d.status = 'expired' and d.error = '${CANCELLED_ERROR}' then 'CANCELLED' when d.status = 'expired' then 'EXPIRED'
        else 'ERROR' end from downlink_commands d where d.check_id = ${checkId}), 'EXECUTING') end)`;
}

/** The outcome of a task on a vehicle from its latest delivery (none: not sent yet). */
const qbDownlink = (column: string) =>
  sql.raw(`(select d.${column} from downlink_commands d where d.check_id = qb_task_vehicles.check_id)`);

export const qbTaskVehicleResource = defineResource({
  spec: qbTaskVehicleSpec,
  table: qbTaskVehicles,
  scope: { kind: 'tenant', column: qbTaskVehicles.tenantId },
  columns: {
    plate: sql`(select v.plate from vehicles v where v.id = qb_task_vehicles.vehicle_id)`,
    online:
      sql`coalesce((select l.online from vehicle_latest l where l.vehicle_id = qb_task_vehicles.vehicle_id), false)`.mapWith(
        Boolean,
      ),
    outcome: sql.raw(qbOutcomeSql('qb_task_vehicles.check_id')),
    resultCode: qbDownlink('status_code').mapWith(Number),
    answeredAt: qbDownlink('answered_at').mapWith(qbTaskVehicles.createdAt),
  },
});

/** A link parameter's value as the terminal last confirmed it (terminal_param_values). */
const linkValue = (id: number) =>
  `(select p.value from terminal_param_values p where p.vehicle_id = vehicles.id and p.param_id = ${id})`;

/** QB link parameters: every vehicle of the tenant with a bound terminal, and its confirmed link values. */
export const qbLinkParamResource = defineResource({
  spec: qbLinkParamSpec,
  table: vehicles,
  scope: { kind: 'tenant', column: vehicles.tenantId },
  where: () =>
    sql`exists (select 1 from vehicle_terminals b where b.vehicle_id = ${vehicles.id} and b.unbound_at is null)`,
  columns: {
    online:
      sql`coalesce((select l.online from vehicle_latest l where l.vehicle_id = vehicles.id), false)`.mapWith(
        Boolean,
      ),
    platformDomain: sql.raw(linkValue(0x05)),
    platformPort: sql.raw(linkValue(0x06)).mapWith(Number),
    heartbeatPeriod: sql.raw(linkValue(0x09)).mapWith(Number),
    terminalResponseTimeout: sql.raw(linkValue(0x0a)).mapWith(Number),
    platformResponseTimeout: sql.raw(linkValue(0x0b)).mapWith(Number),
    loginRetryInterval: sql.raw(linkValue(0x0c)).mapWith(Number),
    publicDomain: sql.raw(linkValue(0x0e)),
    publicPort: sql.raw(linkValue(0x0f)).mapWith(Number),
    updatedAt: sql
      .raw(
        `(select max(p.updated_at) from terminal_param_values p where p.vehicle_id = vehicles.id and p.param_id in (${LINK_PARAM_IDS.join(', ')}))`,
      )
      .mapWith(vehicles.createdAt),
  },
  exactTotal: true,
});

/** Every link-parameter set sent (setting or QB task) with the outcome of its delivery. */
export const qbLinkParamHistoryResource = defineResource({
  spec: qbLinkParamHistorySpec,
  table: qbLinkParamSets,
  scope: { kind: 'tenant', column: qbLinkParamSets.tenantId },
  columns: {
    plate: sql`(select v.plate from vehicles v where v.id = qb_link_param_sets.vehicle_id)`,
    outcome: sql.raw(qbOutcomeSql('qb_link_param_sets.check_id')),
    resultCode: sql
      .raw(`(select d.status_code from downlink_commands d where d.check_id = qb_link_param_sets.check_id)`)
      .mapWith(Number),
    answeredAt: sql
      .raw(`(select d.answered_at from downlink_commands d where d.check_id = qb_link_param_sets.check_id)`)
      .mapWith(qbLinkParamSets.createdAt),
  },
});
