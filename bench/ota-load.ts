/**
 * The terminals of bench/ota.ts, in a child process so that they do not share the server's event
 * loop or its CPU figure. Started with fork(); options come as JSON in argv[2]; it reports over IPC.
 */
import { startFleet } from '../apps/simulator/src/index';

interface Options {
  port: number;
  vehicles: number;
  seed: string;
  rampMs: number;
  stepMs: number;
  failureRate: number;
  cutRate: number;
}

const opts = JSON.parse(process.argv[2] ?? '{}') as Options;
const fleet = startFleet({
  vehicles: opts.vehicles,
  seed: opts.seed,
  port: opts.port,
  host: '127.0.0.1',
  // a report every 60 s: the realtime load stays low, the campaign's progress frames are measured
  interval: 60,
  heartbeat: 60,
  rampMs: opts.rampMs,
  edition: 'mixed',
  dropsPerHour: 0,
  sleepWhenParked: false,
  randomAlarms: false,
});
// parked, still and charged for the whole run: the preconditions hold, failures are the flash's own
for (const v of fleet.vehicles) {
  v.vehicle.mode = 'parked';
  v.vehicle.speed = 0;
  v.vehicle.soc = 90;
  v.vehicle.modeUntil = Number.POSITIVE_INFINITY;
  v.ota.stepMs = opts.stepMs;
  v.ota.failureRate = opts.failureRate;
  v.ota.cutRate = opts.cutRate;
}

const send = (m: unknown) => process.send?.(m);
const reports = () => fleet.vehicles.reduce((n, v) => n + v.ota.sent.length, 0);

void fleet.started.then(async () => {
  while (fleet.stats().online < opts.vehicles) await new Promise((r) => setTimeout(r, 100));
  send({ type: 'online', reports: reports() });
});

process.on('message', (m: { type: string }) => {
  if (m.type === 'reports') send({ type: 'reports', reports: reports() });
  if (m.type === 'stop') {
    const total = reports();
    void fleet.stop({ logout: true, timeoutMs: 60_000 }).then(() => {
      send({ type: 'closed', reports: total });
      setTimeout(() => process.exit(0), 100);
    });
  }
});
