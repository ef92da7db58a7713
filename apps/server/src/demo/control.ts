import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { vehicleIdentity } from '@chelian/simulator';
import type { ServerContext } from '../platform/context';
import { tenants, users } from '../platform/schema';
import { downlinkCommands } from '../domains/telemetry/schema';
import { terminals } from '../domains/terminal/schema';
import { vehicles, vehicleTerminals } from '../domains/vehicle/schema';
import {
  lockCommands,
  lockVehicles,
  qbTaskVehicles,
  qbTasks,
  terminalParamValues,
  vehicleDiagnoses,
} from '../domains/control/schema';

/** The remote-control demo vehicle: parked, its terminal not started by the demo fleet (commands to it queue until one logs in with this identity). */
export const CONTROL_DEMO_IDENTITY = vehicleIdentity(0, 'remote-demo');

/** Demo rows of remote control in the platform tenant (the demo vehicle, its lock management, a QB parameter task, its link parameters); idempotent. */
export async function seedControlDemo(
  ctx: Pick<ServerContext, 'database'>,
  tenantCode: string,
): Promise<void> {
  const db = ctx.database.db;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, tenantCode));
  if (!tenant) return;
  const tenantId = tenant.id;
  const i = CONTROL_DEMO_IDENTITY;
  const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
  await db.transaction(async (tx) => {
    await tx
      .insert(vehicles)
      .values({ tenantId, vin: i.vin, plate: i.plate, model: 'CL-E5 城市轿车', series: 'CL-E5' })
      .onConflictDoNothing({ target: vehicles.vin });
    const [taken] = await tx
      .select({ id: terminals.id })
      .from(terminals)
      .where(or(eq(terminals.terminalCode, i.terminalCode), eq(terminals.iccid, i.iccid)));
    if (!taken) await tx.insert(terminals).values({ tenantId, terminalCode: i.terminalCode, iccid: i.iccid });
    const [vehicle] = await tx
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(eq(vehicles.vin, i.vin));
    if (!vehicle) return;
    const [terminal] = await tx
      .select({ id: terminals.id })
      .from(terminals)
      .where(eq(terminals.terminalCode, i.terminalCode));
    if (terminal) {
      const [bound] = await tx
        .select({ id: vehicleTerminals.id })
        .from(vehicleTerminals)
        .where(
          and(
            isNull(vehicleTerminals.unboundAt),
            or(eq(vehicleTerminals.vehicleId, vehicle.id), eq(vehicleTerminals.terminalId, terminal.id)),
          ),
        );
      if (!bound)
        await tx
          .insert(vehicleTerminals)
          .values({ tenantId, vehicleId: vehicle.id, terminalId: terminal.id });
    }
    // under lock management, so the lock screens have a vehicle to work on
    await tx
      .insert(lockVehicles)
      .values({ tenantId, vehicleId: vehicle.id, vin: vehicle.vin })
      .onConflictDoNothing({ target: lockVehicles.vehicleId });
    // a QB parameter task not started yet, holding the demo vehicle: starting it queues the heartbeat period until its terminal logs in
    const taskName = '心跳周期 30 秒';
    await tx
      .insert(qbTasks)
      .values({
        tenantId,
        name: taskName,
        params: '0x09=30',
        remark: '演示任务：启动后下发到关联车辆',
        userName: 'admin',
      })
      .onConflictDoNothing({ target: [qbTasks.tenantId, qbTasks.name] });
    const [task] = await tx
      .select({ id: qbTasks.id })
      .from(qbTasks)
      .where(and(eq(qbTasks.tenantId, tenantId), eq(qbTasks.name, taskName)));
    await tx
      .insert(qbTaskVehicles)
      .values({ tenantId, taskId: task!.id, vehicleId: vehicle.id, vin: vehicle.vin })
      .onConflictDoNothing({ target: [qbTaskVehicles.taskId, qbTaskVehicles.vehicleId] });
    // its link parameters as a terminal with this identity reports them by default (the QB link-parameter screen)
    const linkValues: [number, string][] = [
      [0x04, '9'],
      [0x05, '127.0.0.1'],
      [0x06, '32960'],
      [0x09, '30'],
      [0x0a, '30'],
      [0x0b, '30'],
      [0x0c, '1'],
      [0x0f, '0'],
    ];
    await tx
      .insert(terminalParamValues)
      .values(linkValues.map(([paramId, value]) => ({ vehicleId: vehicle.id, paramId, value })))
      .onConflictDoNothing({ target: [terminalParamValues.vehicleId, terminalParamValues.paramId] });
    // Past deliveries the terminal confirmed, so the lock history and the diagnosis history are not
    // empty: a level-1 speed limit set and cancelled two days ago (lock status and speed level stay
    // as they were: neither is a lock or unlock, and the last speed command cancels), and a
    // diagnosis of the parked car with one battery fault code.
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.userName, 'admin')));
    for (const d of DEMO_DELIVERIES) {
      await tx
        .insert(downlinkCommands)
        .values({
          checkId: d.checkId,
          tenantId,
          vehicleId: vehicle.id,
          vin: vehicle.vin,
          command: 'control',
          commandId: 130,
          request: d.request,
          status: 'succeeded',
          statusCode: 5,
          timeoutMs: 30000,
          createdBy: admin?.id ?? null,
          createdAt: ago(d.minutesAgo),
          sentAt: ago(d.minutesAgo),
          answeredAt: sql`${ago(d.minutesAgo)} + interval '2 seconds'`,
          gateway: 'demo',
          responseFlag: 1,
          result: d.answer ? { commandId: d.request.commandId, hex: d.answer } : null,
        })
        .onConflictDoNothing({ target: downlinkCommands.checkId });
    }
    for (const d of DEMO_DELIVERIES) {
      if (!d.lock) continue;
      await tx
        .insert(lockCommands)
        .values({
          tenantId,
          vehicleId: vehicle.id,
          vin: vehicle.vin,
          checkId: d.checkId,
          cmdName: d.lock.cmd,
          level: d.lock.level,
          createUserName: 'admin',
          ipAddress: '127.0.0.1',
          createdAt: ago(d.minutesAgo),
        })
        .onConflictDoNothing({ target: lockCommands.checkId });
    }
    const diagnosis = DEMO_DELIVERIES.find((x) => x.answer)!;
    await tx
      .insert(vehicleDiagnoses)
      .values({
        tenantId,
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        checkId: diagnosis.checkId,
        protocol: 'GPRS11',
        groupKey: '02',
        answer: diagnosis.answer,
        userName: 'admin',
        ipAddress: '127.0.0.1',
        createdAt: ago(diagnosis.minutesAgo),
        answeredAt: sql`${ago(diagnosis.minutesAgo)} + interval '2 seconds'`,
      })
      .onConflictDoNothing({ target: vehicleDiagnoses.checkId });
  });
}

