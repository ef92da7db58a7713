import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { multipartFile, readSheet, writeSheet } from './resources-support';
import { DEMO } from '../src/demo/tenants';

const ADJUST = '/api/vehicle-svc/vehicle/adjust/V1.0';
const ASSEMBLY = '/api/vehicle-svc/vehicle/assembly/V1.0';

interface Refusal {
  statusCode: number;
  code: string;
  message: string;
}

describe('vehicle adjust and assembly', () => {
  let h: Harness;
  let token: string;
  let tenantId: number;
  let operatorId: number;
  const fleet = identities(3, 'adjust');
  const [walked, second, third] = fleet;
  let live: SimulatedTerminal;

  const call = async (method: string, url: string, body?: unknown, as = token) =>
    h.call(method, url, { token: as, body });
  const ok = async (method: string, url: string, body?: unknown, as = token) => {
    const res = await call(method, url, body, as);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const refused = async (method: string, url: string, body: unknown, as = token): Promise<Refusal> => {
    const res = await call(method, url, body, as);
    expect(res.statusCode, `${url} should be refused: ${res.body}`).toBeGreaterThanOrEqual(400);
    return { statusCode: res.statusCode, code: res.json().error.code, message: res.json().error.message };
  };
  const count = async (table: string) =>
    Number((await query<{ n: number }>(h, `select count(*)::int as n from ${table}`))[0]!.n);
  const create = async (vin: string, adjusterId: number) =>
    (await ok('POST', ADJUST, { vin, adjusterId })).id as number;
  const state = (id: number) => ok('POST', `${ADJUST}/steping`, { id });

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '2' });
    token = await h.adminToken();
    await registerVehicles(h, fleet);
    tenantId = Number(
      (
        await query<{ id: number }>(h, `select id from tenants where tenant_code = $1`, [DEMO.platformTenant])
      )[0]!.id,
    );
    operatorId = Number(
      (await query<{ id: number }>(h, `select id from users where user_name = $1`, [DEMO.operator]))[0]!.id,
    );
    live = terminal(h, walked!);
    expect(await live.login()).toBe('ok');
    await waitFor(
      () => query<{ n: number }>(h, 'select count(*)::int as n from vehicle_latest where online'),
      (r) => r[0]!.n === 1,
      5000,
      'online',
    );
  });
  afterAll(async () => {
    live?.stop();
    await h?.close();
  });

  it('walks a task through its steps, each checking the real state and refusing with what failed', async () => {
    const adminId = Number(
      (await query<{ id: number }>(h, `select id from users where user_name = 'admin'`))[0]!.id,
    );
    expect((await refused('POST', ADJUST, { vin: 'LNBSCUAK0LR000000', adjusterId: adminId })).code).toBe(
      'CONTROL_VEHICLE_UNKNOWN',
    );
    expect((await refused('POST', ADJUST, { vin: 'short', adjusterId: adminId })).statusCode).toBe(400);
    const fleetUser = Number(
      (await query<{ id: number }>(h, `select id from users where user_name = $1`, [DEMO.fleetAdmin]))[0]!.id,
    );
    expect((await refused('POST', ADJUST, { vin: walked!.vin, adjusterId: fleetUser })).statusCode).toBe(400);
    expect(await count('vehicle_adjusts')).toBe(
      Number(
        (
          await query<{ n: number }>(h, `select count(*)::int as n from vehicle_adjusts where vin <> $1`, [
            walked!.vin,
          ])
        )[0]!.n,
      ),
    );

    const id = await create(walked!.vin, adminId);
    expect((await refused('POST', ADJUST, { vin: walked!.vin, adjusterId: adminId })).code).toBe(
      'ADJUST_OPEN_EXISTS',
    );
    expect(await state(id)).toMatchObject({ status: 'PENDING', step: null, stepIndex: -1, checks: [] });

    // not confirmed yet: no step may run, and the refusal is logged
    const early = await refused('POST', `${ADJUST}/confirm/next`, { id });
    expect(early).toMatchObject({ statusCode: 409, code: 'ADJUST_NOT_ADJUSTING' });
    expect((await ok('POST', `${ADJUST}/confirm`, { id })).step).toBe('LOCK');
    expect((await refused('POST', `${ADJUST}/confirm`, { id })).code).toBe('ADJUST_NOT_PENDING');

    // lock step: nothing sent yet
    const noLock = await refused('POST', `${ADJUST}/confirm/next`, { id });
    expect(noLock).toMatchObject({ statusCode: 400, code: 'ADJUST_STEP_FAILED' });
    expect(noLock.message).toContain('No lock or unlock command sent in this step yet');
    expect((await refused('POST', `${ADJUST}/step/gb4`, { id })).code).toBe('ADJUST_WRONG_STEP');
    expect((await refused('POST', `${ADJUST}/step/lock`, { id, action: 'open' })).code).toBe(
      'ADJUST_LOCK_ACTION',
    );
    expect((await refused('POST', `${ADJUST}/step/previous`, { id })).code).toBe('ADJUST_FIRST_STEP');

    // a real lock through the lock service; the simulated vehicle answers it
    // (the vehicle may answer before the call returns: it is checked as it was before the call)
    expect(live.vehicle.immobilized).toBe(false);
    const sent = await ok('POST', `${ADJUST}/step/lock`, { id, action: 'lock' });
    expect(sent.checkId).toBeTruthy();
    const locked = await waitFor(
      () => state(id),
      (s) => s.passed === true,
      8000,
      'lock answered',
    );
    expect(locked.checks[0].message).toContain('Locked');
    expect(live.vehicle.immobilized).toBe(true);
    expect((await ok('POST', `${ADJUST}/confirm/next`, { id })).step).toBe('GB4');

    // back to the lock step: it starts over and needs a new answer
    expect((await ok('POST', `${ADJUST}/step/previous`, { id })).step).toBe('LOCK');
    expect((await refused('POST', `${ADJUST}/confirm/next`, { id })).code).toBe('ADJUST_STEP_FAILED');
    await ok('POST', `${ADJUST}/step/lock`, { id, action: 'unlock' });
    await waitFor(
      () => state(id),
      (s) => s.passed === true,
      8000,
      'unlock answered',
    );
    expect(live.vehicle.immobilized).toBe(false);
    expect((await ok('POST', `${ADJUST}/confirm/next`, { id })).step).toBe('GB4');
    const lockLog = await ok('POST', `${ADJUST}/step/lock/log`, { id });
    expect(lockLog.map((l: { cmd: string; lockStatus: number }) => [l.cmd, l.lockStatus])).toEqual([
      ['unlock', 243],
      ['lock', 241],
    ]);

    // GB data: the terminal is online and its frames arrive
    expect((await state(id)).checks.find((c: { key: string }) => c.key === 'frame').ok).toBe(false);
    live.tick();
    await waitFor(
      () => state(id),
      (s) => s.passed === true,
      8000,
      'GB data',
    );
    const gb = await ok('POST', `${ADJUST}/step/gb4`, { id });
    expect(gb.passed, JSON.stringify(gb.checks)).toBe(true);
    live.disconnect();
    await waitFor(
      () => state(id),
      (s) => s.checks.some((c: { key: string; ok: boolean }) => c.key === 'online' && !c.ok),
      5000,
      'offline seen',
    );
    const offline = await refused('POST', `${ADJUST}/confirm/next`, { id });
    expect(offline.message).toContain('The terminal is offline');
    expect(await live.reconnect()).toBe('ok');
    live.tick();
    await waitFor(
      () => state(id),
      (s) => s.passed === true,
      5000,
      'online again',
    );
    expect((await ok('POST', `${ADJUST}/confirm/next`, { id })).step).toBe('CUSTOMER');

    // customer: missing until given; a bad phone changes nothing
    expect((await refused('POST', `${ADJUST}/confirm/next`, { id })).message).toContain(
      'lacks the customer name or phone',
    );
    expect(
      (
        await refused('POST', `${ADJUST}/step/customer`, {
          id,
          customerName: '王五',
          customerPhone: 'call me',
        })
      ).code,
    ).toBe('ADJUST_CUSTOMER_PHONE');
    expect(
      (
        await query<{ owner_name: string | null }>(h, 'select owner_name from vehicles where vin = $1', [
          walked!.vin,
        ])
      )[0]!.owner_name,
    ).toBeNull();
    const customer = await ok('POST', `${ADJUST}/step/customer`, {
      id,
      customerName: '王五',
      customerPhone: '13900001111',
    });
    expect(customer).toMatchObject({ passed: true, customer: { name: '王五', phone: '13900001111' } });
    expect((await ok('POST', `${ADJUST}/confirm/next`, { id })).step).toBe('FINISH');
    expect((await refused('POST', `${ADJUST}/confirm/next`, { id })).code).toBe('ADJUST_LAST_STEP');
    expect((await ok('POST', `${ADJUST}/step/finish`, { id })).status).toBe('FINISHED');
    expect((await refused('POST', `${ADJUST}/cancel`, { id })).code).toBe('ADJUST_CLOSED');
    expect((await refused('POST', `${ADJUST}/step/previous`, { id })).code).toBe('ADJUST_CLOSED');

    // the steps screen opens by VIN; the detail and the log show every action with its outcome
    expect((await ok('POST', `${ADJUST}/${walked!.vin}/step`, {})).id).toBe(id);
    const detail = await ok('POST', `${ADJUST}/detail`, { id });
    expect(detail).toMatchObject({
      vin: walked!.vin,
      status: 'FINISHED',
      statusCode: 'FINISHED',
      plate: walked!.plate,
    });
    const log = await ok('POST', `${ADJUST}/adjust/log`, { id, pageSize: 100 });
    const actions = (log.items as { action: string; outcome: string; operatorName: string }[])
      .map((l) => `${l.action}:${l.outcome}`)
      .reverse();
    expect(actions.slice(0, 4)).toEqual(['CREATE:OK', 'NEXT:REFUSED', 'CONFIRM:OK', 'CONFIRM:REFUSED']);
    expect(actions).toContain('LOCK:OK');
    expect(actions).toContain('FINISH:OK');
    expect(actions.filter((a) => a === 'NEXT:REFUSED').length).toBeGreaterThanOrEqual(4);
    expect(log.items.every((l: { operatorName: string }) => !!l.operatorName)).toBe(true);
    const page = await ok('POST', `${ADJUST}/page`, { vin: walked!.vin, status: 'FINISHED' });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('cancels, changes the adjuster, keeps tenants apart and checks permissions', async () => {
    const id = await create(second!.vin, operatorId);
    const changed = await ok('POST', `${ADJUST}/change/adjuster`, {
      id,
      adjusterId: Number(
        (await query<{ id: number }>(h, `select id from users where user_name = 'admin'`))[0]!.id,
      ),
    });
    expect(changed.adjusterName).not.toBe(null);
    const fleetUser = Number(
      (await query<{ id: number }>(h, `select id from users where user_name = $1`, [DEMO.fleetAdmin]))[0]!.id,
    );
    expect((await refused('POST', `${ADJUST}/change/adjuster`, { id, adjusterId: fleetUser })).code).toBe(
      'ADJUST_ADJUSTER',
    );
    expect((await refused('POST', `${ADJUST}/confirm`, { id: 'x' })).code).toBe('ADJUST_ROW');

    // an offline vehicle: the lock is queued and the step waits for its answer
    await ok('POST', `${ADJUST}/confirm`, { id });
    await ok('POST', `${ADJUST}/step/lock`, { id, action: 'lock' });
    const waiting = await refused('POST', `${ADJUST}/confirm/next`, { id });
    expect(waiting.message).toContain('has not answered the lock command yet');
    expect((await ok('POST', `${ADJUST}/cancel`, { id, reason: 'wrong vehicle' })).status).toBe('CANCELLED');
    expect((await refused('POST', `${ADJUST}/confirm`, { id })).code).toBe('ADJUST_NOT_PENDING');
    // a cancelled task no longer blocks a new one
    await create(second!.vin, operatorId);

    const operator = await h.login(DEMO.operator, DEMO.userPassword);
    for (const [path, body] of [
      ['page', {}],
      ['confirm', { id }],
      ['steping', { id }],
      ['confirm/next', { id }],
    ] as const)
      expect((await call('POST', `${ADJUST}/${path}`, body, operator)).statusCode, path).toBe(403);
    expect(
      (await call('POST', ADJUST, { vin: third!.vin, adjusterId: operatorId }, operator)).statusCode,
    ).toBe(403);

    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await call('POST', `${ADJUST}/detail`, { id }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `${ADJUST}/steping`, { id }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `${ADJUST}/cancel`, { id }, stranger)).statusCode).toBe(404);
    expect((await call('POST', `${ADJUST}/${second!.vin}/step`, {}, stranger)).statusCode).toBe(404);
    expect((await ok('POST', `${ADJUST}/page`, {}, stranger)).items).toEqual([]);
    expect(
      (await call('POST', ADJUST, { vin: third!.vin, adjusterId: fleetUser }, stranger)).statusCode,
    ).toBe(404);
  });

  it('assembles: terminal lookup, refusals, finish binds through the binding service, reassembly changes it, import', async () => {
    const bare = ['LCLAS0000ASM00001', 'LCLAS0000ASM00002', 'LCLAS0000ASM00003'];
    for (const vin of bare)
      await query(h, 'insert into vehicles (tenant_id, vin, plate) values ($1, $2, $3)', [
        tenantId,
        vin,
        `京X${vin.slice(-4)}`,
      ]);
    for (const code of ['ASM-T1', 'ASM-T2', 'ASM-T3', 'ASM-T4'])
      await query(h, 'insert into terminals (tenant_id, terminal_code) values ($1, $2)', [tenantId, code]);
    const [vin1, vin2, vin3] = bare as [string, string, string];

    expect(await ok('GET', `${ASSEMBLY}/terminal/ASM-T1`)).toMatchObject({
      terminalCode: 'ASM-T1',
      free: true,
      vin: null,
    });
    expect(await ok('GET', `${ASSEMBLY}/terminal/${walked!.terminalCode}`)).toMatchObject({
      free: false,
      vin: walked!.vin,
    });
    expect((await refused('GET', `${ASSEMBLY}/terminal/NOPE`, undefined)).code).toBe('TERMINAL_NOT_FOUND');

    const before = await count('vehicle_assemblies');
    const taken = await refused('POST', ASSEMBLY, { vin: vin1, terminalCode: walked!.terminalCode });
    expect(taken).toMatchObject({ statusCode: 409, code: 'TERMINAL_ALREADY_BOUND' });
    expect(taken.message).toContain(walked!.vin);
    expect((await refused('POST', ASSEMBLY, { vin: walked!.vin, terminalCode: 'ASM-T1' })).code).toBe(
      'VEHICLE_HAS_TERMINAL',
    );
    expect(
      (await refused('POST', ASSEMBLY, { vin: 'LNBSCUAK0LR000000', terminalCode: 'ASM-T1' })).statusCode,
    ).toBe(404);
    expect(await count('vehicle_assemblies')).toBe(before);

    const { id } = await ok('POST', ASSEMBLY, { vin: vin1, terminalCode: 'ASM-T1', parts: '主机、GPS 天线' });
    expect((await refused('POST', ASSEMBLY, { vin: vin1, terminalCode: 'ASM-T2' })).code).toBe(
      'ASSEMBLY_PENDING_EXISTS',
    );
    expect(await ok('POST', `${ASSEMBLY}/preview`, { id })).toMatchObject({
      vin: vin1,
      ready: true,
      problems: [],
    });
    expect((await refused('POST', `${ASSEMBLY}/change/assembly`, { id, terminalCode: 'ASM-T1' })).code).toBe(
      'ASSEMBLY_SAME_TERMINAL',
    );
    expect(
      (await ok('POST', `${ASSEMBLY}/change/assembly`, { id, terminalCode: 'ASM-T2', remark: 'T1 faulty' }))
        .terminalCode,
    ).toBe('ASM-T2');
    await ok('PUT', ASSEMBLY, { id, parts: '主机、GPS 天线、4G 天线' });
    expect((await refused('POST', `${ASSEMBLY}/reassembly`, { id, terminalCode: 'ASM-T3' })).code).toBe(
      'ASSEMBLY_NOT_FINISHED',
    );

    // finishing binds the terminal to the vehicle, with the binding log
    expect((await ok('POST', `${ASSEMBLY}/finish`, { id })).status).toBe('FINISHED');
    expect((await ok('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/info/' + vin1, {})).terminalCode).toBe(
      'ASM-T2',
    );
    expect(
      (
        await query<{ action: string }>(
          h,
          'select action from vehicle_terminal_logs where vin = $1 order by id',
          [vin1],
        )
      ).map((r) => r.action),
    ).toEqual(['BIND']);
    expect((await refused('POST', `${ASSEMBLY}/finish`, { id })).code).toBe('ASSEMBLY_NOT_PENDING');
    expect((await refused('PUT', ASSEMBLY, { id, parts: 'x' })).code).toBe('ASSEMBLY_NOT_PENDING');
    expect((await refused('DELETE', ASSEMBLY, { ids: [id] })).code).toBe('ASSEMBLY_NOT_PENDING');
    expect(await ok('GET', `${ASSEMBLY}/terminal/ASM-T2`)).toMatchObject({ free: false, vin: vin1 });

    // reassembly: another free terminal through the binding service's change
    expect(
      (await refused('POST', `${ASSEMBLY}/reassembly`, { id, terminalCode: walked!.terminalCode })).code,
    ).toBe('TERMINAL_ALREADY_BOUND');
    expect(
      await ok('POST', `${ASSEMBLY}/reassembly`, { id, terminalCode: 'ASM-T3', remark: 'upgrade' }),
    ).toMatchObject({ terminalCode: 'ASM-T3', oldTerminalCode: 'ASM-T2' });
    expect(
      (
        await query<{ action: string }>(
          h,
          'select action from vehicle_terminal_logs where vin = $1 order by id',
          [vin1],
        )
      ).map((r) => r.action),
    ).toEqual(['BIND', 'CHANGE']);
    const log = await ok('POST', `${ASSEMBLY}/assembly/log`, { id });
    expect((log.items as { action: string }[]).map((l) => l.action).reverse()).toEqual([
      'CREATE',
      'CHANGE',
      'FINISH',
      'REASSEMBLY',
    ]);
    const detail = await ok('POST', `${ASSEMBLY}/detail`, { id });
    expect(detail).toMatchObject({
      vin: vin1,
      terminalCode: 'ASM-T3',
      status: 'FINISHED',
      terminal: { free: false, vin: vin1 },
    });

    // finish/adjust hands the vehicle to an adjuster
    const next = (await ok('POST', ASSEMBLY, { vin: vin2, terminalCode: 'ASM-T1' })).id as number;
    expect((await refused('POST', `${ASSEMBLY}/finish/adjust`, { id: next, adjusterId: 999999 })).code).toBe(
      'ADJUST_ADJUSTER',
    );
    expect(
      (
        await query(
          h,
          'select 1 from vehicle_terminals b join vehicles v on v.id = b.vehicle_id where v.vin = $1',
          [vin2],
        )
      ).length,
    ).toBe(0);
    const adjusted = await ok('POST', `${ASSEMBLY}/finish/adjust`, { id: next, adjusterId: operatorId });
    expect(adjusted.adjustId).toBeGreaterThan(0);
    expect(await state(adjusted.adjustId)).toMatchObject({ vin: vin2, status: 'PENDING' });

    // import from the template: a taken terminal fails the file with the report; the fixed file imports
    const template = await call('GET', `${ASSEMBLY}/import/template`);
    expect(template.statusCode).toBe(200);
    const header = (await readSheet(template))[0]!;
    const send = async (rows: (string | null)[][]) => {
      const form = multipartFile('assembly.xlsx', await writeSheet([header, ...rows]));
      return h.call('POST', `${ASSEMBLY}/import`, { token, body: form.payload, headers: form.headers });
    };
    const row = (vin: string, code: string) =>
      header.map((c) => (c.startsWith('VIN') ? vin : c.startsWith('Terminal code') ? code : null));
    const bad = await send([row(vin3, 'ASM-T3')]);
    expect(bad.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(JSON.stringify(await readSheet(bad))).toContain(vin1);
    expect((await send([row(vin3, 'ASM-T4')])).json()).toEqual({ imported: 1 });

    // permissions and tenants
    const operator = await h.login(DEMO.operator, DEMO.userPassword);
    expect((await call('POST', `${ASSEMBLY}/page`, {}, operator)).statusCode).toBe(403);
    expect((await call('POST', `${ASSEMBLY}/finish`, { id }, operator)).statusCode).toBe(403);
    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await call('POST', `${ASSEMBLY}/detail`, { id }, stranger)).statusCode).toBe(404);
    expect(
      (await call('POST', `${ASSEMBLY}/reassembly`, { id, terminalCode: 'ASM-T4' }, stranger)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${ASSEMBLY}/terminal/ASM-T4`, undefined, stranger)).statusCode).toBe(400);
    expect((await ok('POST', `${ASSEMBLY}/page`, {}, stranger)).items).toEqual([]);
  });
});
