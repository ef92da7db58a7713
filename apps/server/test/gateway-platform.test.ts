import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingTime, encode, type FrameInput } from '@chelian/gb32960';
import { VehicleModel } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, RawClient, registerVehicles, settle, terminal, waitFor } from './gateway-support';

/**
 * Links from other platforms (GB/T 32960.3 platform login 0x05 / logout 0x06): the platform logs
 * in with one of a tenant's platform accounts, then relays the frames of that tenant's vehicles
 * on the one connection.
 */
const fleet = identities(4, 'gateway-platform');
/** two vehicles of the account's tenant, one of another tenant, one nobody knows */
const [first, second, foreign, unknown] = fleet as [
  (typeof fleet)[0],
  (typeof fleet)[0],
  (typeof fleet)[0],
  (typeof fleet)[0],
];
const PASSWORD = 'Relay#2026';
const PLATFORM_ID = 'UPSTREAM-PLATFORM';

function platformLogin(username: string, password: string, serial = 1): Uint8Array {
  return encode({
    edition: 2016,
    command: 'platformLogin',
    response: 'command',
    vin: PLATFORM_ID,
    encryption: 'none',
    body: { time: beijingTime(), serial, username, password, encryptionRule: 'none' },
  } as FrameInput);
}

function platformLogout(serial = 1): Uint8Array {
  return encode({
    edition: 2016,
    command: 'platformLogout',
    response: 'command',
    vin: PLATFORM_ID,
    encryption: 'none',
    body: { time: beijingTime(), serial },
  } as FrameInput);
}

function vehicleLogin(vin: string, iccid: string): Uint8Array {
  return encode({
    edition: 2016,
    command: 'login',
    response: 'command',
    vin,
    encryption: 'none',
    body: { time: beijingTime(), serial: 1, iccid, subsystemCount: 1, codeLength: 0, codes: [] },
  } as FrameInput);
}

function vehicleLogout(vin: string): Uint8Array {
  return encode({
    edition: 2016,
    command: 'logout',
    response: 'command',
    vin,
    encryption: 'none',
    body: { time: beijingTime(), serial: 1 },
  } as FrameInput);
}

/** A 2016 real-time report `secondsAgo` before now (2016 reports are answered only when refused). */
function report(vin: string, secondsAgo: number): Uint8Array {
  const v = new VehicleModel({ city: first.city, seed: 11 });
  const time = beijingTime(new Date(Date.now() - secondsAgo * 1000));
  return encode({
    edition: 2016,
    command: 'realtime',
    response: 'command',
    vin,
    encryption: 'none',
    body: v.report(2016, time),
  } as FrameInput);
}

function heartbeat(vin: string): Uint8Array {
  return encode({
    edition: 2016,
    command: 'heartbeat',
    response: 'command',
    vin,
    encryption: 'none',
    body: {},
  } as FrameInput);
}

