import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { FORWARD_CALLS as C, type ForwardTaskState } from '@chelian/contracts/resources/forward/forward';
import { callUrl } from '@chelian/contracts';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

/**
 * Forwarding between two instances: instance A's gateway takes the simulated vehicles and its
 * forwarding task relays their frames to instance B's gateway (B knows the same vehicles), so
 * what the vehicles sent to A lands in B's history. Between them a TCP relay stands for the
 * network, so B can be cut off and reached again on the same address.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: number) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect({ host: '127.0.0.1', port: this.target });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const api = (path: string) => `/api/${path}`;

describe('forwarding: a task relays bound vehicles to another platform', () => {
  let a: Harness;
  let b: Harness;
  let relay: Relay;
  let tokenA: string;
  const fleet = identities(3, 'forward-test');
  // the third vehicle is not in B's archive: B refuses its frames
  const known = fleet.slice(0, 2);
  const terminals: SimulatedTerminal[] = [];
  let idsA: Map<string, number>;
  let idsB: Map<string, number>;
  let configId = 0;

  beforeAll(async () => {
    a = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    b = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    idsA = await registerVehicles(a, fleet);
    idsB = await registerVehicles(b, known);
    relay = new Relay(b.vehicle.gateway!.port);
    await relay.up();
    tokenA = await a.adminToken();
    for (const identity of fleet) terminals.push(terminal(a, identity));
  }, 180_000);
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await relay?.down();
    await a?.close();
    await b?.close();
  });

  const callA = (method: string, path: string, body?: unknown) =>
    a.call(method, api(path), { token: tokenA, body });
  const status = async (): Promise<ForwardTaskState> =>
    (await callA('GET', callUrl(C.status, { taskId: configId }))).json() as ForwardTaskState;
  /** B's history of a vehicle: data time, reissue flag, in the order B received them */
  const historyB = (vin: string) =>
    query<{ frame_time: Date; reissue: boolean }>(
      b,
      'select frame_time, reissue from vehicle_history where vehicle_id = $1 order by frame_key',
      [idsB.get(vin)],
    );
  const historyA = (vin: string) =>
    query<{ frame_time: Date; reissue: boolean }>(
      a,
      'select frame_time, reissue from vehicle_history where vehicle_id = $1 order by frame_key',
      [idsA.get(vin)],
    );
  const times = (rows: { frame_time: Date }[]) => rows.map((r) => new Date(r.frame_time).getTime());

  it('keeps the platform password sealed and shows only a mask', async () => {
    const res = await callA('POST', 'fwp-svc/forward/config', {
      name: 'instance B',
      linkType: 'TCP',
      host: '127.0.0.1',
      port: relay.port,
      edition: '2016',
      platformLogin: false,
      account: 'chelianA',
      password: 'Forward#2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    configId = Number(res.json().id);
    const [stored] = await query<{ password: string }>(
      a,
      'select password from forward_configs where id = $1',
      [configId],
    );
    expect(stored!.password.startsWith('enc:v1:')).toBe(true);
    expect(stored!.password).not.toContain('Forward#2026');
    const found = (await callA('GET', `fwp-svc/forward/config/${configId}`)).json();
    expect(found.password).toBe('******');
    const page = (await callA('POST', 'fwp-svc/forward/config/page', { current: 1, size: 10 })).json();
    expect(JSON.stringify(page)).not.toContain('enc:v1:');
  });

  it('refuses to run without vehicles, binds by VIN and answers the unknown ones', async () => {
    const run = await callA('GET', callUrl(C.run, { taskId: configId }));
    expect(run.statusCode).toBe(409);
    const bound = await callA('POST', callUrl(C.bindVehicles, { taskId: configId }), {
      vins: [...fleet.map((f) => f.vin), 'LNOSUCHVIN0000000'],
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toEqual({ bound: 3, missing: ['LNOSUCHVIN0000000'] });
    const page = (await callA('POST', 'fwp-svc/vehicleInfo/page', { current: 1, size: 10, configId })).json();
    expect(page.total).toBe(3);
    const unbound = (await callA('POST', C.unBindPage.path, { taskId: configId })).json();
    expect(unbound.items.map((v: { vin: string }) => v.vin)).not.toContain(fleet[0]!.vin);
  });

  it('relays logins and reports to B in order, each exactly once', async () => {
    const run = await callA('GET', callUrl(C.run, { taskId: configId }));
    expect(run.statusCode, run.body).toBe(200);
    await waitFor(status, (s) => s.linkState === 'CONNECTED', 10_000, 'the link to B');

    for (const t of terminals) expect(await t.login()).toBe('ok');
    for (let k = 0; k < 4; k++) for (const t of terminals) t.tick();
    await settle(a);
    await waitFor(status, (s) => s.pendingCount === 0, 15_000, 'the outbox to drain');
    // what B's gateway took is in its history once B's ingest has written it
    await settle(b);

    for (const identity of known) {
      const there = await historyB(identity.vin);
      const here = await historyA(identity.vin);
      expect(here).toHaveLength(4);
      // same reports, same order, none twice, sent as they came (real time)
      expect(times(there)).toEqual(times(here));
      expect(there.every((r) => !r.reissue)).toBe(true);
    }
    const records = await query<{ vin: string; command: string; result: string }>(
      a,
      'select vin, command, result from forward_records where config_id = $1 order by id',
      [configId],
    );
    const firstOf = (vin: string) => records.filter((r) => r.vin === vin).map((r) => r.command);
    for (const identity of known)
      expect(firstOf(identity.vin)).toEqual(['LOGIN', 'REALTIME', 'REALTIME', 'REALTIME', 'REALTIME']);
    // B does not know the third vehicle: its login and reports are refused, and counted so
    const refused = records.filter((r) => r.vin === fleet[2]!.vin);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.result === 'FAILED')).toBe(true);
    const s = await status();
    expect(s.successCount).toBe(10);
    expect(s.failureCount).toBe(5);
    const ok = (await callA('POST', C.successful.path, { taskId: configId })).json();
    const failed = (await callA('POST', C.failed.path, { taskId: configId })).json();
    expect([ok.count, failed.count]).toEqual([10, 5]);
    // a bound vehicle's forwarding log, as the config screen reads it
    const log = (
      await callA('POST', 'fwp-svc/vehicleInfo/pageLog', { vin: known[0]!.vin, configId, pageSize: 50 })
    ).json() as { total: number; items: { command: string; result: string }[] };
    expect(log.total).toBe(5);
    expect(log.items.every((r) => r.result === 'SUCCESS')).toBe(true);
  });

  it('keeps what arrives while B is unreachable and sends it as reissue when B is back, once', async () => {
    await relay.down();
    for (let k = 0; k < 3; k++) for (const t of terminals.slice(0, 2)) t.tick();
    await settle(a);
    // kept in the database while the target is away
    const [{ n }] = (await query<{ n: number }>(
      a,
      'select count(*)::int as n from forward_outbox where config_id = $1',
      [configId],
    )) as [{ n: number }];
    expect(n).toBe(6);
    await waitFor(status, (s) => s.linkState === 'DOWN', 10_000, 'the link to go down');

    await relay.up();
    await waitFor(status, (s) => s.pendingCount === 0 && s.linkState === 'CONNECTED', 40_000, 'the backlog');
    for (const t of terminals.slice(0, 2)) t.tick();
    await settle(a);
    await waitFor(status, (s) => s.pendingCount === 0, 15_000, 'the outbox to drain');
    // what B's gateway took is in its history once B's ingest has written it
    await settle(b);

    for (const identity of known) {
      const there = await historyB(identity.vin);
      const here = await historyA(identity.vin);
      expect(here).toHaveLength(8);
      expect(there).toHaveLength(8);
      expect(new Set(times(there)).size).toBe(8);
      expect([...times(there)].sort()).toEqual([...times(here)].sort());
      // the three kept while B was away came as reissue, the one after as real time
      expect(there.map((r) => r.reissue)).toEqual([false, false, false, false, true, true, true, false]);
    }
  });

  it('stops: nothing more is kept or sent', async () => {
    const stopped = await callA('GET', callUrl(C.stop, { taskId: configId }));
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().status).toBe('STOPPED');
    await waitFor(status, (s) => s.linkState === 'IDLE', 10_000, 'the runner to stop');
    terminals[0]!.tick();
    await settle(a);
    const [{ n }] = (await query<{ n: number }>(
      a,
      'select count(*)::int as n from forward_outbox where config_id = $1',
      [configId],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('logs in as a platform (0x05) and reports the refusal of a target that does not take it', async () => {
    const res = await callA('POST', 'fwp-svc/forward/config', {
      name: 'B as a platform',
      linkType: 'TCP',
      host: '127.0.0.1',
      port: relay.port,
      edition: '2016',
      platformLogin: true,
      account: 'chelianA',
      password: 'Forward#2026',
    });
    const id = Number(res.json().id);
    await callA('POST', C.bindAll.path, { taskId: id });
    expect((await callA('GET', callUrl(C.run, { taskId: id }))).statusCode).toBe(200);
    const s = await waitFor(
      async () => (await callA('GET', callUrl(C.status, { taskId: id }))).json() as ForwardTaskState,
      (v) => v.linkState === 'DOWN',
      10_000,
      'the login answer',
    );
    // B has no tenant platform account chelianA: its gateway answers the platform login with an error flag
    expect(s.lastError).toBe('LOGIN_REFUSED');
    await callA('GET', callUrl(C.stop, { taskId: id }));
  });

  it("logs in to B as a platform with an account of B's tenant and relays each frame once", async () => {
    // the account B's console keeps for the upstream platform (password sealed at rest)
    const [tenant] = await query<{ id: number }>(b, `select id from tenants where tenant_code = 'chelian'`);
    await query(
      b,
      `insert into tenant_platform_accounts (tenant_id, filing_usage, platform_name, account, password, host, port)
       values ($1, 'ENTERPRISE', 'Instance A', 'chelianB', $2, '127.0.0.1', 32960)`,
      [tenant!.id, b.ctx.secrets.seal('tenant_platform_accounts.password', 'Platform#2026')],
    );
    const res = await callA('POST', 'fwp-svc/forward/config', {
      name: 'B as a platform, with its account',
      linkType: 'TCP',
      host: '127.0.0.1',
      port: relay.port,
      edition: '2016',
      platformLogin: true,
      account: 'chelianB',
      password: 'Platform#2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = Number(res.json().id);
    await callA('POST', C.bindAll.path, { taskId: id });
    const loginsBefore = b.vehicle.gateway!.stats.platformLogins;
    const before = new Map<string, number>();
    for (const identity of known) before.set(identity.vin, (await historyB(identity.vin)).length);
    expect((await callA('GET', callUrl(C.run, { taskId: id }))).statusCode).toBe(200);
    const taskStatus = async () =>
      (await callA('GET', callUrl(C.status, { taskId: id }))).json() as ForwardTaskState;
    await waitFor(taskStatus, (v) => v.linkState === 'CONNECTED', 10_000, 'the platform link to B');
    expect(b.vehicle.gateway!.stats.platformLogins).toBe(loginsBefore + 1);

    for (let k = 0; k < 3; k++) for (const t of terminals) t.tick();
    await settle(a);
    await waitFor(taskStatus, (v) => v.pendingCount === 0, 15_000, 'the outbox to drain');
    await settle(b);

    for (const identity of known) {
      const there = await historyB(identity.vin);
      const here = await historyA(identity.vin);
      // the three new reports of each vehicle arrived, once each, on the one platform link
      expect(there).toHaveLength(before.get(identity.vin)! + 3);
      expect(new Set(times(there)).size).toBe(there.length);
      // A's three latest reports (A also keeps one sent while no task ran, which B never got)
      for (const t of times(here).slice(-3)) expect(times(there).filter((x) => x === t)).toHaveLength(1);
    }
    const records = await query<{ vin: string; result: string }>(
      a,
      'select vin, result from forward_records where config_id = $1 order by id',
      [id],
    );
    // B's platform link takes only its tenant's vehicles: the third is refused
    for (const identity of known)
      expect(records.filter((r) => r.vin === identity.vin).every((r) => r.result === 'SUCCESS')).toBe(true);
    const third = records.filter((r) => r.vin === fleet[2]!.vin);
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((r) => r.result === 'FAILED')).toBe(true);
    await callA('GET', callUrl(C.stop, { taskId: id }));
    await waitFor(taskStatus, (v) => v.linkState === 'IDLE', 10_000, 'the runner to stop');
  });

  it('posts the decoded frames as JSON over an HTTP link', async () => {
    const bodies: { vin: string; command: string; frame: { command: string } }[] = [];
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(data));
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await callA('POST', 'fwp-svc/forward/config', {
        name: 'JSON receiver',
        linkType: 'HTTP',
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        httpPath: '/frames',
        edition: '2016',
        platformLogin: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = Number(res.json().id);
      await callA('POST', callUrl(C.bindVehicles, { taskId: id }), { vins: [fleet[0]!.vin] });
      await callA('GET', callUrl(C.run, { taskId: id }));
      await waitFor(
        async () => (await callA('GET', callUrl(C.status, { taskId: id }))).json() as ForwardTaskState,
        (v) => v.linkState === 'CONNECTED',
        10_000,
        'the HTTP task',
      );
      terminals[0]!.tick();
      terminals[0]!.tick();
      await settle(a);
      await waitFor(
        () => bodies.length,
        (n) => n >= 2,
        10_000,
        'two posts',
      );
      expect(bodies.map((x) => [x.vin, x.command, x.frame.command])).toEqual([
        [fleet[0]!.vin, 'REALTIME', 'realtime'],
        [fleet[0]!.vin, 'REALTIME', 'realtime'],
      ]);
      await callA('GET', callUrl(C.stop, { taskId: id }));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps another tenant out of a config', async () => {
    const { fleet: other } = await a.demoTokens();
    const res = await a.call('GET', api(callUrl(C.status, { taskId: configId })), { token: other });
    expect([403, 404]).toContain(res.statusCode);
    const bind = await a.call('POST', api(callUrl(C.bindVehicles, { taskId: configId })), {
      token: other,
      body: { vins: [fleet[0]!.vin] },
    });
    expect([403, 404]).toContain(bind.statusCode);
  });
});
