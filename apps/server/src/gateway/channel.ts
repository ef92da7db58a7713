import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  beijingTime,
  encode,
  FrameSplitter,
  type Edition,
  type Frame,
  type FrameInput,
  type Login2016Body,
  type Login2025Body,
  type LogoutBody,
  type ParamsBody,
  type RealtimeBody,
  type RejectedFrame,
} from '@chelian/gb32960';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestQueue } from '../ingest/queue';
import { loginDetails } from '../ingest/batch';
import type { Archive, IccidCheck, VehicleRef } from './archive';
import type { ClaimedCommand, CommandRequest } from './command-types';
import type { Downlink } from './downlink';
import { answerBytes, errorAnswer, Flag, malformedFlag, reportAnswer } from './answers';
import { checkSignature, parseSigningKey, type SigningKey } from './signature';
import { parseFrame, plausibleVin } from './parser';
import type { SessionRegistry } from './sessions';

/** What every connection of a gateway shares. */
export interface ChannelHost {
  node: string;
  log: FastifyBaseLogger;
  queue: IngestQueue;
  archive: Archive;
  /** what a login whose ICCID is not the archive's card gets (GATEWAY_ICCID_CHECK) */
  iccidCheck: IccidCheck;
  sessions: SessionRegistry<Channel>;
  downlink: Downlink;
  stats: GatewayStats;
  /** the ingest queue is over its limit: stop reading this socket until it drains */
  pause(channel: Channel): void;
  closed(channel: Channel): void;
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
}

type State = 'connected' | 'busy' | 'online' | 'draining' | 'closed';

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