describe('gateway: platform links (0x05 / 0x06)', () => {
  let h: Harness;
  let port: number;
  let ids: Map<string, number>;
  let foreignId = 0;

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    ids = await registerVehicles(h, [first, second]);
    port = h.vehicle.gateway!.port;
    const [chelian] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const [other] = await query<{ id: number }>(
      h,
      `insert into tenants (tenant_code, tenant_name, app_name) values ('relay-other', 'Other fleet', 'Other') returning id`,
    );
    const [v] = await query<{ id: number }>(
      h,
      'insert into vehicles (tenant_id, vin) values ($1, $2) returning id',
      [other!.id, foreign.vin],
    );
    foreignId = Number(v!.id);
    // the console keeps the password sealed; the gateway opens it with the server's secrets
    const sealed = h.ctx.secrets.seal('tenant_platform_accounts.password', PASSWORD);
    await query(
      h,
      `insert into tenant_platform_accounts (tenant_id, filing_usage, platform_name, account, password, host, port)
       values ($1, 'ENTERPRISE', 'Upstream', 'upstream01', $2, '127.0.0.1', 32960)`,
      [chelian!.id, sealed],
    );
    // the same user name in another tenant, with another password: the password picks the account
    await query(
      h,
      `insert into tenant_platform_accounts (tenant_id, filing_usage, platform_name, account, password, host, port)
       values ($1, 'ENTERPRISE', 'Upstream', 'upstream01', $2, '127.0.0.1', 32960)`,
      [other!.id, h.ctx.secrets.seal('tenant_platform_accounts.password', 'Other#2026')],
    );
  }, 120_000);
  afterAll(() => h?.close());

  const history = (vehicleId: number) =>
    query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history where vehicle_id = $1', [
      vehicleId,
    ]).then((r) => r[0]!.n);

  it('refuses a wrong password or an unknown user, and closes the link after the answer', async () => {
    for (const [user, password] of [
      ['upstream01', 'Wrong#2026'],
      ['nobody', PASSWORD],
    ] as const) {
      const c = new RawClient(port);
      await c.write(platformLogin(user, password));
      expect(await c.answer(0)).toMatchObject({ command: 'platformLogin', response: 'error' });
      await waitFor(
        () => c.closed,
        (closed) => closed,
        10_000,
        'the refused link to close',
      );
      c.close();
    }
    expect(h.vehicle.gateway!.stats.rejectedPlatformLogins).toBe(2);
    // the login frame holds the password in clear: it is not kept
    await settle(h);
    const kept = await query<{ n: number }>(
      h,
      'select count(*)::int as n from raw_frames where command_id = 5',
    );
    expect(kept[0]!.n).toBe(0);
  });

  it('takes the frames of two vehicles of its tenant on one link, refuses other VINs', async () => {
    const c = new RawClient(port);
    await c.write(platformLogin('upstream01', PASSWORD));
    expect(await c.answer(0)).toMatchObject({ command: 'platformLogin', response: 'ok', vin: PLATFORM_ID });

    await c.write(vehicleLogin(first.vin, first.iccid));
    expect(await c.answer(1)).toMatchObject({ command: 'login', response: 'ok', vin: first.vin });
    await c.write(vehicleLogin(second.vin, second.iccid));
    expect(await c.answer(2)).toMatchObject({ command: 'login', response: 'ok', vin: second.vin });
    for (let k = 3; k > 0; k--) {
      await c.write(report(first.vin, k * 10));
      await c.write(report(second.vin, k * 10));
    }
    // the platform's own heartbeat and a relayed vehicle's
    await c.write(heartbeat(PLATFORM_ID));
    expect(await c.answer(3)).toMatchObject({ command: 'heartbeat', response: 'ok', vin: PLATFORM_ID });
    await c.write(heartbeat(first.vin));
    expect(await c.answer(4)).toMatchObject({ command: 'heartbeat', response: 'ok', vin: first.vin });

    // a vehicle of another tenant, and one the archive does not know: refused, nothing stored
    await c.write(vehicleLogin(foreign.vin, foreign.iccid));
    expect(await c.answer(5)).toMatchObject({ command: 'login', response: 'error', vin: foreign.vin });
    await c.write(report(foreign.vin, 5));
    expect(await c.answer(6)).toMatchObject({ command: 'realtime', response: 'error', vin: foreign.vin });
    await c.write(vehicleLogin(unknown.vin, unknown.iccid));
    expect(await c.answer(7)).toMatchObject({ command: 'login', response: 'error', vin: unknown.vin });
    // the refusals do not end the platform's session
    await c.write(report(first.vin, 1));
    await c.write(heartbeat(second.vin));
    expect(await c.answer(8)).toMatchObject({ command: 'heartbeat', response: 'ok', vin: second.vin });

    await settle(h);
    expect(await history(ids.get(first.vin)!)).toBe(4);
    expect(await history(ids.get(second.vin)!)).toBe(3);
    expect(await history(foreignId)).toBe(0);
    const foreignRows = await query<{ n: number }>(
      h,
      'select count(*)::int as n from vehicle_logins where vehicle_id = $1',
      [foreignId],
    );
    expect(foreignRows[0]!.n).toBe(0);
    // the relayed vehicles are online, each with a session of its own
    const latest = await query<{ vehicle_id: number; online: boolean; session_id: string }>(
      h,
      'select vehicle_id, online, session_id from vehicle_latest where vehicle_id = any($1::int8[]) order by vehicle_id',
      [[ids.get(first.vin), ids.get(second.vin)]],
    );
    expect(latest.map((r) => r.online)).toEqual([true, true]);
    expect(new Set(latest.map((r) => r.session_id)).size).toBe(2);

    // vehicle logout (0x04) ends one vehicle's session, platform logout (0x06) the rest
    await c.write(vehicleLogout(first.vin));
    expect(await c.answer(9)).toMatchObject({ command: 'logout', response: 'ok', vin: first.vin });
    await c.write(platformLogout());
    expect(await c.answer(10)).toMatchObject({ command: 'platformLogout', response: 'ok' });
    // after the platform's logout the link carries no vehicle
    await c.write(report(second.vin, 0));
    expect(await c.answer(11)).toMatchObject({ command: 'realtime', response: 'error', vin: second.vin });
    c.close();

    await settle(h);
    expect(await history(ids.get(second.vin)!)).toBe(3);
    const ends = await query<{ vin: string; logout_reason: string }>(
      h,
      'select vin, logout_reason from vehicle_logins where vehicle_id = any($1::int8[]) order by vin',
      [[ids.get(first.vin), ids.get(second.vin)]],
    );
    const reasons = new Map(ends.map((r) => [r.vin, r.logout_reason]));
    expect(reasons.get(first.vin)).toBe('logout');
    expect(reasons.get(second.vin)).toBe('platformLogout');
    const offline = await query<{ online: boolean }>(
      h,
      'select online from vehicle_latest where vehicle_id = any($1::int8[])',
      [[ids.get(first.vin), ids.get(second.vin)]],
    );
    expect(offline.every((r) => !r.online)).toBe(true);
  });

  it('neither displaces a vehicle on its own link nor is displaced by it', async () => {
    const own = terminal(h, first);
    try {
      expect(await own.login()).toBe('ok');
      const direct = h.vehicle.gateway!.sessions.get(first.vin);
      expect(direct).toBeDefined();

      const c = new RawClient(port);
      await c.write(platformLogin('upstream01', PASSWORD, 2));
      expect(await c.answer(0)).toMatchObject({ response: 'ok' });
      await c.write(vehicleLogin(first.vin, first.iccid));
      expect(await c.answer(1)).toMatchObject({ command: 'login', response: 'ok' });
      // the vehicle's own link keeps its session (and its downlink commands)
      expect(h.vehicle.gateway!.sessions.get(first.vin)).toBe(direct);
      expect(direct!.online).toBe(true);

      const before = await history(ids.get(first.vin)!);
      // a new login on the vehicle's own link does not end the relayed session either
      expect(await own.login()).toBe('ok');
      await c.write(report(first.vin, 200));
      own.tick();
      await c.write(heartbeat(first.vin));
      expect(await c.answer(2)).toMatchObject({ command: 'heartbeat', response: 'ok', vin: first.vin });
      await settle(h);
      expect(await history(ids.get(first.vin)!)).toBe(before + 2);
      c.close();
    } finally {
      own.stop();
    }
  });
});
