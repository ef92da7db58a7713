import { describe, expect, it } from 'vitest';
import { beijingTime, decode, encode, type Edition, type Frame, type FrameInput } from '@chelian/gb32960';
import type { FastifyBaseLogger } from 'fastify';
import { Channel, type Effect, type GatewayStats, type Step } from '../src/gateway/channel';
import type { VehicleRef } from '../src/gateway/archive';
import type { ClaimedCommand } from '../src/gateway/command-types';

/** The channel state machine driven directly: no sockets, no timers, no database. */

const VIN = 'LNBSCCAK5PD000001';
const ICCID = '89860012345678901234';
const LOGIN_TIMEOUT_MS = 30_000;

const quiet = (): void => undefined;
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;

function channel(iccidCheck: 'refuse' | 'alarm' | 'off' = 'refuse'): { ch: Channel; stats: GatewayStats } {
  const stats = {
    logins: 0,
    rejectedLogins: 0,
    iccidMismatches: 0,
    replaced: 0,
    frames: 0,
    reports: 0,
    errors: 0,
    timeouts: 0,
    loginTimeouts: 0,
    signatureFailures: 0,
  } as GatewayStats;
  const ch = new Channel(
    { node: 'test', log, stats, iccidCheck, loginTimeoutMs: LOGIN_TIMEOUT_MS },
    '10.0.0.1:4000',
  );
  return { ch, stats };
}

const ref: VehicleRef = {
  vehicleId: 7,
  tenantId: 1,
  vin: VIN,
  terminalId: 3,
  terminalCode: 'T-1',
  terminalIccid: ICCID,
  simIccid: ICCID,
  signKey: null,
};

function frame(edition: Edition, command: string, body: object, vin = VIN, response = 'command'): Uint8Array {
  return encode({ edition, command, response, vin, encryption: 'none', body } as FrameInput);
}

const loginFrame = (edition: Edition = 2016, iccid = ICCID, vin = VIN): Uint8Array =>
  frame(
    edition,
    'login',
    edition === 2016
      ? { time: beijingTime(), serial: 1, iccid, subsystemCount: 1, codeLength: 0, codes: [] }
      : { time: beijingTime(), serial: 1, iccid, systems: [] },
    vin,
  );

/** A report body that decodes: the time alone (no information blocks). */
const reportFrame = (edition: Edition = 2016, vin = VIN): Uint8Array =>
  frame(edition, 'realtime', { time: beijingTime() }, vin);

const heartbeat = (edition: Edition = 2016): Uint8Array => frame(edition, 'heartbeat', {});

const answers = (step: Step): Frame[] =>
  step.replies.map((bytes) => {
    const r = decode(bytes);
    if (!r.ok) throw new Error(`reply does not decode: ${r.error.message}`);
    return r.frame;
  });

const of = <K extends Effect['effect']>(step: Step, kind: K): Extract<Effect, { effect: K }>[] =>
  step.effects.filter((e): e is Extract<Effect, { effect: K }> => e.effect === kind);

const published = (step: Step) => of(step, 'publish').map((e) => e.message);

/** Opens a channel and logs it in (the archive knows the VIN and its card). */
function online(edition: Edition = 2016): { ch: Channel; stats: GatewayStats; login: Step } {
  const c = channel();
  c.ch.handle({ type: 'open' });
  c.ch.handle({ type: 'frame', bytes: loginFrame(edition) });
  const login = c.ch.handle({ type: 'loginChecked', lookup: { ref: { ...ref }, expectedIccid: null } });
  expect(c.ch.phase).toBe('online');
  return { ...c, login };
}

