import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { MonitorApi, type TrackPoint } from '@chelian/contracts/monitor';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { TelemetrySubjects, type VehicleStateEvent } from '../src/domains/telemetry/subjects';
import { frameDetail } from '../src/domains/telemetry/report-detail';

/** The vehicle's track over [from, to] as the console's track replay reads it. */
async function trackOf(h: Harness, vin: string, from: number, to: number): Promise<TrackPoint[]> {
  const res = await h.call('GET', `/api/${MonitorApi.trackData(vin)}`, {
    token: await h.adminToken(),
    query: { startTime: String(from), endTime: String(to) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TrackPoint[];
}

interface HistoryRow {
  vehicle_id: number;
  frame_time: Date;
  reissue: boolean;
  speed: number | null;
  soc: number | null;
  mileage: number | null;
  lng: number | null;
  lat: number | null;
  edition: number;
  frame: Uint8Array;
}

describe('gateway: terminals log in, report, go offline and reissue over TCP', () => {
  let h: Harness;
  let vehicleIds: Map<string, number>;
  const fleet = identities(6, 'gateway-test');
  const terminals: SimulatedTerminal[] = [];
  const states: VehicleStateEvent[] = [];

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    vehicleIds = await registerVehicles(h, fleet);
    h.ctx.bus.subscribe(TelemetrySubjects.vehicleState, (p) =>
      states.push(...(p as { vehicles: VehicleStateEvent[] }).vehicles),
    );
    fleet.forEach((identity, i) => terminals.push(terminal(h, identity, { edition: i < 3 ? 2016 : 2025 })));
  });
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  });

  it('stores exactly the reports sent, reissued ones included, without moving the latest state backwards', async () => {
    for (const t of terminals) expect(await t.login()).toBe('ok');
    for (let k = 0; k < 5; k++) for (const t of terminals) t.tick();

    // Two terminals lose their link and record what they cannot send.
    const lost = [terminals[1]!, terminals[4]!];
    for (const t of lost) t.disconnect();
    for (let k = 0; k < 4; k++) for (const t of terminals) t.tick();
    for (const t of lost) expect(t.missed).toHaveLength(4);

    // Back: log in, report the present first, then reissue what was missed (older data).
    for (const t of lost) {
      expect(await t.reconnect().then(() => t.stats.reissue)).toBe(4);
    }
    for (const t of lost) t.tick();
    // And once more in the other order: present, then the reissue.
    for (const t of lost) t.disconnect();
    for (const t of lost) t.tick();
    for (const t of lost) {
      await t.login();
      t.tick();
      t.reissueMissed();
    }
    await settle(h);

    const rows = await query<HistoryRow>(
      h,
      'select vehicle_id, frame_time, reissue, speed, soc, mileage, lng, lat, edition, frame from vehicle_history order by vehicle_id, frame_time',
    );
    const sent = terminals.reduce((n, t) => n + t.stats.realtime + t.stats.reissue, 0);
    expect(rows).toHaveLength(sent);
    expect(rows.filter((r) => r.reissue)).toHaveLength(terminals.reduce((n, t) => n + t.stats.reissue, 0));

    for (const t of terminals) {
      const id = vehicleIds.get(t.vin)!;
      const mine = rows.filter((r) => Number(r.vehicle_id) === id);
      expect(mine).toHaveLength(t.sentBodies.length);
      const byTime = new Map(mine.map((r) => [new Date(r.frame_time).getTime(), r]));
      for (const { command, body } of t.sentBodies) {
        const row = byTime.get(Date.parse(body.time));
        expect(row, `${t.vin} ${body.time}`).toBeDefined();
        expect(row!.reissue).toBe(command === 'reissue');
        expect(row!.edition).toBe(t.edition);
        expect(row!.speed).toBeCloseTo(body.vehicle!.speed!, 1);
        expect(row!.soc).toBe(body.vehicle!.soc);
        expect(row!.mileage).toBeCloseTo(body.vehicle!.mileage!, 1);
        expect(row!.lng).toBeCloseTo(body.position!.lng!, 6);
        expect(row!.lat).toBeCloseTo(body.position!.lat!, 6);
        // the row keeps the frame, and the rest of the report reads back from it
        const detail = frameDetail(row!.frame)!;
        expect(detail.cellVoltages).toEqual(
          body.storageVoltages![0]!.cells.map((c) => Math.round(c! * 1000)),
        );
        expect(detail.probeTemps).toEqual(body.storageTemps![0]!.probes);
        expect((detail.data!.storageVoltages as { cellCount: number }[])[0]!.cellCount).toBe(
          body.storageVoltages![0]!.cells.length,
        );
        expect(detail.data!.motors).toEqual(body.motors);
      }
    }

    // The latest state is the newest real-time report, not a reissued older one.
    const latest = await query<{
      vin: string;
      frame_time: Date;
      online: boolean;
      soc: number;
      speed: number;
      lng: number;
      acc: boolean;
      charging: boolean;
      iccid: string;
      edition: number;
      frame: Uint8Array;
    }>(
      h,
      // the cells and other blocks of the latest state are those of the history row storage_at points to
      `select l.vin, l.frame_time, l.online, l.soc, l.speed, l.lng, l.acc, l.charging, l.iccid, l.edition, h.frame
       from vehicle_latest l join vehicle_history h on h.vehicle_id = l.vehicle_id and h.frame_time = l.storage_at`,
    );
    expect(latest).toHaveLength(terminals.length);
    for (const t of terminals) {
      const l = latest.find((r) => r.vin === t.vin)!;
      const newest = t.sentBodies.filter((s) => s.command === 'realtime').at(-1)!.body;
      const newestAny = t.sentBodies.reduce((m, s) => Math.max(m, Date.parse(s.body.time)), 0);
      expect(new Date(l.frame_time).getTime()).toBe(newestAny);
      expect(Date.parse(newest.time)).toBe(newestAny);
      expect(l.soc).toBe(newest.vehicle!.soc);
      expect(l.lng).toBeCloseTo(newest.position!.lng!, 6);
      expect(l.acc).toBe(newest.vehicle!.status === 1);
      expect(l.online).toBe(true);
      expect(l.iccid).toBe(t.iccid);
      expect(l.edition).toBe(t.edition);
      const detail = frameDetail(l.frame)!;
      expect(detail.data).toHaveProperty('storageTemps');
      expect(detail.data).toHaveProperty('motors');
      expect(detail.cellVoltages).toEqual(
        newest.storageVoltages![0]!.cells.map((c) => Math.round(c! * 1000)),
      );
    }

    // The track replays every valid fix sent, reissued ones in their place, oldest first.
    for (const t of terminals) {
      const fixes = t.sentBodies.map((s) => s.body).filter((b) => b.position?.valid);
      const times = fixes.map((b) => Date.parse(b.time)).sort((a, b) => a - b);
      const track = await trackOf(h, t.vin, times[0]!, times.at(-1)!);
      expect(track.map((p) => p.time)).toEqual(times);
      const byTime = new Map(fixes.map((b) => [Date.parse(b.time), b]));
      for (const p of track) expect(p.lng).toBeCloseTo(byTime.get(p.time)!.position!.lng!, 6);
    }

    // A session per login; the lost links are recorded as closed.
    const logins = await query<{
      vin: string;
      iccid: string;
      logout_reason: string | null;
      storage_codes: unknown;
      login_serial: number;
    }>(h, 'select vin, iccid, logout_reason, storage_codes, login_serial from vehicle_logins order by id');
    expect(logins).toHaveLength(terminals.length + 2 * lost.length);
    for (const t of lost) {
      const mine = logins.filter((l) => l.vin === t.vin);
      // the old link ends as closed, or as replaced when the new login got there first
      expect(mine.map((l) => (l.logout_reason === 'replaced' ? 'closed' : l.logout_reason))).toEqual([
        'closed',
        'closed',
        null,
      ]);
      expect(mine.map((l) => l.login_serial)).toEqual([1, 2, 3]);
    }
    expect(logins[0]!.iccid).toBe(terminals.find((t) => t.vin === logins[0]!.vin)!.iccid);
    expect(logins[0]!.storage_codes).toBeTruthy();

    // Raw frames: every report and login, with VIN, time and direction; a report's row points to
    // its history row, which holds the bytes.
    const [raw] = await query<{ reports: number; resolved: number; logins: number }>(
      h,
      `select count(*) filter (where r.command_id in (2, 3))::int as reports,
         count(h.frame) filter (where r.command_id in (2, 3) and r.frame is null and r.vin = h.vin)::int as resolved,
         count(*) filter (where r.command_id = 1 and r.direction = 'up' and r.frame is not null)::int as logins
       from raw_frames r left join vehicle_history h on h.vehicle_id = r.vehicle_id and h.frame_time = r.frame_time and h.frame_key = r.frame_key`,
    );
    expect(raw).toEqual({ reports: sent, resolved: sent, logins: logins.length });

    // Live updates went out on the bus.
    expect(states.some((s) => s.vin === terminals[0]!.vin && s.speed !== undefined)).toBe(true);
  });

  it('marks a vehicle offline at logout and online again at login', async () => {
    const t = terminals[0]!;
    t.logout();
    await waitFor(
      () => query<{ online: boolean }>(h, 'select online from vehicle_latest where vin = $1', [t.vin]),
      (r) => r[0]?.online === false,
      5000,
      'offline after logout',
    );
    const [rec] = await query<{ logout_reason: string; logout_serial: number }>(
      h,
      `select logout_reason, logout_serial from vehicle_logins where vin = $1 order by id desc limit 1`,
      [t.vin],
    );
    expect(rec).toMatchObject({ logout_reason: 'logout', logout_serial: 1 });
    expect(await t.login()).toBe('ok');
    await waitFor(
      () => query<{ online: boolean }>(h, 'select online from vehicle_latest where vin = $1', [t.vin]),
      (r) => r[0]?.online === true,
      5000,
      'online after login',
    );
  });

  it('answers heartbeats and time sync', async () => {
    const t = terminals[2]!;
    const time = await t.timeSync();
    expect(Math.abs(Date.parse(time!) - Date.now())).toBeLessThan(5000);
    t.sendHeartbeat();
    await new Promise((r) => setTimeout(r, 100));
    expect(t.stats.rejected).toBe(0);
  });

  it('keeps one track point per second when a later batch brings a second fix of that second', async () => {
    const t = terminals[1]!;
    const failures = h.vehicle.worker!.stats.failures;
    const first = t.tick();
    await settle(h);
    // the same second again, in a batch of its own: history keeps both reports, the track one point
    const again = t.tick(0);
    expect(again.time).toBe(first.time);
    const count = async (sql: string) => (await query<{ n: number }>(h, sql, [t.vin, first.time]))[0]!.n;
    const reports = await waitFor(
      () =>
        count(
          'select count(*)::int as n from vehicle_history h join vehicles v on v.id = h.vehicle_id where v.vin = $1 and h.frame_time = $2',
        ),
      (n) => n === 2,
      5000,
      'both reports in history',
    );
    expect(reports).toBe(2);
    const second = Date.parse(first.time);
    expect(await trackOf(h, t.vin, second, second + 999)).toHaveLength(1);
    expect(h.vehicle.worker!.stats.failures).toBe(failures);
  });

  it('a second login with the same VIN replaces the first connection', async () => {
    const identity = fleet[5]!;
    const twin = terminal(h, identity, { edition: 2025 });
    try {
      expect(await twin.login()).toBe('ok');
      await waitFor(
        () => terminals[5]!.state,
        (s) => s === 'offline',
        5000,
        'the first connection to close',
      );
      expect(h.vehicle.gateway!.sessions.size).toBe(terminals.length);
    } finally {
      twin.stop();
    }
  });
});

describe('gateway: auto-registration', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ GATEWAY_AUTO_REGISTER: 'true' });
  });
  afterAll(() => h?.close());

  it('registers an unknown VIN with its terminal and ICCID', async () => {
    const [identity] = identities(1, 'auto-register');
    const t = terminal(h, identity!, { edition: 2025 });
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      await settle(h);
      const [row] = await query<{ vin: string; terminal_code: string; iccid: string }>(
        h,
        `select v.vin, t.terminal_code, t.iccid from vehicles v join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null join terminals t on t.id = b.terminal_id where v.vin = $1`,
        [identity!.vin],
      );
      expect(row).toMatchObject({
        vin: identity!.vin,
        terminal_code: `AUTO-${identity!.vin}`,
        iccid: identity!.iccid,
      });
      const [{ n }] = await query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history');
      expect(n).toBe(1);
    } finally {
      t.stop();
    }
  });
});
