import { randomUUID } from 'node:crypto';
import {
  beijingTime,
  encode,
  type Edition,
  type Frame,
  type FrameInput,
  type Login2016Body,
  type Login2025Body,
  type LogoutBody,
  type ParamsBody,
  type PlatformLoginBody,
  type RealtimeBody,
  type RejectedFrame,
} from '@chelian/gb32960';
import type { FastifyBaseLogger } from 'fastify';
import { loginDetails, type IngestMessage } from '../ingest';
import type { IccidCheck, LoginLookup, VehicleRef } from './archive';
import type { ClaimedCommand, CommandRequest, CommandStatus } from './command-types';
import type { PlatformAccount } from './platforms';
import { answerBytes, errorAnswer, Flag, malformedFlag, reportAnswer } from './answers';
import { checkSignature, parseSigningKey, type SigningKey } from './signature';
import { parseFrame, plausibleVin } from './parser';

/** What every channel of a gateway shares. */
export interface ChannelContext {
  node: string;
  log: FastifyBaseLogger;
  stats: GatewayStats;
  /** what a login whose ICCID is not the archive's card gets (GATEWAY_ICCID_CHECK) */
  iccidCheck: IccidCheck;
  /** time a connection may stay without a login (GATEWAY_LOGIN_TIMEOUT_SECONDS) */
  loginTimeoutMs: number;
}

export interface GatewayStats {
  connections: number;
  accepted: number;
  /** connections refused at GATEWAY_MAX_CONNECTIONS */
  refused: number;
  /** connections refused at GATEWAY_MAX_CONNECTIONS_PER_IP */
  refusedPerAddress: number;
  logins: number;
  rejectedLogins: number;
  /** logins whose ICCID is not the archive's card (refused or accepted, by GATEWAY_ICCID_CHECK) */
  iccidMismatches: number;
  /** 2025 reports refused because their signature did not verify */
  signatureFailures: number;
  /** live sessions ended by a login of the same VIN on another connection */
  replaced: number;
  frames: number;
  reports: number;
  /** frames answered with an error flag or dropped */
  errors: number;
  garbageBytes: number;
  timeouts: number;
  /** connections closed for not logging in within GATEWAY_LOGIN_TIMEOUT_SECONDS */
  loginTimeouts: number;
  /** platform logins (0x05) accepted */
  platformLogins: number;
  /** platform logins refused (unknown user, wrong password) */
  rejectedPlatformLogins: number;
}

/** `platform`: another platform is logged in (0x05) and relays the frames of its tenant's vehicles. */
export type Phase = 'connected' | 'busy' | 'online' | 'platform' | 'draining' | 'closed';

/**
 * The timers a channel asks for: the login deadline, the answer to the command in flight, and the
 * grace a replaced connection gets to deliver what it had sent.
 */
export type TimerName = 'login' | 'command' | 'drain';

/** What happens to a channel. */
export type ChannelEvent =
  /** the connection is open (the login deadline starts) */
  | { type: 'open' }
  /** a whole frame with a correct BCC; may be a view into the socket's chunk (what is kept is copied) */
  | { type: 'frame'; bytes: Uint8Array }
  /** a frame the splitter refused: wrong BCC or an oversize length */
  | { type: 'badFrame'; frame: RejectedFrame }
  /** the archive's answer to a checkLogin effect */
  | { type: 'loginChecked'; lookup: LoginLookup }
  /** the checkLogin, checkPlatform or lookupVehicle effect failed (database down) */
  | { type: 'loginFailed'; error: unknown }
  /** the answer to a checkPlatform effect: the account, or null when the user or the password is wrong */
  | { type: 'platformChecked'; account: PlatformAccount | null }
  | { type: 'timer'; name: TimerName }
  /** a downlink command claimed for this terminal */
  | { type: 'command'; command: ClaimedCommand }
  /** a login of this channel's VIN on the connection at `by` takes the session over */
  | { type: 'displaced'; by: string }
  | { type: 'close'; reason: string };

export interface CommandOutcome {
  responseFlag?: number;
  result?: unknown;
  error?: string;
}

/** What a channel asks its connection to do, besides writing replies. */
export type Effect =
  | { effect: 'publish'; message: IngestMessage }
  /** (re)start the named timer; when it fires, the connection hands back a timer event */
  | { effect: 'startTimer'; name: TimerName; ms: number }
  | { effect: 'stopTimer'; name: TimerName }
  /** look the login up in the archive; the answer comes back as loginChecked or loginFailed */
  | { effect: 'checkLogin'; vin: string; iccid: string; check: IccidCheck }
  /** check a platform login's user and password; the answer comes back as platformChecked or loginFailed */
  | { effect: 'checkPlatform'; username: string; password: string }
  /** the archive's vehicle for a VIN a platform relays (no registration, no ICCID check): loginChecked or loginFailed */
  | { effect: 'lookupVehicle'; vin: string }
  /** this connection now holds the VIN: an older connection holding it is displaced */
  | { effect: 'register'; vin: string }
  /** the VIN's session on this connection ended */
  | { effect: 'unregister'; vin: string }
  /** claim the commands queued for the vehicle while it was offline (they come back as command events) */
  | { effect: 'takeQueuedCommands' }
  | { effect: 'commandSent'; command: ClaimedCommand }
  | { effect: 'commandDone'; command: ClaimedCommand; status: CommandStatus; outcome: CommandOutcome }
  /** taken but never written: back to the queue, or failed as disconnected */
  | { effect: 'commandReleased'; command: ClaimedCommand }
  /** write nothing more, keep reading */
  | { effect: 'end' }
  | { effect: 'close'; reason: string };

