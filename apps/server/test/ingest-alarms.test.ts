import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

interface Episode {
  started_at: Date;
  ended_at: Date | null;
  last_frame_at: Date;
  highest_level: number;
  last_level: number;
  flags: number;
  storage_faults: number[];
  motor_faults: number[];
  other_faults: number[];
  frame_count: number;
}

describe('GB alarm episodes', () => {
  let h: Harness;
  const [a, b] = identities(2, 'ingest-alarms');
  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '0' });
    await registerVehicles(h, [a!, b!]);
  });
  afterAll(() => h?.close());

  const episodes = (vin: string) =>
    query<Episode>(
      h,
      `select started_at, ended_at, last_frame_at, highest_level, last_level, flags, storage_faults, motor_faults, other_faults, frame_count
       from alarm_episodes where vin = $1 order by started_at`,
      [vin],
    );

  it('opens, merges and closes episodes as reports change', async () => {
    for (const edition of [2016, 2025] as const) {
      const identity = edition === 2016 ? a! : b!;
      const t = terminal(h, identity, { edition });
      try {
        expect(await t.login()).toBe('ok');
        t.tick();
        t.raiseAlarm({ level: 1, flags: 1 << 1, storageFaults: [0x100101] });
        const first = t.tick();
        await settle(h);
        let list = await episodes(t.vin);
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({ ended_at: null, highest_level: 1, flags: 2, frame_count: 1 });
        expect(new Date(list[0]!.started_at).getTime()).toBe(Date.parse(first.time));

        t.raiseAlarm({ level: 3, flags: 1 << 11, motorFaults: [0x200202] });
        t.tick();
        t.raiseAlarm({ level: 2, flags: 1 << 11, otherFaults: [7] });
        t.tick();
        await settle(h);
        list = await episodes(t.vin);
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({
          ended_at: null,
          highest_level: 3,
          last_level: 2,
          flags: (1 << 1) | (1 << 11),
          frame_count: 3,
        });
        expect(list[0]!.storage_faults.map(Number)).toEqual([0x100101]);
        expect(list[0]!.motor_faults.map(Number)).toEqual([0x200202]);
        expect(list[0]!.other_faults.map(Number)).toEqual([7]);

        t.clearAlarm();
        const clear = t.tick();
        t.tick();
        // a new alarm after the clear is a new episode, all within one batch
        t.raiseAlarm({ level: 2, flags: 1 << 4 });
        t.tick();
        t.clearAlarm();
        const clear2 = t.tick();
        await settle(h);
        list = await episodes(t.vin);
        expect(list).toHaveLength(2);
        expect(new Date(list[0]!.ended_at!).getTime()).toBe(Date.parse(clear.time));
        expect(list[1]).toMatchObject({ highest_level: 2, flags: 16, frame_count: 1 });
        expect(new Date(list[1]!.ended_at!).getTime()).toBe(Date.parse(clear2.time));

        // the latest state shows the alarm level of the newest report
        const [latest] = await query<{ alarm_level: number; alarm_flags: number }>(
          h,
          'select alarm_level, alarm_flags from vehicle_latest where vin = $1',
          [t.vin],
        );
        expect(latest).toMatchObject({ alarm_level: 0, alarm_flags: 0 });
      } finally {
        t.stop();
      }
    }
  });

  it('does not reopen or close episodes from reissued reports', async () => {
    const t = terminal(h, a!, { edition: 2016 });
    try {
      expect(await t.login()).toBe('ok');
      t.disconnect();
      t.raiseAlarm({ level: 3, flags: 1 });
      t.tick();
      t.clearAlarm();
      t.tick();
      expect(await t.reconnect()).toBe('ok');
      await settle(h);
      expect(await episodes(t.vin)).toHaveLength(2);
      const [{ n }] = await query<{ n: number }>(
        h,
        'select count(*)::int as n from vehicle_history where vin = $1 and reissue and alarm_level = 3',
        [t.vin],
      );
      expect(n).toBe(1);
    } finally {
      t.stop();
    }
  });
});

describe('idle connections', () => {
  let h: Harness;
  const [identity] = identities(1, 'ingest-idle');
  beforeAll(async () => {
    h = await startHarness({ HEARTBEAT_TIMEOUT_SECONDS: '1' });
    await registerVehicles(h, [identity!]);
  });
  afterAll(() => h?.close());

  it('closes a silent connection after the heartbeat timeout and marks the vehicle offline', async () => {
    const t = terminal(h, identity!, { edition: 2025 });
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      await waitFor(
        () => query<{ online: boolean }>(h, 'select online from vehicle_latest where vin = $1', [t.vin]),
        (r) => r[0]?.online === true,
        5000,
        'online',
      );
      const started = Date.now();
      await waitFor(
        () => t.state,
        (s) => s === 'offline',
        5000,
        'the gateway to close the idle link',
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      await settle(h);
      const [latest] = await query<{ online: boolean; last_seen_at: Date; logout_at: Date }>(
        h,
        'select online, last_seen_at, logout_at from vehicle_latest where vin = $1',
        [t.vin],
      );
      expect(latest!.online).toBe(false);
      expect(latest!.logout_at).toBeTruthy();
      const [rec] = await query<{ logout_reason: string }>(
        h,
        'select logout_reason from vehicle_logins where vin = $1',
        [t.vin],
      );
      expect(rec!.logout_reason).toBe('timeout');
      expect(h.vehicle.gateway!.stats.timeouts).toBe(1);
    } finally {
      t.stop();
    }
  });

  it('keeps a connection that heartbeats', async () => {
    const t = terminal(h, identity!, { edition: 2016 });
    try {
      expect(await t.login()).toBe('ok');
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => setTimeout(r, 300));
        t.sendHeartbeat();
      }
      expect(t.online).toBe(true);
    } finally {
      t.stop();
    }
  });
});
