import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import {
  XLSX_CONTENT_TYPE,
  qbTaskSpec,
  qbTaskVehicleSpec,
  resourcePath,
  searchFields,
  type ResourceSpec,
} from '@chelian/contracts';
import { DEMO } from '../src/demo/tenants';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { signedCall } from './control-support';
import { multipartFile, readSheet, writeSheet } from './resources-support';
import { Subjects } from '../src/platform/bus';
import { TelemetrySubjects, type TerminalWakeMessage } from '../src/domains/telemetry/subjects';

const QB = '/api/vehicle-svc/vehicle/enterpriseParams/V1.0';
const L = '/api/vehicle-svc/vehicle/lock/V1.0';

describe('remote control: QB parameter tasks, lock extras and imports, SMS wake-up, VIN change, generic commands, debug schedule', () => {
  let h: Harness;
  let token: string;
  const fleet = identities(6, 'control-tasks');
  const [online, offline, silent, bare, sleeper, renamed] = fleet;
  const terminals = new Map<string, SimulatedTerminal>();
  const pushes: { userIds: number[]; push: Record<string, unknown> }[] = [];
  const t = (i: (typeof fleet)[number]) => terminals.get(i!.vin)!;
  const status = async (checkId: string) =>
    (
      await query<{ status: string }>(h, 'select status from downlink_commands where check_id = $1', [
        checkId,
      ])
    )[0]?.status;
  const final = (checkId: string) =>
    waitFor(
      () => status(checkId),
      (s) => ['succeeded', 'failed', 'timeout', 'expired'].includes(s ?? ''),
      6000,
      `command ${checkId}`,
    );
  const isOnline = async (vin: string) =>
    (
      await query<{ online: boolean }>(
        h,
        'select l.online from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
        [vin],
      )
    )[0]?.online;
  const count = async (table: string) =>
    Number((await query<{ n: number }>(h, `select count(*)::int as n from ${table}`))[0]!.n);

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '1', DEBUG_JOB_INTERVAL_SECONDS: '1' });
    token = await h.adminToken();
    await registerVehicles(h, [online!, offline!, silent!, sleeper!, renamed!]);
    const tenantId = Number(
      (await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`))[0]!.id,
    );
    await query(h, 'insert into vehicles (tenant_id, vin, model) values ($1, $2, $3)', [
      tenantId,
      bare!.vin,
      'Bare',
    ]);
    h.ctx.bus.subscribe(Subjects.userPush, (p) => pushes.push(p as (typeof pushes)[number]));
    // the default terminal SMS gateway publishes wake-ups on the bus: the simulated terminal it names logs in
    h.ctx.bus.subscribe(
      TelemetrySubjects.terminalWake,
      (p) => void terminals.get((p as TerminalWakeMessage).vin)?.wake(),
    );
    for (const i of [online, offline, silent, sleeper, renamed]) terminals.set(i!.vin, terminal(h, i!));
    for (const i of [online, offline, silent, renamed]) expect(await t(i).login()).toBe('ok');
    t(silent).silent = true;
    await waitFor(
      () => query<{ n: number }>(h, 'select count(*)::int as n from vehicle_latest where online'),
      (r) => r[0]!.n === 4,
      5000,
      'online',
    );
    t(offline).disconnect();
    await waitFor(
      () => isOnline(offline!.vin),
      (o) => o === false,
      5000,
      'offline',
    );
  });
  afterAll(async () => {
    for (const term of terminals.values()) void term.stop();
    await h?.close();
  });

  it('QB parameter task: checked parameters, linked vehicles, start sets them (queued offline, delivered at login, timeout), stop, detail and export', async () => {
    const tasksBefore = await count('qb_tasks');
    const refused = async (body: unknown, code: string, status = 400) => {
      const res = await h.call('POST', QB, { token, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
    };
    await refused({ name: 'Bad', params: '0x02=0' }, 'PARAM_RANGE');
    await refused({ name: 'Bad', params: 'report period 10' }, 'QB_PARAM_LINE');
    await refused({ name: 'Bad', params: '0x04=3' }, 'PARAM_DERIVED');
    await refused({ name: 'Bad', params: '0x02=5\n2=6' }, 'QB_PARAM_TWICE');
    expect(await count('qb_tasks')).toBe(tasksBefore);

    const created = await h.call('POST', QB, {
      token,
      body: { name: 'Report 5 s', params: '2=5\n0x09 = 20' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const task = created.json();
    expect(task).toMatchObject({
      name: 'Report 5 s',
      params: '0x02=5\n0x09=20',
      status: 'INIT',
      vehicleCount: 0,
    });
    expect(
      (await h.call('POST', QB, { token, body: { name: 'Report 5 s', params: '2=5' } })).statusCode,
    ).toBe(409);
    // the spec's names of create and edit
    const aliased = await h.call('POST', `${QB}/addTaskParam`, {
      token,
      body: { name: 'Alias', params: '0x03=9' },
    });
    expect(aliased.json()).toMatchObject({ name: 'Alias', params: '0x03=9', status: 'INIT' });
    expect(
      (
        await h.call('POST', `${QB}/editParam`, {
          token,
          body: { id: aliased.json().id, name: 'Alias', params: '0x03=70000' },
        })
      ).json().error.code,
    ).toBe('PARAM_RANGE');
    expect(
      (
        await h.call('POST', `${QB}/editParam`, {
          token,
          body: { id: aliased.json().id, name: 'Alias', params: '0x03=8' },
        })
      ).json().params,
    ).toBe('0x03=8');
    await h.call('DELETE', QB, { token, body: { ids: [aliased.json().id] } });
    expect(
      (await h.call('POST', `${QB}/paramList`, { token })).json().map((p: { hexId: string }) => p.hexId),
    ).not.toContain('0x04');

    expect(
      (await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } })).json().error.code,
    ).toBe('QB_TASK_NO_VEHICLES');
    expect(
      (
        await h.call('POST', `${QB}/addVehicle`, {
          token,
          body: { taskId: task.id, vins: ['LNBSCUAK0LR000000'] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.call('POST', `${QB}/addVehicle`, { token, body: { taskId: task.id, vins: [bare!.vin] } })
      ).json().error.code,
    ).toBe('QB_NO_TERMINAL');
    const candidates = (
      await h.call('POST', `${QB}/addVehicleList`, {
        token,
        body: { taskId: task.id, vin: online!.vin.slice(0, 8) },
      })
    ).json();
    expect(candidates.items.map((i: { vin: string }) => i.vin)).not.toContain(bare!.vin);
    const added = await h.call('POST', `${QB}/addVehicle`, {
      token,
      body: { taskId: task.id, vins: [online!.vin, offline!.vin, silent!.vin] },
    });
    expect(added.json()).toEqual({ added: 3, sent: 0 });

    const detail = async () => {
      const res = await h.call('POST', `${QB}/enterpriseDetailList`, { token, body: { taskId: task.id } });
      return Object.fromEntries(
        res.json().items.map((i: { vin: string; outcome: string }) => [i.vin, i.outcome]),
      );
    };
    expect(await detail()).toEqual({
      [online!.vin]: 'WAITING',
      [offline!.vin]: 'WAITING',
      [silent!.vin]: 'WAITING',
    });

    expect((await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } })).json()).toEqual({
      sent: 3,
    });
    expect(
      (await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } })).json().error.code,
    ).toBe('QB_TASK_STARTED');
    expect(
      (await h.call('PUT', QB, { token, body: { id: task.id, name: 'Report 5 s', params: '2=6' } })).json()
        .error.code,
    ).toBe('QB_TASK_RUNNING');
    const outcomes = await waitFor(
      detail,
      (d) => d[online!.vin] === 'SUCCEEDED' && d[offline!.vin] === 'QUEUED' && d[silent!.vin] === 'TIMEOUT',
      8000,
      'outcomes',
    );
    expect(outcomes).toBeTruthy();
    expect(t(online).interval).toBe(5);
    expect(t(online).heartbeat).toBe(20);
    // the values the terminal confirmed are kept with the vehicle
    await waitFor(
      async () =>
        (await h.call('POST', `${QB}/vehicleParamList`, { token, body: { vin: online!.vin } })).json().params,
      (p: { id: number; value: number }[]) => p.some((x) => x.id === 2 && x.value === 5),
      3000,
      'kept values',
    );

    // the offline terminal gets it at its next login
    expect(await t(offline).reconnect()).toBe('ok');
    await waitFor(detail, (d) => d[offline!.vin] === 'SUCCEEDED', 6000, 'delivered at login');
    expect(t(offline).interval).toBe(5);
    const list = (await h.call('POST', `${QB}/enterpriseList`, { token, body: { name: 'Report' } })).json();
    expect(list.items[0]).toMatchObject({
      id: task.id,
      status: 'STARTED',
      vehicleCount: 3,
      succeededCount: 2,
    });
    const perVehicle = (
      await h.call('POST', `${QB}/vehicleDetailList`, { token, body: { vin: online!.vin } })
    ).json();
    expect(perVehicle.items[0]).toMatchObject({ name: 'Report 5 s', status: 'succeeded', statusCode: 5 });

    // stop, then a start again retries only what did not succeed
    expect((await h.call('POST', `${QB}/stopTask`, { token, body: { id: task.id } })).json()).toEqual({
      cancelled: 0,
    });
    expect((await h.call('POST', `${QB}/stopTask`, { token, body: { id: task.id } })).json().error.code).toBe(
      'QB_TASK_NOT_STARTED',
    );
    t(silent).silent = false;
    expect((await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } })).json()).toEqual({
      sent: 1,
    });
    await waitFor(detail, (d) => d[silent!.vin] === 'SUCCEEDED', 6000, 'retried');
    t(silent).silent = true;

    const exported = await h.call('POST', `${QB}/enterpriseDetailExport`, {
      token,
      body: { taskId: task.id },
    });
    expect(exported.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await readSheet(exported)).flat().join(' ')).toContain(offline!.vin);
    // another tenant's user sees nothing of it
    expect((await h.call('POST', `${QB}/stopTask`, { token: null, body: { id: task.id } })).statusCode).toBe(
      401,
    );
  });

  it('a stopped task cancels what still waits for an offline terminal, and unlinked vehicles leave it', async () => {
    const task = (
      await h.call('POST', QB, { token, body: { name: 'Heartbeat 30 s', params: '0x09=30' } })
    ).json();
    t(offline).disconnect();
    await waitFor(
      () => isOnline(offline!.vin),
      (o) => o === false,
      5000,
      'offline',
    );
    await h.call('POST', `${QB}/addVehicle`, { token, body: { taskId: task.id, vins: [offline!.vin] } });
    await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } });
    const row = () =>
      h
        .call('POST', `${QB}/enterpriseDetailList`, { token, body: { taskId: task.id } })
        .then((r) => r.json().items[0]);
    await waitFor(row, (r) => r.outcome === 'QUEUED', 5000, 'queued');
    expect((await h.call('POST', `${QB}/stopTask`, { token, body: { id: task.id } })).json()).toEqual({
      cancelled: 1,
    });
    expect((await row()).outcome).toBe('CANCELLED');
    expect(await t(offline).reconnect()).toBe('ok');
    await new Promise((r) => setTimeout(r, 300));
    expect(t(offline).heartbeat).toBe(20);
    const id = (await row()).id;
    expect((await h.call('POST', `${QB}/deleteVehicle`, { token, body: { ids: [id] } })).json()).toEqual({
      removed: 1,
    });
    expect((await h.call('DELETE', QB, { token, body: { ids: [task.id] } })).statusCode).toBe(200);
  });

  it('imports the vehicles of a task from an xlsx: bad rows answer the error report and link nothing, a clean file links them', async () => {
    const task = (await h.call('POST', QB, { token, body: { name: 'Imported', params: '0x0C=5' } })).json();
    const send = async (rows: string[][]) => {
      const form = multipartFile('qb.xlsx', await writeSheet([['VIN'], ...rows]));
      return h.call('POST', `${QB}/importVehicle?taskId=${task.id}`, {
        token,
        body: form.payload,
        headers: form.headers,
      });
    };
    const failed = await send([[online!.vin], ['BAD'], [bare!.vin], [online!.vin]]);
    expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(failed.headers['x-import-errors']).toBe('3');
    const lines = (await readSheet(failed)).slice(2);
    expect(lines.map((l) => l[2])).toEqual([
      'A VIN is 17 letters or digits',
      `Vehicle ${bare!.vin} has no terminal and cannot join a parameter task`,
      'Same as row 2',
    ]);
    const linked = () =>
      h
        .call('POST', `${QB}/enterpriseVehicleList`, { token, body: { taskId: task.id } })
        .then((r) => r.json().total);
    expect(await linked()).toBe(0);
    expect((await send([[online!.vin], [offline!.vin]])).json()).toEqual({ imported: 2, sent: 0 });
    expect(await linked()).toBe(2);
    expect((await send([[online!.vin]])).headers['x-import-errors']).toBe('1');
    expect((await h.call('GET', `${QB}/importVehicle/template`, { token })).headers['content-type']).toBe(
      XLSX_CONTENT_TYPE,
    );
  });

  it('lock extras: mileage change sets the reported odometer, urgent reset clears lock and speed cap even when locking is disabled, a second command is refused', async () => {
    await h.call('POST', `${L}/addVehicle`, { token, body: { vins: [online!.vin, silent!.vin] } });
    const refuse = async (path: string, body: unknown, code: string, status = 400) => {
      const res = await h.call('POST', `${L}/${path}`, { token, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
    };
    await refuse('mileageChange', { vin: online!.vin, mileage: -1 }, 'LOCK_MILEAGE');
    await refuse('mileageChange', { vin: online!.vin, mileage: 10_000_000 }, 'LOCK_MILEAGE');
    await refuse('mileageChange', { vin: online!.vin, mileage: 12.5 }, 'LOCK_MILEAGE');
    await refuse('mileageChange', { vin: 'LNBSCUAK0LR000000', mileage: 1 }, 'CONTROL_VEHICLE_UNKNOWN', 404);
    await refuse('urgentReset', { vin: bare!.vin }, 'LOCK_NOT_MANAGED');

    const changed = await h.call('POST', `${L}/mileageChange`, {
      token,
      body: { vin: online!.vin, mileage: 12345 },
    });
    expect(changed.json().message).toBe('Mileage change received but not started');
    expect(await final(changed.json().checkId)).toBe('succeeded');
    expect(t(online).vehicle.mileage).toBe(12345);
    t(online).tick();
    await waitFor(
      () =>
        query<{ mileage: number }>(
          h,
          'select l.mileage from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
          [online!.vin],
        ),
      (r) => r[0]?.mileage != null && Math.abs(Number(r[0].mileage) - 12345) < 5,
      5000,
      'reported odometer',
    );

    await final(
      (await h.call('POST', `${L}/lockSpeed`, { token, body: { vin: online!.vin, level: 3 } })).json()
        .checkId,
    );
    await final((await h.call('POST', `${L}/lock`, { token, body: { vin: online!.vin } })).json().checkId);
    expect(t(online).vehicle).toMatchObject({ immobilized: true, speedCap: 5 });
    const rowId = (await h.call('POST', `${L}/page`, { token, body: { vin: online!.vin } })).json().items[0]
      .id;
    await h.call('POST', `${L}/disableLock`, { token, body: { ids: [rowId] } });
    await refuse('unlock', { vin: online!.vin }, 'LOCK_DISABLED');
    const reset = await h.call('POST', `${L}/urgentReset`, { token, body: { vin: online!.vin } });
    expect(await final(reset.json().checkId)).toBe('succeeded');
    expect(t(online).vehicle).toMatchObject({ immobilized: false, speedCap: null });
    const items = (await h.call('GET', `${L}/${online!.vin}/lockItems`, { token })).json();
    expect(items).toMatchObject({
      lockStatus: 243,
      speedLevel: 0,
      lastCommand: { cmd: 'urgentReset', message: 'Urgent reset executed: lock and speed limit cleared' },
    });
    await h.call('POST', `${L}/enableLock`, { token, body: { ids: [rowId] } });

    // the silent terminal keeps its command executing: a second one is refused
    const first = await h.call('POST', `${L}/urgentReset`, { token, body: { vin: silent!.vin } });
    expect(first.statusCode).toBe(200);
    await refuse('mileageChange', { vin: silent!.vin, mileage: 5 }, 'CONTROL_BUSY', 409);
    await final(first.json().checkId);
    const log = (
      await h.call('POST', `${L}/page/Log`, { token, body: { vin: online!.vin, cmdName: 'mileageChange' } })
    ).json();
    expect(log.items[0]).toMatchObject({ cmdName: 'mileageChange', mileageKm: 12345, state: 'succeeded' });
  });

  it('cancelCmd pushes the cancelled state to the console like other outcomes', async () => {
    t(offline).disconnect();
    await waitFor(
      () => isOnline(offline!.vin),
      (o) => o === false,
      5000,
      'offline',
    );
    await h.call('POST', `${L}/addVehicle`, { token, body: { vins: [offline!.vin] } });
    const sent = (await h.call('POST', `${L}/lock`, { token, body: { vin: offline!.vin } })).json();
    await waitFor(
      () => status(sent.checkId),
      (s) => s === 'queued',
      5000,
      'queued',
    );
    const res = await h.call('POST', `${L}/cancelCmd`, {
      token,
      body: `checkId=${sent.checkId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json()).toEqual({ cancelled: true });
    const push = await waitFor(
      () => pushes.find((p) => p.push.checkId === sent.checkId && p.push.cancelled === true),
      Boolean,
      3000,
      'cancel push',
    );
    expect(push!.push).toMatchObject({ type: 'command', status: 'expired', statusCode: 1 });
    expect(
      (await h.call('GET', `${L}/${offline!.vin}/lockItems`, { token })).json().lastCommand.message,
    ).toBe('Command cancelled');
  });

  it('imports vehicles into lock management from the template: one bad row refuses the file with an error report, a clean file adds them', async () => {
    const template = await h.call('GET', `${L}/importVehicle/template`, { token });
    expect(template.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await readSheet(template))[0]![0]).toBe('VIN *');
    const send = async (rows: string[][]) => {
      const form = multipartFile('locks.xlsx', await writeSheet([['VIN'], ...rows]));
      return h.call('POST', `${L}/importVehicle`, { token, body: form.payload, headers: form.headers });
    };
    const before = await count('lock_vehicles');
    const failed = (
      await send([[sleeper!.vin], ['NOT-A-VIN'], ['LNBSCUAK0LR000000'], [online!.vin], [sleeper!.vin]])
    ).json();
    expect(failed).toMatchObject({ imported: 0, failed: 4 });
    expect(await count('lock_vehicles')).toBe(before);
    const report = await h.call('POST', `${L}/errors/excel`, { token, body: { id: failed.errorId } });
    expect(report.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const lines = (await readSheet(report)).slice(2);
    expect(lines.map((l) => Number(l[0]))).toEqual([3, 4, 5, 6]);
    expect(lines[0]![2]).toBe('A VIN is 17 letters or digits');
    expect(lines[2]![2]).toBe(`Vehicle ${online!.vin} is already under lock management`);
    expect(lines[3]![2]).toBe('Same as row 2');
    expect(
      (
        await h.call('POST', `${L}/errors/excel`, {
          token,
          body: { id: '00000000-0000-0000-0000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send([])).json().error.code).toBe('IMPORT_EMPTY');
    expect((await send([[sleeper!.vin]])).json()).toEqual({ imported: 1, failed: 0, errorId: null });
    expect(await count('lock_vehicles')).toBe(before + 1);
    const history = await h.call('POST', `${L}/his/export`, { token, body: {} });
    expect(history.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  });

  it('SMS wake-up: refused online, without terminal or too soon; recorded, the sleeping terminal logs in and takes its queued command, the outcome is pushed', async () => {
    const sms = (vin: string, payloadVin = vin) =>
      signedCall(h, token, `sms/${vin}`, { vin: payloadVin }).then((r) => r.res);
    let res = await sms(online!.vin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SMS_TERMINAL_ONLINE');
    expect((await sms(bare!.vin)).json().error.code).toBe('CONTROL_NO_TERMINAL');
    expect((await sms('LNBSCUAK0LR000000')).statusCode).toBe(404);
    expect((await sms(sleeper!.vin, online!.vin)).json().error.code).toBe('CONTROL_VIN');

    // a command waits for the sleeping terminal
    const queued = (await h.call('POST', `${L}/lock`, { token, body: { vin: sleeper!.vin } })).json();
    await waitFor(
      () => status(queued.checkId),
      (s) => s === 'queued',
      5000,
      'queued',
    );
    res = await sms(sleeper!.vin);
    expect(res.statusCode, res.body).toBe(200);
    const wake = res.json();
    expect(wake).toMatchObject({ vin: sleeper!.vin, status: 'sent' });
    expect(await final(queued.checkId)).toBe('succeeded');
    expect(t(sleeper).vehicle.immobilized).toBe(true);
    await waitFor(
      () => pushes.find((p) => p.push.checkId === wake.checkId && p.push.status === 'woken'),
      Boolean,
      5000,
      'woken push',
    );
    const list = (
      await h.call('GET', `/api/vehicle-svc/ctrl/vehicle/V1.0/sms/${sleeper!.vin}/list`, { token })
    ).json();
    expect(list[0]).toMatchObject({ checkId: wake.checkId, status: 'woken', userName: 'admin' });
    t(sleeper).disconnect();
    await waitFor(
      () => isOnline(sleeper!.vin),
      (o) => o === false,
      5000,
      'offline',
    );
    expect((await sms(sleeper!.vin)).json().error.code).toBe('SMS_TOO_SOON');
  });

  it('generic command calls map onto the remote controls with the same validation and results', async () => {
    const C = '/api/vehicle-svc/cmd';
    t(online).vehicle.mode = 'parked';
    t(online).vehicle.speed = 0;
    t(online).body.doorsLocked = false;
    const v1 = await h.call('POST', `${C}/V1.0/${online!.vin}/on/remoteLock`, { token });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ kind: 'lock', statusCode: 3 });
    expect(await final(v1.json().checkId)).toBe('succeeded');
    expect(t(online).body.doorsLocked).toBe(true);
    const air = await h.call('POST', `${C}/V2.0/${online!.vin}/on/air`, { token, body: { windLevel: 9 } });
    expect(air.json().error.code).toBe('CONTROL_WIND_LEVEL');
    const airOk = await h.call('POST', `${C}/V1.0/${online!.vin}/1/airConditioning`, {
      token,
      query: { windLevel: '4' },
    });
    expect(airOk.statusCode, airOk.body).toBe(200);
    expect(await final(airOk.json().checkId)).toBe('succeeded');
    expect(t(online).body).toMatchObject({ airOn: true, windLevel: 4 });
    expect(
      (await h.call('POST', `${C}/V2.0/${online!.vin}/sideways/window`, { token, body: {} })).json().error
        .code,
    ).toBe('CONTROL_ACTION');
    expect(
      (await h.call('POST', `${C}/V2.0/${online!.vin}/on/teleport`, { token, body: {} })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('POST', `${C}/V2.0/${bare!.vin}/on/light`, { token, body: {} })).json().error.code,
    ).toBe('CONTROL_NO_TERMINAL');
    expect(
      (await h.call('POST', `${C}/V2.0/LNBSCUAK0LR000000/on/light`, { token, body: {} })).statusCode,
    ).toBe(404);
    const first = await h.call('POST', `${C}/V2.0/${silent!.vin}/on/light`, { token, body: {} });
    expect(first.statusCode).toBe(200);
    expect(
      (await h.call('POST', `${C}/V2.0/${silent!.vin}/off/light`, { token, body: {} })).json().error.code,
    ).toBe('CONTROL_BUSY');
    await final(first.json().checkId);
  });

  it('changes a VIN: invalid, same or taken refused; archive, lock management and live state follow; the old session is closed; logged', async () => {
    const P = '/api/vehicle-svc/vehicle/param/changeVin';
    const refuse = async (body: unknown, code: string, status = 400) => {
      const res = await h.call('POST', P, { token, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
    };
    const newVin = 'LCLE5A1B2C3D4X001';
    await refuse({ vin: renamed!.vin, newVin: 'SHORT' }, 'CONTROL_VIN');
    await refuse({ vin: renamed!.vin, newVin: 'LCLE5A1B2C3D4O001' }, 'CONTROL_VIN');
    await refuse({ vin: renamed!.vin, newVin: renamed!.vin }, 'VIN_CHANGE_SAME');
    await refuse({ vin: renamed!.vin, newVin: online!.vin }, 'VIN_CHANGE_TAKEN', 409);
    await refuse({ vin: 'LNBSCUAK0LR000000', newVin }, 'CONTROL_VEHICLE_UNKNOWN', 404);
    await h.call('POST', `${L}/addVehicle`, { token, body: { vins: [renamed!.vin] } });

    const res = await h.call('POST', P, { token, body: { vin: renamed!.vin, newVin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ oldVin: renamed!.vin, vin: newVin });
    expect(
      (await h.call('GET', `/api/vehicle-svc/ctrl/vehicle/V1.0/query/${renamed!.vin}`, { token })).statusCode,
    ).toBe(404);
    const q = (await h.call('GET', `/api/vehicle-svc/ctrl/vehicle/V1.0/query/${newVin}`, { token })).json();
    expect(q).toMatchObject({ vin: newVin, hasTerminal: true });
    // the session held under the old VIN is closed: the vehicle goes offline, a login under the old VIN is refused
    await waitFor(
      () => t(renamed).online,
      (o) => o === false,
      5000,
      'old session closed',
    );
    await waitFor(
      () => isOnline(newVin),
      (o) => o === false,
      5000,
      'offline after the change',
    );
    expect(await t(renamed).reconnect()).not.toBe('ok');
    t(renamed).disconnect();
    // the same terminal under its new identity is accepted
    const reborn = terminal(h, { ...renamed!, vin: newVin });
    terminals.set(newVin, reborn);
    expect(await reborn.login()).toBe('ok');
    await waitFor(
      () => isOnline(newVin),
      (o) => o === true,
      5000,
      'online under the new VIN',
    );
    expect((await h.call('POST', `${L}/page`, { token, body: { vin: newVin } })).json().items).toHaveLength(
      1,
    );
    expect(
      (
        await query<{ vin: string }>(
          h,
          'select l.vin from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
          [newVin],
        )
      )[0]!.vin,
    ).toBe(newVin);
    const log = (await h.call('GET', `${P}/${newVin}/log`, { token })).json();
    expect(log[0]).toMatchObject({ oldVin: renamed!.vin, newVin, userName: 'admin', ipAddress: '127.0.0.1' });
  });

  it('runs the debug job on its schedule, without being called', async () => {
    const D = '/api/vehicle-svc/vehicle/debug/V1.0';
    const created = await h.call('POST', D, {
      token,
      body: { vin: silent!.vin, endTime: Date.now() + 86400_000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const logs = await waitFor(
      () =>
        h
          .call('GET', `/api/vehicle-svc/vehicle/debugLog/V1.0/${silent!.vin}/list`, { token })
          .then((r) => r.json()),
      (l: unknown[]) => l.length > 0,
      5000,
      'scheduled check',
    );
    expect(logs[0]).toMatchObject({ status: 'PENDING', online: true });
  });

  // the engine's calls of the two QB declarations
  for (const spec of [qbTaskSpec, qbTaskVehicleSpec] as ResourceSpec[]) {
    it(`${spec.name}: every search field, find, export of one row, 403 without the permission, 404 across tenants`, async () => {
      const base = `/api/${resourcePath(spec)}`;
      const page = (await h.call('POST', `${base}/page`, { token, body: { pageSize: 1 } })).json();
      expect(page.total).toBeGreaterThan(0);
      const row = page.items[0] as Record<string, unknown>;
      const id = row.id as number;
      expect((await h.call('GET', `${base}/${id}`, { token })).statusCode).toBe(200);
      for (const [key, , op] of searchFields(spec)) {
        const value = row[key];
        const search =
          op === 'range'
            ? { [`${key}Start`]: Number(value) - 1, [`${key}End`]: Number(value) + 1 }
            : op === 'prefix'
              ? { [key]: String(value).slice(0, 5) }
              : op === 'like'
                ? { [key]: String(value).slice(1, 4) }
                : { [key]: value };
        const mine = (await h.call('POST', `${base}/page`, { token, body: { ...search, ids: [id] } })).json();
        expect(
          mine.items.map((i: { id: number }) => i.id),
          `${spec.name} search ${key}`,
        ).toEqual([id]);
      }
      expect(
        (await h.call('POST', `${base}/export`, { token, body: { ids: [id], title: 'title' } })).statusCode,
      ).toBe(200);
      const operator = await h.login(DEMO.operator, DEMO.userPassword);
      expect((await h.call('POST', `${base}/page`, { token: operator, body: {} })).statusCode).toBe(403);
      const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
      expect((await h.call('GET', `${base}/${id}`, { token: stranger })).statusCode).toBe(404);
      expect((await h.call('POST', `${base}/page`, { token: stranger, body: {} })).json().items).toEqual([]);
      expect(
        (
          await h.call('POST', `${QB}/startTask`, {
            token: stranger,
            body: { id: spec === qbTaskSpec ? id : row.taskId },
          })
        ).statusCode,
      ).toBe(404);
    });
  }
});
