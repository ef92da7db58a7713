import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { SimulatedTerminal } from '@chelian/simulator';
import { md5 } from '../src/platform/auth/passwords';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { signedCall } from './control-support';
import { CONTROL_DEMO_IDENTITY } from '../src/demo/control';
import { DEMO } from '../src/demo/tenants';

const CTRL = '/api/vehicle-svc/ctrl/vehicle/V1.0';
const DIAG = '/api/vehicle-svc/vehicle/diagnosis/V1.0';
const SUPPLIERS = '/api/terminal-svc/terminal/suppliers/V1.0';

describe('seat heating, remote diagnosis, lock history, QB vehicle parameters, supplier portal password', () => {
  let h: Harness;
  let token: string;
  const [online, offline, silent, bare] = identities(4, 'remote-extras');
  const terminals: SimulatedTerminal[] = [];

  const state = async (checkId: string) =>
    (await h.call('GET', `${CTRL}/result/${checkId}`, { token })).json();
  const finalState = (checkId: string) =>
    waitFor(
      () => state(checkId),
      (s) => s.final === true,
      8000,
      `command ${checkId} final`,
    );
  const diagnosis = async (id: number, as = token) =>
    (await h.call('GET', `${DIAG}/${id}`, { token: as })).json();

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '1' });
    token = await h.adminToken();
    await registerVehicles(h, [online!, offline!, silent!]);
    const tenantId = Number(
      (await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`))[0]!.id,
    );
    await query(h, 'insert into vehicles (tenant_id, vin, model) values ($1, $2, $3)', [
      tenantId,
      bare!.vin,
      'Bare',
    ]);
    terminals.push(terminal(h, online!), terminal(h, offline!), terminal(h, silent!));
    expect(await terminals[0]!.login()).toBe('ok');
    expect(await terminals[2]!.login()).toBe('ok');
    terminals[2]!.silent = true;
    await waitFor(
      () => query<{ n: number }>(h, 'select count(*)::int as n from vehicle_latest where online'),
      (r) => r[0]!.n === 2,
      5000,
      'online',
    );
  });
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  });

  it('seat heating: refuses a seat or level out of range with nothing sent', async () => {
    const before = Number(
      (await query<{ n: number }>(h, 'select count(*)::int as n from control_commands'))[0]!.n,
    );
    const cases: [unknown, string][] = [
      [{ vin: online!.vin, action: 'on', heatLevel: 2 }, 'CONTROL_SEAT'],
      [{ vin: online!.vin, action: 'on', seat: 4, heatLevel: 2 }, 'CONTROL_SEAT'],
      [{ vin: online!.vin, action: 'off' }, 'CONTROL_SEAT'],
      [{ vin: online!.vin, action: 'on', seat: 1, heatLevel: 0 }, 'CONTROL_HEAT_LEVEL'],
      [{ vin: online!.vin, action: 'on', seat: 1, heatLevel: 4 }, 'CONTROL_HEAT_LEVEL'],
    ];
    for (const [payload, code] of cases) {
      const { res } = await signedCall(h, token, 'seatHeat', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).not.toBe(code);
    }
    const en = await h.call('POST', `/api/vehicle-svc/cmd/V2.0/${online!.vin}/on/seatHeat`, {
      token,
      body: { seat: 2, heatLevel: 9 },
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json().error.message).toBe('The seat-heating level must be 1-3');
    expect(
      Number((await query<{ n: number }>(h, 'select count(*)::int as n from control_commands'))[0]!.n),
    ).toBe(before);
    expect(terminals[0]!.body.applied.filter((a) => a.fn === 'seatHeat')).toEqual([]);
  });

  it('seat heating: the terminal heats the chosen seat at the chosen level, and the car body shows what it did', async () => {
    const t = terminals[0]!;
    const on = await signedCall(h, token, 'seatHeat', {
      vin: online!.vin,
      action: 'on',
      seat: 2,
      heatLevel: 3,
    });
    expect(on.res.statusCode, on.res.body).toBe(200);
    expect((await finalState(on.res.json().checkId)).statusCode).toBe(5);
    expect(t.body.seatHeat).toEqual({ 1: 0, 2: 3, 3: 0 });
    // seat 2 at level 3 travels as argument 0x23
    expect(
      (
        await query<{ argument: number }>(h, 'select argument from control_commands where check_id = $1', [
          on.res.json().checkId,
        ])
      )[0]!.argument,
    ).toBe(0x23);
    // the generic call with its arguments in the body: the driver's seat at level 1
    const driver = await h.call('POST', `/api/vehicle-svc/cmd/V2.0/${online!.vin}/on/seatHeat`, {
      token,
      body: { seat: 1, heatLevel: 1 },
    });
    expect(driver.statusCode, driver.body).toBe(200);
    expect((await finalState(driver.json().checkId)).statusCode).toBe(5);
    let body = (
      await h.call('GET', `/api/vehicle-svc/vehicles/V1.0/query/carBody/${online!.vin}`, { token })
    ).json();
    expect(body.seats).toEqual({ driver: 1, passenger: 3, rear: 0 });
    expect(body.controls.seatHeat).toBe('on');
    const off = await signedCall(h, token, 'seatHeat', { vin: online!.vin, action: 'off', seat: 2 });
    expect((await finalState(off.res.json().checkId)).statusCode).toBe(5);
    expect(t.body.seatHeat).toEqual({ 1: 1, 2: 0, 3: 0 });
    body = (
      await h.call('GET', `/api/vehicle-svc/vehicles/V1.0/query/carBody/${online!.vin}`, { token })
    ).json();
    expect(body.seats).toEqual({ driver: 1, passenger: 0, rear: 0 });
    // the vehicle's controls include it (a model without configuration offers every control)
    expect((await h.call('GET', `${CTRL}/query/${online!.vin}`, { token })).json().controls).toContain(
      'seatHeat',
    );
  });

  it('diagnosis: refuses a bad or unknown VIN, a vehicle without terminal and an offline terminal, with nothing sent', async () => {
    const cases: [string, number, string][] = [
      ['short', 400, 'CONTROL_VIN'],
      ['LNBSCUAK0LR000000', 404, 'CONTROL_VEHICLE_UNKNOWN'],
      [bare!.vin, 400, 'CONTROL_NO_TERMINAL'],
      [offline!.vin, 409, 'TERMINAL_OFFLINE'],
    ];
    for (const [vin, status, code] of cases) {
      const res = await h.call('POST', `${DIAG}/send`, { token, body: { vin } });
      expect(res.statusCode, vin).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect((await h.call('POST', `${DIAG}/send`, { token, body: {} })).statusCode).toBe(400);
    expect(
      Number(
        (
          await query<{ n: number }>(h, `select count(*)::int as n from vehicle_diagnoses where vin <> $1`, [
            CONTROL_DEMO_IDENTITY.vin,
          ])
        )[0]!.n,
      ),
    ).toBe(0);
  });

  it('diagnosis: the terminal answers with its engine condition and the fault codes its reports carry; kept, listed and exported', async () => {
    const t = terminals[0]!;
    // an active alarm: its battery and motor fault codes are in the frames and must be in the diagnosis
    t.vehicle.alarm = {
      level: 2,
      flags: 1 << 10,
      storageFaults: [0x100a05],
      motorFaults: [0x100f11, 0x100f12],
    };
    const sent = await h.call('POST', `${DIAG}/send`, { token, body: { vin: online!.vin.toLowerCase() } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      vin: online!.vin,
      protocol: 'GPRS11',
      groupKey: '02',
      statusCode: 3,
      final: false,
      data: null,
    });
    const done = await waitFor(
      () => diagnosis(sent.json().id),
      (d) => d.final,
      8000,
      'diagnosis answered',
    );
    expect(done.statusCode).toBe(5);
    const report = t.vehicle.report(2016, '2026-01-01 00:00:00');
    expect(done.data.values).toMatchObject({
      vehicleStatus: report.vehicle!.status,
      runMode: 1,
      engineStatus: null,
      crankshaftSpeed: null,
      soc: report.vehicle!.soc,
      gear: report.vehicle!.gear,
      mileage: report.vehicle!.mileage,
    });
    expect(done.data.faults).toEqual([
      { controller: 'battery', codes: [0x100a05] },
      { controller: 'motor', codes: [0x100f11, 0x100f12] },
    ]);
    expect(done.faultCount).toBe(3);
    // the answer is kept with the diagnosis (the gateway's rows may go)
    await waitFor(
      () =>
        query<{ answer: string | null }>(h, 'select answer from vehicle_diagnoses where id = $1', [done.id]),
      (r) => !!r[0]?.answer,
      5000,
      'answer kept',
    );
    await query(h, `update downlink_commands set result = null where check_id = $1`, [done.checkId]);
    expect((await diagnosis(done.id)).data.faults).toHaveLength(2);
    // the vehicle's history, newest first; the export has every value labelled
    const page = (
      await h.call('POST', `${DIAG}/page`, { token, body: { vin: online!.vin, current: 1, size: 10 } })
    ).json();
    expect(page.total).toBe(1);
    expect(page.items[0].id).toBe(done.id);
    const file = await h.call('POST', `${DIAG}/export`, {
      token,
      body: { vin: online!.vin },
      headers: { 'accept-language': 'en-US' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (title: string) => values[header.indexOf(title)];
    expect(cell('VIN')).toBe(online!.vin);
    expect(cell('Engine status')).toBe('None');
    expect(cell('Run mode')).toBe('Electric');
    expect(cell('Drive motor controller (MCU)')).toBe('0x00100F11, 0x00100F12');
    t.vehicle.alarm = null;
  });

  it('diagnosis: one at a time per vehicle; a silent terminal times out with no data', async () => {
    const first = await h.call('POST', `${DIAG}/send`, { token, body: { vin: silent!.vin } });
    expect(first.statusCode).toBe(200);
    const second = await h.call('POST', `${DIAG}/send`, { token, body: { vin: silent!.vin } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('CONTROL_BUSY');
    const done = await waitFor(
      () => diagnosis(first.json().id),
      (d) => d.final,
      8000,
      'diagnosis timeout',
    );
    expect(done).toMatchObject({ statusCode: 2, status: 'timeout', data: null, faultCount: 0 });
  });

  it('diagnosis: another tenant sees none of it; the seed holds a past diagnosis of the demo vehicle', async () => {
    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    const mine = (await h.call('POST', `${DIAG}/page`, { token, body: {} })).json();
    expect(mine.total).toBeGreaterThanOrEqual(3);
    const theirs = await h.call('POST', `${DIAG}/page`, { token: stranger, body: {} });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([]);
    expect((await h.call('GET', `${DIAG}/${mine.items[0].id}`, { token: stranger })).statusCode).toBe(404);
    expect(
      (await h.call('POST', `${DIAG}/send`, { token: stranger, body: { vin: online!.vin } })).statusCode,
    ).toBe(404);
    const demo = (
      await h.call('POST', `${DIAG}/page`, { token, body: { vin: CONTROL_DEMO_IDENTITY.vin } })
    ).json();
    expect(demo.items).toHaveLength(1);
    expect(demo.items[0]).toMatchObject({
      statusCode: 5,
      faultCount: 1,
      data: { values: { soc: 76, mileage: 12345.6 }, faults: [{ controller: 'battery', codes: [0x100a07] }] },
    });
  });

  it('lock history: the seeded deliveries of the demo vehicle, only to its tenant', async () => {
    const L = '/api/vehicle-svc/vehicle/lock/V1.0';
    const page = (
      await h.call('POST', `${L}/page/his`, { token, body: { vin: CONTROL_DEMO_IDENTITY.vin } })
    ).json();
    expect(page.items.map((i: { cmdName: string }) => i.cmdName).sort()).toEqual([
      'lockSpeed',
      'unlockSpeed',
    ]);
    expect(page.items.every((i: { state: string }) => i.state === 'succeeded')).toBe(true);
    // neither is a lock or unlock, and the cancel came last: the vehicle's status is as it was
    const items = (await h.call('GET', `${L}/${CONTROL_DEMO_IDENTITY.vin}/lockItems`, { token })).json();
    expect(items).toMatchObject({ lockStatus: 0, speedLevel: 0 });
    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await h.call('POST', `${L}/page/his`, { token: stranger, body: {} })).json().items).toEqual([]);
  });

  it('QB vehicle parameters: the demo vehicle parameters as last read and the tasks it is in', async () => {
    const Q = '/api/vehicle-svc/vehicle/enterpriseParams/V1.0';
    const params = (
      await h.call('POST', `${Q}/vehicleParamList`, { token, body: { vin: CONTROL_DEMO_IDENTITY.vin } })
    ).json();
    expect(params.params.find((p: { id: number }) => p.id === 0x09)).toMatchObject({
      key: expect.any(String),
      value: 30,
    });
    const tasks = (
      await h.call('POST', `${Q}/vehicleDetailList`, { token, body: { vin: CONTROL_DEMO_IDENTITY.vin } })
    ).json();
    expect(tasks.items.map((i: { name: string }) => i.name)).toContain('心跳周期 30 秒');
  });

  it('supplier portal password: set, reset and withdrawn by an administrator, stored hashed, never answered', async () => {
    const created = await h.call('POST', SUPPLIERS, {
      token,
      body: { code: 'PWDSUP', name: 'Portal supplier', mesCode: 'PW', tuidCode: 'P1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(
      (await query<{ id: number }>(h, `select id from terminal_suppliers where code = 'PWDSUP'`))[0]!.id,
    );
    const secret = md5('Portal#2026x');
    const set = await h.call('POST', `${SUPPLIERS}/pwd`, { token, body: { id, password: secret } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id, passwordSet: true, passwordSetAt: expect.any(Number) });
    const [row] = await query<{ portal_password_hash: string }>(
      h,
      'select portal_password_hash from terminal_suppliers where id = $1',
      [id],
    );
    expect(row!.portal_password_hash).toMatch(/^scrypt\$/);
    expect(row!.portal_password_hash).not.toContain(secret);
    // no call answers it: the row, the page and the export show only when it was set
    const found = await h.call('GET', `${SUPPLIERS}/${id}`, { token });
    expect(found.json().portalPasswordSetAt).toEqual(expect.any(Number));
    const page = await h.call('POST', `${SUPPLIERS}/page`, { token, body: { code: 'PWDSUP' } });
    for (const text of [set.body, found.body, page.body]) {
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain(secret);
    }
    // reset: a new one replaces it
    await h.call('POST', `${SUPPLIERS}/pwd`, { token, body: { id, password: md5('Another#2026y') } });
    const [again] = await query<{ portal_password_hash: string }>(
      h,
      'select portal_password_hash from terminal_suppliers where id = $1',
      [id],
    );
    expect(again!.portal_password_hash).not.toBe(row!.portal_password_hash);
    // refused: not an MD5, a common password, an unknown supplier, another tenant's
    expect(
      (await h.call('POST', `${SUPPLIERS}/pwd`, { token, body: { id, password: 'plain-text' } })).statusCode,
    ).toBe(400);
    const common = await h.call('POST', `${SUPPLIERS}/pwd`, {
      token,
      body: { id, password: md5('Password@123') },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('PASSWORD_TOO_COMMON');
    expect(
      (await h.call('POST', `${SUPPLIERS}/pwd`, { token, body: { id: 99_999_999, password: secret } }))
        .statusCode,
    ).toBe(404);
    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect(
      (await h.call('POST', `${SUPPLIERS}/pwd`, { token: stranger, body: { id, password: secret } }))
        .statusCode,
    ).toBe(404);
    // withdrawn: the portal refuses the supplier until a new one is set
    const withdrawn = await h.call('POST', `${SUPPLIERS}/pwd`, { token, body: { id, password: null } });
    expect(withdrawn.json()).toEqual({ id, passwordSet: false, passwordSetAt: null });
    expect(
      (
        await query<{ h: string | null }>(
          h,
          'select portal_password_hash as h from terminal_suppliers where id = $1',
          [id],
        )
      )[0]!.h,
    ).toBeNull();
  });
});