/** Where a channel puts what its decisions ask for, in order. */
export interface Output {
  /** bytes to write to the terminal */
  reply(bytes: Uint8Array): void;
  effect(effect: Effect): void;
}

/** One event's replies and effects, as lists. */
export class Step implements Output {
  readonly replies: Uint8Array[] = [];
  readonly effects: Effect[] = [];

  reply(bytes: Uint8Array): void {
    this.replies.push(bytes);
  }

  effect(effect: Effect): void {
    this.effects.push(effect);
  }
}

/**
 * A frame's own copy of its bytes (frames arrive as views into the socket's chunk, which must not
 * be kept alive). Buffer.from copies with memcpy into pooled memory; Uint8Array.from walks the
 * bytes one by one, several microseconds a frame.
 */
const copyOf = (bytes: Uint8Array): Uint8Array => Buffer.from(bytes);

/** Consecutive bad frames after which a connection is closed. */
const MAX_ERRORS = 20;
/** How long a connection replaced by a newer login may still deliver what it had sent. */
const DRAIN_MS = 30_000;
/** How often a heartbeat-only session refreshes last_seen in the database. */
const SEEN_EVERY_MS = 60_000;

const END: Effect = { effect: 'end' };
const PLATFORM_LOGIN = 0x05;
const TAKE_QUEUED: Effect = { effect: 'takeQueuedCommands' };
const STOP_LOGIN_TIMER: Effect = { effect: 'stopTimer', name: 'login' };
const STOP_COMMAND_TIMER: Effect = { effect: 'stopTimer', name: 'command' };
const DRAIN_TIMER: Effect = { effect: 'startTimer', name: 'drain', ms: DRAIN_MS };

/** Until the first event: a channel only writes while it handles one. */
const NOWHERE: Output = { reply: () => undefined, effect: () => undefined };

/** How long a refused platform login's link stays half-closed before it is closed. */
const REFUSED_LINGER_MS = 5_000;

/** A vehicle's session on a platform link: what a vehicle link keeps for its one VIN. */
interface RelayedVehicle {
  ref: VehicleRef;
  sessionId: string;
  loginSerial: number;
  signKey: SigningKey | null;
  lastSeenPublished: number;
}

/**
 * A login whose check is under way (a vehicle's own, a platform's, or a vehicle's on a platform
 * link: `kind`), and the frames that arrived meanwhile.
 */
interface PendingLogin {
  kind: 'vehicle' | 'platform' | 'relayed';
  frame: Frame;
  details: ReturnType<typeof loginDetails>;
  bytes: Uint8Array;
  /** the login deadline to go back to if the login is refused */
  deadline: number;
  waiting: Uint8Array[];
}

/**
 * The channel layer: one terminal connection's state machine, without sockets or timers. Each
 * event (a frame, a timer, a command, a lookup's answer, a close) gives replies (bytes for the
 * terminal) and effects (what the connection must do: publish, timers, lookups, close), in order.
 *
 *   connected --login ok--> online --logout--> connected;  any --close/timeout--> closed
 *   online --a login of the same VIN on another connection--> draining --> closed
 *
 * A replaced connection is not cut at once: what the terminal wrote on it before it reconnected
 * is still read and stored (for at most DRAIN_MS), nothing more is written to it.
 *
 * Before login only login, heartbeat and time sync are answered; anything else gets an error
 * flag. Frames that arrive while a login is being checked wait their turn, so order is kept.
 * Answers use the edition the terminal spoke. Downlink commands go out one at a time and are
 * matched to the answer with the same command id.
 */
export class Channel {
  phase: Phase = 'connected';
  vin: string | null = null;
  edition: Edition = 2016;
  sessionId: string | null = null;
  private ref: VehicleRef | null = null;
  /** the bound terminal's registered signing key, parsed at login */
  private signKey: SigningKey | null = null;
  /** the connection whose login replaced this one's session */
  private replacedBy: string | null = null;
  private loginSerial = 0;
  private seq = 0;
  private errors = 0;
  private lastSeenPublished = 0;
  /** when a connection without a session is closed (null while a session is on or being checked) */
  private loginDeadline: number | null = null;
  private pending: PendingLogin | null = null;
  private commands: ClaimedCommand[] | null = null;
  private inflight: { cmd: ClaimedCommand; commandId: number } | null = null;
  /** the platform logged in on this link, and its vehicles' sessions by VIN */
  private platform: (PlatformAccount & { id: string; serial: number; sessionId: string }) | null = null;
  private relayed: Map<string, RelayedVehicle> | null = null;
  /** a refused platform login: the link is half-closed, nothing more is read */
  private refusedLink = false;
  /** where the event being handled puts its replies and effects */
  private out: Output = NOWHERE;

  constructor(
    private readonly ctx: ChannelContext,
    /** the terminal's address and port */
    readonly remoteAddr: string,
  ) {}

  get vehicleId(): number | null {
    return this.ref?.vehicleId ?? null;
  }

  get online(): boolean {
    return this.phase === 'online';
  }

  /**
   * Handles one event: its replies and effects go to `out` as they are decided (a connection
   * writes and performs them at once; without one, they are collected in a Step).
   */
  handle(event: ChannelEvent): Step;
  handle<O extends Output>(event: ChannelEvent, out: O): O;
  handle(event: ChannelEvent, out: Output = new Step()): Output {
    const outer = this.out;
    this.out = out;
    this.dispatch(event);
    this.out = outer;
    return out;
  }

