import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  vehicleAdjustLogSpec,
  vehicleAdjustSpec,
  vehicleAssemblyLogSpec,
  vehicleAssemblySpec,
} from '@chelian/contracts';
import { AppError } from '../../platform/errors';
import { defineResource } from '../../engine/engine';
import { forNewAssembly, writeAssemblyLog } from './assembly';
import { adjusterOf, forNewAdjust, logCreated } from './open';
import { simCards, terminalModels, terminals } from '../terminal/schema';
import { vehicles } from '../vehicle/schema';
import { vehicleAdjustLogs, vehicleAdjusts, vehicleAssemblies, vehicleAssemblyLogs } from './schema';

const qb = new QueryBuilder();

/** The plate of the row's vehicle. */
const plateOf = (vehicleId: AnyPgColumn) => {
  const plate = qb.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return sql<string | null>`${plate}`;
};

export const vehicleAdjustResource = defineResource({
  spec: vehicleAdjustSpec,
  table: vehicleAdjusts,
  scope: { kind: 'tenant', column: vehicleAdjusts.tenantId },
  columns: {
    plate: plateOf(vehicleAdjusts.vehicleId),
  },
  hooks: {
    // a vehicle of the caller without an open task, an adjuster of the same tenant; inside the engine's transaction
    async beforeCreate(values, input, h) {
      const vehicle = await forNewAdjust(h.tx, h.caller, String(input.vin ?? ''));
      const adjuster = await adjusterOf(h.tx, h.caller.tenantId, input.adjusterId);
      Object.assign(values, {
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        adjusterId: adjuster.id,
        adjusterName: adjuster.name,
        status: 'PENDING',
        createUserId: h.caller.userId,
        createUserName: h.caller.auth.realName || h.caller.auth.userName,
      });
    },
    async afterCreate(id, input, h) {
      await logCreated(h.tx, h.caller, id, String(input.vin ?? '').toUpperCase());
    },
  },
  sample: () => ({ vin: 'LCLE5A2B0SA100001', adjusterId: 1 }),
});

export const vehicleAdjustLogResource = defineResource({
  spec: vehicleAdjustLogSpec,
  table: vehicleAdjustLogs,
  scope: { kind: 'tenant', column: vehicleAdjustLogs.tenantId },
});

export const vehicleAssemblyResource = defineResource({
  spec: vehicleAssemblySpec,
  table: vehicleAssemblies,
  scope: { kind: 'tenant', column: vehicleAssemblies.tenantId },
  columns: {
    plate: plateOf(vehicleAssemblies.vehicleId),
    terminalModelName: sql<string | null>`${qb
      .select({ name: terminalModels.modelName })
      .from(terminals)
      .innerJoin(terminalModels, eq(terminalModels.id, terminals.terminalModelId))
      .where(eq(terminals.id, vehicleAssemblies.terminalId))}`,
    iccid: sql<string | null>`${qb
      .select({ iccid: sql`coalesce(${simCards.iccid}, ${terminals.iccid})` })
      .from(terminals)
      .leftJoin(simCards, eq(simCards.id, terminals.simCardId))
      .where(eq(terminals.id, vehicleAssemblies.terminalId))}`,
  },
  hooks: {
    // a vehicle without a terminal or another pending assembly, a free terminal; imported rows go through the same rules
    async beforeCreate(values, input, h) {
      const { vehicle, terminal } = await forNewAssembly(
        h.tx,
        h.caller,
        String(input.vin ?? ''),
        String(input.terminalCode ?? ''),
      );
      Object.assign(values, {
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        terminalId: terminal.id,
        terminalCode: terminal.terminalCode,
        status: 'PENDING',
        assemblerId: h.caller.userId,
        assemblerName: h.caller.auth.realName || h.caller.auth.userName,
      });
    },
    async afterCreate(id, input, h) {
      await writeAssemblyLog(h.tx, h.caller, {
        assemblyId: id,
        vin: String(input.vin ?? '').toUpperCase(),
        action: 'CREATE',
        terminalCode: String(input.terminalCode ?? '').trim(),
      });
    },
    beforeUpdate(_id, _values, _input, current) {
      if (current.status !== 'PENDING') throw new AppError(409, 'ASSEMBLY_NOT_PENDING');
    },
    // a finished assembly is history: the binding it made stays in the archive
    async beforeDelete(ids, h) {
      const finished = await h.tx
        .select({ id: vehicleAssemblies.id })
        .from(vehicleAssemblies)
        .where(
          and(
            eq(vehicleAssemblies.tenantId, h.caller.tenantId),
            eq(vehicleAssemblies.status, 'FINISHED'),
            inArray(vehicleAssemblies.id, ids),
          ),
        );
      if (finished.length) throw new AppError(409, 'ASSEMBLY_NOT_PENDING');
    },
  },
  sample: () => ({
    vin: 'LCLT3A2B0SA100003',
    terminalCode: 'TBOX-DEMO-0001',
    parts: '主机、GPS 天线、4G 天线',
  }),
});

export const vehicleAssemblyLogResource = defineResource({
  spec: vehicleAssemblyLogSpec,
  table: vehicleAssemblyLogs,
  scope: { kind: 'tenant', column: vehicleAssemblyLogs.tenantId },
});
