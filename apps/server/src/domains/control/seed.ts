import { vehicleIdentity } from '@chelian/simulator';
import type { ServerContext } from '../../platform/context';
import { telemetryStore } from '../../ingest/store';

/** The remote-control demo vehicle: parked, its terminal not started by the demo fleet (commands to it queue until one logs in with this identity). */
export const CONTROL_DEMO_IDENTITY = vehicleIdentity(0, 'remote-demo');

/** Demo rows of remote control in the platform tenant (the demo vehicle, its lock management, a QB parameter task, its link parameters); idempotent. */
export async function seedControlDemo(ctx: Pick<ServerContext, 'database'>, tenantCode: string): Promise<void> {
  const store = telemetryStore(ctx.database);
  const tenant = (await store.query<{ id: number }>('select id from tenants where tenant_code = $1', [tenantCode]))[0];
  if (!tenant) return;
  const tenantId = Number(tenant.id);
  const i = CONTROL_DEMO_IDENTITY;
  await store.transaction(async (tx) => {
    await tx.query(`insert into vehicles (tenant_id, vin, plate, model, series) values ($1, $2, $3, $4, 'CL-E5') on conflict (vin) do nothing`, [tenantId, i.vin, i.plate, 'CL-E5 城市轿车']);
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
    await tx.query(`insert into lock_vehicles (tenant_id, vehicle_id, vin) select $1, id, vin from vehicles where vin = $2::varchar on conflict (vehicle_id) do nothing`, [tenantId, i.vin]);
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
      [i.vin, [0x04, 0x05, 0x06, 0x09, 0x0a, 0x0b, 0x0c, 0x0f], ['9', '127.0.0.1', '32960', '30', '30', '30', '1', '0']],
    );
  });
}