  private dispatch(e: ChannelEvent): void {
    switch (e.type) {
      case 'frame':
        return this.onFrame(e.bytes);
      case 'badFrame':
        return this.onBadFrame(e.frame);
      case 'open':
        if (this.phase !== 'connected' || this.loginDeadline !== null) return;
        return this.awaitLogin(Date.now() + this.ctx.loginTimeoutMs, this.ctx.loginTimeoutMs);
      case 'loginChecked':
        return this.loginChecked(e.lookup);
      case 'loginFailed':
        return this.loginFailed(e.error);
      case 'platformChecked':
        return this.platformChecked(e.account);
      case 'timer':
        return this.onTimer(e.name);
      case 'command':
        return this.enqueueCommand(e.command);
      case 'displaced':
        return this.displacedBy(e.by);
      case 'close':
        return this.close(e.reason);
    }
  }

  private onTimer(name: TimerName): void {
    switch (name) {
      case 'login':
        if (this.phase === 'connected') this.close('loginTimeout');
        return;
      case 'command':
        return this.commandTimedOut();
      case 'drain':
        return this.close(this.refusedLink ? 'refused' : 'replaced');
    }
  }

  // ------------------------------------------------------------------ uplink

  private onFrame(bytes: Uint8Array): void {
    if (this.phase === 'closed' || this.refusedLink) return;
    if (this.pending) {
      // A login is being checked: keep the order.
      this.pending.waiting.push(copyOf(bytes));
      return;
    }
    this.ctx.stats.frames++;
    const parsed = parseFrame(bytes);
    if (!parsed.ok) {
      this.reject(parsed.header, parsed.flag, parsed.reason, bytes);
      return;
    }
    const f = parsed.frame;
    if (
      f.response !== 'command' &&
      f.command !== 'paramQuery' &&
      f.command !== 'paramSet' &&
      f.command !== 'control'
    ) {
      // A reply to something (flag 0x01-0x07): answering it could start two peers answering each
      // other's answers forever. Kept with the reason, never answered.
      return this.reject(
        f,
        Flag.error,
        `a ${f.command} frame with response flag ${String(f.response)} is a reply; not answered`,
        bytes,
      );
    }
    if (this.platform) return this.onPlatformFrame(f, bytes);
    switch (f.command) {
      case 'platformLogin':
        if (this.phase !== 'connected')
          return this.reject(f, Flag.error, `this connection is logged in as vehicle ${this.vin}`, bytes);
        return this.platformLogin(f, bytes);
      case 'login':
        return this.login(f, bytes);
      case 'realtime':
      case 'reissue':
        return this.report(f, bytes);
      case 'heartbeat':
        if (!this.isSessionFrame(f)) return this.reject(f, Flag.error, 'heartbeat before login', bytes);
        this.answer(f, Flag.ok);
        this.errors = 0;
        this.seen();
        return;
      case 'timeSync':
        // the one answer that carries the platform's time rather than the request's
        this.send(answerBytes(f.edition, f.commandId, f.vin, Flag.ok, beijingTime()));
        if (this.isSessionFrame(f)) this.seen();
        return;
      case 'logout':
        return this.logout(f, bytes);
      case 'paramQuery':
      case 'paramSet':
      case 'control':
        if (f.response === 'command')
          return this.reject(
            f,
            Flag.error,
            'parameter and control commands go from the platform to the terminal',
            bytes,
          );
        return this.onAnswer(f, bytes);
      case 'custom':
      case 'unknown':
        this.raw('up', bytes, `command 0x${f.commandId.toString(16)} not handled`);
        return;
      default:
        // platform logout without a platform login, 2025 activation and key exchange: not served here
        return this.reject(f, Flag.error, `${f.command} is not served on a vehicle link`, bytes);
    }
  }

  private onBadFrame(h: RejectedFrame): void {
    if (this.phase === 'closed') return;
    this.ctx.stats.errors++;
    this.errors++;
    const reason = h.reason === 'BAD_BCC' ? 'check byte (BCC) is wrong' : 'data unit length is over 65531';
    this.ctx.log.warn(
      { remote: this.remoteAddr, vin: h.vin, command: h.commandId, reason },
      'gateway: bad frame',
    );
    // Answer only what looks like a real header of this terminal (not a "##" inside garbage).
    const ours = this.vin !== null ? h.vin === this.vin : plausibleVin(h.vin);
    if (ours) {
      // kept like every rejected frame: the whole frame for a wrong BCC, the header for an oversize length
      if (h.bytes) this.raw('up', h.bytes, reason, h.vin);
      if (h.flag === Flag.command)
        this.send(
          h.bytes
            ? errorAnswer(h.bytes, malformedFlag(h.edition))
            : answerBytes(h.edition, h.commandId, h.vin, malformedFlag(h.edition)),
        );
    }
    if (this.errors >= MAX_ERRORS) this.close('error');
  }

  private isSessionFrame(f: Frame): boolean {
    return (this.phase === 'online' || this.phase === 'draining') && f.vin === this.vin;
  }

