import { parseArgs } from 'node:util';
import { startFleet } from './fleet';
import { listenForWakeups } from './wake';

const USAGE = `npm run simulate -- [options]

  --vehicles N      terminals to run (default 10)
  --interval S      report period in seconds, fractions allowed (default 10)
  --host H          gateway host (default 127.0.0.1)
  --port P          gateway port (default 32960)
  --upload-url U    where terminal files go when the platform asks for them
                    (e.g. http://127.0.0.1:8080/api/vehicle-svc/terminalFiles/V1.0/upload)
  --edition E       2016, 2025 or mixed (default 2016)
  --seed S          identity seed: the same seed gives the same VINs (default chelian)
  --offset N        first vehicle index (default 0)
  --time-scale X    simulated seconds per real second (default 1)
  --drops-per-hour X  link drops per vehicle and hour, reissued on return (default 0.5)
  --no-sleep        stay online while parked
  --duration S      stop after S seconds (default: run until Ctrl-C)
  --nats URL        hear wake-up SMS of a server run with NATS_URL (e.g. nats://127.0.0.1:4222):
                    a sleeping terminal named by one logs in at once
  --nats-prefix P   the server's NATS_PREFIX (default chelian)
`;

/** `npm run simulate -- --vehicles N --interval S --host H --port P --edition 2016|2025` */
function main() {
  const { values } = parseArgs({
    options: {
      vehicles: { type: 'string', default: '10' },
      interval: { type: 'string', default: '10' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '32960' },
      'upload-url': { type: 'string' },
      edition: { type: 'string', default: '2016' },
      seed: { type: 'string', default: 'chelian' },
      offset: { type: 'string', default: '0' },
      'time-scale': { type: 'string', default: '1' },
      'drops-per-hour': { type: 'string', default: '0.5' },
      'no-sleep': { type: 'boolean', default: false },
      duration: { type: 'string' },
      nats: { type: 'string' },
      'nats-prefix': { type: 'string', default: 'chelian' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const edition = values.edition === 'mixed' ? 'mixed' : Number(values.edition);
  if (edition !== 'mixed' && edition !== 2016 && edition !== 2025) {
    process.stderr.write(`--edition must be 2016, 2025 or mixed\n${USAGE}`);
    process.exit(2);
  }
  const num = (name: string, v: string | undefined) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) {
      process.stderr.write(`--${name} must be a number, got ${JSON.stringify(v)}\n`);
      process.exit(2);
    }
    return n;
  };
  const fleet = startFleet({
    vehicles: num('vehicles', values.vehicles),
    interval: num('interval', values.interval) || 10,
    host: values.host,
    port: num('port', values.port),
    uploadUrl: values['upload-url'],
    edition,
    seed: values.seed,
    offset: num('offset', values.offset),
    timeScale: num('time-scale', values['time-scale']) || 1,
    dropsPerHour: num('drops-per-hour', values['drops-per-hour']),
    sleepWhenParked: !values['no-sleep'],
  });
  let wakeups: { close(): Promise<void> } | null = null;
  if (values.nats) {
    listenForWakeups(fleet.vehicles, { url: values.nats, prefix: values['nats-prefix'], onWake: (vin) => process.stdout.write(`wake-up SMS for ${vin}\n`) })
      .then((l) => {
        wakeups = l;
        process.stdout.write(`listening for wake-up SMS on ${values.nats}\n`);
      })
      .catch((err: unknown) => process.stderr.write(`--nats ${values.nats}: ${String(err)}\n`));
  }
  const started = Date.now();
  const status = setInterval(() => {
    const s = fleet.stats();
    const secs = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`[${secs}s] online ${s.online}/${fleet.vehicles.length}, real-time ${s.realtime}, reissued ${s.reissue}, heartbeats ${s.heartbeats}, logins ${s.logins}, answers ${s.answers}\n`);
  }, 5000);
  const stop = () => {
    clearInterval(status);
    void wakeups?.close();
    fleet.stop({ logout: true });
    setTimeout(() => process.exit(0), 300);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (values.duration) setTimeout(stop, num('duration', values.duration) * 1000);
}

main();
