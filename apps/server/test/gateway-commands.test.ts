import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { CommandError, type CommandStatusEvent } from '../src/gateway/commands';
import { TelemetrySubjects } from '../src/domains/telemetry/subjects';
import { Subjects } from '../src/platform/bus';

describe('downlink commands', () => {
  let h: Harness;
  const fleet = identities(4, 'gateway-commands');
  const terminals: SimulatedTerminal[] = [];
  const events: CommandStatusEvent[] = [];
  const pushes: { userIds: number[]; push: { type: string; checkId: string; status: string } }[] = [];

  beforeAll(async () => {
    h = await startHarness();
    await registerVehicles(h, fleet);
    h.ctx.bus.subscribe(TelemetrySubjects.commandStatus, (e) => events.push(e as CommandStatusEvent));
    h.ctx.bus.subscribe(Subjects.userPush, (p) => pushes.push(p as (typeof pushes)[number]));
    for (const [i, identity] of fleet.entries())
      terminals.push(
        terminal(h, identity, { edition: i % 2 === 0 ? 2016 : 2025, interval: 10, heartbeat: 30 }),
      );
    for (const t of terminals.slice(0, 2)) expect(await t.login()).toBe('ok');
    await waitFor(
      () => query<{ n: number }>(h, 'select count(*)::int as n from vehicle_latest where online'),
      (r) => r[0]!.n === 2,
      5000,
      'two terminals online',
    );
  });
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  });

  it('queries parameters of a connected terminal', async () => {
    for (const t of terminals.slice(0, 2)) {
      const r = await h.vehicle.commands.send(
        t.vin,
        { type: 'paramQuery', ids: [0x02, 0x05, 0x09] },
        { timeoutMs: 5000 },
      );
      expect(r).toMatchObject({ status: 'succeeded', statusCode: 5, responseFlag: 1 });
      const params = (r.result as { params: { id: number; name: string; value: number | string }[] }).params;
      expect(params).toEqual([
        { id: 0x02, name: 'reportPeriod', value: 10 },
        { id: 0x04, name: 'platformDomainLength', value: '127.0.0.1'.length },
        { id: 0x05, name: 'platformDomain', value: '127.0.0.1' },
        { id: 0x09, name: 'heartbeatPeriod', value: 30 },
      ]);
      const row = await h.vehicle.commands.get(r.checkId);
      expect(row).toMatchObject({
        status: 'succeeded',
        status_code: 5,
        command: 'paramQuery',
        command_id: 0x80,
        response_flag: 1,
      });
      expect(row!.sent_at).toBeTruthy();
      expect(row!.answered_at).toBeTruthy();
    }
  });

  it('sets the report period, and the terminal follows it', async () => {
    const t = terminals[1]!;
    const r = await h.vehicle.commands.send(
      t.vin,
      { type: 'paramSet', params: [{ id: 0x02, value: 5 }] },
      { userId: 1 },
    );
    expect(r).toMatchObject({ status: 'succeeded', statusCode: 5 });
    expect(t.interval).toBe(5);
    const q = await h.vehicle.commands.send(t.vin, { type: 'paramQuery', ids: [0x02] });
    expect((q.result as { params: { value: number }[] }).params[0]!.value).toBe(5);
    // status changes reached the bus and the creator's browsers
    expect(events.filter((e) => e.checkId === r.checkId).map((e) => e.status)).toEqual([
      'pending',
      'sending',
      'sent',
      'succeeded',
    ]);
    expect(
      pushes
        .filter((p) => p.push.checkId === r.checkId)
        .map((p) => [p.userIds, p.push.type, p.push.status])
        .at(-1),
    ).toEqual([[1], 'command', 'succeeded']);
  });

  it('sends terminal control', async () => {
    const t = terminals[0]!;
    const controls: number[] = [];
    t.on('control', (b: { commandId: number }) => controls.push(b.commandId));
    const alarm = await h.vehicle.commands.send(t.vin, {
      type: 'control',
      commandId: 0x06,
      warning: { level: 2, message: '' },
    });
    expect(alarm).toMatchObject({ status: 'succeeded' });
    const reset = await h.vehicle.commands.send(t.vin, { type: 'control', commandId: 0x03 });
    expect(reset).toMatchObject({ status: 'succeeded' });
    expect(controls).toEqual([0x06, 0x03]);
    // a reset drops the link; it comes back when the terminal logs in again
    await waitFor(
      () => t.state,
      (s) => s === 'offline',
      5000,
      'the terminal to drop its link',
    );
    expect(await t.reconnect()).toBe('ok');
  });

  it('queues a command for an offline terminal and delivers it at login', async () => {
    const t = terminals[2]!;
    const r = await h.vehicle.commands.send(
      t.vin,
      { type: 'paramSet', params: [{ id: 0x09, value: 45 }] },
      { queueIfOffline: true, userId: 1 },
    );
    expect(r).toMatchObject({ status: 'queued', statusCode: 4 });
    expect((await h.vehicle.commands.get(r.checkId))!.status).toBe('queued');
    expect(t.params.get(0x09)).toBe(30);
    expect(await t.login()).toBe('ok');
    await waitFor(
      () => h.vehicle.commands.get(r.checkId),
      (row) => row?.status === 'succeeded',
      5000,
      'delivery at login',
    );
    expect(t.params.get(0x09)).toBe(45);
    expect(events.filter((e) => e.checkId === r.checkId).map((e) => e.status)).toEqual([
      'pending',
      'queued',
      'sending',
      'sent',
      'succeeded',
    ]);
  });

  it('fails at once for an offline terminal when nothing is to be queued', async () => {
    const t = terminals[3]!;
    const started = Date.now();
    const r = await h.vehicle.commands.send(t.vin, { type: 'paramQuery', ids: [1] });
    expect(r).toMatchObject({ status: 'offline', statusCode: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a silent terminal', async () => {
    const t = terminals[1]!;
    t.silent = true;
    try {
      const r = await h.vehicle.commands.send(t.vin, { type: 'paramQuery', ids: [1] }, { timeoutMs: 400 });
      expect(r).toMatchObject({ status: 'timeout', statusCode: 2 });
      expect(t.stats.commands).toBeGreaterThan(0);
    } finally {
      t.silent = false;
    }
    // the next command is not confused by the late silence
    const again = await h.vehicle.commands.send(t.vin, { type: 'paramQuery', ids: [1] }, { timeoutMs: 2000 });
    expect(again.status).toBe('succeeded');
  });

  it('reports a dropped link while a command is in flight', async () => {
    const t = terminals[1]!;
    t.silent = true;
    const before = t.stats.commands;
    const pending = h.vehicle.commands.send(t.vin, { type: 'paramQuery', ids: [1] }, { timeoutMs: 5000 });
    await waitFor(
      () => t.stats.commands,
      (n) => n > before,
      3000,
      'the command to reach the terminal',
    );
    t.disconnect();
    expect(await pending).toMatchObject({ status: 'disconnected' });
    t.silent = false;
  });

  it('refuses unknown vehicles and malformed requests', async () => {
    await expect(
      h.vehicle.commands.send('LNOSUCHVIN0000000', { type: 'paramQuery', ids: [1] }),
    ).rejects.toBeInstanceOf(CommandError);
    await expect(h.vehicle.commands.send(terminals[0]!.vin, { type: 'paramQuery', ids: [] })).rejects.toThrow(
      /ids/,
    );
    const bad = await h.vehicle.commands.send(terminals[0]!.vin, {
      type: 'paramSet',
      params: [{ id: 0x30, value: 1 }],
    });
    expect(bad).toMatchObject({ status: 'error', statusCode: 7 });
  });
});