  /**
   * Logs and keeps a frame that is not taken, and answers it with `flag` when it was a command
   * (flag 0xFE) with a readable header. The answer carries the request's own time bytes, as the
   * standard asks of every answer, even when the body around them did not decode.
   */
  private reject(
    h: { edition: Edition; commandId: number; vin: string } | null,
    flag: number,
    reason: string,
    bytes: Uint8Array,
    vehicleId?: number,
  ): void {
    this.ctx.stats.errors++;
    this.errors++;
    this.ctx.log.warn(
      { remote: this.remoteAddr, vin: h?.vin ?? null, command: h?.commandId, flag, reason },
      'gateway: frame rejected',
    );
    // a platform login's frame holds its password in clear: never kept
    if (bytes[2] !== PLATFORM_LOGIN) this.raw('up', bytes, reason, h?.vin ?? null, vehicleId);
    if (h && bytes[3] === Flag.command) this.send(errorAnswer(bytes, flag));
    if (this.errors >= MAX_ERRORS) this.close('error');
  }

  private answer(f: Frame, flag: number): void {
    const time = (f.body as { time?: unknown }).time;
    this.send(
      answerBytes(
        f.edition,
        f.commandId,
        f.vin,
        flag,
        f.command === 'heartbeat' || typeof time !== 'string' ? undefined : time,
      ),
    );
  }

  /** Without a session: the connection is closed at `deadline` unless a login comes. */
  /** `ms` is what is left of the deadline (given when it is all of it: the clock may tick between). */
  private awaitLogin(deadline: number, ms = Math.max(0, deadline - Date.now())): void {
    this.loginDeadline = deadline;
    this.out.effect({ effect: 'startTimer', name: 'login', ms });
  }

  private login(f: Frame, bytes: Uint8Array): void {
    const details = loginDetails(f);
    if (!details) return this.reject(f, malformedFlag(f.edition), 'login body without ICCID', bytes);
    if (this.phase === 'online' && f.vin !== this.vin)
      return this.reject(f, Flag.vinDuplicate, `this connection is logged in as ${this.vin}`, bytes);
    if (this.phase === 'online') this.endSession('relogin');
    this.pending = {
      kind: 'vehicle',
      frame: f,
      details,
      bytes: copyOf(bytes),
      // a relogin on a live session gets a fresh deadline if it is refused
      deadline: this.loginDeadline ?? Date.now() + this.ctx.loginTimeoutMs,
      waiting: [],
    };
    this.phase = 'busy';
    if (this.loginDeadline !== null) this.out.effect(STOP_LOGIN_TIMER);
    this.loginDeadline = null;
    this.out.effect({ effect: 'checkLogin', vin: f.vin, iccid: details.iccid, check: this.ctx.iccidCheck });
  }

  private loginChecked(lookup: LoginLookup): void {
    if (this.pending?.kind === 'relayed') return this.relayedChecked(lookup.ref);
    const { ref, expectedIccid } = lookup;
    const p = this.pending;
    if (this.phase !== 'busy' || !p || p.kind !== 'vehicle' || !p.details) return;
    this.pending = null;
    const { frame: f, bytes } = p;
    const details = p.details;
    const stats = this.ctx.stats;
    if (!ref) {
      this.refused(p);
      stats.rejectedLogins++;
      this.reject(f, f.edition === 2025 ? Flag.vinUnknown : Flag.error, 'VIN unknown to the archive', bytes);
    } else if (expectedIccid && this.ctx.iccidCheck === 'refuse') {
      this.refused(p);
      stats.rejectedLogins++;
      stats.iccidMismatches++;
      const reason = `ICCID ${details.iccid} is not the SIM card ${expectedIccid} the archive assigns to terminal ${ref.terminalCode ?? ''}; login refused`;
      this.reject(f, Flag.error, reason, bytes, ref.vehicleId);
    } else {
      if (expectedIccid) {
        // alarm: the session goes on; its login row (reported ICCID) is listed among the terminal anomalies
        stats.iccidMismatches++;
        this.ctx.log.warn(
          { vin: f.vin, iccid: details.iccid, expected: expectedIccid, remote: this.remoteAddr },
          'gateway: login ICCID differs from the archive',
        );
      }
      this.accept(f, ref, details, bytes);
    }
    this.resume(p);
  }

  private loginFailed(error: unknown): void {
    const p = this.pending;
    this.ctx.log.error({ err: String(error), vin: p?.frame.vin }, 'gateway: login lookup failed');
    if (!p) return;
    if (p.kind === 'relayed') {
      // the platform's session goes on; only this vehicle's login is refused
      this.pending = null;
      this.answer(p.frame, Flag.error);
      return this.resume(p);
    }
    if (this.phase !== 'busy') return;
    this.pending = null;
    if (p.kind === 'platform') return this.platformRefused(p, 'platform account lookup failed');
    this.refused(p);
    this.answer(p.frame, Flag.error);
    this.resume(p);
  }

  /** Back to waiting for a login, within the deadline the connection had before this one. */
  private refused(p: PendingLogin): void {
    this.phase = 'connected';
    this.awaitLogin(p.deadline);
  }

  /** Frames that waited for the login check, in order. */
  private resume(p: PendingLogin): void {
    for (const b of p.waiting) this.onFrame(b);
  }

