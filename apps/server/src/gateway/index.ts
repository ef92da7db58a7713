import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Bus } from '../platform/bus';
import type { IngestQueue } from '../ingest/queue';
import { telemetryStore } from '../ingest/store';
import { Archive } from './archive';
import { Channel, type ChannelHost, type GatewayStats } from './channel';
import { Downlink } from './downlink';
import { Listener } from './listener';
import { SessionRegistry } from './sessions';
import { TelemetrySubjects, type TerminalDropMessage } from '../domains/telemetry/subjects';

export interface Gateway {
  /** the TCP port it listens on (GATEWAY_PORT; a free one when that is 0) */
  port: number;
  node: string;
  stats: GatewayStats;
  sessions: SessionRegistry<Channel>;
  /** open connections (logged in or not) */
  readonly connections: number;
  close(): Promise<void>;
}

export interface GatewayOptions {
  config: Config;
  database: Database;
  bus: Bus;
  queue: IngestQueue;
  log: FastifyBaseLogger;
}

export function gatewayNode(config: Config): string {
  return config.GATEWAY_NODE || `${hostname()}-${process.pid}`;
}

/**
 * The GB/T 32960.3 gateway: listener (TCP) -> channel (per-connection state machine) -> parser
 * and frame layers; accepted frames and session events go to the ingest queue, downlink commands
 * come from the bus.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const { config, log } = opts;
  const node = gatewayNode(config);
  const store = telemetryStore(opts.database);
  const sessions = new SessionRegistry<Channel>();
  const stats: GatewayStats = {
    connections: 0,
    accepted: 0,
    refused: 0,
    refusedPerAddress: 0,
    logins: 0,
    rejectedLogins: 0,
    iccidMismatches: 0,
    signatureFailures: 0,
    replaced: 0,
    frames: 0,
    reports: 0,
    errors: 0,
    garbageBytes: 0,
    timeouts: 0,
    loginTimeouts: 0,
  };
  const downlink = new Downlink(store, opts.bus, node, log, (vin) => {
    const c = sessions.get(vin);
    return c?.online ? c : undefined;
  });
  const paused = new Set<Channel>();
  opts.queue.onDrain(() => {
    for (const c of paused) c.socket.resume();
    paused.clear();
  });
  const host: ChannelHost = {
    node,
    log,
    queue: opts.queue,
    archive: new Archive(store, {
      autoRegister: config.GATEWAY_AUTO_REGISTER,
      autoRegisterTenant: config.GATEWAY_AUTO_REGISTER_TENANT,
    }),
    iccidCheck: config.GATEWAY_ICCID_CHECK,
    sessions,
    downlink,
    stats,
    pause(channel) {
      if (paused.has(channel)) return;
      paused.add(channel);
      channel.socket.pause();
      // the queue may have drained in between
      if (!opts.queue.full) {
        paused.delete(channel);
        channel.socket.resume();
      }
    },
    closed(channel) {
      paused.delete(channel);
      listener.remove(channel);
      stats.connections = listener.channels.size;
    },
  };
  const listener: Listener = new Listener({
    host: config.GATEWAY_HOST,
    port: config.GATEWAY_PORT,
    maxConnections: config.GATEWAY_MAX_CONNECTIONS,
    maxPerAddress: config.GATEWAY_MAX_CONNECTIONS_PER_IP,
    limitLoopback: config.GATEWAY_LIMIT_LOOPBACK,
    idleTimeoutMs: config.HEARTBEAT_TIMEOUT_SECONDS * 1000,
    loginTimeoutMs: config.GATEWAY_LOGIN_TIMEOUT_SECONDS * 1000,
    onConnection: (socket) => {
      stats.accepted++;
      const channel = new Channel(socket, host);
      stats.connections = listener.channels.size + 1;
      return channel;
    },
    onRefused: (socket, why) => {
      if (why === 'address') {
        stats.refusedPerAddress++;
        log.warn(
          { remote: socket.remoteAddress, max: config.GATEWAY_MAX_CONNECTIONS_PER_IP },
          'gateway: connection refused, limit per address reached',
        );
      } else {
        stats.refused++;
        log.warn(
          { remote: socket.remoteAddress, max: config.GATEWAY_MAX_CONNECTIONS },
          'gateway: connection refused, limit reached',
        );
      }
    },
  });
  const port = await listener.listen();
  downlink.start();
  // an API node asks for a VIN's session to end (after a VIN change): whichever gateway holds it closes it
  const stopDrop = opts.bus.subscribe(TelemetrySubjects.terminalDrop, (payload) => {
    const { vin, reason } = payload as TerminalDropMessage;
    if (typeof vin === 'string') sessions.get(vin)?.close(typeof reason === 'string' ? reason : 'dropped');
  });
  log.info({ port, node }, 'GB/T 32960 gateway listening');
  return {
    port,
    node,
    stats,
    sessions,
    get connections() {
      return listener.channels.size;
    },
    async close() {
      stopDrop();
      downlink.stop();
      await listener.close('shutdown');
      await downlink.settle();
    },
  };
}
