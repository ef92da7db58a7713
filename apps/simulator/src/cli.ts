import { parseArgs } from 'node:util';
import { startFleet } from './fleet';
import { listenForWakeups } from './wake';
import { DEMO_SEED, FLEET_SEED } from './identity';
import { REASON_LABELS, refusalAdvice, type Refusal } from './refusals';

const USAGE = `npm run simulate -- [options]

  --vehicles N      terminals to run (default 10)
  --interval S      report period in seconds, fractions allowed (default 10)
  --host H          gateway host (default 127.0.0.1)
  --port P          gateway port (default 32960)
  --upload-url U    where terminal files go when the platform asks for them
                    (e.g. http://127.0.0.1:8080/api/vehicle-svc/terminalFiles/V1.0/upload)
  --edition E       2016, 2025 or mixed (default 2016)
  --seed S          identity seed: the same seed gives the same VINs, ICCIDs and signing keys
                    (default ${FLEET_SEED}; the demo fleet of \`npm start\` is seed ${DEMO_SEED}). Register the
                    fleet in the archive first, with the same seed and offset:
                    npm run admin -- fleet register --vehicles N --seed S --tenant <code>
  --offset N        first vehicle index (default 0)
  --no-sign         2025 terminals send unsigned reports (by default they sign with the key the
                    register command records, as a terminal with a registered key must)
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
      seed: { type: 'string', default: FLEET_SEED },
      offset: { type: 'string', default: '0' },
      'time-scale': { type: 'string', default: '1' },
      'drops-per-hour': { type: 'string', default: '0.5' },
      'no-sleep': { type: 'boolean', default: false },
      'no-sign': { type: 'boolean', default: false },
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
    signing: !values['no-sign'],
  });
  const context = {
    vehicles: fleet.vehicles.length,
    seed: values.seed,
    offset: num('offset', values.offset),
    host: values.host,
    port: num('port', values.port),
  };
  if (values.seed === DEMO_SEED)
    process.stdout.write(
      `note: --seed ${DEMO_SEED} gives the demo fleet's identities; while the server runs DEMO_FLEET, these logins displace its vehicles\n`,
    );
  // once per reason: what the gateway answered, an example VIN and what to do
  const explained = new Set<string>();
  const explain = (r: Refusal) => {
    if (!explained.has(r.reason)) process.stdout.write(`${refusalAdvice(r, context)}\n`);
    explained.add(r.reason);
  };
  fleet.onRefusal((first, probe) => {
    if (first.reason !== 'refused' || !probe || probe === 'ok') return explain(first);
    // the 2025 answer to the same VIN names the cause the 2016 one leaves out
    process.stdout.write(
      `2016 logins are refused with ${first.detail}, which gives no reason; a 2025 login of ${first.vin} (whose answer tells) got ${probe.detail}:\n`,
    );
    if (explained.has(probe.reason)) process.stdout.write(`  (${REASON_LABELS[probe.reason]}: see above)\n`);
    explain(probe);
  });
  let wakeups: { close(): Promise<void> } | null = null;
  if (values.nats) {
    listenForWakeups(fleet.vehicles, {
      url: values.nats,
      prefix: values['nats-prefix'],
      onWake: (vin) => process.stdout.write(`wake-up SMS for ${vin}\n`),
    })
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
    const refused = [...fleet.refusals]
      .map(([reason, r]) => `${REASON_LABELS[reason]} ${r.count}`)
      .join(', ');
    process.stdout.write(
      `[${secs}s] online ${s.online}/${fleet.vehicles.length}, real-time ${s.realtime}, reissued ${s.reissue}, heartbeats ${s.heartbeats}, logins ${s.logins}, answers ${s.answers}, refused ${s.refused}${refused ? ` (${refused})` : ''}\n`,
    );
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
