import type { ServerContext } from '../platform/context';
import { preparePartitions } from '../domains/telemetry';
import {
  createIngestQueue,
  startIngestWorker,
  type IngestQueue,
  type IngestStepFactory,
  type IngestWorker,
} from '../ingest';
import { telemetryStore } from '../db/store';
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
  close(): Promise<void>;
}

export async function startVehicleSide(
  ctx: ServerContext,
  steps: readonly IngestStepFactory[] = [],
): Promise<VehicleSide> {
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
          steps,
        })
      : null;
  if (worker) void worker.maintain();
  const gateway =
    queue && roles.has('gateway')
      ? await startGateway({
          config,
          database: ctx.database,
          bus: ctx.bus,
          queue,
          log,
          secrets: ctx.secrets,
        })
      : null;

  return {
    gateway,
    worker,
    queue,
    commands,
    async close() {
      await gateway?.close();
      if (queue) await queue.flush(worker ? 10_000 : 5_000);
      await worker?.stop();
      await queue?.close();
      commands.close();
    },
  };
}
