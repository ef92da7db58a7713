import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createJetStreamQueue } from './jetstream';
import { createLocalQueue, type IngestQueue } from './queue';

export { startIngestWorker, type IngestWorker, type IngestStats } from './worker';
export type { IngestQueue } from './queue';
export type { IngestStep, IngestStepDeps, IngestStepFactory } from './step';
export type { PreparedBatch, ReportPoint } from './batch';
export type { IngestMessage, FrameMessage, SessionMessage, RawMessage } from './messages';

/** The ingest bus for this process: JetStream when NATS_URL is set, in-process otherwise. */
export async function createIngestQueue(config: Config, log: FastifyBaseLogger): Promise<IngestQueue> {
  if (!config.NATS_URL) return createLocalQueue(config.INGEST_QUEUE_LIMIT);
  return createJetStreamQueue({
    url: config.NATS_URL,
    stream: config.INGEST_STREAM,
    consumer: config.INGEST_CONSUMER,
    prefix: config.NATS_PREFIX,
    limit: config.INGEST_QUEUE_LIMIT,
    ackWaitMs: config.INGEST_ACK_WAIT_SECONDS * 1000,
    log,
  });
}
export { loginDetails } from './batch';
