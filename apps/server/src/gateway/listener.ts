import net from 'node:net';
import type { Channel } from './channel';

export interface ListenerOptions {
  host: string;
  port: number;
  maxConnections: number;
  /** idle time after which a connection is closed */
  idleTimeoutMs: number;
  onConnection(socket: net.Socket): Channel;
  onRefused(socket: net.Socket): void;
}

/**
 * The listener layer: the TCP server, the connection limit and the idle sweep (one timer for all
 * connections instead of one per socket).
 */
export class Listener {
  readonly channels = new Set<Channel>();
  private server: net.Server | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: ListenerOptions) {}

  async listen(): Promise<number> {
    const server = net.createServer({ noDelay: true, keepAlive: true, keepAliveInitialDelay: 60_000 }, (socket) => {
      if (this.channels.size >= this.opts.maxConnections) {
        this.opts.onRefused(socket);
        socket.destroy();
        return;
      }
      const channel = this.opts.onConnection(socket);
      this.channels.add(channel);
      socket.on('data', (chunk: Buffer) => channel.onData(chunk));
      // A reset by the terminal is a lost link like any other close.
      socket.on('error', (err: NodeJS.ErrnoException) => channel.close(err.code === 'ECONNRESET' || err.code === 'EPIPE' ? 'closed' : 'error'));
      socket.on('close', () => channel.close('closed'));
    });
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
    for (const c of this.channels) if (c.lastActivity < limit) c.close('timeout');
  }

  remove(channel: Channel): void {
    this.channels.delete(channel);
  }

  /** Stops accepting; existing connections are closed with `reason`. */
  async close(reason: string): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((r) => server.close(() => r())) : Promise.resolve();
    for (const c of [...this.channels]) c.close(reason);
    await closed;
  }
}
