import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';

type Row = Record<string, unknown>;
const FWP = '/api/fwp-svc';

/**
 * Sending a remote control through the open API: a key scoped to VEHICLE_COMMAND sends a door
 * lock to a simulated terminal connected over TCP, which obeys; the outcome is read back, the
 * command log names the authorisation, the call is recorded and limited as every open call.
 */
describe('the open API: commands', () => {
  let h: Harness;
  let admin: string;
  let fleetToken: string;
  const [car] = identities(1, 'open-command');
  const terminals: SimulatedTerminal[] = [];
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    h.call(method, url, { token, body });
  const send = (key: string, vin: string, body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/open/v1/vehicles/${vin}/commands`,
      headers: { 'x-api-key': key, 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const state = (key: string, checkId: string) =>
    h.app.inject({ method: 'GET', url: `/open/v1/commands/${checkId}`, headers: { 'x-api-key': key } });

  async function issue(services: string[], token = admin, name = 'command test') {
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
    return { id: auth.json().id as number, key: auth.json().apiKey as string };
  }

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '5', LOG_LEVEL: 'error' });
    ({ admin, fleet: fleetToken } = await h.demoTokens());
    await registerVehicles(h, [car!]);
    const t = terminal(h, car!);
    terminals.push(t);
    expect(await t.login()).toBe('ok');
    await waitFor(
      () =>
        query<{ n: number }>(h, 'select count(*)::int as n from vehicle_latest where online and vin = $1', [
          car!.vin,
        ]),
      (r) => r[0]!.n === 1,
      10_000,
      'online',
    );
  }, 180_000);
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  });

  it('sends a lock to the terminal over TCP and reads back its success; the log names the key', async () => {
    const { id, key } = await issue(['VEHICLE_COMMAND'], admin, 'locker');
    const res = await send(key, car!.vin, { control: 'lock', action: 'on' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vin: car!.vin, kind: 'lock', status: 'pending', final: false });
    const checkId = res.json().checkId as string;
    const done = await waitFor(
      async () => (await state(key, checkId)).json(),
      (s) => s.final === true,
      15_000,
      'command final',
    );
    expect(done).toMatchObject({ status: 'succeeded', statusCode: 5, kind: 'lock' });
    // the terminal got the lock: its car body says so
    const [log] = await query<{ user_name: string; user_id: number | null; ip_address: string }>(
      h,
      'select user_name, user_id, ip_address from control_commands where check_id = $1',
      [checkId],
    );
    expect(log).toMatchObject({ user_name: 'API:locker', user_id: null, ip_address: '127.0.0.1' });
    await new Promise((r) => setTimeout(r, 800));
    const records = await call('POST', `${FWP}/gatewayRequest/V1.0/page`, { authId: id, pageSize: 50 });
    const items = records.json().items as Row[];
    expect(items.find((r) => r.method === 'POST')).toMatchObject({
      serviceCode: 'VEHICLE_COMMAND',
      path: `/open/v1/vehicles/${car!.vin}/commands`,
      status: 200,
    });
  });

  it('refuses a key without the command scope, a bad argument, and a vehicle of another tenant', async () => {
    const reader = await issue(['VEHICLE_REALTIME'], admin, 'reader only');
    const denied = await send(reader.key, car!.vin, { control: 'lock', action: 'on' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errCode).toBe('OPEN_SCOPE_DENIED');
    const { key } = await issue(['VEHICLE_COMMAND'], admin, 'bad arguments');
    const bad = await send(key, car!.vin, { control: 'air', action: 'on', windLevel: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errCode).toBe('CONTROL_WIND_LEVEL');
    const unknown = await send(key, car!.vin, { control: 'selfDestruct', action: 'on' });
    expect(unknown.statusCode).toBe(400);
    const theirs = await issue(['VEHICLE_COMMAND'], fleetToken, 'theirs');
    const foreign = await send(theirs.key, car!.vin, { control: 'lock', action: 'off' });
    expect(foreign.statusCode).toBe(404);
    // nothing of the refused calls reached the terminal
    const [{ n }] = (await query<{ n: number }>(
      h,
      `select count(*)::int as n from control_commands where user_name in ('API:bad arguments', 'API:theirs', 'API:reader only')`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('answers 429 with Retry-After past the rate of a rule on the command service', async () => {
    const { id, key } = await issue(['VEHICLE_COMMAND'], admin, 'limited commands');
    const rule = await call('POST', `${FWP}/gatewayRule/V1.0`, {
      name: 'one command a minute',
      authId: id,
      serviceCode: 'VEHICLE_COMMAND',
      rateLimit: 1,
      windowSeconds: 60,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const first = await send(key, car!.vin, { control: 'light', action: 'on' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await send(key, car!.vin, { control: 'light', action: 'off' });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(second.json().errCode).toBe('OPEN_RATE_LIMITED');
  });
});
