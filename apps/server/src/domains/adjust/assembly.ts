import { sql } from 'drizzle-orm';
import { vehicleAssemblySpec } from '@chelian/contracts';
import type { AssemblyTerminal } from '@chelian/contracts/adjust';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { Caller } from '../../resources/types';
import { TerminalBinding } from '../vehicle/binding';
import { openAdjust } from './open';
import { rowsOf } from './sql';

export interface AssemblyRow {
  id: number;
  vehicleId: number;
  vin: string;
  terminalId: number;
  terminalCode: string;
  status: 'PENDING' | 'FINISHED';
}

const operatorName = (caller: Caller) => caller.auth.realName || caller.auth.userName;
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
  await db.execute(sql`insert into vehicle_assembly_logs (tenant_id, assembly_id, vin, action, terminal_code, old_terminal_code, operator_id, operator_name, remark)
     values (${caller.tenantId}, ${row.assemblyId}, ${row.vin}, ${row.action}, ${row.terminalCode ?? null}, ${row.oldTerminalCode ?? null}, ${caller.userId}, ${operatorName(caller)}, ${row.remark ?? null})`);
}

/** An assembly of the caller's tenant (locked for the transaction when `forUpdate`), or 404. */
export async function assemblyOf(
  db: Db,
  caller: Caller,
  id: unknown,
  forUpdate = false,
): Promise<AssemblyRow> {
  if (!Number.isInteger(id) || (id as number) <= 0) throw badRequest('ASSEMBLY_ROW');
  const [row] = await rowsOf<{
    id: number;
    vehicle_id: number;
    vin: string;
    terminal_id: number;
    terminal_code: string;
    status: AssemblyRow['status'];
  }>(
    db,
    sql`select id, vehicle_id, vin, terminal_id, terminal_code, status from vehicle_assemblies where id = ${id} and tenant_id = ${caller.tenantId} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    vehicleId: Number(row.vehicle_id),
    vin: row.vin,
    terminalId: Number(row.terminal_id),
    terminalCode: row.terminal_code,
    status: row.status,
  };
}

/** A terminal of the caller's tenant by code with its model, SIM card and the vehicle it sits on now (GET terminal/{terminalCode}). */
export async function lookupTerminal(
  db: Db,
  caller: Caller,
  code: string,
): Promise<AssemblyTerminal & { id: number }> {
  const [row] = await rowsOf<{
    id: number;
    terminal_code: string;
    model_name: string | null;
    iccid: string | null;
    msisdn: string | null;
    vin: string | null;
  }>(
    db,
    sql`select t.id, t.terminal_code, m.model_name, coalesce(s.iccid, t.iccid) as iccid, s.msisdn, v.vin
          from terminals t
          left join terminal_models m on m.id = t.terminal_model_id
          left join sim_cards s on s.id = t.sim_card_id
          left join vehicle_terminals b on b.terminal_id = t.id and b.unbound_at is null
          left join vehicles v on v.id = b.vehicle_id
         where t.terminal_code = ${code.trim()} and t.tenant_id = ${caller.tenantId}`,
  );
  if (!row) throw terminalNotFound(caller);
  return {
    id: Number(row.id),
    terminalCode: row.terminal_code,
    modelName: row.model_name,
    iccid: row.iccid,
    msisdn: row.msisdn,
    free: row.vin === null,
    vin: row.vin,
  };
}

/** The caller's vehicle by VIN with the terminal it carries now. */
async function vehicleOf(db: Db, caller: Caller, vin: string) {
  const [row] = await rowsOf<{ id: number; vin: string; terminal_code: string | null }>(
    db,
    sql`select v.id, v.vin, t.terminal_code from vehicles v
          left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
          left join terminals t on t.id = b.terminal_id
         where v.vin = ${vin.trim().toUpperCase()} and v.tenant_id = ${caller.tenantId}`,
  );
  if (!row)
    throw new AppError(
      404,
      'CONTROL_VEHICLE_UNKNOWN',
      { vin },
      { vin: vehicleAssemblySpec.fields.vin.label[caller.lang] },
    );
  return { id: Number(row.id), vin: row.vin, terminalCode: row.terminal_code };
}

/**
 * What a new assembly needs: a vehicle of the caller without a terminal and without another
 * pending assembly, and a free terminal of the caller.
 */
export async function forNewAssembly(db: Db, caller: Caller, vin: string, code: string) {
  const vehicle = await vehicleOf(db, caller, vin);
  if (vehicle.terminalCode) throw new AppError(409, 'VEHICLE_HAS_TERMINAL', { code: vehicle.terminalCode });
  const [pending] = await rowsOf(
    db,
    sql`select 1 from vehicle_assemblies where vehicle_id = ${vehicle.id} and status = 'PENDING'`,
  );
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
    await tx.execute(
      sql`update vehicle_assemblies set status = 'FINISHED', finished_at = now(), assembler_id = ${caller.userId}, assembler_name = ${operatorName(caller)} where id = ${row.id}`,
    );
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
    await tx.execute(
      sql`update vehicle_assemblies set terminal_id = ${terminal.id}, terminal_code = ${terminal.terminalCode} where id = ${row.id}`,
    );
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
    await tx.execute(
      sql`update vehicle_assemblies set terminal_id = ${terminal.id}, terminal_code = ${terminal.terminalCode}, finished_at = now(), assembler_id = ${caller.userId}, assembler_name = ${operatorName(caller)} where id = ${row.id}`,
    );
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
  const logs = await rowsOf<{
    id: number;
    action: string;
    terminal_code: string | null;
    old_terminal_code: string | null;
    operator_name: string | null;
    remark: string | null;
    created_at: Date;
  }>(
    db,
    sql`select id, action, terminal_code, old_terminal_code, operator_name, remark, created_at from vehicle_assembly_logs where assembly_id = ${row.id} order by id desc limit 100`,
  );
  return {
    ...row,
    terminal,
    logs: logs.map((l) => ({
      id: Number(l.id),
      action: l.action,
      terminalCode: l.terminal_code,
      oldTerminalCode: l.old_terminal_code,
      operatorName: l.operator_name,
      remark: l.remark,
      createdAt: new Date(l.created_at).getTime(),
    })),
  };
}
