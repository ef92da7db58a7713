import { and, eq, isNull, sql } from 'drizzle-orm';
import { vehicleSpec, type Language } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../engine/types';
import { users } from '../../platform/schema';
import { terminals } from '../terminal/schema';
import { vehicles, vehicleTerminalLogs, vehicleTerminals } from './schema';
import { startingWith } from '../../db/like';

export type ChangeType = 'CHANGE' | 'SWAP';

interface Bound {
  vehicleId: number;
  vin: string;
  terminalId: number | null;
  terminalCode: string | null;
}

const terminalLabel = (lang: Language) => vehicleSpec.fields.terminalCode.label[lang];

/** A unique violation of the open-binding indexes: someone bound the terminal or vehicle meanwhile. */
const isOpenBindingConflict = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
  const code = e.code ?? e.cause?.code;
  return code === '23505';
};

/**
 * Binding terminals to vehicles. One terminal sits on one vehicle at a time: the partial unique
 * indexes of vehicle_terminals enforce it, these calls only explain a refusal. Every change is
 * written to the binding log in the same transaction.
 */
export class TerminalBinding {
  constructor(private readonly db: Db) {}

  async vehicle(tx: Db, caller: Caller, vin: string): Promise<Bound> {
    const [row] = await tx
      .select({
        vehicleId: vehicles.id,
        vin: vehicles.vin,
        terminalId: terminals.id,
        terminalCode: terminals.terminalCode,
      })
      .from(vehicles)
      .leftJoin(
        vehicleTerminals,
        and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
      )
      .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
      .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, caller.tenantId)))
      .for('update', { of: vehicles });
    if (!row) throw notFound();
    return row;
  }

  /** The caller's terminal of a code, with the vehicle it sits on now. */
  async terminal(tx: Db, caller: Caller, code: string) {
    const [row] = await tx
      .select({ id: terminals.id, code: terminals.terminalCode, vehicleId: vehicles.id, vin: vehicles.vin })
      .from(terminals)
      .leftJoin(
        vehicleTerminals,
        and(eq(vehicleTerminals.terminalId, terminals.id), isNull(vehicleTerminals.unboundAt)),
      )
      .leftJoin(vehicles, eq(vehicles.id, vehicleTerminals.vehicleId))
      .where(and(eq(terminals.terminalCode, code), eq(terminals.tenantId, caller.tenantId)));
    if (!row) {
      const field = terminalLabel(caller.lang);
      throw new AppError(400, 'TERMINAL_NOT_FOUND', { field }, { terminalCode: field });
    }
    return row;
  }

  alreadyBound(caller: Caller, vin: string) {
    const field = terminalLabel(caller.lang);
    return new AppError(409, 'TERMINAL_ALREADY_BOUND', { field, vin }, { terminalCode: field });
  }

  /** Writes one row of the binding log with the caller as operator. */
  async log(tx: Db, caller: Caller, row: LogRow): Promise<void> {
    const [operator] = await tx
      .select({ name: users.realName })
      .from(users)
      .where(eq(users.id, caller.userId));
    await tx.insert(vehicleTerminalLogs).values({
      ...row,
      tenantId: caller.tenantId,
      operatorId: caller.userId,
      operatorName: operator?.name ?? null,
    });
  }

  /** The vehicle and terminal of a bind, refused unless the vehicle has none and the terminal is free. */
  async forBind(tx: Db, caller: Caller, vin: string, terminalCode: string) {
    const vehicle = await this.vehicle(tx, caller, vin);
    if (vehicle.terminalId !== null)
      throw new AppError(409, 'VEHICLE_HAS_TERMINAL', { code: vehicle.terminalCode ?? '' });
    const terminal = await this.terminal(tx, caller, terminalCode);
    if (terminal.vehicleId !== null) throw this.alreadyBound(caller, terminal.vin ?? '');
    return { vehicle, terminal };
  }

  private async run<T>(
    caller: Caller,
    work: (tx: Db, log: (row: LogRow) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        return work(tx, (row) => this.log(tx, caller, row));
      });
    } catch (err) {
      if (isOpenBindingConflict(err)) throw this.alreadyBound(caller, '');
      throw err;
    }
  }

  private open(tx: Db, caller: Caller, vehicleId: number, terminalId: number) {
    return tx.insert(vehicleTerminals).values({ tenantId: caller.tenantId, vehicleId, terminalId });
  }

  private close(tx: Db, vehicleId: number) {
    return tx
      .update(vehicleTerminals)
      .set({ unboundAt: sql`now()` })
      .where(and(eq(vehicleTerminals.vehicleId, vehicleId), isNull(vehicleTerminals.unboundAt)));
  }

  /** Binds a free terminal to a vehicle without one. */
  bind(caller: Caller, vin: string, terminalCode: string) {
    return this.run(caller, (tx) => this.bindWithin(tx, caller, vin, terminalCode));
  }

  /** The bind inside a transaction of the caller's (other flows that bind on the way). */
  async bindWithin(tx: Db, caller: Caller, vin: string, terminalCode: string) {
    const { vehicle, terminal } = await this.forBind(tx, caller, vin, terminalCode);
    await this.open(tx, caller, vehicle.vehicleId, terminal.id);
    await this.log(tx, caller, {
      vehicleId: vehicle.vehicleId,
      vin,
      action: 'BIND',
      terminalId: terminal.id,
      terminalCode: terminal.code,
    });
    return { vin, terminalCode: terminal.code };
  }

  /**
   * CHANGE puts a free terminal on the vehicle in place of its own; SWAP exchanges the vehicle's
   * terminal with the one another vehicle carries.
   */
  change(caller: Caller, vin: string, terminalCode: string, changeType: ChangeType, remark?: string) {
    return this.run(caller, async (tx, log) => {
      const vehicle = await this.vehicle(tx, caller, vin);
      if (vehicle.terminalId === null) throw new AppError(400, 'VEHICLE_NO_TERMINAL', { vin });
      const terminal = await this.terminal(tx, caller, terminalCode);
      const old = { oldTerminalId: vehicle.terminalId, oldTerminalCode: vehicle.terminalCode };
      if (changeType === 'CHANGE') {
        if (terminal.vehicleId !== null) throw this.alreadyBound(caller, terminal.vin ?? '');
        await this.close(tx, vehicle.vehicleId);
        await this.open(tx, caller, vehicle.vehicleId, terminal.id);
        await log({
          vehicleId: vehicle.vehicleId,
          vin,
          action: 'CHANGE',
          terminalId: terminal.id,
          terminalCode: terminal.code,
          ...old,
          remark,
        });
        return { vin, terminalCode: terminal.code };
      }
      if (terminal.vehicleId === null || terminal.vehicleId === vehicle.vehicleId) {
        const field = terminalLabel(caller.lang);
        throw new AppError(400, 'SWAP_NEEDS_BOUND', { field }, { terminalCode: field });
      }
      const other = await this.vehicle(tx, caller, terminal.vin!);
      await this.close(tx, vehicle.vehicleId);
      await this.close(tx, other.vehicleId);
      await this.open(tx, caller, vehicle.vehicleId, terminal.id);
      await this.open(tx, caller, other.vehicleId, vehicle.terminalId);
      await log({
        vehicleId: vehicle.vehicleId,
        vin,
        action: 'SWAP',
        terminalId: terminal.id,
        terminalCode: terminal.code,
        ...old,
        otherVin: other.vin,
        remark,
      });
      await log({
        vehicleId: other.vehicleId,
        vin: other.vin,
        action: 'SWAP',
        terminalId: vehicle.terminalId,
        terminalCode: vehicle.terminalCode,
        oldTerminalId: terminal.id,
        oldTerminalCode: terminal.code,
        otherVin: vin,
        remark,
      });
      return { vin, terminalCode: terminal.code, otherVin: other.vin };
    });
  }

  unbind(caller: Caller, vin: string, remark?: string) {
    return this.run(caller, async (tx, log) => {
      const vehicle = await this.vehicle(tx, caller, vin);
      if (vehicle.terminalId === null) throw new AppError(400, 'VEHICLE_NO_TERMINAL', { vin });
      await this.close(tx, vehicle.vehicleId);
      await log({
        vehicleId: vehicle.vehicleId,
        vin,
        action: 'UNBIND',
        terminalId: vehicle.terminalId,
        terminalCode: vehicle.terminalCode,
        remark,
      });
      return { vin, terminalCode: vehicle.terminalCode };
    });
  }

  /** The vehicle's terminal now and since when. */
  async info(caller: Caller, vin: string) {
    const [row] = await this.db
      .select({
        vin: vehicles.vin,
        terminalId: terminals.id,
        terminalCode: terminals.terminalCode,
        iccid: terminals.iccid,
        boundAt: vehicleTerminals.boundAt,
      })
      .from(vehicles)
      .leftJoin(
        vehicleTerminals,
        and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
      )
      .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
      .where(and(eq(vehicles.vin, vin), eq(vehicles.tenantId, caller.tenantId)));
    if (!row) throw notFound();
    return { ...row, boundAt: row.boundAt?.getTime() ?? null };
  }

  /** Terminals of the caller's tenant on no vehicle, by code prefix (the usable-terminal select, cut at 16). */
  async usable(caller: Caller, keyword: string, limit = 16) {
    const rows = await this.db
      .select({ id: terminals.id, label: terminals.terminalCode })
      .from(terminals)
      .where(
        and(
          eq(terminals.tenantId, caller.tenantId),
          keyword ? sql`${terminals.terminalCode} like ${startingWith(keyword)}` : undefined,
          sql`not exists (select 1 from ${vehicleTerminals} where ${vehicleTerminals.terminalId} = ${terminals.id} and ${vehicleTerminals.unboundAt} is null)`,
        ),
      )
      .orderBy(terminals.terminalCode)
      .limit(limit);
    return rows;
  }
}

export type LogRow = Omit<
  typeof vehicleTerminalLogs.$inferInsert,
  'tenantId' | 'operatorId' | 'operatorName'
>;
