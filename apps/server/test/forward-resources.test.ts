import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardConfigSpec } from '@chelian/contracts/resources/forward/forward';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { query, waitFor } from './gateway-support';
import { multipartFile, writeSheet } from './resources-support';
import { startForwarding } from '../src/domains/forward/sender';

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  forwardConfig: {
    unique: (n) => ({ name: `测试转发配置${n}`, password: `Pw#${n}` }),
    update: { host: 'gb2.example.gov.cn', port: 19007, password: '******' },
  },
};

describe('forward config declaration', () => {
  resourceSuite(
    { forwardConfig: forwardConfigSpec },
    CASES,
    () => harnessCtx(h, { admin, operator, fleet }),
    1200,
  );
});

describe('forward config rules', () => {
  const call = (method: string, url: string, body?: unknown) =>
    h.call(method, `/api/${url}`, { token: admin, body, headers: { 'accept-language': 'zh-CN' } });

  it('asks a platform login for its account and password, in the caller language', async () => {
    const res = await call('POST', 'fwp-svc/forward/config', {
      name: '缺少账号',
      linkType: 'TCP',
      host: 'gb.example.gov.cn',
      port: 19006,
      platformLogin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('平台登入需要填写平台账号和平台密码');
  });

  it('keeps the stored password when an edit sends the mask back, and seals a new one', async () => {
    const created = await call('POST', 'fwp-svc/forward/config', {
      name: '密码保留',
      linkType: 'TCP',
      host: 'gb.example.gov.cn',
      port: 19006,
      account: 'acct01',
      password: 'First#2026',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().id);
    const stored = async () =>
      (await query<{ password: string }>(h, 'select password from forward_configs where id = $1', [id]))[0]!
        .password;
    const first = await stored();
    expect(
      (await call('PUT', 'fwp-svc/forward/config', { id, port: 19008, password: '******' })).statusCode,
    ).toBe(200);
    expect(await stored()).toBe(first);
    expect((await call('PUT', 'fwp-svc/forward/config', { id, password: 'Second#2026' })).statusCode).toBe(
      200,
    );
    const second = await stored();
    expect(second).not.toBe(first);
    expect(second.startsWith('enc:v1:')).toBe(true);
    expect(h.ctx.secrets.open('forward_configs.password', second)).toBe('Second#2026');
  });

  it('refuses to edit or delete a running task', async () => {
    const created = await call('POST', 'fwp-svc/forward/config', {
      name: '运行中',
      linkType: 'HTTP',
      host: '127.0.0.1',
      port: 9,
      platformLogin: false,
    });
    const id = Number(created.json().id);
    await call('POST', 'fwp-svc/forward/config/bind/allVehicles', { taskId: id });
    expect((await call('GET', `fwp-svc/forward/config/${id}/run`)).statusCode).toBe(200);
    const edit = await call('PUT', 'fwp-svc/forward/config', { id, port: 10 });
    expect(edit.statusCode).toBe(409);
    expect((await call('DELETE', 'fwp-svc/forward/config', { ids: [id] })).statusCode).toBe(409);
    expect((await call('GET', `fwp-svc/forward/config/${id}/stop`)).statusCode).toBe(200);
    expect((await call('DELETE', 'fwp-svc/forward/config', { ids: [id] })).statusCode).toBe(200);
  });
});

describe('forwarding across worker processes', () => {
  it('relays a task from one worker only: each queued frame is sent once', async () => {
    const posts: string[] = [];
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        posts.push((JSON.parse(data) as { hex: string }).hex);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // a second worker's job beside the app's own, on the same database
    const stopSecond = startForwarding(h.ctx);
    try {
      const call = (method: string, url: string, body?: unknown) =>
        h.call(method, `/api/${url}`, { token: admin, body });
      const created = await call('POST', 'fwp-svc/forward/config', {
        name: '两个工作进程',
        linkType: 'HTTP',
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        platformLogin: false,
      });
      const id = Number(created.json().id);
      await call('POST', 'fwp-svc/forward/config/bind/allVehicles', { taskId: id });
      expect((await call('GET', `fwp-svc/forward/config/${id}/run`)).statusCode).toBe(200);
      const [vehicle] = await query<{ id: number; vin: string; tenant_id: number }>(
        h,
        `select v.id, v.vin, v.tenant_id from vehicles v join tenants t on t.id = v.tenant_id
          where t.tenant_code = 'chelian' order by v.id limit 1`,
      );
      // twenty frames kept for the task, as the ingest step writes them
      for (let i = 0; i < 20; i++)
        await query(
          h,
          `insert into forward_outbox (tenant_id, config_id, vehicle_id, vin, frame_key, command_id, received_at, frame)
           values ($1, $2, $3, $4, $5, 2, now(), decode($6, 'hex'))`,
          [
            vehicle!.tenant_id,
            id,
            vehicle!.id,
            vehicle!.vin,
            i,
            `232302fe${i.toString(16).padStart(2, '0')}00`,
          ],
        );
      await waitFor(
        async () =>
          (
            await query<{ n: number }>(
              h,
              'select count(*)::int as n from forward_records where config_id = $1',
              [id],
            )
          )[0]!.n,
        (n) => n >= 20,
        20_000,
        'the twenty records',
      );
      await new Promise((r) => setTimeout(r, 1500));
      expect(posts).toHaveLength(20);
      expect(new Set(posts).size).toBe(20);
      const holders = await query<{ runner_node: string }>(
        h,
        'select runner_node from forward_configs where id = $1',
        [id],
      );
      expect(holders[0]!.runner_node).toBeTruthy();
      await call('GET', `fwp-svc/forward/config/${id}/stop`);
    } finally {
      stopSecond();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('binding vehicles from a file, and the demo config', () => {
  it('binds the vehicles a sheet names under its VIN header, and answers the unknown ones', async () => {
    const call = (method: string, url: string, body?: unknown) =>
      h.call(method, `/api/${url}`, { token: admin, body });
    const created = await call('POST', 'fwp-svc/forward/config', {
      name: '文件绑定',
      linkType: 'HTTP',
      host: '127.0.0.1',
      port: 9,
      platformLogin: false,
    });
    const id = Number(created.json().id);
    const vins = (
      await query<{ vin: string }>(
        h,
        `select v.vin from vehicles v join tenants t on t.id = v.tenant_id where t.tenant_code = 'chelian' order by v.vin limit 3`,
      )
    ).map((r) => r.vin);
    const form = multipartFile(
      'vins.xlsx',
      await writeSheet([['车架号'], ...vins.map((v) => [v]), ['LNOSUCHVIN0000001']]),
    );
    const res = await h.call('POST', `/api/fwp-svc/forward/config/bind/import/${id}`, {
      token: admin,
      body: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bound: vins.length, missing: ['LNOSUCHVIN0000001'] });
    const page = (await call('POST', 'fwp-svc/vehicleInfo/page', { configId: id, pageSize: 10 })).json();
    expect(page.items.map((r: { vin: string }) => r.vin).sort()).toEqual([...vins].sort());
  });

  it('seeds a stopped config with two vehicles, aimed away from this gateway', async () => {
    const rows = await query<{ status: string; host: string; password: string; n: number }>(
      h,
      `select c.status, c.host, c.password, (select count(*)::int from forward_vehicles v where v.config_id = c.id) as n
         from forward_configs c where c.name = '省级新能源汽车监管平台'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('STOPPED');
    expect(rows[0]!.host).not.toMatch(/^(127\.|localhost)/);
    expect(rows[0]!.password.startsWith('enc:v1:')).toBe(true);
    expect(rows[0]!.n).toBe(2);
  });
});
