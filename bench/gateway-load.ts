/**
 * The simulator side of bench/gateway.ts, run in a child process so that it does not share the
 * server's event loop. Started with fork(); options come as JSON in argv[2]; it reports over IPC.
 */
import { startFleet } from '../apps/simulator/src/index';

interface Options {
  port: number;
  vehicles: number;
  offset: number;
  seed: string;
  /** report period, seconds */
  interval: number;
  heartbeat: number;
  rampMs: number;
}

const opts = JSON.parse(process.argv[2] ?? '{}') as Options;
const fleet = startFleet({
  vehicles: opts.vehicles,
  offset: opts.offset,
  seed: opts.seed,
  port: opts.port,
  host: '127.0.0.1',
  interval: opts.interval,
  heartbeat: opts.heartbeat,
  rampMs: opts.rampMs,
  edition: 'mixed',
  dropsPerHour: 0,
  sleepWhenParked: false,
  randomAlarms: true,
});

const send = (m: unknown) => process.send?.(m);
const sent = () => fleet.vehicles.reduce((n, v) => n + v.stats.realtime + v.stats.reissue, 0);

void fleet.started.then(async () => {
  while (fleet.stats().online < opts.vehicles) await new Promise((r) => setTimeout(r, 100));
  send({ type: 'online', online: fleet.stats().online, sent: sent() });
});

process.on('message', (m: { type: string }) => {
  if (m.type === 'sent') send({ type: 'sent', sent: sent() });
  if (m.type === 'stop') {
    // Stop reporting; logout and end() let the sockets flush what they still hold, and the
    // process stays until the gateway has read it all (an exit would leave orphaned sockets).
    const total = sent();
    void fleet.stop({ logout: true, timeoutMs: 30 * 60_000 }).then(() => {
      send({ type: 'closed', sent: total });
      setTimeout(() => process.exit(0), 100);
    });
    send({ type: 'stopped', sent: total, logins: fleet.stats().logins });
  }
});
