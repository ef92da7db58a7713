import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import {
  XLSX_CONTENT_TYPE,
  qbLinkParamHistorySpec,
  qbLinkParamSpec,
  resourcePath,
  searchFields,
  type ResourceSpec,
} from '@chelian/contracts';
import { DEMO } from '../src/demo/tenants';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { readSheet } from './resources-support';

const QB = '/api/vehicle-svc/vehicle/enterpriseParams/V1.0';

describe('QB link parameters: the list, the setting through the parameter-set path, the history, vehicle exports', () => {
  let h: Harness;
  let token: string;
  const fleet = identities(3, 'qb-link');
  const [online, offline, bare] = fleet;
  const terminals = new Map<string, SimulatedTerminal>();
  const t = (i: (typeof fleet)[number]) => terminals.get(i!.vin)!;
  const isOnline = async (vin: string) =>
    (
      await query<{ online: boolean }>(
        h,
        'select l.online from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1',
        [vin],
      )
    )[0]?.online;
  const sets = async () =>
    Number((await query<{ n: number }>(h, 'select count(*)::int as n from qb_link_param_sets'))[0]!.n);
  const listRow = async (vin: string) =>
    (await h.call('POST', `${QB}/list`, { token, body: { vin } })).json().items[0] as Record<string, unknown>;
  const history = async (body: Record<string, unknown>) =>
    (await h.call('POST', `${QB}/historyList`, { token, body })).json().items as Record<string, unknown>[];

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '2' });
    token = await h.adminToken();
    await registerVehicles(h, [online!, offline!]);
    const tenantId = Number(
      (await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`))[0]!.id,
    );
    await query(h, 'insert into vehicles (tenant_id, vin, model) values ($1, $2, $3)', [
      tenantId,
      bare!.vin,
      'Bare',
    ]);
    for (const i of [online, offline]) terminals.set(i!.vin, terminal(h, i!));
    for (const i of [online, offline]) expect(await t(i).login()).toBe('ok');
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

  it('refuses bad settings with their own message and sends nothing', async () => {
    const refused = async (body: unknown, code: string, status = 400) => {
      const res = await h.call('POST', `${QB}/setting`, {
        token,
        body,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
      return res.json().error.message as string;
    };
    // not a link parameter: the report period is a data parameter, refused with its name
    expect(await refused({ vin: online!.vin, params: [{ id: 0x02, value: 10 }] }, 'QB_LINK_PARAM')).toContain(
      '正常上报周期',
    );
    expect(await refused({ vin: online!.vin, params: '0x09=0' }, 'PARAM_RANGE')).toContain('心跳周期');
    await refused({ vin: online!.vin, params: '0x05' }, 'QB_PARAM_LINE');
    await refused({ vin: online!.vin, params: [{ id: 0x04, value: 3 }] }, 'PARAM_DERIVED');
    await refused({ vin: online!.vin, params: [] }, 'PARAM_EMPTY');
    await refused({ vin: 'SHORT', params: '0x09=20' }, 'CONTROL_VIN');
    await refused({ vin: 'LNBSCUAK0LR000000', params: '0x09=20' }, 'CONTROL_VEHICLE_UNKNOWN', 404);
    await refused({ vins: [online!.vin, bare!.vin], params: '0x09=20' }, 'QB_NO_TERMINAL');
    // the message follows the caller's language
    const en = await h.call('POST', `${QB}/setting`, { token, body: { vin: online!.vin, params: '0x03=5' } });
    expect(en.json().error.message).toContain('not a link parameter');
    expect(await sets()).toBe(0);
    expect(
      (await h.call('POST', `${QB}/setting`, { token: null, body: { vin: online!.vin, params: '0x09=20' } }))
        .statusCode,
    ).toBe(401);
  });

  it('sets link parameters on an online terminal: the terminal follows, the list shows the confirmed values, the history the outcome', async () => {
    const before = await listRow(online!.vin);
    expect(before).toMatchObject({
      vin: online!.vin,
      online: true,
      heartbeatPeriod: null,
      platformDomain: null,
    });
    expect((await h.call('POST', `${QB}/list`, { token, body: { vin: bare!.vin } })).json().items).toEqual(
      [],
    );

    const res = await h.call('POST', `${QB}/setting`, {
      token,
      body: {
        vin: online!.vin,
        params: [
          { id: 0x09, value: 25 },
          { id: 0x05, value: 'gb.example.com' },
          { id: 0x06, value: 19006 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sent: 1 });
    const row = await waitFor(
      () => listRow(online!.vin),
      (r) => r.heartbeatPeriod === 25,
      6000,
      'confirmed values',
    );
    expect(row).toMatchObject({ platformDomain: 'gb.example.com', platformPort: 19006, heartbeatPeriod: 25 });
    expect(row.updatedAt).toBeTruthy();
    expect(t(online).heartbeat).toBe(25);
    expect(t(online).params.get(0x05)).toBe('gb.example.com');
    expect(t(online).params.get(0x04)).toBe('gb.example.com'.length);

    const [set] = await history({ vin: online!.vin });
    expect(set).toMatchObject({
      vin: online!.vin,
      source: 'SETTING',
      params: '0x05=gb.example.com\n0x06=19006\n0x09=25',
      outcome: 'SUCCEEDED',
      resultCode: 5,
      userName: 'admin',
    });
    expect(set!.answeredAt).toBeTruthy();
    // the parameter screen sees the same values
    const stored = (
      await h.call('GET', `/api/vehicle-svc/vehicle/param/getParam?vin=${online!.vin}`, { token })
    ).json();
    expect(stored.params).toEqual(expect.arrayContaining([expect.objectContaining({ id: 9, value: 25 })]));
  });

  it('queues for an offline terminal (a second setting is refused meanwhile) and delivers at its login', async () => {
    const res = await h.call('POST', `${QB}/setting`, {
      token,
      body: { vins: [offline!.vin], params: '0x0C=3\n0x0F=20000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(
      () => history({ vin: offline!.vin }),
      (rows) => rows[0]?.outcome === 'QUEUED',
      4000,
      'queued',
    );
    const busy = await h.call('POST', `${QB}/setting`, {
      token,
      body: { vin: offline!.vin, params: '0x0C=4' },
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('CONTROL_BUSY');
    expect(await t(offline).reconnect()).toBe('ok');
    await waitFor(
      () => history({ vin: offline!.vin }),
      (rows) => rows[0]?.outcome === 'SUCCEEDED',
      6000,
      'delivered at login',
    );
    expect(t(offline).params.get(0x0c)).toBe(3);
    expect(await listRow(offline!.vin)).toMatchObject({ loginRetryInterval: 3, publicPort: 20000 });
    expect((await history({ outcome: 'SUCCEEDED' })).length).toBe(2);
  });

  it('a QB task that sets link parameters shows in the history with its name; one that does not stays out', async () => {
    const withLink = (
      await h.call('POST', QB, { token, body: { name: 'Heartbeat 40', params: '0x09=40' } })
    ).json();
    const without = (
      await h.call('POST', QB, { token, body: { name: 'Report 7', params: '0x02=7' } })
    ).json();
    for (const task of [withLink, without]) {
      expect(
        (await h.call('POST', `${QB}/addVehicle`, { token, body: { taskId: task.id, vins: [online!.vin] } }))
          .statusCode,
      ).toBe(200);
      expect((await h.call('POST', `${QB}/startTask`, { token, body: { id: task.id } })).json()).toEqual({
        sent: 1,
      });
      await waitFor(
        () =>
          h
            .call('POST', `${QB}/enterpriseDetailList`, { token, body: { taskId: task.id } })
            .then((r) => r.json().items[0]?.outcome),
        (o) => o === 'SUCCEEDED',
        6000,
        `task ${task.name}`,
      );
    }
    const tasks = await history({ source: 'TASK' });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      vin: online!.vin,
      taskName: 'Heartbeat 40',
      params: '0x09=40',
      outcome: 'SUCCEEDED',
    });
    expect((await listRow(online!.vin)).heartbeatPeriod).toBe(40);
  });

  it('exports a vehicle’s tasks and parameters as xlsx', async () => {
    const tasks = await h.call('POST', `${QB}/vehicleDetailList/export`, {
      token,
      body: { vin: online!.vin },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(tasks.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const taskSheet = await readSheet(tasks);
    expect(taskSheet[0]).toEqual(['任务名称', '终端参数', '任务状态', '下发状态', '结果码', '下发时间']);
    expect(taskSheet.find((r) => r[0] === 'Heartbeat 40')?.slice(1, 5)).toEqual([
      '0x09=40',
      '已启动',
      '响应成功',
      '5',
    ]);
    const params = await h.call('POST', `${QB}/vehicleParamList/export`, {
      token,
      body: { vin: online!.vin },
      headers: { 'accept-language': 'en-US' },
    });
    const paramSheet = await readSheet(params);
    expect(paramSheet[0]).toEqual(['Parameter id', 'Parameter', 'Value', 'Read or set at']);
    expect(paramSheet.find((r) => r[0] === '0x05')?.[2]).toBe('gb.example.com');
    expect(
      (await h.call('POST', `${QB}/vehicleParamList/export`, { token, body: { vin: 'LNBSCUAK0LR000000' } }))
        .statusCode,
    ).toBe(404);
  });

  for (const spec of [qbLinkParamSpec, qbLinkParamHistorySpec] as ResourceSpec[]) {
    it(`${spec.name}: every search field, find, export, 403 without the permission, nothing across tenants`, async () => {
      const base = `/api/${resourcePath(spec)}`;
      const page = (
        await h.call('POST', `${base}/page`, { token, body: { pageSize: 1, vin: online!.vin } })
      ).json();
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
      const exported = await h.call('POST', `${base}/export`, { token, body: { ids: [id] } });
      expect(exported.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect((await readSheet(exported)).flat().join(' ')).toContain(online!.vin);
      const operator = await h.login(DEMO.operator, DEMO.userPassword);
      expect((await h.call('POST', `${base}/page`, { token: operator, body: {} })).statusCode).toBe(403);
      const stranger = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
      expect((await h.call('GET', `${base}/${id}`, { token: stranger })).statusCode).toBe(404);
      expect(
        (await h.call('POST', `${base}/page`, { token: stranger, body: { vin: online!.vin } })).json().items,
      ).toEqual([]);
      expect(
        (
          await h.call('POST', `${QB}/setting`, {
            token: stranger,
            body: { vin: online!.vin, params: '0x09=30' },
          })
        ).statusCode,
      ).toBe(404);
    });
  }
});
