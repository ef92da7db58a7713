import type { ServerContext } from '../../platform/context';
import { telemetryStore } from '../../ingest/store';
import { CONTROL_DEMO_IDENTITY } from '../control/seed';

type Tx = { query<T>(text: string, params?: unknown[]): Promise<T[]> };

/** Archived demo vehicles without a terminal (apps/server/src/db/seed/archive-demo.ts). */
const PENDING_ASSEMBLY = {
  vin: 'LCLT3A2B0SA100003',
  terminalCode: 'TBOX-DEMO-0005',
  parts: '主机、GPS 天线、4G 天线、CAN 线束',
};
const PENDING_ADJUST_VIN = 'LCLE5A2B0SA100001';

/**
 * Demo rows of adjust and assembly in the platform tenant, once: a task waiting for confirmation,
 * tasks of the demo fleet at the lock and customer steps and one finished, a pending assembly of
 * an archived vehicle with a free terminal, and the finished assemblies of fleet vehicles.
 */
export async function seedAdjustDemo(
  ctx: Pick<ServerContext, 'database'>,
  tenantCode: string,
): Promise<void> {
  const store = telemetryStore(ctx.database);
  const tenant = (
    await store.query<{ id: number }>('select id from tenants where tenant_code = $1', [tenantCode])
  )[0];
  if (!tenant) return;
  const tenantId = Number(tenant.id);
  const seeded = await store.query(
    'select 1 from vehicle_adjusts where tenant_id = $1 union all select 1 from vehicle_assemblies where tenant_id = $1 limit 1',
    [tenantId],
  );
  if (seeded.length) return;
  const users = await store.query<{ id: number; name: string }>(
    `select id, coalesce(nullif(real_name, ''), user_name) as name from users where tenant_id = $1 order by (user_name = 'operator') desc, id limit 2`,
    [tenantId],
  );
  if (!users.length) return;
  const adjuster = users[0]!;
  const creator = users[users.length - 1]!;
  // fleet vehicles with their terminals; the remote-control demo vehicle stays free for the browser tests
  const fleet = await store.query<{ id: number; vin: string; terminal_id: number; terminal_code: string }>(
    `select v.id, v.vin, t.id as terminal_id, t.terminal_code from vehicles v
       join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null join terminals t on t.id = b.terminal_id
      where v.tenant_id = $1 and v.vin <> $2 order by v.id limit 5`,
    [tenantId, CONTROL_DEMO_IDENTITY.vin],
  );

  await store.transaction(async (tx) => {
    const task = async (
      vin: string,
      status: string,
      step: string | null,
      actions: [string, string | null][],
    ) => {
      const vehicle = (
        await tx.query<{ id: number }>('select id from vehicles where vin = $1 and tenant_id = $2', [
          vin,
          tenantId,
        ])
      )[0];
      if (!vehicle) return;
      const [row] = await tx.query<{ id: number }>(
        `insert into vehicle_adjusts (tenant_id, vehicle_id, vin, adjuster_id, adjuster_name, status, step, step_at, confirmed_at, finished_at, create_user_id, create_user_name)
         values ($1, $2, $3, $4, $5, $6::varchar, $7::varchar, case when $7::varchar is null then null else now() end,
                 case when $6::varchar = 'PENDING' then null else now() - interval '2 hours' end, case when $6::varchar = 'FINISHED' then now() end, $8, $9) returning id`,
        [tenantId, vehicle.id, vin, adjuster.id, adjuster.name, status, step, creator.id, creator.name],
      );
      for (const [action, logStep] of actions)
        await log(tx, tenantId, Number(row!.id), vin, logStep, action, creator);
    };
    await task(PENDING_ADJUST_VIN, 'PENDING', null, [['CREATE', null]]);
    if (fleet[0])
      await task(fleet[0].vin, 'ADJUSTING', 'LOCK', [
        ['CREATE', null],
        ['CONFIRM', 'LOCK'],
      ]);
    if (fleet[1])
      await task(fleet[1].vin, 'ADJUSTING', 'CUSTOMER', [
        ['CREATE', null],
        ['CONFIRM', 'LOCK'],
        ['NEXT', 'LOCK'],
        ['NEXT', 'GB4'],
      ]);
    if (fleet[2])
      await task(fleet[2].vin, 'FINISHED', 'FINISH', [
        ['CREATE', null],
        ['CONFIRM', 'LOCK'],
        ['NEXT', 'LOCK'],
        ['NEXT', 'GB4'],
        ['NEXT', 'CUSTOMER'],
        ['FINISH', 'FINISH'],
      ]);

    const assembly = async (
      vehicleId: number,
      vin: string,
      terminalId: number,
      code: string,
      parts: string,
      finished: boolean,
    ) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into vehicle_assemblies (tenant_id, vehicle_id, vin, terminal_id, terminal_code, parts, status, assembler_id, assembler_name, finished_at)
         values ($1, $2, $3, $4, $5, $6, $7::varchar, $8, $9, case when $7::varchar = 'FINISHED' then now() - interval '1 day' end) returning id`,
        [
          tenantId,
          vehicleId,
          vin,
          terminalId,
          code,
          parts,
          finished ? 'FINISHED' : 'PENDING',
          creator.id,
          creator.name,
        ],
      );
      const actions = finished ? ['CREATE', 'FINISH'] : ['CREATE'];
      for (const action of actions)
        await tx.query(
          `insert into vehicle_assembly_logs (tenant_id, assembly_id, vin, action, terminal_code, operator_id, operator_name) values ($1, $2, $3, $4, $5, $6, $7)`,
          [tenantId, row!.id, vin, action, code, creator.id, creator.name],
        );
    };
    const free = (
      await tx.query<{ vid: number; tid: number }>(
        `select v.id as vid, t.id as tid from vehicles v, terminals t
          where v.vin = $1 and v.tenant_id = $3 and t.terminal_code = $2 and t.tenant_id = $3
            and not exists (select 1 from vehicle_terminals b where b.unbound_at is null and (b.vehicle_id = v.id or b.terminal_id = t.id))`,
        [PENDING_ASSEMBLY.vin, PENDING_ASSEMBLY.terminalCode, tenantId],
      )
    )[0];
    if (free)
      await assembly(
        Number(free.vid),
        PENDING_ASSEMBLY.vin,
        Number(free.tid),
        PENDING_ASSEMBLY.terminalCode,
        PENDING_ASSEMBLY.parts,
        false,
      );
    for (const f of fleet.slice(3))
      await assembly(
        Number(f.id),
        f.vin,
        Number(f.terminal_id),
        f.terminal_code,
        '主机、GPS 天线、4G 天线',
        true,
      );
  });
}

async function log(
  tx: Tx,
  tenantId: number,
  adjustId: number,
  vin: string,
  step: string | null,
  action: string,
  who: { id: number; name: string },
) {
  await tx.query(
    `insert into vehicle_adjust_logs (tenant_id, adjust_id, vin, step, action, outcome, operator_id, operator_name) values ($1, $2, $3, $4, $5, 'OK', $6, $7)`,
    [tenantId, adjustId, vin, step, action, who.id, who.name],
  );
}
