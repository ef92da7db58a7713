import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { encryptParams, fetchNonce, signedCall } from './control-support';
import { Subjects } from '../src/platform/bus';
import {
  commandLogSpec,
  lockLogSpec,
  lockVehicleSpec,
  resourcePath,
  searchFields,
  terminalTaskSpec,
  vehicleDebugLogSpec,
  vehicleDebugSpec,
  type ResourceSpec,
} from '@chelian/contracts';
import { DEMO } from '../src/demo/tenants';

const BASE = '/api/vehicle-svc/ctrl/vehicle/V1.0';

describe('remote control', () => {
  let h: Harness;
  let token: string;
  const fleet = identities(4, 'control');
  const [parked, offline, silent, bare] = fleet;
  const terminals: SimulatedTerminal[] = [];
  const pushes: { push: { type: string; checkId: string; statusCode: number } }[] = [];

  const state = async (checkId: string) =>
    (await h.call('GET', `${BASE}/result/${checkId}`, { token })).json();
  const finalState = (checkId: string) =>
    waitFor(
      () => state(checkId),
      (s) => s.final === true,
      8000,
      `command ${checkId} final`,
    );
  const rows = async (table: string) =>
    Number((await query<{ n: number }>(h, `select count(*)::int as n from ${table}`))[0]!.n);

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '1' });
    token = await h.adminToken();
    await registerVehicles(h, [parked!, offline!, silent!]);
    // a vehicle without a terminal, and a model that offers only the lights
    const tenantId = Number(
      (await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`))[0]!.id,
    );
    await query(h, 'insert into vehicles (tenant_id, vin, model) values ($1, $2, $3)', [
      tenantId,
      bare!.vin,
      'Bare',
    ]);
    // the model configuration of the archive says which controls a model offers
    const [series] = await query<{ id: number }>(
      h,
      `insert into vehicle_series (tenant_id, code, name) values ($1, 'LO', 'LightsOnly series') returning id`,
      [tenantId],
    );
    const [model] = await query<{ id: number }>(
      h,
      `insert into vehicle_models (tenant_id, code, name, vehicle_series_id, fuel_type) values ($1, 'LO-1', 'LightsOnly', $2, 'BEV') returning id`,
      [tenantId, series!.id],
    );
    await query(
      h,
      `insert into vehicle_model_configs (tenant_id, vehicle_model_id, remote_controls) values ($1, $2, '{light,lock}')`,
      [tenantId, model!.id],
    );
    await query(h, `update vehicles set model = 'LightsOnly', vehicle_model_id = $2 where vin = $1`, [
      silent!.vin,
      model!.id,
    ]);
    h.ctx.bus.subscribe(Subjects.userPush, (p) => pushes.push(p as (typeof pushes)[number]));
    terminals.push(terminal(h, parked!), terminal(h, offline!), terminal(h, silent!));
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

  it('refuses every kind of bad signed call with its own message, and sends nothing', async () => {
    const payload = { vin: parked!.vin, action: 'on' };
    const before = await rows('downlink_commands');
    const codes: string[] = [];
    const refused = async (
      p: Promise<{ res: { statusCode: number; json(): { error: { code: string; message: string } } } }>,
    ) => {
      const { res } = await p;
      expect(res.statusCode).toBe(400);
      codes.push(res.json().error.code);
      return res.json().error;
    };
    await refused(signedCall(h, token, 'lock', payload, { omit: 'sign' }));
    await refused(signedCall(h, token, 'lock', payload, { timestamp: String(Date.now() - 10 * 60_000) }));
    // a tampered body: the sign no longer matches
    await refused(
      signedCall(h, token, 'lock', payload, {
        tamper: (b) => b.replace(/.(?="\}$)/, (c) => (c === 'A' ? 'B' : 'A')),
      }),
    );
    const nonce = await fetchNonce(h, token);
    // re-signed with different params: it does not decrypt
    await refused(
      signedCall(h, token, 'lock', payload, {
        nonce,
        params: encryptParams('another-token', nonce, payload),
      }),
    );
    // the nonce was spent by the call above (its sign was right)
    await refused(signedCall(h, token, 'lock', payload, { nonce }));
    await refused(signedCall(h, token, 'lock', payload, { nonce: 'f'.repeat(32) }));
    expect(codes).toEqual([
      'SIGN_MISSING',
      'SIGN_TIMESTAMP',
      'SIGN_WRONG',
      'SIGN_DECRYPT',
      'NONCE_USED',
      'NONCE_EXPIRED',
    ]);
    expect(await rows('downlink_commands')).toBe(before);
    expect(await rows('control_commands')).toBe(0);
  });

  it('needs the signing secret of the sign-in answer: the token alone, or another session, cannot sign', async () => {
    const payload = { vin: parked!.vin, action: 'on' };
    const before = await rows('downlink_commands');
    // the key as it was once derived: from the session token, which every call carries
    const byToken = await signedCall(h, token, 'lock', payload, { signSecret: token });
    expect(byToken.res.statusCode).toBe(400);
    expect(byToken.res.json().error.code).toBe('SIGN_DECRYPT');
    const other = await h.login(DEMO.admin, ADMIN_PASSWORD);
    expect(h.signSecretOf(other)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(h.signSecretOf(other)).not.toBe(h.signSecretOf(token));
    const byOther = await signedCall(h, token, 'lock', payload, { signSecret: h.signSecretOf(other) });
    expect(byOther.res.json().error.code).toBe('SIGN_DECRYPT');
    expect(await rows('downlink_commands')).toBe(before);
  });

  it('refuses bad input with clear messages: unknown VIN, no terminal, unsupported control, out-of-range values', async () => {
    const cases: [string, unknown, number, string][] = [
      ['lock', { vin: 'LNBSCUAK0LR000000', action: 'on' }, 404, 'CONTROL_VEHICLE_UNKNOWN'],
      ['lock', { vin: 'short', action: 'on' }, 400, 'CONTROL_VIN'],
      ['lock', { vin: bare!.vin, action: 'on' }, 400, 'CONTROL_NO_TERMINAL'],
      ['air', { vin: silent!.vin, action: 'on', windLevel: 3 }, 400, 'CONTROL_NOT_SUPPORTED'],
      ['air', { vin: parked!.vin, action: 'on', windLevel: 8 }, 400, 'CONTROL_WIND_LEVEL'],
      ['recharge', { vin: parked!.vin, action: 'on', capacity: 70 }, 400, 'CONTROL_CAPACITY'],
      ['preheat', { vin: parked!.vin, action: 'on', preheatType: 3 }, 400, 'CONTROL_PREHEAT_TYPE'],
      ['lock', { vin: parked!.vin, action: 'maybe' }, 400, 'CONTROL_ACTION'],
    ];
    for (const [kind, payload, status, code] of cases) {
      const { res } = await signedCall(h, token, kind, payload);
      expect(res.statusCode, `${kind} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).not.toBe(code);
    }
    expect(await rows('control_commands')).toBe(0);
    // the seed's past deliveries to the demo vehicle (lock history, a diagnosis) aside
    expect(await rows(`downlink_commands where gateway is distinct from 'demo'`)).toBe(0);
  });

  it('locks the doors of a parked vehicle, refuses it while driving, and pushes every result', async () => {
    const t = terminals[0]!;
    t.vehicle.mode = 'driving';
    t.vehicle.speed = 42;
    const first = await signedCall(h, token, 'lock', { vin: parked!.vin, action: 'on' });
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ statusCode: 3, final: false });
    const refused = await finalState(first.res.json().checkId);
    expect(refused).toMatchObject({ status: 'failed', statusCode: 6 });

    t.vehicle.mode = 'parked';
    t.vehicle.speed = 0;
    t.body.doorsLocked = false;
    const second = await signedCall(h, token, 'lock', { vin: parked!.vin, action: 'on' });
    const done = await finalState(second.res.json().checkId);
    expect(done).toMatchObject({ status: 'succeeded', statusCode: 5 });
    expect(t.body.doorsLocked).toBe(true);
    expect(pushes.some((p) => p.push.checkId === second.res.json().checkId && p.push.statusCode === 5)).toBe(
      true,
    );

    const air = await signedCall(h, token, 'air', { vin: parked!.vin, action: 'on', windLevel: 5 });
    expect(await finalState(air.res.json().checkId)).toMatchObject({ statusCode: 5 });
    expect(t.body).toMatchObject({ airOn: true, windLevel: 5 });

    const body = (
      await h.call('GET', `/api/vehicle-svc/vehicles/V1.0/query/carBody/${parked!.vin}`, { token })
    ).json();
    expect(body.controls).toMatchObject({ lock: 'on', air: 'on', trunk: null });
    const supported = (
      await h.call('GET', `/api/vehicle-svc/ctrlVehicle/config/V1.0/vin4CtrlConfig/${silent!.vin}`, { token })
    ).json();
    expect(supported.controls).toEqual(['lock', 'light']);
  });

  it('queues a command for an offline vehicle and delivers it at the next login', async () => {
    const sent = await signedCall(h, token, 'window', { vin: offline!.vin, action: 'on' });
    expect(sent.res.statusCode).toBe(200);
    const queued = await waitFor(
      () => state(sent.res.json().checkId),
      (s) => s.statusCode === 4,
      5000,
      'queued',
    );
    expect(queued.status).toBe('queued');
    const t = terminals[1]!;
    expect(await t.login()).toBe('ok');
    expect(await finalState(sent.res.json().checkId)).toMatchObject({ status: 'succeeded', statusCode: 5 });
    expect(t.body.windowsOpen).toBe(true);
  });

  it('gives code 2 when the terminal does not answer, and refuses a second command meanwhile', async () => {
    const first = await signedCall(h, token, 'lock', { vin: silent!.vin, action: 'on' });
    expect(first.res.statusCode).toBe(200);
    await waitFor(
      () => state(first.res.json().checkId),
      (s) => s.status === 'sent',
      5000,
      'sent',
    );
    const second = await signedCall(h, token, 'light', { vin: silent!.vin, action: 'on' });
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json().error.code).toBe('CONTROL_BUSY');
    expect(await finalState(first.res.json().checkId)).toMatchObject({ status: 'timeout', statusCode: 2 });
  });

  it('logs every command with operator and IP: page, long page and export', async () => {
    const page = (
      await h.call('POST', '/api/vehicle-svc/cmdLogs/V1.0/longCmdLogPage', {
        token,
        body: { vin: parked!.vin, current: 1, size: 10 },
      })
    ).json();
    expect(page.items.length).toBe(3);
    expect(page.items[0]).toMatchObject({
      kind: 'air',
      status: 'succeeded',
      resultCode: 5,
      userName: 'admin',
      ipAddress: '127.0.0.1',
    });
    expect(page.items.map((r: { resultCode: number }) => r.resultCode)).toEqual([5, 5, 6]);
    const timedOut = (
      await h.call('POST', '/api/vehicle-svc/cmdLogs/V1.0/page', { token, body: { status: 'timeout' } })
    ).json();
    expect(timedOut.items).toHaveLength(1);
    const file = await h.call('POST', '/api/vehicle-svc/cmdLogs/V1.0/export', {
      token,
      body: { title: 'title' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheet');
  });
  it('command log resource: every search field, find, export of one row, 403 without the permission, 404 across tenants', async () => {
    const base = `/api/${resourcePath(commandLogSpec)}`;
    const page = (await h.call('POST', `${base}/page`, { token, body: { pageSize: 1 } })).json();
    const row = page.items[0] as Record<string, unknown>;
    const id = row.id as number;
    const found = await h.call('GET', `${base}/${id}`, { token });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      checkId: row.checkId,
      kindCode: row.kind,
      statusCode: row.status,
      resultCode: row.resultCode,
    });
    for (const [key, , op] of searchFields(commandLogSpec)) {
      const value = row[key];
      const search =
        op === 'range'
          ? { [`${key}Start`]: Number(value) - 1, [`${key}End`]: Number(value) + 1 }
          : op === 'prefix'
            ? { [key]: String(value).slice(0, 5) }
            : { [key]: value };
      const mine = (await h.call('POST', `${base}/page`, { token, body: { ...search, ids: [id] } })).json();
      expect(
        mine.items.map((i: { id: number }) => i.id),
        `search ${key}`,
      ).toEqual([id]);
    }
    const file = await h.call('POST', `${base}/export`, { token, body: { ids: [id], title: 'title' } });
    expect(file.statusCode).toBe(200);

    const operator = await h.login(DEMO.operator, DEMO.userPassword);
    expect((await h.call('POST', `${base}/page`, { token: operator, body: {} })).statusCode).toBe(403);
    expect((await signedCall(h, operator, 'lock', { vin: parked!.vin, action: 'on' })).res.statusCode).toBe(
      403,
    );

    const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await h.call('GET', `${base}/${id}`, { token: stranger })).statusCode).toBe(404);
    expect((await h.call('POST', `${base}/page`, { token: stranger, body: {} })).json().items).toEqual([]);
    const foreign = await signedCall(h, stranger, 'lock', { vin: parked!.vin, action: 'on' });
    expect(foreign.res.statusCode).toBe(404);
    expect((await h.call('GET', `${BASE}/result/${row.checkId}`, { token: stranger })).statusCode).toBe(404);
  });
  it('reads and sets terminal parameters with validation, and the terminal follows the new report period', async () => {
    const t = terminals[0]!;
    const read = await h.call('GET', '/api/vehicle-svc/vehicle/param', {
      token,
      query: { vin: parked!.vin },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: 'succeeded', statusCode: 5 });
    const ids = read.json().params.map((p: { id: number }) => p.id);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(read.json().params.find((p: { key: string }) => p.key === 'reportPeriod').value).toBe(10);

    const bad: [unknown, string][] = [
      [[{ id: 0x02, value: 70000 }], 'PARAM_RANGE'],
      [[{ id: 0x09, value: 0 }], 'PARAM_RANGE'],
      [[{ id: 0x07, value: 'HW1' }], 'PARAM_TEXT5'],
      [[{ id: 0x05, value: 'bad domain' }], 'PARAM_DOMAIN'],
      [[{ id: 0x04, value: 3 }], 'PARAM_DERIVED'],
      [[{ id: 0x11, value: 1 }], 'PARAM_UNKNOWN'],
      [[], 'PARAM_EMPTY'],
    ];
    const before = await rows('downlink_commands');
    for (const [params, code] of bad) {
      const res = await h.call('PUT', '/api/vehicle-svc/vehicle/param', {
        token,
        body: { vin: parked!.vin, params },
      });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    expect(await rows('downlink_commands')).toBe(before);

    const set = await h.call('PUT', '/api/vehicle-svc/vehicle/param', {
      token,
      body: {
        vin: parked!.vin,
        params: [
          { id: 0x02, value: 5 },
          { id: 0x05, value: 'gw.example.com' },
        ],
      },
    });
    expect(set.json()).toMatchObject({ status: 'succeeded', statusCode: 5 });
    expect(t.interval).toBe(5);
    expect(t.params.get(0x04)).toBe('gw.example.com'.length);
    const stored = (
      await h.call('GET', '/api/vehicle-svc/vehicle/param/getParam', { token, query: { vin: parked!.vin } })
    ).json();
    expect(stored.params.find((p: { id: number }) => p.id === 0x02).value).toBe(5);
    expect(stored.params.find((p: { id: number }) => p.id === 0x05).value).toBe('gw.example.com');
  });

  it('sends terminal control with validation, and lists every task', async () => {
    const alarm = await h.call('POST', '/api/vehicle-svc/vehicle/param/terminalControl/control', {
      token,
      body: { vin: parked!.vin, commandId: 6, level: 2 },
    });
    expect(alarm.json()).toMatchObject({ status: 'succeeded', statusCode: 5 });
    for (const [body, code] of [
      [{ commandId: 6, level: 5 }, 'TERMINAL_CONTROL_WARNING'],
      [{ commandId: 9 }, 'TERMINAL_CONTROL_UNKNOWN'],
      [{ commandId: 1, url: 'not a url' }, 'TERMINAL_CONTROL_UPGRADE'],
    ] as const) {
      const res = await h.call('POST', '/api/vehicle-svc/vehicle/param/terminalControl/control', {
        token,
        body: { vin: parked!.vin, ...body },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    const control = (vin: string) =>
      h.call('POST', '/api/vehicle-svc/vehicle/param/terminalControl/control', {
        token,
        body: { vin, commandId: 3 },
      });
    expect((await control('LNBSCUAK0LR000000')).statusCode).toBe(404);
    expect((await control(bare!.vin)).json().error.code).toBe('CONTROL_NO_TERMINAL');
    const tasks = (
      await h.call('POST', '/api/vehicle-svc/vehicle/param/terminalControl/page', {
        token,
        body: { vin: parked!.vin },
      })
    ).json();
    expect(tasks.items.map((i: { task: string }) => i.task)).toEqual(['control', 'paramSet', 'paramQuery']);
    expect(tasks.items[1]).toMatchObject({
      status: 'succeeded',
      resultCode: 5,
      userName: 'admin',
      detail: '0x02=5, 0x04=14, 0x05=gw.example.com',
    });
  });
  it('locks and speed limits: management, validation, level 2 caps the simulated speed, lock status codes and messages', async () => {
    const t = terminals[0]!;
    const L = '/api/vehicle-svc/vehicle/lock/V1.0';
    expect(
      (await h.call('POST', `${L}/addVehicle`, { token, body: { vins: ['LNBSCUAK0LR000000'] } })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('POST', `${L}/addVehicle`, { token, body: { vins: [parked!.vin] } })).json(),
    ).toEqual({ added: 1 });
    const list = (await h.call('POST', `${L}/page`, { token, body: { vin: parked!.vin } })).json();
    expect(list.items[0]).toMatchObject({
      vin: parked!.vin,
      lockEnabled: true,
      lockStatus: '0',
      speedLevel: 0,
      plate: parked!.plate,
    });
    const rowId = list.items[0].id as number;

    const refuse = async (path: string, body: unknown, code: string) => {
      const res = await h.call('POST', `${L}/${path}`, { token, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe(code);
    };
    await refuse('lockSpeed', { id: rowId, level: 4 }, 'LOCK_LEVEL');
    await refuse('lock', { vin: silent!.vin }, 'LOCK_NOT_MANAGED');

    const final = async (res: { statusCode: number; json(): { checkId: string } }) => {
      expect(res.statusCode).toBe(200);
      const id = res.json().checkId;
      return waitFor(
        () => query<{ status: string }>(h, 'select status from downlink_commands where check_id = $1', [id]),
        (r) => ['succeeded', 'failed', 'timeout'].includes(r[0]?.status ?? ''),
        5000,
        'lock outcome',
      );
    };
    const speed = await h.call('POST', `${L}/lockSpeed`, { token, body: { id: rowId, level: 2 } });
    expect(speed.json().message).toBe('Speed-limit command received but not started');
    expect((await final(speed))[0]!.status).toBe('succeeded');
    expect(t.vehicle.speedCap).toBe(10);
    t.vehicle.mode = 'driving';
    t.vehicle.speed = 40;
    t.tick();
    await waitFor(
      () =>
        query<{ speed: number }>(
          h,
          'select speed from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
          [parked!.vin],
        ),
      (r) => r[0]?.speed != null && Number(r[0].speed) <= 10,
      5000,
      'capped speed reported',
    );
    let items = (await h.call('GET', `${L}/${parked!.vin}/lockItems`, { token })).json();
    expect(items).toMatchObject({
      managed: true,
      speedLevel: 2,
      speedLimitKmh: 10,
      lockStatus: 0,
      lastCommand: { cmd: 'lockSpeed', message: 'Speed limit executed' },
    });

    t.vehicle.mode = 'parked';
    t.vehicle.speed = 0;
    await final(await h.call('POST', `${L}/lock`, { token, body: { id: rowId } }));
    expect(t.vehicle.immobilized).toBe(true);
    items = (await h.call('GET', `${L}/${parked!.vin}/lockItems`, { token })).json();
    expect(items).toMatchObject({
      lockStatus: 241,
      lockStatusText: 'Locked',
      lastCommand: { message: 'Lock executed' },
    });
    await final(await h.call('POST', `${L}/unlockSpeed`, { token, body: { vin: parked!.vin } }));
    await final(await h.call('POST', `${L}/unlock`, { token, body: { vin: parked!.vin } }));
    expect(t.vehicle).toMatchObject({ immobilized: false, speedCap: null });
    expect(
      (await h.call('POST', `${L}/page`, { token, body: { lockStatus: '243' } }))
        .json()
        .items.map((i: { vin: string }) => i.vin),
    ).toEqual([parked!.vin]);

    expect((await h.call('POST', `${L}/disableLock`, { token, body: { ids: [rowId] } })).json()).toEqual({
      updated: 1,
    });
    await refuse('lock', { id: rowId }, 'LOCK_DISABLED');
    await h.call('POST', `${L}/enableLock`, { token, body: { ids: [rowId] } });

    const history = (await h.call('POST', `${L}/page/his`, { token, body: { vin: parked!.vin } })).json();
    expect(history.items.every((i: { state: string }) => i.state === 'succeeded')).toBe(true);
    const candidates = (
      await h.call('POST', `${L}/vehicle/page`, { token, body: { vin: silent!.vin.slice(0, 10) } })
    ).json();
    expect(candidates.items.map((i: { vin: string }) => i.vin)).toContain(silent!.vin);
    expect(candidates.items.map((i: { vin: string }) => i.vin)).not.toContain(parked!.vin);
    const log = (await h.call('POST', `${L}/page/Log`, { token, body: { vin: parked!.vin } })).json();
    expect(log.items.map((i: { cmdName: string; state: string }) => `${i.cmdName}:${i.state}`)).toEqual([
      'unlock:succeeded',
      'unlockSpeed:succeeded',
      'lock:succeeded',
      'lockSpeed:succeeded',
    ]);
    expect(log.items[0]).toMatchObject({ createUserName: 'admin', ipAddress: '127.0.0.1' });
  });

  it('cancels a queued lock command (form-encoded), which is then never delivered', async () => {
    const t = terminals[1]!;
    const L = '/api/vehicle-svc/vehicle/lock/V1.0';
    t.disconnect();
    await waitFor(
      () =>
        query<{ online: boolean }>(
          h,
          'select online from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
          [offline!.vin],
        ),
      (r) => r[0]?.online === false,
      5000,
      'offline',
    );
    await h.call('POST', `${L}/addVehicle`, { token, body: { vins: [offline!.vin] } });
    const sent = (await h.call('POST', `${L}/lock`, { token, body: { vin: offline!.vin } })).json();
    await waitFor(
      () =>
        query<{ status: string }>(h, 'select status from downlink_commands where check_id = $1', [
          sent.checkId,
        ]),
      (r) => r[0]?.status === 'queued',
      5000,
      'queued',
    );
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const cancelled = await h.call('POST', `${L}/cancelCmd`, {
      token,
      body: `checkId=${sent.checkId}`,
      headers: form,
    });
    expect(cancelled.json()).toEqual({ cancelled: true });
    const again = await h.call('POST', `${L}/cancelCmd`, {
      token,
      body: `checkId=${sent.checkId}`,
      headers: form,
    });
    expect(again.json().error.code).toBe('LOCK_CANCEL_NOT_QUEUED');
    expect(await t.reconnect()).toBe('ok');
    await new Promise((r) => setTimeout(r, 300));
    expect(t.vehicle.immobilized).toBe(false);
    expect((await h.call('GET', `${L}/${offline!.vin}/lockItems`, { token })).json().lockStatus).toBe(998);
  });
  it('debugging: checks the real state (online, GPS, ACC, lock answered), logs every check, counts and moves end dates', async () => {
    const D = '/api/vehicle-svc/vehicle/debug/V1.0';
    const end = Date.now() + 86400_000;
    expect(
      (await h.call('POST', D, { token, body: { vin: 'LNBSCUAK0LR000000', endTime: end } })).statusCode,
    ).toBe(404);
    const created = await h.call('POST', D, { token, body: { vin: parked!.vin, endTime: end } });
    expect(created.statusCode, created.body).toBe(200);
    const withoutLock = await h.call('POST', D, {
      token,
      body: { vin: silent!.vin, endTime: Date.now() + 500 },
    });
    expect(withoutLock.statusCode, withoutLock.body).toBe(200);
    expect((await h.call('POST', D, { token, body: { vin: parked!.vin, endTime: end } })).statusCode).toBe(
      409,
    );

    // the parked vehicle reports a fix now; its lock answered earlier (243)
    terminals[0]!.tick();
    await waitFor(
      () =>
        query<{ n: number }>(
          h,
          `select count(*)::int as n from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1 and l.lng is not null and l.last_seen_at > now() - interval '10 minutes'`,
          [parked!.vin],
        ),
      (r) => r[0]!.n === 1,
      5000,
      'fix',
    );
    await new Promise((r) => setTimeout(r, 600));
    expect((await h.call('POST', `${D}/job`, { token, body: {} })).json()).toMatchObject({
      checked: 2,
      succeeded: 1,
      failed: 1,
    });
    const page = (
      await h.call('POST', `${D}/page`, { token, body: { sortField: 'vin', sortOrder: 'asc' } })
    ).json();
    const byVin = Object.fromEntries(page.items.map((i: { vin: string; status: string }) => [i.vin, i]));
    expect(byVin[parked!.vin]).toMatchObject({
      status: 'SUCCESS',
      gpsName: 'VALID',
      lockStatus: '243',
      debugUserName: 'admin',
    });
    expect(byVin[silent!.vin]).toMatchObject({ status: 'FAILED' });
    expect((await h.call('POST', `${D}/count`, { token })).json()).toEqual({
      PENDING: 0,
      SUCCESS: 1,
      FAILED: 1,
      total: 2,
    });

    const logs = (
      await h.call('GET', `/api/vehicle-svc/vehicle/debugLog/V1.0/${silent!.vin}/list`, { token })
    ).json();
    expect(logs[0]).toMatchObject({
      status: 'FAILED',
      message: expect.stringContaining('lock not answered'),
    });
    expect(
      (await h.call('PUT', `${D}/updateDebugDate/${silent!.vin}/${Date.now() - 1000}`, { token })).json()
        .error.code,
    ).toBe('DEBUG_END_TIME');
    const moved = (await h.call('PUT', `${D}/updateDebugDate/${silent!.vin}/${end}`, { token })).json();
    expect(moved).toEqual({ vin: silent!.vin, endTime: end, status: 'PENDING' });
    expect((await h.call('PUT', `${D}/getDebugDate/${silent!.vin}`, { token })).json().endTime).toBe(end);
  });

  // the resource suite of the other declarations of this domain (the command log has its own above)
  for (const spec of [
    terminalTaskSpec,
    lockVehicleSpec,
    lockLogSpec,
    vehicleDebugSpec,
    vehicleDebugLogSpec,
  ] as ResourceSpec[]) {
    it(`${spec.name}: every search field, find, export of one row, 403 without the permission, 404 across tenants`, async () => {
      const base = `/api/${resourcePath(spec)}`;
      const page = (await h.call('POST', `${base}/page`, { token, body: { pageSize: 1 } })).json();
      expect(page.total).toBeGreaterThan(0);
      const row = page.items[0] as Record<string, unknown>;
      const id = row.id as number;
      const found = await h.call('GET', `${base}/${id}`, { token });
      expect(found.statusCode, found.body).toBe(200);
      for (const [key, , op] of searchFields(spec)) {
        const value = row[key];
        const search =
          op === 'range'
            ? { [`${key}Start`]: Number(value) - 1, [`${key}End`]: Number(value) + 1 }
            : op === 'prefix'
              ? { [key]: String(value).slice(0, 5) }
              : { [key]: value };
        const mine = (await h.call('POST', `${base}/page`, { token, body: { ...search, ids: [id] } })).json();
        expect(
          mine.items.map((i: { id: number }) => i.id),
          `${spec.name} search ${key}`,
        ).toEqual([id]);
      }
      const file = await h.call('POST', `${base}/export`, { token, body: { ids: [id], title: 'title' } });
      expect(file.statusCode).toBe(200);
      const operator = await h.login(DEMO.operator, DEMO.userPassword);
      expect((await h.call('POST', `${base}/page`, { token: operator, body: {} })).statusCode).toBe(403);
      const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
      expect((await h.call('GET', `${base}/${id}`, { token: stranger })).statusCode).toBe(404);
      expect((await h.call('POST', `${base}/page`, { token: stranger, body: {} })).json().items).toEqual([]);
    });
  }
});
