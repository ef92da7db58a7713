import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { vehicleAssemblySpec } from '@chelian/contracts';
import type { AssemblyTerminal } from '@chelian/contracts/adjust';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { Caller } from '../../engine/types';
import { TerminalBinding } from '../vehicle';
import { openAdjust } from './open';
import { simCards, terminalModels, terminals } from '../terminal/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';
import { vehicleAssemblies, vehicleAssemblyLogs } from './schema';

export interface AssemblyRow {
  id: number;
  vehicleId: number;
  vin: string;
  terminalId: number;
  terminalCode: string;
  status: 'PENDING' | 'FINISHED';
}

const operatorName = (caller: Caller) => caller.auth.realName || caller.auth.userName;
/** Who fitted the assembly: the caller. */
const assembler = (caller: Caller) => ({ assemblerId: caller.userId, assemblerName: operatorName(caller) });
const terminalField = (caller: Caller) => vehicleAssemblySpec.fields.terminalCode.label[caller.lang];
const terminalNotFound = (caller: Caller) =>
  new AppError(
    400,
    'TERMINAL_NOT_FOUND',
    { field: terminalField(caller) },
    { terminalCode: terminalField(caller) },
  );
const terminalTaken = (caller: Caller, vin: string) =>
  new AppError(
    409,
    'TERMINAL_ALREADY_BOUND',
    { field: terminalField(caller), vin },
    { terminalCode: terminalField(caller) },
  );

/** One row of the assembly log. */
export async function writeAssemblyLog(
  db: Db,
  caller: Caller,
  row: {
    assemblyId: number;
    vin: string;
    action: string;
    terminalCode?: string | null;
    oldTerminalCode?: string | null;
    remark?: string | null;
  },
): Promise<void> {
  await db.insert(vehicleAssemblyLogs).values({
    ...row,
    tenantId: caller.tenantId,
    operatorId: caller.userId,
    operatorName: operatorName(caller),
  });
}

