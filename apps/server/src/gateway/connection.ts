import type { Socket } from 'node:net';
import { FrameSplitter } from '@chelian/gb32960';
import type { IngestQueue } from '../ingest';
import type { Archive } from './archive';
import {
  Channel,
  type ChannelContext,
  type ChannelEvent,
  type Effect,
  type Output,
  type TimerName,
} from './channel';
import type { ClaimedCommand } from './command-types';
import type { Downlink } from './downlink';
import type { PlatformAccounts } from './platforms';
import type { SessionRegistry } from './sessions';

/** What every connection of a gateway shares. */
export interface ConnectionHost extends ChannelContext {
  queue: IngestQueue;
  archive: Archive;
  /** tenant platform accounts, for platform logins (0x05) */
  platforms: PlatformAccounts;
  sessions: SessionRegistry<Connection>;
  downlink: Downlink;
  /** the ingest queue is over its limit: stop reading this socket until it drains */
  pause(connection: Connection): void;
  closed(connection: Connection): void;
}

const OPEN: ChannelEvent = { type: 'open' };

/** setTimeout's callback, with the connection and the timer's name as arguments (no closure per timer). */
function fire(connection: Connection, name: TimerName): void {
  connection.timerFired(name);
}

/**
 * The socket side of one terminal connection: cuts the byte stream into frames, hands them and
 * every other event to its channel, writes the replies and performs the effects (ingest queue,
 * session registry, archive lookups, downlink, timers, closing the socket). The decisions are the
 * channel's.
 */
export class Connection implements Output {
  readonly channel: Channel;
  /** the remote address without the port (the per-address connection limit counts it) */
  readonly remoteIp: string;
  lastActivity = Date.now();
  private timers: Partial<Record<TimerName, NodeJS.Timeout>> | null = null;
  private readonly framer: FrameSplitter;

  constructor(
    readonly socket: Socket,
    private readonly host: ConnectionHost,
  ) {
    this.remoteIp = socket.remoteAddress ?? '';
    this.channel = new Channel(host, `${this.remoteIp}:${socket.remotePort ?? ''}`);
    this.framer = new FrameSplitter({
      onFrame: (bytes) => this.channel.handle({ type: 'frame', bytes }, this),
      onReject: (frame) => this.channel.handle({ type: 'badFrame', frame }, this),
      onSkip: ({ bytes }) => {
        host.stats.garbageBytes += bytes;
        host.log.debug({ remote: this.remoteAddr, bytes }, 'gateway: bytes outside any frame dropped');
      },
      // many mostly idle connections: hold a buffer only while a frame is incomplete
      releaseBuffer: true,
    });
    this.channel.handle(OPEN, this);
  }

  get remoteAddr(): string {
    return this.channel.remoteAddr;
  }

  get vin(): string | null {
    return this.channel.vin;
  }

  get vehicleId(): number | null {
    return this.channel.vehicleId;
  }

  get online(): boolean {
    return this.channel.online;
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

  /** Ends the connection: the session (if any) ends with this reason. */
  close(reason: string): void {
    this.channel.handle({ type: 'close', reason }, this);
  }

  /** A login of this VIN on the connection at `by` takes the session over. */
  displacedBy(by: string): void {
    this.channel.handle({ type: 'displaced', by }, this);
  }

  /** A command the downlink claimed for this terminal. */
  enqueueCommand(command: ClaimedCommand): void {
    this.channel.handle({ type: 'command', command }, this);
  }

  timerFired(name: TimerName): void {
    if (this.timers) this.timers[name] = undefined;
    this.channel.handle({ type: 'timer', name }, this);
  }

  // ------------------------------------------------------------------ Output

  reply(bytes: Uint8Array): void {
    if (!this.socket.destroyed && this.socket.writable) this.socket.write(bytes);
  }

  effect(e: Effect): void {
    const host = this.host;
    switch (e.effect) {
      case 'publish':
        host.queue.publish(e.message);
        if (host.queue.full) host.pause(this);
        return;
      case 'startTimer': {
        const timers = (this.timers ??= {});
        if (timers[e.name]) clearTimeout(timers[e.name]);
        timers[e.name] = setTimeout(fire, e.ms, this, e.name).unref();
        return;
      }
      case 'stopTimer':
        if (this.timers?.[e.name]) {
          clearTimeout(this.timers[e.name]);
          this.timers[e.name] = undefined;
        }
        return;
      case 'checkLogin':
        void host.archive.forLogin(e.vin, e.iccid, e.check).then(
          (lookup) => this.channel.handle({ type: 'loginChecked', lookup }, this),
          (error: unknown) => this.channel.handle({ type: 'loginFailed', error }, this),
        );
        return;
      case 'checkPlatform':
        void host.platforms.check(e.username, e.password).then(
          (account) => this.channel.handle({ type: 'platformChecked', account }, this),
          (error: unknown) => this.channel.handle({ type: 'loginFailed', error }, this),
        );
        return;
      case 'lookupVehicle':
        void host.archive.lookup(e.vin).then(
          (ref) => this.channel.handle({ type: 'loginChecked', lookup: { ref, expectedIccid: null } }, this),
          (error: unknown) => this.channel.handle({ type: 'loginFailed', error }, this),
        );
        return;
      case 'register': {
        const old = host.sessions.get(e.vin);
        if (old && old !== this) old.displacedBy(this.remoteAddr);
        host.sessions.register(e.vin, this);
        return;
      }
      case 'unregister':
        host.sessions.unregister(e.vin, this);
        return;
      case 'takeQueuedCommands':
        void host.downlink.onLogin(this);
        return;
      case 'commandSent':
        host.downlink.sent(e.command);
        return;
      case 'commandDone':
        host.downlink.finish(e.command, e.status, e.outcome);
        return;
      case 'commandReleased':
        host.downlink.release(e.command);
        return;
      case 'end':
        this.socket.end();
        return;
      case 'close':
        if (this.timers) for (const t of Object.values(this.timers)) clearTimeout(t);
        this.timers = null;
        this.framer.reset();
        this.socket.destroy();
        host.closed(this);
        return;
    }
  }
}
