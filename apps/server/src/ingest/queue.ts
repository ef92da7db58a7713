import type { IngestMessage } from './messages';

/**
 * A batch handed to a consumer: acknowledged (removed for good) only after the handler resolves.
 * `turn` resolves once every batch taken before this one has been handled: with `depth` above 1
 * a handler may do the work that does not depend on order before it, and wait for it after.
 */
export type BatchHandler = (batch: IngestMessage[], turn: Promise<void>) => Promise<void>;

export interface ConsumeOptions {
  /** most messages per batch */
  batchSize: number;
  /** longest wait for a batch to fill once its first message is there */
  waitMs: number;
  /** called when the handler failed; the batch is offered again */
  onError?: (err: unknown) => void;
  /**
   * Batches handed out before the oldest is acknowledged (default 1). With 2, the next batch is
   * taken while the one before is still being written, so its writing overlaps that one's commit.
   */
  depth?: number;
}

/**
 * How long to let a batch fill: until its oldest message (pending since `since`, a
 * performance.now() time) has waited `waitMs`, or not at all once a full batch is there. Messages
 * that piled up while the previous batch was written go at once instead of waiting again.
 */
export function fillDelay(pending: number, since: number, options: ConsumeOptions): number {
  if (pending >= options.batchSize) return 0;
  return Math.max(0, since + options.waitMs - performance.now());
}

export interface Consumer {
  /** stops taking new batches; resolves after the batch in hand is written and acknowledged */
  stop(): Promise<void>;
}

/**
 * The ingest bus between gateways and workers: at-least-once delivery with acknowledgements
 * after the write. In-process by default; JetStream (a durable consumer group) with NATS_URL.
 */
export interface IngestQueue {
  readonly kind: 'local' | 'jetstream';
  publish(message: IngestMessage): void;
  /** messages published but not yet acknowledged by a worker (what back-pressure looks at) */
  readonly backlog: number;
  /** true while the backlog is over its limit: gateways pause reading sockets */
  readonly full: boolean;
  /** called once the backlog is back under half its limit */
  onDrain(listener: () => void): void;
  consume(handler: BatchHandler, options: ConsumeOptions): Consumer;
  /** waits until everything published so far is acknowledged (or the timeout passes) */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * In-process queue. A batch that fails is retried (after a pause) until it is written, so nothing
 * is dropped while the process lives; a crash loses what is still queued (use JetStream for that).
 */
export function createLocalQueue(limit: number): IngestQueue {
  let items: IngestMessage[] = [];
  let head = 0;
  /** when the oldest message not yet taken was known to be there */
  let pendingSince = 0;
  let inFlight = 0;
  let wake: (() => void) | null = null;
  const drainListeners: (() => void)[] = [];
  let wasFull = false;
  let closed = false;
  const idleWaiters: (() => void)[] = [];

  const backlog = () => items.length - head + inFlight;
  const checkDrain = () => {
    if (wasFull && backlog() <= limit / 2) {
      wasFull = false;
      for (const l of drainListeners) l();
    }
    if (backlog() === 0) for (const w of idleWaiters.splice(0)) w();
  };
  const take = (n: number): IngestMessage[] => {
    const end = Math.min(items.length, head + n);
    const batch = items.slice(head, end);
    head = end;
    if (head > 4096 && head * 2 > items.length) {
      items = items.slice(head);
      head = 0;
    }
    return batch;
  };
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  return {
    kind: 'local',
    publish(message) {
      if (closed) throw new Error('ingest queue closed');
      if (items.length === head) pendingSince = performance.now();
      items.push(message);
      if (backlog() > limit) wasFull = true;
      if (wake) {
        const w = wake;
        wake = null;
        w();
      }
    },
    get backlog() {
      return backlog();
    },
    get full() {
      return backlog() > limit;
    },
    onDrain(listener) {
      drainListeners.push(listener);
    },
    consume(handler, options) {
      let running = true;
      const depth = Math.max(1, options.depth ?? 1);
      /** the batches in hand: each settles once handled (a failed attempt is retried) */
      const inHand = new Set<Promise<void>>();
      let previous: Promise<void> = Promise.resolve();
      const handle = async (batch: IngestMessage[], turn: Promise<void>) => {
        for (;;) {
          try {
            await handler(batch, turn);
            break;
          } catch (err) {
            options.onError?.(err);
            await sleep(500);
          }
        }
        inFlight -= batch.length;
        checkDrain();
      };
      const loop = (async () => {
        while (running) {
          if (inHand.size >= depth) {
            await Promise.race(inHand);
            continue;
          }
          if (items.length - head === 0) {
            await new Promise<void>((r) => (wake = r));
            continue;
          }
          const delay = fillDelay(items.length - head, pendingSince, options);
          if (delay > 0) await sleep(delay);
          const batch = take(options.batchSize);
          pendingSince = performance.now();
          if (batch.length === 0) continue;
          inFlight += batch.length;
          const done = handle(batch, previous);
          previous = done;
          inHand.add(done);
          void done.then(() => inHand.delete(done));
        }
        await Promise.all(inHand);
      })();
      return {
        stop: async () => {
          running = false;
          if (wake) {
            const w = wake;
            wake = null;
            w();
          }
          await loop;
        },
      };
    },
    async flush(timeoutMs = 30_000) {
      if (backlog() === 0) return true;
      return Promise.race([
        new Promise<boolean>((r) => idleWaiters.push(() => r(true))),
        sleep(timeoutMs).then(() => backlog() === 0),
      ]);
    },
    async close() {
      closed = true;
    },
  };
}