/** An assembly of the caller's tenant (locked for the transaction when `forUpdate`), or 404. */
export async function assemblyOf(
  db: Db,
  caller: Caller,
  id: unknown,
  forUpdate = false,
): Promise<AssemblyRow> {
  if (!Number.isInteger(id) || (id as number) <= 0) throw badRequest('ASSEMBLY_ROW');
  const query = db
    .select({
      id: vehicleAssemblies.id,
      vehicleId: vehicleAssemblies.vehicleId,
      vin: vehicleAssemblies.vin,
      terminalId: vehicleAssemblies.terminalId,
      terminalCode: vehicleAssemblies.terminalCode,
      status: vehicleAssemblies.status,
    })
    .from(vehicleAssemblies)
    .where(and(eq(vehicleAssemblies.id, id as number), eq(vehicleAssemblies.tenantId, caller.tenantId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return { ...row, status: row.status as AssemblyRow['status'] };
}

/** A terminal of the caller's tenant by code with its model, SIM card and the vehicle it sits on now (GET terminal/{terminalCode}). */
export async function lookupTerminal(
  db: Db,
  caller: Caller,
  code: string,
): Promise<AssemblyTerminal & { id: number }> {
  const [row] = await db
    .select({
      id: terminals.id,
      terminalCode: terminals.terminalCode,
      modelName: terminalModels.modelName,
      iccid: sql<string | null>`coalesce(${simCards.iccid}, ${terminals.iccid})`,
      msisdn: simCards.msisdn,
      vin: vehicles.vin,
    })
    .from(terminals)
    .leftJoin(terminalModels, eq(terminalModels.id, terminals.terminalModelId))
    .leftJoin(simCards, eq(simCards.id, terminals.simCardId))
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.terminalId, terminals.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(vehicles, eq(vehicles.id, vehicleTerminals.vehicleId))
    .where(and(eq(terminals.terminalCode, code.trim()), eq(terminals.tenantId, caller.tenantId)));
  if (!row) throw terminalNotFound(caller);
  return { ...row, free: row.vin === null };
}

/** The caller's vehicle by VIN with the terminal it carries now. */
async function vehicleOf(db: Db, caller: Caller, vin: string) {
  const [row] = await db
    .select({ id: vehicles.id, vin: vehicles.vin, terminalCode: terminals.terminalCode })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .where(and(eq(vehicles.vin, vin.trim().toUpperCase()), eq(vehicles.tenantId, caller.tenantId)));
  if (!row)
    throw new AppError(
      404,
      'CONTROL_VEHICLE_UNKNOWN',
      { vin },
      { vin: vehicleAssemblySpec.fields.vin.label[caller.lang] },
    );
  return row;
}

/**
 * What a new assembly needs: a vehicle of the caller without a terminal and without another
 * pending assembly, and a free terminal of the caller.
 */
export async function forNewAssembly(db: Db, caller: Caller, vin: string, code: string) {
  const vehicle = await vehicleOf(db, caller, vin);
  if (vehicle.terminalCode) throw new AppError(409, 'VEHICLE_HAS_TERMINAL', { code: vehicle.terminalCode });
  const [pending] = await db
    .select({ id: vehicleAssemblies.id })
    .from(vehicleAssemblies)
    .where(and(eq(vehicleAssemblies.vehicleId, vehicle.id), eq(vehicleAssemblies.status, 'PENDING')));
  if (pending) throw new AppError(409, 'ASSEMBLY_PENDING_EXISTS', { vin: vehicle.vin });
  const terminal = await lookupTerminal(db, caller, code);
  if (!terminal.free) throw terminalTaken(caller, terminal.vin ?? '');
  return { vehicle, terminal };
}

/**
 * What finishing an assembly would do, without doing it (POST preview): the vehicle and its
 * terminal now, the terminal to fit, and every reason it would be refused.
 */
export async function previewAssembly(db: Db, caller: Caller, body: Record<string, unknown>) {
  let vin = typeof body.vin === 'string' ? body.vin : '';
  let code = typeof body.terminalCode === 'string' ? body.terminalCode : '';
  if (body.id !== undefined) {
    const row = await assemblyOf(db, caller, body.id);
    vin = row.vin;
    code = row.terminalCode;
  }
  const vehicle = await vehicleOf(db, caller, vin);
  const problems: string[] = [];
  let terminal: AssemblyTerminal | null = null;
  try {
    terminal = await lookupTerminal(db, caller, code);
    if (terminal.vin && terminal.vin !== vehicle.vin)
      problems.push(
        translate(caller.lang, 'TERMINAL_ALREADY_BOUND', { field: terminalField(caller), vin: terminal.vin }),
      );
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    problems.push(translate(caller.lang, err.code, err.params));
  }
  if (vehicle.terminalCode && vehicle.terminalCode !== terminal?.terminalCode)
    problems.push(translate(caller.lang, 'VEHICLE_HAS_TERMINAL', { code: vehicle.terminalCode }));
  return {
    vin: vehicle.vin,
    currentTerminalCode: vehicle.terminalCode,
    terminal,
    ready: problems.length === 0,
    problems,
  };
}

/** Finishes a pending assembly: binds its terminal to the vehicle through the binding service (with the binding log). */
export async function finishAssembly(db: Db, caller: Caller, id: unknown, adjusterId?: unknown) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await assemblyOf(tx, caller, id, true);
    if (row.status !== 'PENDING') throw new AppError(409, 'ASSEMBLY_NOT_PENDING');
    await new TerminalBinding(tx).bind(caller, row.vin, row.terminalCode);
    await tx
      .update(vehicleAssemblies)
      .set({ status: 'FINISHED', finishedAt: sql`now()`, ...assembler(caller) })
      .where(eq(vehicleAssemblies.id, row.id));
    await writeAssemblyLog(tx, caller, {
      assemblyId: row.id,
      vin: row.vin,
      action: 'FINISH',
      terminalCode: row.terminalCode,
    });
    // finish/adjust: the vehicle goes on to adjustment with the chosen adjuster
    const adjustId =
      adjusterId === undefined ? null : await openAdjust(tx, caller, row.vin, adjusterId, null);
    return { id: row.id, vin: row.vin, terminalCode: row.terminalCode, status: 'FINISHED', adjustId };
  });
}

