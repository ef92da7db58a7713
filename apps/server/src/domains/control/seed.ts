import { vehicleIdentity } from '@chelian/simulator';
import type { ServerContext } from '../../platform/context';
import { telemetryStore } from '../../ingest/store';

/** The remote-control demo vehicle: parked, its terminal not started by the demo fleet (commands to it queue until one logs in with this identity). */
export const CONTROL_DEMO_IDENTITY = vehicleIdentity(0, 'remote-demo');

/** Demo rows of remote control in the platform tenant (the demo vehicle, its lock management, a QB parameter task, its link parameters); idempotent. */
export async function seedControlDemo(
  ctx: Pick<ServerContext, 'database'>,
  tenantCode: string,
): Promise<void> {
  const store = telemetryStore(ctx.database);
  const tenant = (
    await store.query<{ id: number }>('select id from tenants where tenant_code = $1', [tenantCode])
  )[0];
  if (!tenant) return;
  const tenantId = Number(tenant.id);
  const i = CONTROL_DEMO_IDENTITY;
  await store.transaction(async (tx) => {
    await tx.query(
      `insert into vehicles (tenant_id, vin, plate, model, series) values ($1, $2, $3, $4, 'CL-E5') on conflict (vin) do nothing`,
      [tenantId, i.vin, i.plate, 'CL-E5 城市轿车'],
    );
    await tx.query(
      `insert into terminals (tenant_id, terminal_code, iccid) select $1, $2::varchar, $3::varchar
        where not exists (select 1 from terminals where terminal_code = $2::varchar or iccid = $3::varchar)`,
      [tenantId, i.terminalCode, i.iccid],
    );
    await tx.query(
      `insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id)
       select $1, v.id, t.id from vehicles v join terminals t on t.terminal_code = $3::varchar where v.vin = $2::varchar
          and not exists (select 1 from vehicle_terminals b where b.unbound_at is null and (b.vehicle_id = v.id or b.terminal_id = t.id))`,
      [tenantId, i.vin, i.terminalCode],
    );
    // under lock management, so the lock screens have a vehicle to work on
    await tx.query(
      `insert into lock_vehicles (tenant_id, vehicle_id, vin) select $1, id, vin from vehicles where vin = $2::varchar on conflict (vehicle_id) do nothing`,
      [tenantId, i.vin],
    );
    // a QB parameter task not started yet, holding the demo vehicle: starting it queues the heartbeat period until its terminal logs in
    await tx.query(
      `insert into qb_tasks (tenant_id, name, params, remark, user_name) values ($1, '心跳周期 30 秒', '0x09=30', '演示任务：启动后下发到关联车辆', 'admin')
       on conflict (tenant_id, name) do nothing`,
      [tenantId],
    );
    await tx.query(
      `insert into qb_task_vehicles (tenant_id, task_id, vehicle_id, vin)
       select $1, t.id, v.id, v.vin from qb_tasks t, vehicles v where t.tenant_id = $1 and t.name = '心跳周期 30 秒' and v.vin = $2::varchar
       on conflict (task_id, vehicle_id) do nothing`,
      [tenantId, i.vin],
    );
    // its link parameters as a terminal with this identity reports them by default (the QB link-parameter screen)
    await tx.query(
      `insert into terminal_param_values (vehicle_id, param_id, value)
       select v.id, u.id, u.value from vehicles v, unnest($2::int[], $3::text[]) as u(id, value) where v.vin = $1::varchar
       on conflict (vehicle_id, param_id) do nothing`,
      [
        i.vin,
        [0x04, 0x05, 0x06, 0x09, 0x0a, 0x0b, 0x0c, 0x0f],
        ['9', '127.0.0.1', '32960', '30', '30', '30', '1', '0'],
      ],
    );
    // Past deliveries the terminal confirmed, so the lock history and the diagnosis history are not
    // empty: a level-1 speed limit set and cancelled two days ago (lock status and speed level stay
    // as they were: neither is a lock or unlock, and the last speed command cancels), and a
    // diagnosis of the parked car with one battery fault code.
    for (const d of DEMO_DELIVERIES) {
      await tx.query(
        `insert into downlink_commands (check_id, tenant_id, vehicle_id, vin, command, command_id, request, status, status_code, timeout_ms, created_by,
                                        created_at, sent_at, answered_at, gateway, response_flag, result)
         select $1::varchar, $2, v.id, v.vin, 'control', 130, $3::jsonb, 'succeeded', 5, 30000, u.id,
                now() - make_interval(mins => $4), now() - make_interval(mins => $4), now() - make_interval(mins => $4) + interval '2 seconds', 'demo', 1, $5::jsonb
           from vehicles v left join users u on u.tenant_id = $2 and u.user_name = 'admin'
          where v.vin = $6::varchar
         on conflict (check_id) do nothing`,
        [
          d.checkId,
          tenantId,
          JSON.stringify(d.request),
          d.minutesAgo,
          d.answer ? JSON.stringify({ commandId: d.request.commandId, hex: d.answer }) : null,
          i.vin,
        ],
      );
    }
    for (const d of DEMO_DELIVERIES.filter((x) => x.lock)) {
      await tx.query(
        `insert into lock_commands (tenant_id, vehicle_id, vin, check_id, cmd_name, level, create_user_name, ip_address, created_at)
         select $1, v.id, v.vin, $2::varchar, $3, $4, 'admin', '127.0.0.1', now() - make_interval(mins => $5) from vehicles v where v.vin = $6::varchar
         on conflict (check_id) do nothing`,
        [tenantId, d.checkId, d.lock!.cmd, d.lock!.level, d.minutesAgo, i.vin],
      );
    }
    const diagnosis = DEMO_DELIVERIES.find((x) => x.answer)!;
    await tx.query(
      `insert into vehicle_diagnoses (tenant_id, vehicle_id, vin, check_id, protocol, group_key, answer, user_name, ip_address, created_at, answered_at)
       select $1, v.id, v.vin, $2::varchar, 'GPRS11', '02', $3, 'admin', '127.0.0.1', now() - make_interval(mins => $4), now() - make_interval(mins => $4) + interval '2 seconds'
         from vehicles v where v.vin = $5::varchar
       on conflict (check_id) do nothing`,
      [tenantId, diagnosis.checkId, diagnosis.answer, diagnosis.minutesAgo, i.vin],
    );
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