describe('gateway channel: login', () => {
  it('starts the login deadline when the connection opens', () => {
    const { ch } = channel();
    const step = ch.handle({ type: 'open' });
    expect(step.replies).toEqual([]);
    expect(step.effects).toEqual([{ effect: 'startTimer', name: 'login', ms: LOGIN_TIMEOUT_MS }]);
  });

  it('asks the archive about a login, then accepts it: registered, published, answered ok', () => {
    const { ch, stats } = channel();
    ch.handle({ type: 'open' });
    const asked = ch.handle({ type: 'frame', bytes: loginFrame() });
    expect(asked.replies).toEqual([]);
    expect(asked.effects).toEqual([
      { effect: 'stopTimer', name: 'login' },
      { effect: 'checkLogin', vin: VIN, iccid: ICCID, check: 'refuse' },
    ]);
    expect(ch.phase).toBe('busy');

    const step = ch.handle({ type: 'loginChecked', lookup: { ref: { ...ref }, expectedIccid: null } });
    expect(answers(step)).toMatchObject([{ command: 'login', response: 'ok', vin: VIN }]);
    expect(step.effects.map((e) => e.effect)).toEqual(['register', 'publish', 'takeQueuedCommands']);
    expect(published(step)).toMatchObject([
      { kind: 'login', vin: VIN, vehicleId: 7, iccid: ICCID, remoteAddr: '10.0.0.1:4000', gateway: 'test' },
    ]);
    expect(ch.phase).toBe('online');
    expect(ch.vehicleId).toBe(7);
    expect(ch.sessionId).toEqual(expect.any(String));
    expect(stats.logins).toBe(1);
  });

  it('refuses a login whose ICCID is not the archive card, within the deadline it had', () => {
    const { ch, stats } = channel();
    ch.handle({ type: 'open' });
    ch.handle({ type: 'frame', bytes: loginFrame(2016, '89860099999999999999') });
    const step = ch.handle({ type: 'loginChecked', lookup: { ref: { ...ref }, expectedIccid: ICCID } });
    expect(answers(step)).toMatchObject([{ command: 'login', response: 'error' }]);
    const [timer] = of(step, 'startTimer');
    expect(timer).toMatchObject({ name: 'login' });
    expect(timer!.ms).toBeGreaterThan(LOGIN_TIMEOUT_MS - 1000);
    expect(timer!.ms).toBeLessThanOrEqual(LOGIN_TIMEOUT_MS);
    expect(published(step)).toMatchObject([
      {
        kind: 'raw',
        direction: 'up',
        vehicleId: 7,
        error: expect.stringContaining(`is not the SIM card ${ICCID}`),
      },
    ]);
    expect(of(step, 'register')).toEqual([]);
    expect(ch.phase).toBe('connected');
    expect(stats).toMatchObject({ rejectedLogins: 1, iccidMismatches: 1, logins: 0 });
  });

  it('accepts a login with another card when the check only alarms', () => {
    const { ch, stats } = channel('alarm');
    ch.handle({ type: 'frame', bytes: loginFrame(2016, '89860099999999999999') });
    const step = ch.handle({ type: 'loginChecked', lookup: { ref: { ...ref }, expectedIccid: ICCID } });
    expect(answers(step)).toMatchObject([{ response: 'ok' }]);
    expect(ch.phase).toBe('online');
    expect(stats.iccidMismatches).toBe(1);
  });

  it('answers an unknown VIN with "VIN unknown" in 2025 and error in 2016', () => {
    for (const [edition, response] of [
      [2025, 'vinUnknown'],
      [2016, 'error'],
    ] as const) {
      const { ch } = channel();
      ch.handle({ type: 'frame', bytes: loginFrame(edition) });
      const step = ch.handle({ type: 'loginChecked', lookup: { ref: null, expectedIccid: null } });
      expect(answers(step)).toMatchObject([{ edition, command: 'login', response }]);
      expect(ch.phase).toBe('connected');
    }
  });

  it('answers error when the lookup fails, and the connection may try again', () => {
    const { ch } = channel();
    ch.handle({ type: 'frame', bytes: loginFrame() });
    const step = ch.handle({ type: 'loginFailed', error: new Error('database down') });
    expect(answers(step)).toMatchObject([{ command: 'login', response: 'error' }]);
    expect(of(step, 'startTimer')).toMatchObject([{ name: 'login' }]);
    expect(ch.phase).toBe('connected');
  });

  it('keeps the frames that arrive during the check, and handles them after it in order', () => {
    const { ch, stats } = channel();
    ch.handle({ type: 'frame', bytes: loginFrame(2025) });
    const waiting = ch.handle({ type: 'frame', bytes: reportFrame(2025) });
    ch.handle({ type: 'frame', bytes: heartbeat(2025) });
    expect(waiting.replies).toEqual([]);
    expect(waiting.effects).toEqual([]);
    const step = ch.handle({ type: 'loginChecked', lookup: { ref: { ...ref }, expectedIccid: null } });
    expect(answers(step).map((f) => [f.command, f.response])).toEqual([
      ['login', 'ok'],
      ['realtime', 'ok'],
      ['heartbeat', 'ok'],
    ]);
    expect(published(step).map((m) => m.kind)).toEqual(['login', 'frame']);
    expect(stats.reports).toBe(1);
  });

  it('refuses a login of another VIN on a logged-in connection', () => {
    const { ch } = online();
    const step = ch.handle({ type: 'frame', bytes: loginFrame(2016, ICCID, 'LNBSCCAK5PD000002') });
    expect(answers(step)).toMatchObject([{ command: 'login', response: 'vinDuplicate' }]);
    expect(of(step, 'checkLogin')).toEqual([]);
    expect(ch.phase).toBe('online');
  });
});