  private accept(
    f: Frame,
    ref: VehicleRef,
    details: NonNullable<ReturnType<typeof loginDetails>>,
    bytes: Uint8Array,
  ): void {
    const body = f.body as Login2016Body | Login2025Body;
    this.vin = f.vin;
    this.edition = f.edition;
    this.ref = ref;
    this.signKey = null;
    if (ref.signKey) {
      const key = parseSigningKey(ref.signKey);
      if (typeof key === 'string')
        this.ctx.log.warn(
          { vin: f.vin, terminal: ref.terminalCode, reason: key },
          'gateway: registered signing key unusable, signatures not checked',
        );
      else this.signKey = key;
    }
    this.sessionId = randomUUID();
    this.loginSerial = body.serial;
    this.phase = 'online';
    this.errors = 0;
    this.ctx.stats.logins++;
    // The newer login wins: a terminal whose link died silently (NAT expiry, cell handover)
    // reconnects while this node still holds the half-open socket for up to
    // HEARTBEAT_TIMEOUT_SECONDS (180 s by default); keeping the old one would lock the real
    // terminal out for that long after every such drop. Logins are checked (ICCID, signatures),
    // and each displacement is logged and recorded on the ended session with the new address.
    this.out.effect({ effect: 'register', vin: f.vin });
    const now = Date.now();
    this.lastSeenPublished = now;
    this.publish({
      kind: 'login',
      vin: f.vin,
      vehicleId: ref.vehicleId,
      tenantId: ref.tenantId,
      terminalId: ref.terminalId,
      sessionId: this.sessionId,
      at: now,
      edition: f.edition,
      iccid: details.iccid,
      serial: details.serial,
      time: details.time,
      storageCodes: details.storageCodes,
      remoteAddr: this.remoteAddr,
      gateway: this.ctx.node,
      bytes,
    });
    this.answer(f, Flag.ok);
    this.ctx.log.info(
      { vin: f.vin, edition: f.edition, remote: this.remoteAddr, session: this.sessionId },
      'gateway: terminal logged in',
    );
    this.out.effect(TAKE_QUEUED);
  }

  /** A login of this VIN on the connection at `by` takes the session over: record it, then close. */
  private displacedBy(by: string): void {
    if (this.phase !== 'online') return this.close('replaced');
    this.replacedBy = by;
    this.ctx.stats.replaced++;
    this.ctx.log.warn(
      { vin: this.vin, session: this.sessionId, remote: this.remoteAddr, by },
      'gateway: a new login of the VIN replaces this live session',
    );
    this.close('replaced');
  }

  private report(f: Frame, bytes: Uint8Array): void {
    if (!this.isSessionFrame(f))
      return this.reject(
        f,
        Flag.error,
        this.phase === 'online' ? 'VIN differs from the login' : 'report before login',
        bytes,
      );
    if (this.signKey && f.edition === 2025) {
      const failure = checkSignature(bytes, (f.body as RealtimeBody).signature, this.signKey);
      if (failure) {
        this.ctx.stats.signatureFailures++;
        return this.reject(f, Flag.signatureFailed, failure, bytes);
      }
    }
    const ref = this.ref!;
    const now = Date.now();
    this.ctx.stats.reports++;
    this.errors = 0;
    this.publish({
      kind: 'frame',
      vin: f.vin,
      vehicleId: ref.vehicleId,
      tenantId: ref.tenantId,
      sessionId: this.sessionId!,
      receivedAt: now,
      key: now * 1000 + (this.seq++ % 1000),
      bytes: copyOf(bytes),
    });
    // 2016: a correct report gets no answer; 2025 acknowledges it.
    if (f.edition === 2025) this.send(reportAnswer(bytes));
  }

  private seen(): void {
    const now = Date.now();
    if (now - this.lastSeenPublished < SEEN_EVERY_MS || !this.ref) return;
    this.lastSeenPublished = now;
    this.publish({
      kind: 'seen',
      vin: this.vin!,
      vehicleId: this.ref.vehicleId,
      tenantId: this.ref.tenantId,
      sessionId: this.sessionId!,
      at: now,
    });
  }

  private logout(f: Frame, bytes: Uint8Array): void {
    if (!this.isSessionFrame(f)) return this.reject(f, Flag.error, 'logout without a login', bytes);
    const body = f.body as LogoutBody;
    this.answer(f, Flag.ok);
    this.endSession('logout', { serial: body.serial, time: body.time, bytes: copyOf(bytes) });
    this.phase = 'connected';
    // the connection may stay for another login, within the same deadline as a new one
    this.awaitLogin(Date.now() + this.ctx.loginTimeoutMs);
  }

  /** Publishes the end of the session and forgets it (the connection may stay open). */
  private endSession(
    reason: string,
    extra: { serial?: number; time?: string; bytes?: Uint8Array; keep?: boolean } = {},
  ): void {
    if (!this.ref || !this.sessionId || !this.vin) return;
    this.publish({
      kind: reason === 'logout' ? 'logout' : 'offline',
      vin: this.vin,
      vehicleId: this.ref.vehicleId,
      tenantId: this.ref.tenantId,
      sessionId: this.sessionId,
      at: Date.now(),
      serial: extra.serial ?? this.loginSerial,
      time: extra.time,
      reason,
      replacedBy: reason === 'replaced' ? (this.replacedBy ?? undefined) : undefined,
      bytes: extra.bytes,
    });
    this.out.effect({ effect: 'unregister', vin: this.vin });
    this.dropCommands();
    if (!extra.keep) this.sessionId = null;
  }

  // ------------------------------------------------------------------ platform links

