import type { Fleet } from '@chelian/simulator';
import type { ServerContext } from '../platform/context';
import { preparePartitions } from '../domains/telemetry/partitions';
import { seedDemoFleet } from '../db/seed/fleet';
import { TelemetrySubjects, type TerminalWakeMessage } from '../domains/telemetry/subjects';
import { TERMINAL_FILE_UPLOAD_BASE } from '@chelian/contracts/terminal-files';
import { seedTerminalFilesDemo } from '../domains/monitor/seed';
import { createIngestQueue, startIngestWorker, type IngestQueue, type IngestWorker } from '../ingest';
import { telemetryStore } from '../ingest/store';
import { commandsFor, type CommandService } from './commands';
import { startGateway, type Gateway } from './index';

/** The vehicle side of one server process, as its roles ask. */
export interface VehicleSide {
  /** present with the gateway role */
  gateway: Gateway | null;
  /** present with the worker role */
  worker: IngestWorker | null;
  queue: IngestQueue | null;
  /** downlink commands (every role can send; the gateway holding the terminal delivers) */
  commands: CommandService;
  /** the simulated demo fleet (DEMO_FLEET), when it runs in this process */
  fleet: Fleet | null;
  close(): Promise<void>;
}

export async function startVehicleSide(ctx: ServerContext): Promise<VehicleSide> {
  const { config, log } = ctx;
  const roles = config.roles;
  const retention = { historyDays: config.HISTORY_RETENTION_DAYS, rawDays: config.RAW_FRAME_RETENTION_DAYS };
  if (ctx.database.kind === 'postgres') await preparePartitions(telemetryStore(ctx.database), retention);
  if (!config.NATS_URL && roles.has('gateway') !== roles.has('worker'))
    throw new Error(
      'Invalid settings:\n  ROLE: a gateway or worker without the other needs NATS_URL (the ingest bus between processes)',
    );

  const commands = commandsFor(ctx);
  const queue = roles.has('gateway') || roles.has('worker') ? await createIngestQueue(config, log) : null;
  const worker =
    queue && roles.has('worker')
      ? startIngestWorker({
          database: ctx.database,
          bus: ctx.bus,
          queue,
          log,
          batchSize: config.INGEST_BATCH_SIZE,
          waitMs: config.INGEST_BATCH_WAIT_MS,
          writers: config.INGEST_WRITERS,
          retention,
          heartbeatTimeoutSeconds: config.HEARTBEAT_TIMEOUT_SECONDS,
        })
      : null;
  if (worker) void worker.maintain();
  const gateway =
    queue && roles.has('gateway')
      ? await startGateway({ config, database: ctx.database, bus: ctx.bus, queue, log })
      : null;

  let fleet: Fleet | null = null;
  if (gateway && config.DEMO_FLEET > 0) {
    const seeded = await seedDemoFleet(ctx, config.DEMO_FLEET);
    if (seeded > 0) {
      const { startFleet } = await import('@chelian/simulator');
      // the demo terminals post requested files to this process's API (when it serves one)
      const uploadUrl =
        roles.has('api') && config.PORT > 0
          ? `http://127.0.0.1:${config.PORT}/api/${TERMINAL_FILE_UPLOAD_BASE}`
          : undefined;
      fleet = startFleet({
        vehicles: seeded,
        interval: config.DEMO_FLEET_INTERVAL_SECONDS,
        host: '127.0.0.1',
        port: gateway.port,
        edition: 'mixed',
        uploadUrl,
        signing: true,
      });
      await seedTerminalFilesDemo(ctx, fleet.vehicles.slice(0, 3));
      log.info({ vehicles: seeded, interval: config.DEMO_FLEET_INTERVAL_SECONDS }, 'demo fleet started');
    }
  }
  // a wake-up SMS (default terminal SMS gateway) reaches the demo terminal it names
  const demo = fleet;
  const stopWake = demo
    ? ctx.bus.subscribe(TelemetrySubjects.terminalWake, (payload) => {
        const target = demo.vehicles.find((v) => v.vin === (payload as TerminalWakeMessage).vin);
        target?.wake().catch(() => undefined);
      })
    : () => undefined;

  return {
    gateway,
    worker,
    queue,
    commands,
    fleet,
    async close() {
      stopWake();
      // the demo terminals log out (briefly waited for) before the gateway closes
      if (fleet) await Promise.race([fleet.stop({ logout: true }), new Promise((r) => setTimeout(r, 3000))]);
      await gateway?.close();
      if (queue) await queue.flush(worker ? 10_000 : 5_000);
      await worker?.stop();
      await queue?.close();
      commands.close();
    },
  };
}
