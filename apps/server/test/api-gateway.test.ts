import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiGatewayResourceSpecs } from '@chelian/contracts/resources/api-gateway/index';
import { gatewayAuths } from '../src/domains/api-gateway/schema';
import { startHarness, type Harness } from './harness';
import { query } from './gateway-support';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const FWP = '/api/fwp-svc';
const VIN = 'LOPENAPI000000001';
const FOREIGN_VIN = 'LOPENAPI000000002';
const call = (method: string, url: string, body?: unknown, token = admin) =>
  h.call(method, url, { token, body });
const open = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...headers }, remoteAddress });
const realtime = (key: string, vin = VIN) => open(`/open/v1/vehicles/${vin}/realtime`, { 'x-api-key': key });
const settle = () => new Promise((r) => setTimeout(r, 800));

async function issue(services: string[], token = admin, name = 'open test') {
  const connect = await call(
    'POST',
    `${FWP}/systemConnect/V1.0`,
    { name: `${name} system`, code: `SYS-${Math.random().toString(36).slice(2, 10)}` },
    token,
  );
  expect(connect.statusCode, connect.body).toBe(200);
  const auth = await call(
    'POST',
    `${FWP}/gatewayAuth/V1.0`,
    { name, connectId: connect.json().id, services },
    token,
  );
  expect(auth.statusCode, auth.body).toBe(200);
  return {
    id: auth.json().id as number,
    key: auth.json().apiKey as string,
    connectId: connect.json().id as number,
  };
}

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
  const [own] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
  const [other] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'fleetco'`);
  const [v] = await query<{ id: number }>(
    h,
    'insert into vehicles (tenant_id, vin, plate) values ($1, $2, $3) returning id',
    [own!.id, VIN, '京A·OPEN1'],
  );
  await query(h, 'insert into vehicles (tenant_id, vin) values ($1, $2)', [other!.id, FOREIGN_VIN]);
  // the demo seed describes both services: the tests switch them and create them afresh
  await query(h, 'delete from gateway_services where tenant_id = $1', [own!.id]);
  const now = Date.now();
  await query(
    h,
    `insert into vehicle_latest (vehicle_id, tenant_id, vin, online, frame_time, last_seen_at, lng, lat, speed, soc, mileage)
     values ($1, $2, $3, true, $4, $4, 116.4, 39.9, 42.5, 77, 1234.5)`,
    [v!.id, own!.id, VIN, new Date(now - 5_000)],
  );
  for (let i = 0; i < 3; i++)
    await query(
      h,
      `insert into vehicle_history (vehicle_id, frame_time, frame_key, tenant_id, vin, received_at, edition, position_valid, lng, lat, speed, soc)
       values ($1, $2, $3, $4, $5, $2, 1, true, $6, 39.9, 30, 80)`,
      [v!.id, new Date(now - 60_000 * (3 - i)), i + 1, own!.id, VIN, 116.4 + i / 100],
    );
}, 180_000);
afterAll(() => h?.close());

describe('the open API', () => {
  it('refuses a call without a key, with a malformed or unknown key, and with a console session', async () => {
    const none = await open(`/open/v1/vehicles/${VIN}/realtime`);
    expect(none.statusCode).toBe(401);
    expect(none.json().errCode).toBe('OPEN_KEY_REQUIRED');
    expect((await realtime('not-a-key')).statusCode).toBe(401);
    const unknown = await realtime(`ck_AAAAAAAAAAAA.${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errCode).toBe('OPEN_KEY_INVALID');
    // a session token is not a key, raw or as Bearer
    const session = await open(`/open/v1/vehicles/${VIN}/realtime`, { authorization: admin });
    expect(session.statusCode).toBe(401);
    const bearer = await open(`/open/v1/vehicles/${VIN}/realtime`, { authorization: `Bearer ${admin}` });
    expect(bearer.statusCode).toBe(401);
  });

  it('shows a key once, on its creation, and stores only its SHA-256', async () => {
    const { id, key } = await issue(['VEHICLE_REALTIME'], admin, 'shown once');
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/);
    const found = await call('GET', `${FWP}/gatewayAuth/V1.0/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().apiKey).toBeUndefined();
    expect(found.json().keyPrefix).toBe(key.slice(3, 15));
    const listed = (await call('POST', `${FWP}/gatewayAuth/V1.0/page`, {})).json().items as Row[];
    expect(listed.every((r) => r.apiKey === undefined && r.keyHash === undefined)).toBe(true);
    const [row] = await h.ctx.database.db.select().from(gatewayAuths).where(eq(gatewayAuths.id, id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(16));
    // the spec's admin detail answers the same, without the key
    const detail = await call('GET', `${FWP}/gatewayAuth/V1.0/detail/${id}`);
    expect(detail.json().apiKey).toBeUndefined();
  });

  it('reads a vehicle of the key tenant, by either header; a console route refuses the key', async () => {
    const { key } = await issue(['VEHICLE_REALTIME'], admin, 'reader');
    const res = await realtime(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vin: VIN, online: true, soc: 77, speed: 42.5, lng: 116.4, lat: 39.9 });
    const byAuth = await open(`/open/v1/vehicles/${VIN}/realtime`, { authorization: `ApiKey ${key}` });
    expect(byAuth.statusCode).toBe(200);
    // the key opens nothing under /api/
    const console = await h.call('POST', `${FWP}/gatewayAuth/V1.0/page`, { token: key, body: {} });
    expect(console.statusCode).toBe(401);
    const asApiKey = await h.call('POST', `${FWP}/gatewayAuth/V1.0/page`, {
      token: `ApiKey ${key}`,
      body: {},
    });
    expect(asApiKey.statusCode).toBe(401);
  });

  it('answers 404 for a vehicle of another tenant, as for a missing one', async () => {
    const { key } = await issue(['VEHICLE_REALTIME'], admin, 'isolation');
    expect((await realtime(key, FOREIGN_VIN)).statusCode).toBe(404);
    expect((await realtime(key, 'LNOSUCHVEHICLE001')).statusCode).toBe(404);
    // and the other tenant's key does not reach this tenant's vehicle
    const theirs = await issue(['VEHICLE_REALTIME'], fleet, 'theirs');
    expect((await realtime(theirs.key)).statusCode).toBe(404);
    expect((await realtime(theirs.key, FOREIGN_VIN)).statusCode).toBe(200);
  });

  it('refuses a service outside the key scopes, and a service the tenant switched off', async () => {
    const { key } = await issue(['VEHICLE_REALTIME'], admin, 'scoped');
    const track = await open(
      `/open/v1/vehicles/${VIN}/track?from=${Date.now() - 3600_000}&to=${Date.now()}`,
      {
        'x-api-key': key,
      },
    );
    expect(track.statusCode).toBe(403);
    expect(track.json().errCode).toBe('OPEN_SCOPE_DENIED');
    const off = await call('POST', `${FWP}/gatewayService/V1.0`, {
      code: 'VEHICLE_REALTIME',
      name: 'realtime',
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await realtime(key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errCode).toBe('OPEN_SERVICE_DISABLED');
    await call('DELETE', `${FWP}/gatewayService/V1.0`, [off.json().id]);
    expect((await realtime(key)).statusCode).toBe(200);
  });

  it('reads a track within a bounded range', async () => {
    const { key } = await issue(['VEHICLE_TRACK'], admin, 'tracker');
    const to = Date.now();
    const res = await open(`/open/v1/vehicles/${VIN}/track?from=${to - 3600_000}&to=${to}`, {
      'x-api-key': key,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().points).toHaveLength(3);
    expect(res.json().more).toBe(false);
    const tooLong = await open(`/open/v1/vehicles/${VIN}/track?from=${to - 2 * 86_400_000}&to=${to}`, {
      'x-api-key': key,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errCode).toBe('OPEN_TRACK_RANGE');
  });

  it('refuses an address outside a rule allow list, and refuses a bad list', async () => {
    const { id, key } = await issue(['VEHICLE_REALTIME'], admin, 'allow list');
    const bad = await call('POST', `${FWP}/gatewayRule/V1.0`, {
      name: 'bad',
      authId: id,
      windowSeconds: 60,
      ipAllowList: '10.0.0.300',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.ipAllowList).toContain('10.0.0.300');
    const rule = await call('POST', `${FWP}/gatewayRule/V1.0`, {
      name: 'office only',
      authId: id,
      windowSeconds: 60,
      ipAllowList: '203.0.113.0/24',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const refused = await realtime(key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errCode).toBe('OPEN_IP_DENIED');
    const inside = await open(`/open/v1/vehicles/${VIN}/realtime`, { 'x-api-key': key }, '203.0.113.9');
    expect(inside.statusCode).toBe(200);
    await call('PUT', `${FWP}/gatewayRule/V1.0`, { ...(rule.json() as Row), ipAllowList: '127.0.0.1\n::1' });
    expect((await realtime(key)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past a key rate, then records every call and the refusals', async () => {
    const { id, key } = await issue(['VEHICLE_REALTIME'], admin, 'limited');
    const rule = await call('POST', `${FWP}/gatewayRule/V1.0`, {
      name: 'three a minute',
      authId: id,
      serviceCode: 'VEHICLE_REALTIME',
      rateLimit: 3,
      windowSeconds: 60,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const statuses: number[] = [];
    let last = null as Awaited<ReturnType<typeof realtime>> | null;
    for (let i = 0; i < 5; i++) {
      last = await realtime(key);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(last!.json().errCode).toBe('OPEN_RATE_LIMITED');

    await settle();
    const records = await call('POST', `${FWP}/gatewayRequest/V1.0/page`, { authId: id, pageSize: 50 });
    expect(records.statusCode, records.body).toBe(200);
    const items = records.json().items as Row[];
    expect(items.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(items[0]).toMatchObject({
      authId: id,
      serviceCode: 'VEHICLE_REALTIME',
      method: 'GET',
      path: `/open/v1/vehicles/${VIN}/realtime`,
      clientIp: '127.0.0.1',
    });
    expect(typeof items[0]!.latencyMs).toBe('number');
    const events = await call('POST', `${FWP}/gatewayLog/V1.0/page`, { authId: id, pageSize: 50 });
    expect((events.json().items as Row[]).map((r) => r.event).sort()).toEqual([
      'KEY_ISSUED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    // the key's last use is written with the records
    const found = (await call('GET', `${FWP}/gatewayAuth/V1.0/${id}`)).json();
    expect(found.lastUsedAt).toBeGreaterThan(Date.now() - 60_000);
    // the other tenant sees none of it, also at the spec's vehicle-svc path
    const theirs = await call('POST', '/api/vehicle-svc/gateway/page', { authId: id }, fleet);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([]);
  });

  it('stops a disabled key and a deleted one, and logs the revocation', async () => {
    const { id, key, connectId } = await issue(['VEHICLE_REALTIME'], admin, 'revoked');
    expect((await realtime(key)).statusCode).toBe(200);
    const connect = (await call('GET', `${FWP}/systemConnect/V1.0/${connectId}`)).json();
    await call('PUT', `${FWP}/systemConnect/V1.0`, { ...connect, enabled: false });
    expect((await realtime(key)).statusCode).toBe(401);
    await call('PUT', `${FWP}/systemConnect/V1.0`, { ...connect, enabled: true });
    expect((await realtime(key)).statusCode).toBe(200);
    const removed = await call('DELETE', `${FWP}/gatewayAuth/V1.0`, [id]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await realtime(key)).statusCode).toBe(401);
    const events = await call('POST', `${FWP}/gatewayLog/V1.0/page`, { event: 'KEY_REVOKED', pageSize: 50 });
    expect((events.json().items as Row[]).some((r) => String(r.detail).includes(key.slice(0, 15)))).toBe(
      true,
    );
  });
});

describe('the log calls at the spec paths', () => {
  it('serves the API log page under vehicle-svc and system-svc, and the gateway log under vehicle-svc', async () => {
    for (const path of ['/api/vehicle-svc/apiLog/page', '/api/system-svc/apiLog/page']) {
      const res = await call('POST', path, { pageSize: 5 });
      // (the test configuration writes no API log: the page answers, empty)
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json().items).toBeInstanceOf(Array);
      expect((await call('POST', path, { pageSize: 5 }, operator)).statusCode).toBe(403);
    }
    const gateway = await call('POST', '/api/vehicle-svc/gateway/page', { pageSize: 5 });
    expect(gateway.statusCode).toBe(200);
    expect(gateway.json().items.length).toBeGreaterThan(0);
    // the spec's select lists and admin detail
    const select = await call('POST', `${FWP}/gatewayAuth/V1.0/select`);
    expect(select.statusCode, select.body).toBe(200);
    expect(Array.isArray(select.json())).toBe(true);
  });
});

const firstId = async (path: string) =>
  ((await call('POST', `${FWP}/${path}/page`, { pageSize: 1 })).json().items[0] as Row).id as number;

const CASES: Record<string, Case> = {
  gatewayService: { unique: () => ({ code: 'VEHICLE_TRACK' }), update: { name: '轨迹服务' } },
  systemConnect: { unique: (n) => ({ code: `SUITE-${n}` }), update: { contacts: '李工' } },
  gatewayAuth: {
    create: async (c) => {
      const connect = await c.call('POST', `${FWP}/systemConnect/V1.0`, {
        name: 'suite',
        code: 'SUITE-AUTH',
      });
      return { connectId: connect.json().id };
    },
    update: { name: '改过的授权' },
  },
  gatewayRule: { update: { rateLimit: 100 } },
  gatewayRequest: { existing: () => firstId('gatewayRequest/V1.0') },
  gatewayLog: { existing: () => firstId('gatewayLog/V1.0') },
};

describe('API gateway declarations', () => {
  resourceSuite(apiGatewayResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

// Two API nodes share one count through Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)('the rate limit in Redis', () => {
  it('counts the calls of every node against one limit', async () => {
    const { Gateway } = await import('../src/domains/api-gateway/gateway');
    const { id, key } = await issue(['VEHICLE_REALTIME'], admin, 'two nodes');
    const rule = await call('POST', `${FWP}/gatewayRule/V1.0`, {
      name: 'four a minute',
      authId: id,
      rateLimit: 4,
      windowSeconds: 60,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const namespace = `chelian-test-${Date.now()}-`;
    const nodes = [0, 1].map(
      () => new Gateway(h.ctx.database.db, h.app.log, process.env.TEST_REDIS_URL!, namespace),
    );
    try {
      const verdicts = [];
      for (let i = 0; i < 6; i++)
        verdicts.push(await nodes[i % 2]!.check(key, 'VEHICLE_REALTIME', '127.0.0.1'));
      expect(verdicts.map((v) => (v.ok ? 200 : v.status))).toEqual([200, 200, 200, 200, 429, 429]);
      const last = verdicts[5]!;
      expect(!last.ok && last.status === 429 && last.retryAfterMs).toBeGreaterThan(0);
    } finally {
      for (const node of nodes) await node.close();
    }
  });
});
