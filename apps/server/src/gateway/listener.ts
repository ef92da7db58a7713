import net from 'node:net';
import type { Connection } from './connection';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack listener reports ::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export interface ListenerOptions {
  host: string;
  port: number;
  maxConnections: number;
  /** open connections one remote address may hold (0: no limit) */
  maxPerAddress: number;
  /** whether loopback addresses count against maxPerAddress */
  limitLoopback: boolean;
  /** idle time after which a connection is closed */
  idleTimeoutMs: number;
  onConnection(socket: net.Socket): Connection;
  onRefused(socket: net.Socket, why: 'limit' | 'address'): void;
}

/**
 * The listener layer: the TCP server, the connection limits (in all and per remote address) and
 * the sweep (one timer for all connections instead of one per socket) that closes idle connections.
 * Each socket's bytes and events go to its Connection.
 */
export class Listener {
  readonly connections = new Set<Connection>();
  /** open connections per remote address (only kept when there is a per-address limit) */
  private readonly perAddress = new Map<string, number>();
  private server: net.Server | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: ListenerOptions) {}

  async listen(): Promise<number> {
    const server = net.createServer(
      { noDelay: true, keepAlive: true, keepAliveInitialDelay: 60_000 },
      (socket) => {
        if (this.connections.size >= this.opts.maxConnections) {
          this.opts.onRefused(socket, 'limit');
          socket.destroy();
          return;
        }
        const address = socket.remoteAddress ?? '';
        if (this.limited(address)) {
          const open = this.perAddress.get(address) ?? 0;
          if (open >= this.opts.maxPerAddress) {
            this.opts.onRefused(socket, 'address');
            socket.destroy();
            return;
          }
          this.perAddress.set(address, open + 1);
        }
        const connection = this.opts.onConnection(socket);
        this.connections.add(connection);
        socket.on('data', (chunk: Buffer) => connection.onData(chunk));
        // A reset by the terminal is a lost link like any other close.
        socket.on('error', (err: NodeJS.ErrnoException) =>
          connection.close(err.code === 'ECONNRESET' || err.code === 'EPIPE' ? 'closed' : 'error'),
        );
        socket.on('close', () => connection.close('closed'));
      },
    );
    server.on('error', () => undefined);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // a deep accept backlog: a fleet reconnects all at once after an outage
      server.listen(this.opts.port, this.opts.host, 4096, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const every = Math.max(200, Math.min(5000, this.opts.idleTimeoutMs / 4));
    this.sweepTimer = setInterval(() => this.sweep(), every);
    this.sweepTimer.unref();
    return (server.address() as net.AddressInfo).port;
  }

  private sweep(): void {
    const limit = Date.now() - this.opts.idleTimeoutMs;
    // any byte counts as activity, so a peer trickling bytes is only caught by its channel's login deadline
    for (const c of this.connections) if (c.lastActivity < limit) c.close('timeout');
  }

  /** The per-address limit applies to this address. */
  private limited(address: string): boolean {
    return this.opts.maxPerAddress > 0 && (this.opts.limitLoopback || !isLoopback(address));
  }

  remove(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    const address = connection.remoteIp;
    if (!this.limited(address)) return;
    const open = (this.perAddress.get(address) ?? 1) - 1;
    if (open > 0) this.perAddress.set(address, open);
    else this.perAddress.delete(address);
  }

  /** Stops accepting; existing connections are closed with `reason`. */
  async close(reason: string): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((r) => server.close(() => r())) : Promise.resolve();
    for (const c of [...this.connections]) c.close(reason);
    await closed;
  }
}
