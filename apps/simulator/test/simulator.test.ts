import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beijingTime,
  decode,
  encode,
  FrameSplitter,
  reply,
  type Frame,
  type FrameInput,
} from '@chelian/gb32960';
import {
  CITIES,
  fleetIdentities,
  fleetVin,
  isValidVin,
  SimulatedTerminal,
  startFleet,
  vehicleIdentity,
  VehicleModel,
  vinCheckDigit,
} from '../src/index';

describe('VINs', () => {
  it('computes the ISO 3779 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false);
  });

  it('generates valid, unique VINs that are stable for a seed', () => {
    const vins = Array.from({ length: 2000 }, (_, i) => fleetVin('seed-a', i));
    expect(vins.every(isValidVin)).toBe(true);
    expect(new Set(vins).size).toBe(vins.length);
    expect(vins.every((v) => v.startsWith('L'))).toBe(true);
    expect(fleetVin('seed-a', 17)).toBe(vins[17]);
    expect(fleetVin('seed-b', 17)).not.toBe(vins[17]);
  });

  it('gives each vehicle a stable identity', () => {
    const ids = fleetIdentities(500);
    expect(new Set(ids.map((i) => i.iccid)).size).toBe(500);
    expect(new Set(ids.map((i) => i.terminalCode)).size).toBe(500);
    expect(ids.every((i) => /^\d{20}$/.test(i.iccid))).toBe(true);
    expect(vehicleIdentity(42)).toEqual(ids[42]);
  });
});

describe('vehicle model', () => {
  it('drives around its city, uses energy and keeps values plausible', () => {
    const v = new VehicleModel({ city: CITIES[0]!, seed: 3, soc: 80 }, Date.parse('2026-01-01T00:00:00Z'));
    const start = { mileage: v.mileage, soc: v.soc };
    let drove = 0;
    let maxSpeed = 0;
    for (let i = 0; i < 6 * 60 * 4; i++) {
      v.step(10_000);
      if (v.mode === 'driving') drove++;
      maxSpeed = Math.max(maxSpeed, v.speed);
      const km = Math.hypot((v.lng - CITIES[0]!.lng) * 85, (v.lat - CITIES[0]!.lat) * 111);
      expect(km).toBeLessThan(40);
    }
    expect(drove).toBeGreaterThan(50);
    expect(v.mileage).toBeGreaterThan(start.mileage + 5);
    expect(maxSpeed).toBeGreaterThan(20);
    expect(maxSpeed).toBeLessThan(120);
    expect(v.soc).toBeLessThan(start.soc);
  });

  it('charges when the battery runs low', () => {
    const v = new VehicleModel({ city: CITIES[1]!, seed: 9, soc: 22 }, Date.parse('2026-01-01T00:00:00Z'));
    v.mode = 'parked';
    v.modeUntil = v.now;
    v.step(1000);
    expect(v.mode).toBe('charging');
    const before = v.soc;
    v.step(20 * 60_000);
    expect(v.soc).toBeGreaterThan(before + 2);
    const report = v.report(2016, beijingTime());
    expect([1, 4]).toContain(report.vehicle!.chargeStatus); // parked charging, complete
    expect(report.vehicle!.current!).toBeLessThan(0);
  });

  it('reports bodies both editions encode and decode, with about a hundred cells', () => {
    const v = new VehicleModel({ city: CITIES[2]!, seed: 5 });
    v.step(3600_000);
    for (const edition of [2016, 2025] as const) {
      const body = v.report(edition, beijingTime());
      const bytes = encode({
        edition,
        command: 'realtime',
        response: 'command',
        vin: fleetVin(1, 1),
        encryption: 'none',
        body,
      } as FrameInput);
      const r = decode(bytes);
      expect(r.ok).toBe(true);
      const back = (r as { frame: Frame }).frame.body as typeof body;
      expect(back.storageVoltages![0]!.cells).toHaveLength(96);
      expect(back.storageTemps![0]!.probes).toHaveLength(48);
      expect(back.vehicle!.soc).toBe(body.vehicle!.soc);
      const sum = body.storageVoltages![0]!.cells.reduce((a: number, b) => a + (b ?? 0), 0);
      expect(Math.abs(sum - body.vehicle!.voltage!)).toBeLessThan(0.2);
    }
  });
});

