import { and, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../platform/context';
import { tenants, users } from '../platform/schema';
import { CONTROL_DEMO_IDENTITY } from './control';
import { terminals } from '../domains/terminal/schema';
import { vehicles, vehicleTerminals } from '../domains/vehicle/schema';
import { operatorNameOf } from '../domains/adjust/open';
import {
  vehicleAdjustLogs,
  vehicleAdjusts,
  vehicleAssemblies,
  vehicleAssemblyLogs,
} from '../domains/adjust/schema';

const qb = new QueryBuilder();

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
  const db = ctx.database.db;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, tenantCode));
  if (!tenant) return;
  const tenantId = tenant.id;
  const [adjust] = await db
    .select({ id: vehicleAdjusts.id })
    .from(vehicleAdjusts)
    .where(eq(vehicleAdjusts.tenantId, tenantId))
    .limit(1);
  const [assembly] = await db
    .select({ id: vehicleAssemblies.id })
    .from(vehicleAssemblies)
    .where(eq(vehicleAssemblies.tenantId, tenantId))
    .limit(1);
  if (adjust || assembly) return;
  const staff = await db
    .select({ id: users.id, name: operatorNameOf })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(desc(eq(users.userName, 'operator')), users.id)
    .limit(2);
  if (!staff.length) return;
  const adjuster = staff[0]!;
  const creator = staff[staff.length - 1]!;
  // fleet vehicles with their terminals; the remote-control demo vehicle stays free for the browser tests
  const fleet = await db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      terminalId: terminals.id,
      terminalCode: terminals.terminalCode,
    })
    .from(vehicles)
    .innerJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .innerJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .where(and(eq(vehicles.tenantId, tenantId), ne(vehicles.vin, CONTROL_DEMO_IDENTITY.vin)))
    .orderBy(vehicles.id)
    .limit(5);
  await db.transaction(async (tx) => {
    const task = async (
      vin: string,
      status: string,
      step: string | null,
      actions: [string, string | null][],
    ) => {
      const [vehicle] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, tenantId)));
      if (!vehicle) return;
      const [row] = await tx
        .insert(vehicleAdjusts)
        .values({
          tenantId,
          vehicleId: vehicle.id,
          vin,
          adjusterId: adjuster.id,
          adjusterName: adjuster.name,
          status,
          step,
          stepAt: step === null ? null : sql`now()`,
          confirmedAt: status === 'PENDING' ? null : sql`now() - interval '2 hours'`,
          finishedAt: status === 'FINISHED' ? sql`now()` : null,
          createUserId: creator.id,
          createUserName: creator.name,
        })
        .returning({ id: vehicleAdjusts.id });
      for (const [action, logStep] of actions)
        await tx.insert(vehicleAdjustLogs).values({
          tenantId,
          adjustId: row!.id,
          vin,
          step: logStep,
          action,
          outcome: 'OK',
          operatorId: creator.id,
          operatorName: creator.name,
        });
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
      terminalCode: string,
      parts: string,
      finished: boolean,
    ) => {
      const [row] = await tx
        .insert(vehicleAssemblies)
        .values({
          tenantId,
          vehicleId,
          vin,
          terminalId,
          terminalCode,
          parts,
          status: finished ? 'FINISHED' : 'PENDING',
          assemblerId: creator.id,
          assemblerName: creator.name,
          finishedAt: finished ? sql`now() - interval '1 day'` : null,
        })
        .returning({ id: vehicleAssemblies.id });
      for (const action of finished ? ['CREATE', 'FINISH'] : ['CREATE'])
        await tx.insert(vehicleAssemblyLogs).values({
          tenantId,
          assemblyId: row!.id,
          vin,
          action,
          terminalCode,
          operatorId: creator.id,
          operatorName: creator.name,
        });
    };
    const bound = qb
      .select({ id: vehicleTerminals.id })
      .from(vehicleTerminals)
      .where(
        and(
          isNull(vehicleTerminals.unboundAt),
          or(eq(vehicleTerminals.vehicleId, vehicles.id), eq(vehicleTerminals.terminalId, terminals.id)),
        ),
      );
    const [free] = await tx
      .select({ vehicleId: vehicles.id, terminalId: terminals.id })
      .from(vehicles)
      .innerJoin(
        terminals,
        and(eq(terminals.terminalCode, PENDING_ASSEMBLY.terminalCode), eq(terminals.tenantId, tenantId)),
      )
      .where(and(eq(vehicles.vin, PENDING_ASSEMBLY.vin), eq(vehicles.tenantId, tenantId), notExists(bound)));
    if (free)
      await assembly(
        free.vehicleId,
        PENDING_ASSEMBLY.vin,
        free.terminalId,
        PENDING_ASSEMBLY.terminalCode,
        PENDING_ASSEMBLY.parts,
        false,
      );
    for (const f of fleet.slice(3))
      await assembly(f.id, f.vin, f.terminalId, f.terminalCode, '主机、GPS 天线、4G 天线', true);
  });
}