/** Changes the terminal of a pending assembly (before it is fitted). */
export async function changeAssembly(db: Db, caller: Caller, id: unknown, code: unknown, remark: unknown) {
  if (typeof code !== 'string' || !code.trim()) throw terminalNotFound(caller);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await assemblyOf(tx, caller, id, true);
    if (row.status !== 'PENDING') throw new AppError(409, 'ASSEMBLY_NOT_PENDING');
    const terminal = await lookupTerminal(tx, caller, code);
    if (terminal.id === row.terminalId) throw badRequest('ASSEMBLY_SAME_TERMINAL');
    if (!terminal.free) throw terminalTaken(caller, terminal.vin ?? '');
    await tx
      .update(vehicleAssemblies)
      .set({ terminalId: terminal.id, terminalCode: terminal.terminalCode })
      .where(eq(vehicleAssemblies.id, row.id));
    await writeAssemblyLog(tx, caller, {
      assemblyId: row.id,
      vin: row.vin,
      action: 'CHANGE',
      terminalCode: terminal.terminalCode,
      oldTerminalCode: row.terminalCode,
      remark: typeof remark === 'string' ? remark.slice(0, 200) : null,
    });
    return { id: row.id, vin: row.vin, terminalCode: terminal.terminalCode };
  });
}

/** Reassembles a finished assembly with another free terminal: the binding service changes the vehicle's terminal. */
export async function reassemble(db: Db, caller: Caller, id: unknown, code: unknown, remark: unknown) {
  if (typeof code !== 'string' || !code.trim()) throw terminalNotFound(caller);
  const note = typeof remark === 'string' ? remark.slice(0, 200) : undefined;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await assemblyOf(tx, caller, id, true);
    if (row.status !== 'FINISHED') throw new AppError(409, 'ASSEMBLY_NOT_FINISHED');
    const terminal = await lookupTerminal(tx, caller, code);
    if (terminal.id === row.terminalId) throw badRequest('ASSEMBLY_SAME_TERMINAL');
    if (!terminal.free) throw terminalTaken(caller, terminal.vin ?? '');
    const binding = new TerminalBinding(tx);
    const vehicle = await vehicleOf(tx, caller, row.vin);
    // the vehicle may have lost its terminal since (unbound in the archive): then it is a plain bind
    if (vehicle.terminalCode) await binding.change(caller, row.vin, terminal.terminalCode, 'CHANGE', note);
    else await binding.bind(caller, row.vin, terminal.terminalCode);
    await tx
      .update(vehicleAssemblies)
      .set({
        terminalId: terminal.id,
        terminalCode: terminal.terminalCode,
        finishedAt: sql`now()`,
        ...assembler(caller),
      })
      .where(eq(vehicleAssemblies.id, row.id));
    await writeAssemblyLog(tx, caller, {
      assemblyId: row.id,
      vin: row.vin,
      action: 'REASSEMBLY',
      terminalCode: terminal.terminalCode,
      oldTerminalCode: vehicle.terminalCode ?? row.terminalCode,
      remark: note ?? null,
    });
    return {
      id: row.id,
      vin: row.vin,
      terminalCode: terminal.terminalCode,
      oldTerminalCode: vehicle.terminalCode,
    };
  });
}

/** An assembly with its terminal now and its log (POST detail). */
export async function assemblyDetail(db: Db, caller: Caller, id: unknown) {
  const row = await assemblyOf(db, caller, id);
  const terminal = await lookupTerminal(db, caller, row.terminalCode).catch(() => null);
  const logs = await db
    .select({
      id: vehicleAssemblyLogs.id,
      action: vehicleAssemblyLogs.action,
      terminalCode: vehicleAssemblyLogs.terminalCode,
      oldTerminalCode: vehicleAssemblyLogs.oldTerminalCode,
      operatorName: vehicleAssemblyLogs.operatorName,
      remark: vehicleAssemblyLogs.remark,
      createdAt: vehicleAssemblyLogs.createdAt,
    })
    .from(vehicleAssemblyLogs)
    .where(eq(vehicleAssemblyLogs.assemblyId, row.id))
    .orderBy(desc(vehicleAssemblyLogs.id))
    .limit(100);
  return { ...row, terminal, logs: logs.map((l) => ({ ...l, createdAt: l.createdAt.getTime() })) };
}