describe('gateway channel: before login', () => {
  it('refuses a report, a heartbeat and a logout with the error flag, and keeps them', () => {
    const { ch, stats } = channel();
    ch.handle({ type: 'open' });
    for (const [bytes, reason] of [
      [reportFrame(), 'report before login'],
      [heartbeat(), 'heartbeat before login'],
      [frame(2016, 'logout', { time: beijingTime(), serial: 1 }), 'logout without a login'],
    ] as const) {
      const step = ch.handle({ type: 'frame', bytes });
      expect(answers(step)).toMatchObject([{ response: 'error' }]);
      expect(published(step)).toMatchObject([{ kind: 'raw', error: reason }]);
    }
    expect(stats.errors).toBe(3);
    expect(stats.reports).toBe(0);
  });

  it('answers a time sync before login', () => {
    const { ch } = channel();
    const step = ch.handle({ type: 'frame', bytes: frame(2016, 'timeSync', {}) });
    expect(answers(step)).toMatchObject([{ command: 'timeSync', response: 'ok' }]);
  });

  it('never answers a frame that is itself a reply', () => {
    const { ch } = channel();
    const step = ch.handle({ type: 'frame', bytes: frame(2016, 'heartbeat', {}, VIN, 'ok') });
    expect(step.replies).toEqual([]);
    expect(published(step)).toMatchObject([{ kind: 'raw', error: expect.stringContaining('is a reply') }]);
  });

  it('closes the connection when the login deadline passes', () => {
    const { ch, stats } = channel();
    ch.handle({ type: 'open' });
    const step = ch.handle({ type: 'timer', name: 'login' });
    expect(step.effects).toEqual([{ effect: 'close', reason: 'loginTimeout' }]);
    expect(ch.phase).toBe('closed');
    expect(stats.loginTimeouts).toBe(1);
    // a closed channel takes nothing more
    expect(ch.handle({ type: 'frame', bytes: loginFrame() }).effects).toEqual([]);
  });

  it('ignores a late login timer once the session is on', () => {
    const { ch } = online();
    expect(ch.handle({ type: 'timer', name: 'login' }).effects).toEqual([]);
    expect(ch.phase).toBe('online');
  });

  it('closes after 20 bad frames in a row', () => {
    const { ch } = channel();
    let last: Step | null = null;
    for (let i = 0; i < 20; i++) last = ch.handle({ type: 'frame', bytes: reportFrame() });
    expect(of(last!, 'close')).toEqual([{ effect: 'close', reason: 'error' }]);
  });
});