  /**
   * A platform login (0x05). Its frame carries the password in clear: it is never kept in
   * raw_frames, accepted or not.
   */
  private platformLogin(f: Frame, bytes: Uint8Array): void {
    const body = f.body as PlatformLoginBody;
    const p: PendingLogin = {
      kind: 'platform',
      frame: f,
      details: null,
      bytes: copyOf(bytes),
      deadline: this.loginDeadline ?? Date.now() + this.ctx.loginTimeoutMs,
      waiting: [],
    };
    if (this.loginDeadline !== null) this.out.effect(STOP_LOGIN_TIMER);
    this.loginDeadline = null;
    this.phase = 'busy';
    if (body.encryptionRule !== 'none') {
      // keys are not exchanged with this gateway: what such a platform sends could not be read
      this.ctx.stats.rejectedPlatformLogins++;
      return this.platformRefused(p, `encryption rule ${String(body.encryptionRule)} is not served`);
    }
    this.pending = p;
    this.out.effect({ effect: 'checkPlatform', username: body.username, password: body.password });
  }

  private platformChecked(account: PlatformAccount | null): void {
    const p = this.pending;
    if (this.phase !== 'busy' || !p || p.kind !== 'platform') return;
    this.pending = null;
    if (!account) {
      this.ctx.stats.rejectedPlatformLogins++;
      return this.platformRefused(p, 'platform user name or password wrong');
    }
    const f = p.frame;
    const body = f.body as PlatformLoginBody;
    this.platform = { ...account, id: f.vin, serial: body.serial, sessionId: randomUUID() };
    this.relayed = new Map();
    this.edition = f.edition;
    this.phase = 'platform';
    this.errors = 0;
    this.ctx.stats.platformLogins++;
    this.answer(f, Flag.ok);
    this.ctx.log.info(
      {
        account: account.account,
        accountId: account.accountId,
        tenant: account.tenantId,
        remote: this.remoteAddr,
        session: this.platform.sessionId,
      },
      'gateway: platform logged in',
    );
    this.resume(p);
  }

  /**
   * A refused platform login is answered with the error flag and the link is closed, as the
   * standard has a platform that fails its login try again on a new connection. The socket is
   * half-closed at once (the answer is written first) and destroyed after a short while if the
   * peer does not close it.
   */
  private platformRefused(p: PendingLogin, reason: string): void {
    this.ctx.stats.errors++;
    this.ctx.log.warn(
      { remote: this.remoteAddr, user: (p.frame.body as PlatformLoginBody).username, reason },
      'gateway: platform login refused',
    );
    this.send(errorAnswer(p.bytes, Flag.error));
    this.refusedLink = true;
    this.phase = 'draining';
    this.out.effect(END);
    this.out.effect({ effect: 'startTimer', name: 'drain', ms: REFUSED_LINGER_MS });
  }

  /** A frame on a link where a platform is logged in: each VIN is one of its tenant's vehicles. */
  private onPlatformFrame(f: Frame, bytes: Uint8Array): void {
    const platform = this.platform!;
    switch (f.command) {
      case 'login':
        return this.relayedLogin(f, bytes);
      case 'realtime':
      case 'reissue':
        return this.relayedReport(f, bytes);
      case 'heartbeat': {
        // the platform's own (its id in the VIN field) or one of a vehicle logged in on this link
        const v = this.relayed!.get(f.vin);
        if (!v && f.vin !== platform.id)
          return this.reject(f, Flag.error, 'heartbeat of a VIN not logged in on this platform link', bytes);
        this.answer(f, Flag.ok);
        this.errors = 0;
        if (v) this.relayedSeen(f.vin, v);
        return;
      }
      case 'timeSync':
        this.send(answerBytes(f.edition, f.commandId, f.vin, Flag.ok, beijingTime()));
        return;
      case 'logout':
        return this.relayedLogout(f, bytes);
      case 'platformLogout':
        return this.platformLogout(f);
      case 'platformLogin':
        return this.reject(
          f,
          Flag.error,
          `platform ${platform.account} is already logged in on this link`,
          bytes,
        );
      case 'custom':
      case 'unknown':
        this.raw('up', bytes, `command 0x${f.commandId.toString(16)} not handled`, f.vin);
        return;
      default:
        // downlink commands go to a vehicle's own link; activation and key exchange are not served
        return this.reject(f, Flag.error, `${f.command} is not served on a platform link`, bytes);
    }
  }

  private relayedLogin(f: Frame, bytes: Uint8Array): void {
    const details = loginDetails(f);
    if (!details) return this.reject(f, malformedFlag(f.edition), 'login body without ICCID', bytes);
    const old = this.relayed!.get(f.vin);
    if (old) this.endRelayed(f.vin, old, 'relogin');
    this.pending = { kind: 'relayed', frame: f, details, bytes: copyOf(bytes), deadline: 0, waiting: [] };
    this.out.effect({ effect: 'lookupVehicle', vin: f.vin });
  }

  private relayedChecked(ref: VehicleRef | null): void {
    const p = this.pending!;
    this.pending = null;
    const platform = this.platform;
    if (!platform || this.phase !== 'platform') return;
    const f = p.frame;
    if (!ref || ref.tenantId !== platform.tenantId) {
      this.ctx.stats.rejectedLogins++;
      // the same answer for both: a platform learns nothing about other tenants' vehicles
      this.reject(
        f,
        f.edition === 2025 ? Flag.vinUnknown : Flag.error,
        ref
          ? `VIN is not a vehicle of the tenant of platform account ${platform.account}`
          : 'VIN unknown to the archive',
        p.bytes,
      );
    } else {
      this.relayedAccept(f, ref, p.details!, p.bytes);
    }
    this.resume(p);
  }

