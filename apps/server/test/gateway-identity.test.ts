import net from 'node:net';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingTime, bcc, encode, type Edition, type FrameInput, type RealtimeBody } from '@chelian/gb32960';
import { demoSigningKey, signReport, VehicleModel, type VehicleIdentity } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, RawClient, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { testConfig } from '../src/config';
import { parseSigningKey } from '../src/gateway/signature';

function login(vin: string, edition: Edition, iccid: string, time = beijingTime()): Uint8Array {
  const body =
    edition === 2016
      ? { time, serial: 1, iccid, subsystemCount: 1, codeLength: 0, codes: [] }
      : { time, serial: 1, iccid, systems: [] };
  return encode({
    edition,
    command: 'login',
    response: 'command',
    vin,
    encryption: 'none',
    body,
  } as FrameInput);
}

function reportBody(identity: VehicleIdentity, edition: Edition, time = beijingTime()): RealtimeBody {
  return new VehicleModel({ city: identity.city, seed: 7 }).report(edition, time) as RealtimeBody;
}

function report(vin: string, edition: Edition, body: RealtimeBody): Uint8Array {
  return encode({
    edition,
    command: 'realtime',
    response: 'command',
    vin,
    encryption: 'none',
    body,
  } as FrameInput);
}

/** Assigns the archive a SIM card for the terminal of this identity (the card of its own ICCID). */
async function assignCard(h: Harness, identity: VehicleIdentity): Promise<void> {
  const tenant = (await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`))[0]!
    .id;
  const [card] = await query<{ id: number }>(
    h,
    `insert into sim_cards (tenant_id, iccid, msisdn, operator, card_category, status) values ($1, $2, $3, 'CMCC', 'M2M', '2') returning id`,
    [tenant, identity.iccid, `14${identity.iccid.slice(-11)}`],
  );
  await query(h, 'update terminals set sim_card_id = $1 where terminal_code = $2', [
    card!.id,
    identity.terminalCode,
  ]);
}

const FORGED_ICCID = '89860099999999999999';

describe('gateway: terminal identity (ICCID check refuses by default)', () => {
  let h: Harness;
  let port: number;
  const [carded, cardless, twice] = identities(3, 'gateway-identity');

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    await registerVehicles(h, [carded!, cardless!, twice!]);
    await assignCard(h, carded!);
    port = h.vehicle.gateway!.port;
  });
  afterAll(() => h?.close());

  it('refuses a known VIN with an ICCID other than its SIM card, and the forged report never becomes live state', async () => {
    const forger = new RawClient(port);
    const time = beijingTime(new Date(Date.now() - 60_000));
    await forger.write(login(carded!.vin, 2016, FORGED_ICCID, time));
    // the standard's failure flag, with the request's time
    expect(await forger.answer(0)).toMatchObject({
      command: 'login',
      response: 'error',
      vin: carded!.vin,
      body: { time },
    });
    await forger.write(report(carded!.vin, 2016, reportBody(carded!, 2016)));
    expect(await forger.answer(1)).toMatchObject({ command: 'realtime', response: 'error' });
    await settle(h);
    expect(
      await query(
        h,
        'select 1 from vehicle_history h join vehicles v on v.id = h.vehicle_id where v.vin = $1',
        [carded!.vin],
      ),
    ).toHaveLength(0);
    expect(
      await query(
        h,
        `select 1 from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = $1 and l.online`,
        [carded!.vin],
      ),
    ).toHaveLength(0);
    const [raw] = await query<{ error: string }>(
      h,
      `select error from raw_frames where vin = $1 and command_id = 1`,
      [carded!.vin],
    );
    expect(raw!.error).toContain(`ICCID ${FORGED_ICCID} is not the SIM card ${carded!.iccid}`);
    // the forged ICCID was not recorded on the terminal
    expect(
      (
        await query<{ iccid: string }>(h, 'select iccid from terminals where terminal_code = $1', [
          carded!.terminalCode,
        ])
      )[0]!.iccid,
    ).toBe(carded!.iccid);
    expect(h.vehicle.gateway!.stats.iccidMismatches).toBe(1);
    forger.close();

    // the real terminal logs in with its card
    const real = terminal(h, carded!);
    expect(await real.login()).toBe('ok');
    real.stop();
  });

  it('does not check a terminal whose SIM card the archive does not know', async () => {
    const t = terminal(h, { ...cardless!, iccid: FORGED_ICCID });
    expect(await t.login()).toBe('ok');
    t.stop();
  });

  it('records a login that displaces a live session, with both addresses (the newer login wins)', async () => {
    const first = new RawClient(port);
    await first.write(login(twice!.vin, 2016, twice!.iccid));
    expect(await first.answer(0)).toMatchObject({ response: 'ok' });
    const second = new RawClient(port);
    await second.write(login(twice!.vin, 2016, twice!.iccid));
    expect(await second.answer(0)).toMatchObject({ response: 'ok' });
    await settle(h);
    const rows = await query<{
      remote_addr: string;
      logout_reason: string | null;
      replaced_by: string | null;
    }>(
      h,
      `select remote_addr, logout_reason, replaced_by from vehicle_logins where vin = $1 order by login_at`,
      [twice!.vin],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.logout_reason).toBe('replaced');
    expect(rows[0]!.replaced_by).toBe(rows[1]!.remote_addr);
    expect(rows[0]!.remote_addr).not.toBe(rows[1]!.remote_addr);
    expect(h.vehicle.gateway!.stats.replaced).toBe(1);
    first.close();
    second.close();
  });

  it('never answers a frame that is itself a reply, so two peers cannot loop', async () => {
    const c = new RawClient(port);
    for (const response of [0x01, 0x02, 0x03]) {
      await c.write(
        encode({
          edition: 2016,
          command: 'heartbeat',
          response,
          vin: cardless!.vin,
          encryption: 'none',
          body: {},
        } as FrameInput),
      );
      await c.write(
        encode({
          edition: 2025,
          command: 'login',
          response,
          vin: cardless!.vin,
          encryption: 'none',
          body: { time: beijingTime() },
        } as FrameInput),
      );
    }
    // a command after them is answered: the replies above were read and left unanswered
    await c.write(
      encode({
        edition: 2016,
        command: 'timeSync',
        response: 'command',
        vin: cardless!.vin,
        encryption: 'none',
        body: {},
      } as FrameInput),
    );
    expect(await c.answer(0)).toMatchObject({ command: 'timeSync', response: 'ok' });
    await new Promise((r) => setTimeout(r, 200));
    expect(c.frames).toHaveLength(1);
    await settle(h);
    const kept = await query<{ error: string }>(
      h,
      `select error from raw_frames where vin = $1 and error like '%is a reply%'`,
      [cardless!.vin],
    );
    expect(kept).toHaveLength(6);
    c.close();
  });

  it('answers a refused frame with the request time, and keeps a frame with a bad BCC in raw_frames', async () => {
    const c = new RawClient(port);
    const time = beijingTime(new Date(Date.now() - 5 * 60_000));
    // a 2025 report before login, whose body does not decode (undefined info type 0x0A)
    const bad = encode({
      edition: 2025,
      command: 'realtime',
      response: 'command',
      vin: cardless!.vin,
      encryption: 'none',
      body: { time },
    } as FrameInput);
    const withJunk = Buffer.concat([bad.subarray(0, bad.length - 1), Buffer.from([0x0a, 0x00])]);
    withJunk[23] = withJunk.length - 24;
    const sealed = Buffer.concat([withJunk, Buffer.from([bcc(withJunk, 2, withJunk.length)])]);
    await c.write(sealed);
    expect(await c.answer(0)).toMatchObject({ edition: 2025, response: 'structureError', body: { time } });

    const frame = Buffer.from(report(cardless!.vin, 2016, reportBody(cardless!, 2016, time)));
    frame[frame.length - 1] ^= 0x5a;
    await c.write(frame);
    expect(await c.answer(1)).toMatchObject({
      edition: 2016,
      command: 'realtime',
      response: 'error',
      body: { time },
    });
    await settle(h);
    const [kept] = await query<{ frame: Uint8Array; error: string }>(
      h,
      `select frame, error from raw_frames where error like '%BCC%' and vin = $1`,
      [cardless!.vin],
    );
    expect(Buffer.from(kept!.frame).equals(frame)).toBe(true);
    c.close();
  });
});

describe('gateway: ICCID check set to alarm', () => {
  let h: Harness;
  const [carded] = identities(1, 'gateway-identity-alarm');

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5', GATEWAY_ICCID_CHECK: 'alarm' });
    await registerVehicles(h, [carded!]);
    await assignCard(h, carded!);
  });
  afterAll(() => h?.close());

  it('accepts the login and lists it among the terminal anomalies as an ICCID mismatch', async () => {
    const t = terminal(h, { ...carded!, iccid: FORGED_ICCID });
    expect(await t.login()).toBe('ok');
    await settle(h);
    expect(h.vehicle.gateway!.stats.iccidMismatches).toBe(1);
    const res = await h.call('POST', '/api/vehicle-svc/vehicleLoginRecord/V1.0/pageVehicleLoginRecord', {
      token: await h.adminToken(),
      body: { pageSize: 10, vin: carded!.vin },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        abnormalType: 'SIM_MISMATCH',
        iccid: FORGED_ICCID,
        assignedIccid: carded!.iccid,
      }),
    ]);
    t.stop();
  });
});

describe('gateway: connections that never log in, per-address limit, listen address', () => {
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    h = await startHarness({
      GATEWAY_LOGIN_TIMEOUT_SECONDS: '1',
      GATEWAY_MAX_CONNECTIONS_PER_IP: '3',
      GATEWAY_LIMIT_LOOPBACK: 'true',
    });
    port = h.vehicle.gateway!.port;
  });
  afterAll(() => h?.close());

  it('closes a connection that trickles bytes without logging in', async () => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.on('error', () => undefined);
    let closedAt = 0;
    s.on('close', () => (closedAt = Date.now()));
    const opened = Date.now();
    const trickle = setInterval(() => s.writable && s.write(Buffer.from([0x23])), 150);
    await waitFor(
      () => closedAt,
      (t) => t > 0,
      6000,
      'the gateway to close the connection',
    );
    clearInterval(trickle);
    expect(closedAt - opened).toBeLessThan(4000);
    expect(h.vehicle.gateway!.stats.loginTimeouts).toBe(1);
  });

  it('refuses connections over the per-address limit and counts them', async () => {
    const open = (): Promise<net.Socket> =>
      new Promise((resolve) => {
        const s = net.connect({ host: '127.0.0.1', port }, () => resolve(s));
        s.on('error', () => undefined);
      });
    const held = [await open(), await open(), await open()];
    await waitFor(
      () => h.vehicle.gateway!.connections,
      (n) => n === 3,
      2000,
      'three connections',
    );
    const extra = await open();
    await waitFor(
      () => extra.destroyed || extra.readableEnded,
      (v) => v,
      2000,
      'the fourth connection to be closed',
    );
    expect(h.vehicle.gateway!.stats.refusedPerAddress).toBe(1);
    for (const s of held) s.destroy();
    extra.destroy();
  });

  it('listens where HOST says unless GATEWAY_HOST is set', () => {
    expect(testConfig({ HOST: '127.0.0.1' }).GATEWAY_HOST).toBe('127.0.0.1');
    expect(testConfig({ HOST: '127.0.0.1', GATEWAY_HOST: '0.0.0.0' }).GATEWAY_HOST).toBe('0.0.0.0');
  });
});

describe('gateway: 2025 signatures', () => {
  let h: Harness;
  let port: number;
  const [signer, rsaSigner] = identities(2, 'gateway-signature');

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    await registerVehicles(h, [signer!, rsaSigner!]);
    await query(h, 'update terminals set sign_public_key = $1 where terminal_code = $2', [
      demoSigningKey(signer!.vin).publicKeyHex,
      signer!.terminalCode,
    ]);
    port = h.vehicle.gateway!.port;
  });
  afterAll(() => h?.close());

  it('stores reports signed with the registered key and refuses others with the signature-failure flag', async () => {
    const t = terminal(h, signer!, { edition: 2025, signingKey: demoSigningKey(signer!.vin).privateKey });
    expect(await t.login()).toBe('ok');
    t.tick();
    t.tick();
    await settle(h);
    const stored = () =>
      query(h, 'select 1 from vehicle_history h join vehicles v on v.id = h.vehicle_id where v.vin = $1', [
        signer!.vin,
      ]);
    expect(await stored()).toHaveLength(2);
    t.stop();

    const c = new RawClient(port);
    await c.write(login(signer!.vin, 2025, signer!.iccid));
    expect(await c.answer(0)).toMatchObject({ response: 'ok' });
    const body = reportBody(signer!, 2025);
    const unsigned = report(signer!.vin, 2025, body);
    // unsigned, signed with another key, and a signature over other data
    await c.write(unsigned);
    await c.write(
      report(signer!.vin, 2025, {
        ...body,
        signature: signReport(unsigned, demoSigningKey('SOMEONE-ELSE').privateKey),
      }),
    );
    const good = signReport(unsigned, demoSigningKey(signer!.vin).privateKey);
    await c.write(
      report(signer!.vin, 2025, { ...body, vehicle: { ...body.vehicle!, soc: 1 }, signature: good }),
    );
    for (let i = 1; i <= 3; i++)
      expect(await c.answer(i)).toMatchObject({
        command: 'realtime',
        response: 'signatureFailed',
        body: { time: body.time },
      });
    // and the correct one is taken
    await c.write(report(signer!.vin, 2025, { ...body, signature: good }));
    expect(await c.answer(4)).toMatchObject({ command: 'realtime', response: 'ok' });
    await settle(h);
    expect(await stored()).toHaveLength(3);
    expect(h.vehicle.gateway!.stats.signatureFailures).toBe(3);
    c.close();
  });

  it('verifies RSA signatures too, and refuses keys it cannot verify (SM2, small RSA, other curves)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parseSigningKey(pem)).toMatchObject({ kind: 'RSA' });
    const sm2 = generateKeyPairSync('ec', { namedCurve: 'SM2' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(parseSigningKey(sm2)).toContain('SM2');
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(parseSigningKey(p384)).toContain('P-256 only');
    expect(parseSigningKey('04' + '00'.repeat(64))).toContain('not a valid public key');
    await query(h, 'update terminals set sign_public_key = $1 where terminal_code = $2', [
      pem,
      rsaSigner!.terminalCode,
    ]);

    const c = new RawClient(port);
    await c.write(login(rsaSigner!.vin, 2025, rsaSigner!.iccid));
    expect(await c.answer(0)).toMatchObject({ response: 'ok' });
    const body = reportBody(rsaSigner!, 2025);
    const unsigned = report(rsaSigner!.vin, 2025, body);
    const signature = sign('sha256', unsigned.subarray(24, unsigned.length - 1), privateKey)
      .toString('hex')
      .toUpperCase();
    await c.write(report(rsaSigner!.vin, 2025, { ...body, signature: { type: 2, r: signature, s: '' } }));
    expect(await c.answer(1)).toMatchObject({ command: 'realtime', response: 'ok' });
    c.close();
  });
});