describe('gateway channel: session', () => {
  it('answers a heartbeat, and does not publish it more than once a minute', () => {
    const { ch } = online(2025);
    const step = ch.handle({ type: 'frame', bytes: heartbeat(2025) });
    expect(answers(step)).toMatchObject([{ edition: 2025, command: 'heartbeat', response: 'ok', body: {} }]);
    expect(step.effects).toEqual([]);
  });

  it('publishes reports: 2016 unanswered, 2025 acknowledged with their time', () => {
    const a = online(2016);
    const s2016 = a.ch.handle({ type: 'frame', bytes: reportFrame(2016) });
    expect(s2016.replies).toEqual([]);
    expect(published(s2016)).toMatchObject([
      { kind: 'frame', vin: VIN, vehicleId: 7, sessionId: a.ch.sessionId },
    ]);

    const b = online(2025);
    const bytes = reportFrame(2025);
    const s2025 = b.ch.handle({ type: 'frame', bytes });
    expect(answers(s2025)).toMatchObject([{ command: 'realtime', response: 'ok' }]);
    expect(published(s2025)).toHaveLength(1);
    expect(b.stats.reports).toBe(1);
  });

  it('refuses a report of another VIN than the login', () => {
    const { ch } = online();
    const step = ch.handle({ type: 'frame', bytes: reportFrame(2016, 'LNBSCCAK5PD000002') });
    expect(answers(step)).toMatchObject([{ response: 'error' }]);
    expect(published(step)).toMatchObject([{ kind: 'raw', error: 'VIN differs from the login' }]);
  });

  it('ends the session at logout; the connection is closed if no login follows in time', () => {
    const { ch } = online();
    const sessionId = ch.sessionId;
    const step = ch.handle({
      type: 'frame',
      bytes: frame(2016, 'logout', { time: beijingTime(), serial: 2 }),
    });
    expect(answers(step)).toMatchObject([{ command: 'logout', response: 'ok' }]);
    expect(published(step)).toMatchObject([{ kind: 'logout', sessionId, serial: 2, reason: 'logout' }]);
    expect(of(step, 'unregister')).toEqual([{ effect: 'unregister', vin: VIN }]);
    expect(of(step, 'startTimer')).toEqual([{ effect: 'startTimer', name: 'login', ms: LOGIN_TIMEOUT_MS }]);
    expect(ch.phase).toBe('connected');
    expect(ch.sessionId).toBeNull();
    // a report after it is refused; the deadline closes the connection
    expect(answers(ch.handle({ type: 'frame', bytes: reportFrame() }))).toMatchObject([
      { response: 'error' },
    ]);
    expect(ch.handle({ type: 'timer', name: 'login' }).effects).toEqual([
      { effect: 'close', reason: 'loginTimeout' },
    ]);
  });

  it('ends the session when the connection closes', () => {
    const { ch } = online();
    const step = ch.handle({ type: 'close', reason: 'timeout' });
    expect(published(step)).toMatchObject([{ kind: 'offline', reason: 'timeout', vin: VIN }]);
    expect(step.effects.map((e) => e.effect)).toEqual(['publish', 'unregister', 'close']);
  });
});

