import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Bus } from '../platform/bus';
import type { Secrets } from '../platform/secrets';
import type { IngestQueue } from '../ingest';
import { telemetryStore } from '../db/store';
import { Archive } from './archive';
import type { GatewayStats } from './channel';
import { Connection, type ConnectionHost } from './connection';
import { Downlink } from './downlink';
import { Listener } from './listener';
import { PlatformAccounts } from './platforms';
import { SessionRegistry } from './sessions';
import { TelemetrySubjects, type TerminalDropMessage } from '../domains/telemetry';

export interface Gateway {
  /** the TCP port it listens on (GATEWAY_PORT; a free one when that is 0) */
  port: number;
  node: string;
  stats: GatewayStats;
  sessions: SessionRegistry<Connection>;
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
  /** opens the sealed passwords of tenant platform accounts (platform logins) */
  secrets: Pick<Secrets, 'open'>;
}

export function gatewayNode(config: Config): string {
  return config.GATEWAY_NODE || `${hostname()}-${process.pid}`;
}

/**
 * The GB/T 32960.3 gateway: listener (TCP) -> connection (one socket: frames, timers, effects) ->
 * channel (its state machine) -> parser and frame layers; accepted frames and session events go to
 * the ingest queue, downlink commands come from the bus.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const { config, log } = opts;
  const node = gatewayNode(config);
  const store = telemetryStore(opts.database);
  const sessions = new SessionRegistry<Connection>();
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
    platformLogins: 0,
    rejectedPlatformLogins: 0,
  };
  const downlink = new Downlink(store, opts.bus, node, log, (vin) => {
    const c = sessions.get(vin);
    return c?.online ? c : undefined;
  });
  const paused = new Set<Connection>();
  opts.queue.onDrain(() => {
    for (const c of paused) c.socket.resume();
    paused.clear();
  });
  const host: ConnectionHost = {
    node,
    log,
    queue: opts.queue,
    archive: new Archive(store, {
      autoRegister: config.GATEWAY_AUTO_REGISTER,
      autoRegisterTenant: config.GATEWAY_AUTO_REGISTER_TENANT,
    }),
    platforms: new PlatformAccounts(store, opts.secrets),
    iccidCheck: config.GATEWAY_ICCID_CHECK,
    loginTimeoutMs: config.GATEWAY_LOGIN_TIMEOUT_SECONDS * 1000,
    sessions,
    downlink,
    stats,
    pause(connection) {
      if (paused.has(connection)) return;
      paused.add(connection);
      connection.socket.pause();
      // the queue may have drained in between
      if (!opts.queue.full) {
        paused.delete(connection);
        connection.socket.resume();
      }
    },
    closed(connection) {
      paused.delete(connection);
      listener.remove(connection);
      stats.connections = listener.connections.size;
    },
  };
  const listener: Listener = new Listener({
    host: config.GATEWAY_HOST,
    port: config.GATEWAY_PORT,
    maxConnections: config.GATEWAY_MAX_CONNECTIONS,
    maxPerAddress: config.GATEWAY_MAX_CONNECTIONS_PER_IP,
    limitLoopback: config.GATEWAY_LIMIT_LOOPBACK,
    idleTimeoutMs: config.HEARTBEAT_TIMEOUT_SECONDS * 1000,
    onConnection: (socket) => {
      stats.accepted++;
      const connection = new Connection(socket, host);
      stats.connections = listener.connections.size + 1;
      return connection;
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
      return listener.connections.size;
    },
    async close() {
      stopDrop();
      downlink.stop();
      await listener.close('shutdown');
      await downlink.settle();
    },
  };
}
export { FINAL_STATUSES } from './command-types';
export type { CommandStatus, CommandStatusEvent, CommandRequest } from './command-types';
export { publishCommandStatus } from './downlink';
export { commandsFor } from './commands';
export type { SendOptions } from './commands';
export { parseSigningKey } from './signature';
