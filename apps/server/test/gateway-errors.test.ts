import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingTime, encode, type Edition, type FrameInput } from '@chelian/gb32960';
import { VehicleModel } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, RawClient, registerVehicles, settle, terminal, waitFor } from './gateway-support';

const [known, stranger] = identities(2, 'gateway-errors');

function login(vin: string, edition: Edition, iccid = '89860000000000000001'): Uint8Array {
  const time = beijingTime();
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

function report(vin: string, edition: Edition, time = beijingTime()): Uint8Array {
  const v = new VehicleModel({ city: known!.city, seed: 7 });
  return encode({
    edition,
    command: 'realtime',
    response: 'command',
    vin,
    encryption: 'none',
    body: v.report(edition, time),
  } as FrameInput);
}

function heartbeat(vin: string, edition: Edition): Uint8Array {
  return encode({
    edition,
    command: 'heartbeat',
    response: 'command',
    vin,
    encryption: 'none',
    body: {},
  } as FrameInput);
}

describe('gateway error paths', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await startHarness();
    await registerVehicles(h, [known!]);
    port = h.vehicle.gateway!.port;
  });
  afterAll(() => h?.close());

  it('drops garbage and still serves the same connection', async () => {
    const c = new RawClient(port);
    await c.write(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    await c.write(Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 0xff));
    await c.write(login(known!.vin, 2016, known!.iccid));
    const a = await c.answer(0);
    expect(a).toMatchObject({ command: 'login', response: 'ok', vin: known!.vin });
    expect(h.vehicle.gateway!.stats.garbageBytes).toBeGreaterThan(0);
    c.close();
  });

  it('answers a frame with a wrong check byte with the error flag', async () => {
    for (const [edition, flag] of [
      [2016, 'error'],
      [2025, 'structureError'],
    ] as const) {
      const c = new RawClient(port);
      const bad = login(known!.vin, edition, known!.iccid);
      bad[bad.length - 1] ^= 0x5a;
      await c.write(bad);
      expect(await c.answer(0)).toMatchObject({ edition, command: 'login', response: flag, vin: known!.vin });
      // the connection is still usable
      await c.write(login(known!.vin, edition, known!.iccid));
      expect(await c.answer(1)).toMatchObject({ command: 'login', response: 'ok' });
      c.close();
    }
  });

  it('refuses reports before login', async () => {
    const c = new RawClient(port);
    await c.write(report(known!.vin, 2016));
    expect(await c.answer(0)).toMatchObject({ command: 'realtime', response: 'error' });
    await c.write(report(known!.vin, 2025));
    expect(await c.answer(1)).toMatchObject({ edition: 2025, command: 'realtime', response: 'error' });
    c.close();
    await settle(h);
    const [{ n }] = await query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history');
    expect(n).toBe(0);
    const rejected = await query<{ error: string }>(
      h,
      `select error from raw_frames where error is not null and command_id = 2`,
    );
    expect(rejected.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown VIN (auto-registration off)', async () => {
    const c = new RawClient(port);
    await c.write(login(stranger!.vin, 2016));
    expect(await c.answer(0)).toMatchObject({ command: 'login', response: 'error', vin: stranger!.vin });
    await c.write(login(stranger!.vin, 2025));
    expect(await c.answer(1)).toMatchObject({ command: 'login', response: 'vinUnknown', vin: stranger!.vin });
    c.close();
    const [{ n }] = await query<{ n: number }>(h, 'select count(*)::int as n from vehicles where vin = $1', [
      stranger!.vin,
    ]);
    expect(n).toBe(0);
  });

  it('answers an oversize length with the error flag and reads on', async () => {
    const c = new RawClient(port);
    const header = Buffer.from(login(known!.vin, 2025, known!.iccid).subarray(0, 24));
    header.writeUInt16BE(0xffff, 22);
    await c.write(header);
    expect(await c.answer(0)).toMatchObject({ edition: 2025, command: 'login', response: 'structureError' });
    await c.write(login(known!.vin, 2016, known!.iccid));
    expect(await c.answer(1)).toMatchObject({ command: 'login', response: 'ok' });
    c.close();
  });

  it('answers a body that does not decode with the error flag', async () => {
    const c = new RawClient(port);
    const frame = Buffer.from(login(known!.vin, 2016, known!.iccid));
    // a real-time frame whose body is just a time and an undefined info type 0x0A
    const body = Buffer.from([26, 1, 2, 3, 4, 5, 0x0a, 1, 2, 3]);
    const bad = Buffer.alloc(25 + body.length);
    frame.copy(bad, 0, 0, 24);
    bad[2] = 0x02;
    bad.writeUInt16BE(body.length, 22);
    body.copy(bad, 24);
    let x = 0;
    for (let i = 2; i < bad.length - 1; i++) x ^= bad[i]!;
    bad[bad.length - 1] = x;
    await c.write(bad);
    expect(await c.answer(0)).toMatchObject({ command: 'realtime', response: 'error' });
    c.close();
  });

  it('closes a connection that keeps sending bad frames, and keeps serving others', async () => {
    const noisy = new RawClient(port);
    const good = terminal(h, known!, { edition: 2025 });
    try {
      expect(await good.login()).toBe('ok');
      for (let i = 0; i < 25; i++) await noisy.write(report(known!.vin, 2016));
      await waitFor(
        () => noisy.closed,
        (v) => v,
        5000,
        'the noisy connection to be closed',
      );
      good.tick();
      good.sendHeartbeat();
      await settle(h);
      const [{ n }] = await query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history');
      expect(n).toBe(1);
      expect(good.online).toBe(true);
    } finally {
      good.stop();
      noisy.close();
    }
  });

  it('acknowledges each 2025 report with its own time, and leaves 2016 reports unanswered', async () => {
    const times = [3, 2, 1].map((minutes) => beijingTime(new Date(Date.now() - minutes * 60_000)));
    const c2025 = new RawClient(port);
    await c2025.write(login(known!.vin, 2025, known!.iccid));
    expect(await c2025.answer(0)).toMatchObject({ command: 'login', response: 'ok' });
    await c2025.write(report(known!.vin, 2025, times[0]));
    await c2025.write(report(known!.vin, 2025, times[1]));
    expect(await c2025.answer(1)).toMatchObject({
      edition: 2025,
      command: 'realtime',
      response: 'ok',
      vin: known!.vin,
      body: { time: times[0] },
    });
    expect(await c2025.answer(2)).toMatchObject({
      edition: 2025,
      command: 'realtime',
      response: 'ok',
      vin: known!.vin,
      body: { time: times[1] },
    });
    c2025.close();

    const c2016 = new RawClient(port);
    await c2016.write(login(known!.vin, 2016, known!.iccid));
    expect(await c2016.answer(0)).toMatchObject({ command: 'login', response: 'ok' });
    await c2016.write(report(known!.vin, 2016, times[2]));
    await c2016.write(heartbeat(known!.vin, 2016));
    // the next answer is the heartbeat's: the report got none
    expect(await c2016.answer(1)).toMatchObject({ command: 'heartbeat', response: 'ok' });
    c2016.close();

    await settle(h);
    const rows = await query<{ frame_time: Date; edition: number }>(
      h,
      'select frame_time, edition from vehicle_history where frame_time = any($1::timestamptz[]) order by frame_time',
      [times],
    );
    expect(rows.map((r) => [new Date(r.frame_time).getTime(), r.edition])).toEqual([
      [Date.parse(times[0]!), 2025],
      [Date.parse(times[1]!), 2025],
      [Date.parse(times[2]!), 2016],
    ]);
  });
});