describe('gateway channel: a second login of the VIN elsewhere', () => {
  it('ends the older session as replaced, lets it drain without writing, then closes it', () => {
    const older = online();
    const sessionId = older.ch.sessionId;
    // the newer connection's login takes the VIN over: its connection displaces the older one
    const newer = online();
    expect(of(newer.login, 'register')).toEqual([{ effect: 'register', vin: VIN }]);

    const step = older.ch.handle({ type: 'displaced', by: '10.0.0.2:5000' });
    expect(published(step)).toMatchObject([
      { kind: 'offline', sessionId, reason: 'replaced', replacedBy: '10.0.0.2:5000' },
    ]);
    expect(step.effects.map((e) => e.effect)).toEqual(['publish', 'unregister', 'end', 'startTimer']);
    expect(of(step, 'startTimer')).toEqual([{ effect: 'startTimer', name: 'drain', ms: 30_000 }]);
    expect(older.ch.phase).toBe('draining');
    expect(older.stats.replaced).toBe(1);

    // what was on its way is still stored, under the old session, and nothing is written
    const late = older.ch.handle({ type: 'frame', bytes: reportFrame() });
    expect(late.replies).toEqual([]);
    expect(published(late)).toMatchObject([{ kind: 'frame', sessionId }]);

    expect(older.ch.handle({ type: 'timer', name: 'drain' }).effects).toEqual([
      { effect: 'close', reason: 'replaced' },
    ]);
  });

  it('closes a connection displaced before its login was through', () => {
    const { ch } = channel();
    ch.handle({ type: 'frame', bytes: loginFrame() });
    const step = ch.handle({ type: 'displaced', by: '10.0.0.2:5000' });
    expect(step.effects).toEqual([{ effect: 'close', reason: 'replaced' }]);
    // the lookup's late answer changes nothing
    expect(ch.handle({ type: 'loginChecked', lookup: { ref, expectedIccid: null } }).effects).toEqual([]);
  });
});

describe('gateway channel: downlink commands', () => {
  const command = (checkId: string, timeoutMs = 5000): ClaimedCommand => ({
    checkId,
    vehicleId: 7,
    tenantId: 1,
    vin: VIN,
    createdBy: null,
    request: { type: 'paramQuery', ids: [0x02] },
    timeoutMs,
    queueIfOffline: false,
  });

  it('sends one command at a time and matches the answer to it', () => {
    const { ch } = online();
    const first = ch.handle({ type: 'command', command: command('a') });
    expect(answers(first)).toMatchObject([{ command: 'paramQuery', response: 'command', vin: VIN }]);
    expect(first.effects.map((e) => e.effect)).toEqual(['publish', 'commandSent', 'startTimer']);
    expect(of(first, 'startTimer')).toEqual([{ effect: 'startTimer', name: 'command', ms: 5000 }]);
    // the second waits for the first's answer
    expect(ch.handle({ type: 'command', command: command('b') }).replies).toEqual([]);

    const answer = frame(
      2016,
      'paramQuery',
      { time: beijingTime(), params: [{ id: 0x02, name: 'reportPeriod', value: 10 }] },
      VIN,
      'ok',
    );
    const step = ch.handle({ type: 'frame', bytes: answer });
    expect(of(step, 'commandDone')).toMatchObject([
      {
        command: { checkId: 'a' },
        status: 'succeeded',
        outcome: { responseFlag: 1, result: { params: [{ id: 2, value: 10 }] } },
      },
    ]);
    expect(of(step, 'stopTimer')).toEqual([{ effect: 'stopTimer', name: 'command' }]);
    // then the second goes out
    expect(of(step, 'commandSent')).toMatchObject([{ command: { checkId: 'b' } }]);
    expect(answers(step)).toMatchObject([{ command: 'paramQuery', response: 'command' }]);
  });

  it('times a command out, and ends the one in flight when the session ends', () => {
    const { ch } = online();
    ch.handle({ type: 'command', command: command('a', 100) });
    const late = ch.handle({ type: 'timer', name: 'command' });
    expect(of(late, 'commandDone')).toMatchObject([
      { status: 'timeout', outcome: { error: 'no answer within 100 ms' } },
    ]);

    ch.handle({ type: 'command', command: command('b') });
    ch.handle({ type: 'command', command: command('c') });
    const closed = ch.handle({ type: 'close', reason: 'closed' });
    expect(of(closed, 'commandDone')).toMatchObject([{ command: { checkId: 'b' }, status: 'disconnected' }]);
    expect(of(closed, 'commandReleased')).toMatchObject([{ command: { checkId: 'c' } }]);
  });

  it('gives back a command that reaches a connection without a session', () => {
    const { ch } = channel();
    const step = ch.handle({ type: 'command', command: command('a') });
    expect(step.replies).toEqual([]);
    expect(step.effects).toMatchObject([{ effect: 'commandReleased', command: { checkId: 'a' } }]);
  });
});