/** A minimal platform: answers logins, collects frames, can send commands. */
function miniGateway() {
  const frames: Frame[] = [];
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    const splitter = new FrameSplitter({
      onFrame: (bytes) => {
        const r = decode(bytes);
        if (!r.ok) return;
        frames.push(r.frame);
        if (r.frame.command === 'login' || r.frame.command === 'timeSync')
          socket.write(encode(reply(r.frame, 'ok') as FrameInput));
      },
    });
    socket.on('data', (c) => splitter.push(c));
    socket.on('error', () => undefined);
  });
  const ready = new Promise<number>((r) =>
    server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port)),
  );
  return {
    frames,
    ready,
    send: (frame: FrameInput) => sockets.at(-1)!.write(encode(frame)),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

const waitFor = async (ok: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('SimulatedTerminal', () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanup) c();
    cleanup = [];
  });

  it('logs in, reports, records while offline and reissues after reconnecting', async () => {
    const gw = miniGateway();
    cleanup.push(gw.close);
    const port = await gw.ready;
    const t = new SimulatedTerminal({ index: 3, port, edition: 2025, interval: 10 });
    cleanup.push(() => t.stop());
    expect(await t.login()).toBe('ok');
    t.tick();
    t.tick();
    t.disconnect();
    t.tick();
    t.tick();
    expect(t.missed).toHaveLength(2);
    expect(await t.reconnect()).toBe('ok');
    await waitFor(() => gw.frames.filter((f) => f.command === 'reissue').length === 2);
    const login = gw.frames.find((f) => f.command === 'login')!;
    expect(login).toMatchObject({ edition: 2025, vin: t.vin });
    expect((login.body as { iccid: string }).iccid).toBe(t.iccid);
    const times = gw.frames
      .filter((f) => f.command === 'realtime' || f.command === 'reissue')
      .map((f) => (f.body as { time: string }).time);
    expect(new Set(times).size).toBe(4);
  });

  it('answers parameter queries and sets from its own parameters', async () => {
    const gw = miniGateway();
    cleanup.push(gw.close);
    const port = await gw.ready;
    const t = new SimulatedTerminal({ index: 4, port, edition: 2016, interval: 10 });
    cleanup.push(() => t.stop());
    expect(await t.login()).toBe('ok');
    const base = { edition: 2016, response: 'command', vin: t.vin, encryption: 'none' } as const;
    gw.send({
      ...base,
      command: 'paramSet',
      body: { time: beijingTime(), params: [{ id: 2, name: 'reportPeriod', value: 3 }] },
    } as FrameInput);
    await waitFor(() => gw.frames.some((f) => f.command === 'paramSet'));
    expect(t.interval).toBe(3);
    gw.send({ ...base, command: 'paramQuery', body: { time: beijingTime(), ids: [2, 7, 8] } } as FrameInput);
    await waitFor(() => gw.frames.some((f) => f.command === 'paramQuery'));
    const answer = gw.frames.find((f) => f.command === 'paramQuery')!;
    expect(answer.response).toBe('ok');
    expect(
      (answer.body as { params: { id: number; value: unknown }[] }).params.map((p) => [p.id, p.value]),
    ).toEqual([
      [2, 3],
      [7, 'HW1.0'],
      [8, 'FW1.2'],
    ]);
  });

  it('runs a fleet on its own', async () => {
    const gw = miniGateway();
    cleanup.push(gw.close);
    const port = await gw.ready;
    const fleet = startFleet({
      vehicles: 5,
      interval: 0.2,
      port,
      edition: 'mixed',
      rampMs: 50,
      seed: 'fleet-test',
    });
    cleanup.push(() => fleet.stop());
    await fleet.started;
    await waitFor(() => gw.frames.filter((f) => f.command === 'realtime').length >= 10);
    expect(new Set(gw.frames.filter((f) => f.command === 'login').map((f) => f.vin)).size).toBe(5);
    expect(new Set(gw.frames.map((f) => f.edition))).toEqual(new Set([2016, 2025]));
    expect(fleet.stats().online).toBe(5);
  });
});
