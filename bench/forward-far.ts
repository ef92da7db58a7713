/**
 * The far side of bench/forward.ts, in a child process: the target platform (server B), the TCP
 * relay that can cut B off, and the bench's own terminals reporting to A. Run apart, none of it
 * shares server A's event loop, as neither a receiving platform nor a fleet would on A's machine.
 * Started with fork(); options come as JSON in argv[2]; the parent's requests come over IPC as
 * { id, cmd, args } and are answered with { id, result } or { id, error }.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { fleetIdentities, SimulatedTerminal } from '../apps/simulator/src/index';
import { buildApp } from '../apps/server/src/app';
import { telemetryStore } from '../apps/server/src/db/store';
import { benchConfig, registerVins } from './fleet';

export interface FarOptions {
  /** server B's database */
  url: string;
  /** A's gateway, where the terminals report */
  port: number;
  vehicles: number;
  seed: string;
  /** one report of every terminal each intervalMs in `steady` */
  intervalMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP relay to the target that can cut it off (every connection dropped, none taken) and restore it. */
async function relay(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      // no Nagle on either side, as the sender's and the gateway's own sockets: a run of frames
      // closed by a heartbeat is not held 40 ms for an ACK here
      const s = createServer({ noDelay: true }, (inbound) => {
        const outbound = connect({ port: targetPort, host: '127.0.0.1', noDelay: true });
        for (const sock of [inbound, outbound]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            inbound.destroy();
            outbound.destroy();
          });
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = null;
    for (const sock of sockets) sock.destroy();
    if (s) await new Promise((r) => s.close(r));
  };
  await listen();
  return { port, cut, restore: listen };
}

/**
 * Every terminal reports once every intervalMs for `seconds`, the fleet spread over the interval
 * (a slice of it every 20 ms), as vehicles that logged in at different moments report. Answers the
 * number of reports sent.
 */
async function steady(terminals: SimulatedTerminal[], intervalMs: number, seconds: number): Promise<number> {
  const slice = 20;
  const perSlice = (terminals.length * slice) / intervalMs;
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  let sent = 0;
  let owed = 0;
  while (performance.now() < end) {
    owed += perSlice;
    while (owed >= 1) {
      terminals[sent % terminals.length]!.tick();
      sent++;
      owed--;
    }
    next += slice;
    await sleep(Math.max(0, next - performance.now()));
  }
  return sent;
}

const opts = JSON.parse(process.argv[2] ?? '{}') as FarOptions;
const b = await buildApp({
  config: benchConfig(opts.url, 'Bench@2026', { GATEWAY_MAX_CONNECTIONS_PER_IP: '0' }),
});
const store = telemetryStore(b.ctx.database);
const identities = fleetIdentities(opts.vehicles, opts.seed);
const tenant = await registerVins(
  store,
  identities.map((i) => i.vin),
);
const target = await relay(b.vehicle.gateway!.port);
const terminals = identities.map(
  (identity) =>
    new SimulatedTerminal({
      identity,
      port: opts.port,
      interval: 10,
      randomAlarms: false,
      startTime: Date.now() - 24 * 3600_000,
    }),
);

const commands: Record<string, (args: never) => Promise<unknown>> = {
  /** the terminals log in to A (once A knows their vehicles) */
  login: async () => {
    for (const t of terminals) await t.login();
  },
  /** `rounds` reports of every terminal at once */
  burst: async (rounds: number) => {
    for (let k = 0; k < rounds; k++) for (const t of terminals) t.tick();
  },
  steady: (seconds: number) => steady(terminals, opts.intervalMs, seconds),
  cut: () => target.cut(),
  restore: () => target.restore(),
  /** a count in B's database */
  count: async ([sql, params]: [string, unknown[]]) =>
    Number((await store.query<{ n: number }>(sql, params))[0]!.n),
  close: async () => {
    for (const t of terminals) t.stop();
    await target.cut();
    await b.close();
    setTimeout(() => process.exit(0), 50);
  },
};

process.on('message', (m: { id: number; cmd: string; args: never }) => {
  commands[m.cmd]!(m.args).then(
    (result) => process.send?.({ id: m.id, result }),
    (error: unknown) => process.send?.({ id: m.id, error: String(error) }),
  );
});
process.send?.({ type: 'ready', relayPort: target.port, tenant });
