import {
  AckPolicy,
  connect,
  DeliverPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import { decodeMessage, encodeMessage, type IngestMessage } from './messages';
import { fillDelay, type BatchHandler, type ConsumeOptions, type Consumer, type IngestQueue } from './queue';

export interface JetStreamQueueOptions {
  url: string;
  /** stream name (INGEST_STREAM) */
  stream: string;
  /** durable consumer shared by all workers (INGEST_CONSUMER) */
  consumer: string;
  /** subjects are `<prefix>.ingest.<kind>` */
  prefix: string;
  /** in-flight publishes before gateways pause reading */
  limit: number;
  /** how long a delivered message may stay unacknowledged before JetStream hands it to another worker */
  ackWaitMs?: number;
  name?: string;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * The ingest bus on NATS JetStream: one work-queue stream, one durable pull consumer that every
 * worker process shares (a consumer group), explicit acknowledgements after the database write.
 * A worker that dies holds its messages only until ack_wait runs out; then another one gets them.
 */
export async function createJetStreamQueue(
  opts: JetStreamQueueOptions,
): Promise<IngestQueue & { connection: NatsConnection }> {
  const nc = await connect({
    servers: opts.url,
    name: opts.name ?? 'chelian-ingest',
    maxReconnectAttempts: -1,
  });
  const jsm = await nc.jetstreamManager();
  const subjects = [`${opts.prefix}.ingest.>`];
  const existing = await jsm.streams.info(opts.stream).catch(() => null);
  if (!existing)
    await jsm.streams.add({
      name: opts.stream,
      subjects,
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
    });
  // a stream left by a deployment with another prefix would take none of our subjects: publishes
  // would find no stream, so the stream follows the prefix
  else if (!subjects.every((s) => existing.config.subjects?.includes(s)))
    await jsm.streams.update(opts.stream, { ...existing.config, subjects });
  const ackWait = opts.ackWaitMs ?? 30_000;
  try {
    await jsm.consumers.info(opts.stream, opts.consumer);
  } catch {
    await jsm.consumers.add(opts.stream, {
      durable_name: opts.consumer,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(ackWait),
      max_ack_pending: 200_000,
      max_deliver: -1,
    });
  }
  const js = nc.jetstream();
  let inFlight = 0;
  let wasFull = false;
  const drainListeners: (() => void)[] = [];
  const idleWaiters: (() => void)[] = [];
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  const settled = () => {
    inFlight--;
    if (wasFull && inFlight <= opts.limit / 2) {
      wasFull = false;
      for (const l of drainListeners) l();
    }
    if (inFlight === 0) for (const w of idleWaiters.splice(0)) w();
  };

  const send = (subject: string, data: Uint8Array, attempt: number): void => {
    js.publish(subject, data).then(settled, async (err) => {
      // Keep the message until the stream has it: the gateway already accepted the frame.
      if (attempt === 0 || attempt % 30 === 0)
        opts.log?.warn({ err: String(err), subject, attempt }, 'ingest publish failed; retrying');
      await sleep(Math.min(5000, 200 * (attempt + 1)));
      send(subject, data, attempt + 1);
    });
  };

  const queue: IngestQueue & { connection: NatsConnection } = {
    kind: 'jetstream',
    connection: nc,
    publish(message: IngestMessage) {
      inFlight++;
      if (inFlight > opts.limit) wasFull = true;
      send(`${opts.prefix}.ingest.${message.kind}`, encodeMessage(message), 0);
    },
    get backlog() {
      return inFlight;
    },
    get full() {
      return inFlight > opts.limit;
    },
    onDrain(listener) {
      drainListeners.push(listener);
    },
    consume(handler: BatchHandler, options: ConsumeOptions): Consumer {
      let running = true;
      const buffer: JsMsg[] = [];
      let pendingSince = 0;
      let notify: (() => void) | null = null;
      const poke = () => {
        const n = notify;
        notify = null;
        n?.();
      };
      const consumerReady = js.consumers
        .get(opts.stream, opts.consumer)
        .then((c) => c.consume({ max_messages: Math.max(100, options.batchSize * 2) }));
      const pump = consumerReady
        .then(async (messages) => {
          for await (const m of messages) {
            if (buffer.length === 0) pendingSince = performance.now();
            buffer.push(m);
            poke();
            if (!running) break;
          }
        })
        .catch((err) => opts.log?.warn({ err: String(err) }, 'ingest consumer ended'));
      const loop = (async () => {
        await consumerReady;
        while (running) {
          if (buffer.length === 0) {
            await new Promise<void>((r) => (notify = r));
            continue;
          }
          const delay = fillDelay(buffer.length, pendingSince, options);
          if (delay > 0) await sleep(delay);
          const taken = buffer.splice(0, options.batchSize);
          pendingSince = performance.now();
          const batch: IngestMessage[] = [];
          const kept: JsMsg[] = [];
          for (const m of taken) {
            try {
              batch.push(decodeMessage(m.data));
              kept.push(m);
            } catch (err) {
              opts.log?.error(
                { err: String(err), seq: m.seq },
                'dropping a message that is not an ingest message',
              );
              m.term();
            }
          }
          let written = false;
          try {
            // one batch at a time here: every earlier batch is settled (acknowledged or returned)
            await handler(batch, Promise.resolve());
            written = true;
          } catch (err) {
            options.onError?.(err);
          }
          try {
            for (const m of kept) {
              if (written) m.ack();
              else m.nak(1000);
            }
          } catch (err) {
            // The connection is gone: JetStream redelivers whatever was not acknowledged.
            opts.log?.warn({ err: String(err) }, 'ingest acknowledgement failed');
          }
        }
      })();
      return {
        stop: async () => {
          running = false;
          poke();
          await loop;
          try {
            (await consumerReady).stop();
            await pump.catch(() => undefined);
            // Messages fetched but not taken go back at once.
            for (const m of buffer.splice(0)) m.nak();
            await nc.flush();
          } catch {
            // closed already: unacknowledged messages are redelivered after ack_wait
          }
        },
      };
    },
    async flush(timeoutMs = 30_000) {
      if (inFlight === 0) return true;
      return Promise.race([
        new Promise<boolean>((r) => idleWaiters.push(() => r(true))),
        sleep(timeoutMs).then(() => inFlight === 0),
      ]);
    },
    async close() {
      await queue.flush(10_000);
      await nc.drain().catch(() => nc.close());
    },
  };
  return queue;
}