  private relayedAccept(
    f: Frame,
    ref: VehicleRef,
    details: NonNullable<ReturnType<typeof loginDetails>>,
    bytes: Uint8Array,
  ): void {
    const body = f.body as Login2016Body | Login2025Body;
    let signKey: SigningKey | null = null;
    if (ref.signKey) {
      const key = parseSigningKey(ref.signKey);
      if (typeof key !== 'string') signKey = key;
    }
    const now = Date.now();
    const v: RelayedVehicle = {
      ref,
      sessionId: randomUUID(),
      loginSerial: body.serial,
      signKey,
      lastSeenPublished: now,
    };
    // Not put in the session registry: the vehicle's own link (if any) keeps its session and its
    // downlink commands, and is neither displaced by this one nor displaces it.
    this.relayed!.set(f.vin, v);
    this.errors = 0;
    this.ctx.stats.logins++;
    this.publish({
      kind: 'login',
      vin: f.vin,
      vehicleId: ref.vehicleId,
      tenantId: ref.tenantId,
      terminalId: ref.terminalId,
      sessionId: v.sessionId,
      at: now,
      edition: f.edition,
      iccid: details.iccid,
      serial: details.serial,
      time: details.time,
      storageCodes: details.storageCodes,
      remoteAddr: this.remoteAddr,
      gateway: this.ctx.node,
      bytes,
    });
    this.answer(f, Flag.ok);
  }

  private relayedReport(f: Frame, bytes: Uint8Array): void {
    const v = this.relayed!.get(f.vin);
    if (!v) return this.reject(f, Flag.error, 'report of a VIN not logged in on this platform link', bytes);
    if (v.signKey && f.edition === 2025) {
      const failure = checkSignature(bytes, (f.body as RealtimeBody).signature, v.signKey);
      if (failure) {
        this.ctx.stats.signatureFailures++;
        return this.reject(f, Flag.signatureFailed, failure, bytes, v.ref.vehicleId);
      }
    }
    const now = Date.now();
    this.ctx.stats.reports++;
    this.errors = 0;
    this.publish({
      kind: 'frame',
      vin: f.vin,
      vehicleId: v.ref.vehicleId,
      tenantId: v.ref.tenantId,
      sessionId: v.sessionId,
      receivedAt: now,
      key: now * 1000 + (this.seq++ % 1000),
      bytes: copyOf(bytes),
    });
    if (f.edition === 2025) this.send(reportAnswer(bytes));
  }

  private relayedSeen(vin: string, v: RelayedVehicle): void {
    const now = Date.now();
    if (now - v.lastSeenPublished < SEEN_EVERY_MS) return;
    v.lastSeenPublished = now;
    this.publish({
      kind: 'seen',
      vin,
      vehicleId: v.ref.vehicleId,
      tenantId: v.ref.tenantId,
      sessionId: v.sessionId,
      at: now,
    });
  }

  private relayedLogout(f: Frame, bytes: Uint8Array): void {
    const v = this.relayed!.get(f.vin);
    if (!v) return this.reject(f, Flag.error, 'logout without a login', bytes);
    const body = f.body as LogoutBody;
    this.answer(f, Flag.ok);
    this.endRelayed(f.vin, v, 'logout', { serial: body.serial, time: body.time, bytes: copyOf(bytes) });
  }

  private endRelayed(
    vin: string,
    v: RelayedVehicle,
    reason: string,
    extra: { serial?: number; time?: string; bytes?: Uint8Array } = {},
  ): void {
    this.publish({
      kind: reason === 'logout' ? 'logout' : 'offline',
      vin,
      vehicleId: v.ref.vehicleId,
      tenantId: v.ref.tenantId,
      sessionId: v.sessionId,
      at: Date.now(),
      serial: extra.serial ?? v.loginSerial,
      time: extra.time,
      reason,
      bytes: extra.bytes,
    });
    this.relayed?.delete(vin);
  }

  /** 0x06: the platform's session ends, and with it the sessions of the vehicles it relayed. */
  private platformLogout(f: Frame): void {
    const platform = this.platform!;
    const body = f.body as LogoutBody;
    // the standard has the logout carry the login's serial; a different one is logged, not refused
    if (body.serial !== platform.serial)
      this.ctx.log.warn(
        { account: platform.account, login: platform.serial, logout: body.serial },
        'gateway: platform logout serial differs from the login',
      );
    this.answer(f, Flag.ok);
    this.endPlatform('platformLogout');
    this.phase = 'connected';
    this.ctx.log.info({ account: platform.account, remote: this.remoteAddr }, 'gateway: platform logged out');
    // the connection may stay for another login, within the same deadline as a new one
    this.awaitLogin(Date.now() + this.ctx.loginTimeoutMs);
  }

  private endPlatform(reason: string): void {
    for (const [vin, v] of this.relayed ?? []) this.endRelayed(vin, v, reason);
    this.relayed = null;
    this.platform = null;
  }

  // ------------------------------------------------------------------ downlink

  private enqueueCommand(cmd: ClaimedCommand): void {
    if (this.phase !== 'online') {
      this.out.effect({ effect: 'commandReleased', command: cmd });
      return;
    }
    (this.commands ??= []).push(cmd);
    this.pump();
  }

