import net from 'node:net';
import type { ForwardLinkError } from '@chelian/contracts/resources/forward/forward';
import { bcc, beijingTime, encode, FrameSplitter, type Edition, type FrameInput } from '@chelian/gb32960';

/** Response flags of GB/T 32960.3 (answers carry one of them in byte 3). */
export const FLAG_OK = 0x01;
const FLAG_COMMAND = 0xfe;

/** The link to a target broke (refused, closed, silent): what was in flight stays in the outbox. */
export class LinkError extends Error {
  constructor(
    readonly code: ForwardLinkError,
    message: string,
  ) {
    super(message);
  }
}

export interface Answer {
  flag: number;
}

interface Waiting {
  commandId: number;
  resolve(answer: Answer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One TCP connection to a target platform, speaking as a GB/T 32960 client: one frame in flight,
 * matched to the answer with the same command id (answers come back in order). Frames the target
 * sends of its own (commands, heartbeats) are not answers and are passed over.
 */
export class FrameLink {
  private readonly socket: net.Socket;
  private waiting: Waiting | null = null;
  private broken: Error | null = null;
  /** answers to frames that were written without waiting (2016 reports are answered only when refused) */
  private unsolicited: Uint8Array[] = [];
  /** the VINs logged in on this connection (their login was answered ok) */
  readonly loggedIn = new Set<string>();

  private constructor(socket: net.Socket) {
    this.socket = socket;
    const splitter = new FrameSplitter({
      onFrame: (bytes) => {
        if (bytes[3] === FLAG_COMMAND) return;
        const w = this.waiting;
        if (!w || bytes[2] !== w.commandId) {
          this.unsolicited.push(Buffer.from(bytes));
          return;
        }
        this.waiting = null;
        clearTimeout(w.timer);
        w.resolve({ flag: bytes[3]! });
      },
    });
    socket.on('data', (chunk) => splitter.push(chunk));
    socket.on('error', (err) => this.fail(new LinkError('CLOSED', err.message)));
    socket.on('close', () => this.fail(new LinkError('CLOSED', 'closed by the target')));
  }

  static connect(host: string, port: number, timeoutMs: number): Promise<FrameLink> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new LinkError('UNREACHABLE', `no connection to ${host}:${port} within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new FrameLink(socket));
      });
      socket.once('error', (err) => {
        clearTimeout(timer);
        reject(new LinkError('UNREACHABLE', err.message));
      });
    });
  }

  /** Writes a frame and waits for the target's answer to it. */
  request(bytes: Uint8Array, timeoutMs: number): Promise<Answer> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.waiting) return Promise.reject(new Error('a frame is already in flight'));
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new LinkError('NO_ANSWER', `no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiting = { commandId: bytes[2]!, resolve, reject, timer };
      this.socket.write(bytes);
    });
  }

  /**
   * Writes frames the target answers only when it refuses them (2016 reports), then a heartbeat,
   * which is always answered: answers come in order, so a refusal of any of them arrives before
   * the heartbeat's answer or not at all. A refusal carries the refused frame's VIN and time, which
   * tell which it was. Answers each frame's refusal flag, or null when it was taken.
   */
  async unanswered(frames: readonly Uint8Array[], timeoutMs: number): Promise<(number | null)[]> {
    if (this.broken) throw this.broken;
    if (!frames.length) return [];
    this.unsolicited = [];
    for (const f of frames) this.socket.write(f);
    const last = frames[frames.length - 1]!;
    const edition: Edition = last[0] === 0x24 ? 2025 : 2016;
    const vin = Buffer.from(last.subarray(4, 21)).toString('latin1');
    await this.request(
      encode({
        edition,
        command: 'heartbeat',
        response: 'command',
        vin,
        encryption: 'none',
        body: {},
      } as FrameInput),
      timeoutMs,
    );
    const refusals = this.unsolicited;
    this.unsolicited = [];
    // header (24 bytes) then the time (6): the same in the frame and in its refusal
    const sameFrame = (a: Uint8Array, f: Uint8Array) =>
      a[2] === f[2] &&
      Buffer.compare(a.subarray(4, 21), f.subarray(4, 21)) === 0 &&
      Buffer.compare(a.subarray(24, 30), f.subarray(24, 30)) === 0;
    return frames.map((f) => refusals.find((a) => sameFrame(a, f))?.[3] ?? null);
  }

  private fail(error: Error): void {
    this.broken ??= error;
    const w = this.waiting;
    this.waiting = null;
    if (w) {
      clearTimeout(w.timer);
      w.reject(error);
    }
    this.socket.destroy();
  }

  close(): void {
    this.fail(new LinkError('CLOSED', 'closed'));
  }
}

/** The platform login (0x05) or logout (0x06) of an account; the header's identity field holds the account. */
export function platformFrame(
  command: 'platformLogin' | 'platformLogout',
  edition: Edition,
  account: string,
  serial: number,
  password = '',
): Uint8Array {
  const time = beijingTime();
  const body =
    command === 'platformLogin'
      ? { time, serial, username: account, password, encryptionRule: 'none' }
      : { time, serial };
  return encode({
    edition,
    command,
    response: 'command',
    vin: account,
    encryption: 'none',
    body,
  } as FrameInput);
}

/**
 * A stored real-time report (0x02) as the reissue (0x03) of the same data: command byte changed,
 * check byte computed again; everything else as the vehicle sent it.
 */
export function asReissue(frame: Uint8Array): Uint8Array {
  const out = Buffer.from(frame);
  out[2] = 0x03;
  out[out.length - 1] = bcc(out, 2, out.length - 1);
  return out;
}