/**
 * The demo vehicle's confirmed deliveries (fixed check ids keep the seed idempotent). The diagnosis
 * answer is a parked car at 12,345.6 km: vehicle off (2), electric (1), no engine (FF, FFFF, FFFF),
 * 0 km/h, SOC 76 %, 372.4 V, 1.2 A, gear P (0F), motor off (03) at 0 r/min and 0 N·m, motor 25 ℃,
 * battery 27 ℃, insulation 15,000 kΩ; one controller (battery) holding fault code 0x00100A07, the
 * form of the codes the simulated vehicles report in their frames.
 */
const DEMO_DELIVERIES: {
  checkId: string;
  minutesAgo: number;
  request: { type: 'control'; commandId: number; hex: string };
  lock?: { cmd: string; level: number };
  answer?: string;
}[] = [
  {
    checkId: 'c0de0000-0000-4000-8000-00000000a001',
    minutesAgo: 2 * 1440 + 30,
    request: { type: 'control', commandId: 0x91, hex: '0301' },
    lock: { cmd: 'lockSpeed', level: 1 },
  },
  {
    checkId: 'c0de0000-0000-4000-8000-00000000a002',
    minutesAgo: 2 * 1440,
    request: { type: 'control', commandId: 0x91, hex: '0400' },
    lock: { cmd: 'unlockSpeed', level: 0 },
  },
  {
    checkId: 'c0de0000-0000-4000-8000-00000000d001',
    minutesAgo: 1440,
    request: { type: 'control', commandId: 0x93, hex: '0B02' },
    answer: '020201FFFFFFFFFF00000001E2404C0E8C271C0F034E204E2041433A9801010100100A07',
  },
];