  private frameFor(request: CommandRequest): FrameInput {
    const base = { edition: this.edition, response: 'command', vin: this.vin!, encryption: 'none' } as const;
    const time = beijingTime();
    switch (request.type) {
      case 'paramQuery':
        return { ...base, command: 'paramQuery', body: { time, ids: request.ids } } as FrameInput;
      case 'paramSet':
        return {
          ...base,
          command: 'paramSet',
          body: { time, params: request.params.map((p) => ({ id: p.id, name: '', value: p.value })) },
        } as FrameInput;
      case 'control':
        return {
          ...base,
          command: 'control',
          body: {
            time,
            commandId: request.commandId,
            command: 'custom',
            upgrade: request.upgrade,
            warning: request.warning,
            hex: request.hex,
          },
        } as FrameInput;
    }
  }

  private pump(): void {
    while (!this.inflight && this.commands && this.commands.length > 0 && this.phase === 'online') {
      const cmd = this.commands.shift()!;
      let bytes: Uint8Array;
      try {
        bytes = encode(this.frameFor(cmd.request));
      } catch (err) {
        this.commandDone(cmd, 'error', { error: `cannot encode the command: ${(err as Error).message}` });
        continue;
      }
      this.send(bytes);
      this.raw('down', bytes, null);
      this.out.effect({ effect: 'commandSent', command: cmd });
      this.inflight = { cmd, commandId: bytes[2]! };
      this.out.effect({ effect: 'startTimer', name: 'command', ms: cmd.timeoutMs });
    }
  }

  private commandTimedOut(): void {
    const inflight = this.inflight;
    if (!inflight) return;
    this.inflight = null;
    this.commandDone(inflight.cmd, 'timeout', { error: `no answer within ${inflight.cmd.timeoutMs} ms` });
    this.pump();
  }

  private onAnswer(f: Frame, bytes: Uint8Array): void {
    this.raw('up', bytes, null);
    const inflight = this.inflight;
    if (!inflight || inflight.commandId !== f.commandId || f.vin !== this.vin) {
      this.ctx.log.warn({ vin: f.vin, command: f.commandId }, 'gateway: an answer to no command in flight');
      return;
    }
    this.out.effect(STOP_COMMAND_TIMER);
    this.inflight = null;
    const flag = bytes[3]!;
    const ok = f.response === 'ok';
    // A control answer that echoes its command id with data after it hands that data on: the
    // diagnosis extension 0x93's data unit, or why a body control 0x90 was refused
    // (docs/control.md); the usual answer carries the time alone.
    const echoed = f.command === 'control' ? (f.body as { commandId?: number; hex?: string }) : null;
    const result =
      f.command === 'paramQuery' && ok
        ? {
            params: ((f.body as ParamsBody).params ?? []).map((p) => ({
              id: p.id,
              name: p.name,
              value: p.value,
            })),
          }
        : echoed?.hex
          ? { commandId: echoed.commandId, hex: echoed.hex }
          : undefined;
    this.commandDone(inflight.cmd, ok ? 'succeeded' : 'failed', {
      responseFlag: flag,
      result,
      ...(ok ? {} : { error: `terminal answered with flag ${flag}` }),
    });
    this.pump();
  }

  private commandDone(cmd: ClaimedCommand, status: CommandStatus, outcome: CommandOutcome): void {
    this.out.effect({ effect: 'commandDone', command: cmd, status, outcome });
  }

  /** Commands taken but not answered when the session ends. */
  private dropCommands(): void {
    if (this.inflight) {
      this.out.effect(STOP_COMMAND_TIMER);
      this.commandDone(this.inflight.cmd, 'disconnected', {
        error: 'the connection ended before the answer',
      });
      this.inflight = null;
    }
    for (const cmd of this.commands ?? []) this.out.effect({ effect: 'commandReleased', command: cmd });
    this.commands = null;
  }

  // ------------------------------------------------------------------ plumbing

  private send(bytes: Uint8Array): void {
    if (this.phase !== 'closed' && this.phase !== 'draining') this.out.reply(bytes);
  }

  private publish(message: IngestMessage): void {
    this.out.effect({ effect: 'publish', message });
  }

  private raw(
    direction: 'up' | 'down',
    bytes: Uint8Array,
    error: string | null,
    vin: string | null = this.vin,
    vehicleId?: number,
  ): void {
    this.publish({
      kind: 'raw',
      direction,
      at: Date.now(),
      vin,
      vehicleId: vehicleId ?? this.ref?.vehicleId ?? null,
      sessionId: this.sessionId,
      remoteAddr: this.remoteAddr,
      error,
      bytes: copyOf(bytes),
    });
  }

  /** Ends the connection: the session (if any) ends with this reason. */
  private close(reason: string): void {
    if (this.phase === 'closed') return;
    if (reason === 'replaced' && this.phase === 'online') {
      // End the session now, read what is still on its way for a while, then close.
      this.endSession(reason, { keep: true });
      this.phase = 'draining';
      this.out.effect(END);
      this.out.effect(DRAIN_TIMER);
      return;
    }
    if (this.phase === 'online') this.endSession(reason);
    if (this.platform) this.endPlatform(reason);
    this.phase = 'closed';
    this.pending = null;
    this.loginDeadline = null;
    if (reason === 'timeout') this.ctx.stats.timeouts++;
    if (reason === 'loginTimeout') this.ctx.stats.loginTimeouts++;
    if (reason !== 'closed')
      this.ctx.log.info({ vin: this.vin, remote: this.remoteAddr, reason }, 'gateway: connection closed');
    this.out.effect({ effect: 'close', reason });
  }
}