/**
 * The channel layer: one terminal connection's state machine.
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
  state: State = 'connected';
  vin: string | null = null;
  edition: Edition = 2016;
  sessionId: string | null = null;
  lastActivity = Date.now();
  /** since when the connection has been waiting for a login (null while a session is on or being checked) */
  awaitingLoginSince: number | null = Date.now();
  private ref: VehicleRef | null = null;
  /** the bound terminal's registered signing key, parsed at login */
  private signKey: SigningKey | null = null;
  /** the connection whose login replaced this one's session */
  private replacedBy: string | null = null;
  private loginSerial = 0;
  private seq = 0;
  private errors = 0;
  private lastSeenPublished = 0;
  private waiting: Uint8Array[] | null = null;
  private commands: ClaimedCommand[] | null = null;
  private inflight: { cmd: ClaimedCommand; commandId: number; timer: NodeJS.Timeout } | null = null;
  private readonly framer: FrameSplitter;
  readonly remoteAddr: string;
  /** the remote address without the port (the per-address connection limit counts it) */
  readonly remoteIp: string;

  constructor(
    readonly socket: Socket,
    private readonly host: ChannelHost,
  ) {
    this.remoteIp = socket.remoteAddress ?? '';
    this.remoteAddr = `${this.remoteIp}:${socket.remotePort ?? ''}`;
    this.framer = new FrameSplitter({
      onFrame: (bytes) => this.onFrame(bytes),
      onReject: (h) => this.onBadFrame(h),
      onSkip: ({ bytes }) => {
        host.stats.garbageBytes += bytes;
        this.host.log.debug({ remote: this.remoteAddr, bytes }, 'gateway: bytes outside any frame dropped');
      },
      // many mostly idle connections: hold a buffer only while a frame is incomplete
      releaseBuffer: true,
    });
  }

  get vehicleId(): number | null {
    return this.ref?.vehicleId ?? null;
  }

  get online(): boolean {
    return this.state === 'online';
  }

  onData(chunk: Buffer): void {
    this.lastActivity = Date.now();
    // The answers to the frames of one chunk leave in one write: a busy terminal's chunk holds many
    // reports, and each socket write costs far more than decoding a report.
    this.socket.cork();
    try {
      this.framer.push(chunk);
    } catch (err) {
      this.host.log.error(
        { err: String(err), remote: this.remoteAddr },
        'gateway: unexpected failure reading a frame',
      );
      this.close('error');
    } finally {
      this.socket.uncork();
    }
  }

  // ------------------------------------------------------------------ uplink

  private onFrame(bytes: Uint8Array): void {
    if (this.state === 'closed') return;
    if (this.waiting) {
      // A login is being checked: keep the order.
      this.waiting.push(copyOf(bytes));
      return;
    }
    this.host.stats.frames++;
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
    switch (f.command) {
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
        // platform login/logout on a vehicle link, 2025 activation and key exchange: not served here
        return this.reject(f, Flag.error, `${f.command} is not served on a vehicle link`, bytes);
    }
  }

  private onBadFrame(h: RejectedFrame): void {
    this.host.stats.errors++;
    this.errors++;
    const reason = h.reason === 'BAD_BCC' ? 'check byte (BCC) is wrong' : 'data unit length is over 65531';
    this.host.log.warn(
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
    return (this.state === 'online' || this.state === 'draining') && f.vin === this.vin;
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
    this.host.stats.errors++;
    this.errors++;
    this.host.log.warn(
      { remote: this.remoteAddr, vin: h?.vin ?? null, command: h?.commandId, flag, reason },
      'gateway: frame rejected',
    );
    this.raw('up', bytes, reason, h?.vin ?? null, vehicleId);
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

  private login(f: Frame, bytes: Uint8Array): void {
    const details = loginDetails(f);
    if (!details) return this.reject(f, malformedFlag(f.edition), 'login body without ICCID', bytes);
    if (this.state === 'online' && f.vin !== this.vin)
      return this.reject(f, Flag.vinDuplicate, `this connection is logged in as ${this.vin}`, bytes);
    if (this.state === 'online') this.endSession('relogin');
    const copy = copyOf(bytes);
    this.waiting = [];
    this.state = 'busy';
    const waitingSince = this.awaitingLoginSince ?? Date.now();
    this.awaitingLoginSince = null;
    const check = this.host.iccidCheck;
    this.host.archive.forLogin(f.vin, details.iccid, check).then(
      ({ ref, expectedIccid }) => {
        if (this.state === 'closed') return;
        if (!ref) {
          this.state = 'connected';
          this.awaitingLoginSince = waitingSince;
          this.host.stats.rejectedLogins++;
          this.reject(
            f,
            f.edition === 2025 ? Flag.vinUnknown : Flag.error,
            'VIN unknown to the archive',
            copy,
          );
        } else if (expectedIccid && check === 'refuse') {
          this.state = 'connected';
          this.awaitingLoginSince = waitingSince;
          this.host.stats.rejectedLogins++;
          this.host.stats.iccidMismatches++;
          const reason = `ICCID ${details.iccid} is not the SIM card ${expectedIccid} the archive assigns to terminal ${ref.terminalCode ?? ''}; login refused`;
          this.reject(f, Flag.error, reason, copy, ref.vehicleId);
        } else {
          if (expectedIccid) {
            // alarm: the session goes on; its login row (reported ICCID) is listed among the terminal anomalies
            this.host.stats.iccidMismatches++;
            this.host.log.warn(
              { vin: f.vin, iccid: details.iccid, expected: expectedIccid, remote: this.remoteAddr },
              'gateway: login ICCID differs from the archive',
            );
          }
          this.accept(f, ref, details, copy);
        }
        this.resume();
      },
      (err) => {
        this.host.log.error({ err: String(err), vin: f.vin }, 'gateway: login lookup failed');
        if (this.state === 'closed') return;
        this.state = 'connected';
        this.awaitingLoginSince = waitingSince;
        this.answer(f, Flag.error);
        this.resume();
      },
    );
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
        this.host.log.warn(
          { vin: f.vin, terminal: ref.terminalCode, reason: key },
          'gateway: registered signing key unusable, signatures not checked',
        );
      else this.signKey = key;
    }
    this.sessionId = randomUUID();
    this.loginSerial = body.serial;
    this.state = 'online';
    this.errors = 0;
    this.host.stats.logins++;
    // The newer login wins: a terminal whose link died silently (NAT expiry, cell handover)
    // reconnects while this node still holds the half-open socket for up to
    // HEARTBEAT_TIMEOUT_SECONDS (180 s by default); keeping the old one would lock the real
    // terminal out for that long after every such drop. Logins are checked (ICCID, signatures),
    // and each displacement is logged and recorded on the ended session with the new address.
    const old = this.host.sessions.get(f.vin);
    if (old && old !== this) old.displacedBy(this.remoteAddr);
    this.host.sessions.register(f.vin, this);
    const now = Date.now();
    this.lastSeenPublished = now;
    this.host.queue.publish({
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
      gateway: this.host.node,
      bytes,
    });
    this.answer(f, Flag.ok);
    this.host.log.info(
      { vin: f.vin, edition: f.edition, remote: this.remoteAddr, session: this.sessionId },
      'gateway: terminal logged in',
    );
    void this.host.downlink.onLogin(this);
  }

  /** Frames that waited for the login check, in order. */
  private resume(): void {
    const list = this.waiting;
    this.waiting = null;
    if (list) for (const b of list) this.onFrame(b);
  }

  /** A login of this VIN on the connection at `by` takes the session over: record it, then close. */
  displacedBy(by: string): void {
    if (this.state !== 'online') return this.close('replaced');
    this.replacedBy = by;
    this.host.stats.replaced++;
    this.host.log.warn(
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
        this.state === 'online' ? 'VIN differs from the login' : 'report before login',
        bytes,
      );
    if (this.signKey && f.edition === 2025) {
      const failure = checkSignature(bytes, (f.body as RealtimeBody).signature, this.signKey);
      if (failure) {
        this.host.stats.signatureFailures++;
        return this.reject(f, Flag.signatureFailed, failure, bytes);
      }
    }
    const ref = this.ref!;
    const now = Date.now();
    this.host.stats.reports++;
    this.errors = 0;
    this.host.queue.publish({
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
    if (this.host.queue.full) this.host.pause(this);
  }

  private seen(): void {
    const now = Date.now();
    if (now - this.lastSeenPublished < SEEN_EVERY_MS || !this.ref) return;
    this.lastSeenPublished = now;
    this.host.queue.publish({
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
    this.state = 'connected';
    // the connection may stay for another login, within the same deadline as a new one
    this.awaitingLoginSince = Date.now();
  }

  /** Publishes the end of the session and forgets it (the connection may stay open). */
  private endSession(
    reason: string,
    extra: { serial?: number; time?: string; bytes?: Uint8Array; keep?: boolean } = {},
  ): void {
    if (!this.ref || !this.sessionId || !this.vin) return;
    this.host.queue.publish({
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
    this.host.sessions.unregister(this.vin, this);
    this.dropCommands();
    if (!extra.keep) this.sessionId = null;
  }

  // ------------------------------------------------------------------ downlink

  enqueueCommand(cmd: ClaimedCommand): void {
    if (this.state !== 'online') {
      this.host.downlink.release(cmd);
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
    while (!this.inflight && this.commands && this.commands.length > 0 && this.state === 'online') {
      const cmd = this.commands.shift()!;
      let bytes: Uint8Array;
      try {
        bytes = encode(this.frameFor(cmd.request));
      } catch (err) {
        this.host.downlink.finish(cmd, 'error', {
          error: `cannot encode the command: ${(err as Error).message}`,
        });
        continue;
      }
      this.send(bytes);
      this.raw('down', bytes, null);
      this.host.downlink.sent(cmd);
      const timer = setTimeout(() => {
        if (this.inflight?.cmd !== cmd) return;
        this.inflight = null;
        this.host.downlink.finish(cmd, 'timeout', { error: `no answer within ${cmd.timeoutMs} ms` });
        this.pump();
      }, cmd.timeoutMs);
      this.inflight = { cmd, commandId: bytes[2]!, timer };
    }
  }

  private onAnswer(f: Frame, bytes: Uint8Array): void {
    this.raw('up', bytes, null);
    const inflight = this.inflight;
    if (!inflight || inflight.commandId !== f.commandId || f.vin !== this.vin) {
      this.host.log.warn({ vin: f.vin, command: f.commandId }, 'gateway: an answer to no command in flight');
      return;
    }
    clearTimeout(inflight.timer);
    this.inflight = null;
    const flag = bytes[3]!;
    const ok = f.response === 'ok';
    // A control answer that echoes its command id with data after it (the diagnosis extension 0x93,
    // docs/control.md) hands that data on; the usual answer carries the time alone.
    const echoed = f.command === 'control' && ok ? (f.body as { commandId?: number; hex?: string }) : null;
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
    this.host.downlink.finish(inflight.cmd, ok ? 'succeeded' : 'failed', {
      responseFlag: flag,
      result,
      ...(ok ? {} : { error: `terminal answered with flag ${flag}` }),
    });
    this.pump();
  }

  /** Commands taken but not answered when the session ends. */
  private dropCommands(): void {
    if (this.inflight) {
      clearTimeout(this.inflight.timer);
      this.host.downlink.finish(this.inflight.cmd, 'disconnected', {
        error: 'the connection ended before the answer',
      });
      this.inflight = null;
    }
    for (const cmd of this.commands ?? []) this.host.downlink.release(cmd);
    this.commands = null;
  }

  // ------------------------------------------------------------------ plumbing

  private send(bytes: Uint8Array): void {
    if (
      this.state !== 'closed' &&
      this.state !== 'draining' &&
      !this.socket.destroyed &&
      this.socket.writable
    )
      this.socket.write(bytes);
  }

  private raw(
    direction: 'up' | 'down',
    bytes: Uint8Array,
    error: string | null,
    vin: string | null = this.vin,
    vehicleId?: number,
  ): void {
    this.host.queue.publish({
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
  close(reason: string): void {
    if (this.state === 'closed') return;
    if (reason === 'replaced' && this.state === 'online') {
      // End the session now, read what is still on its way for a while, then close.
      this.endSession(reason, { keep: true });
      this.state = 'draining';
      this.socket.end();
      setTimeout(() => this.close('replaced'), DRAIN_MS).unref();
      return;
    }
    if (this.state === 'online') this.endSession(reason);
    this.state = 'closed';
    this.waiting = null;
    this.framer.reset();
    if (reason === 'timeout') this.host.stats.timeouts++;
    if (reason === 'loginTimeout') this.host.stats.loginTimeouts++;
    if (reason !== 'closed')
      this.host.log.info({ vin: this.vin, remote: this.remoteAddr, reason }, 'gateway: connection closed');
    this.socket.destroy();
    this.host.closed(this);
  }
}
