import { describe, expect, it } from 'vitest';
import type { IngestMessage } from '../src/ingest/messages';
import { createLocalQueue } from '../src/ingest/queue';

const seen = (n: number): IngestMessage => ({
  kind: 'seen',
  vin: `VIN${n}`,
  vehicleId: n,
  tenantId: 1,
  sessionId: 's',
  at: n,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the in-process ingest queue', () => {
  it('lets a batch fill until its first message has waited, counting the time spent writing the previous one', async () => {
    const queue = createLocalQueue(1000);
    const batches: { ids: number[]; startedAt: number; endedAt: number }[] = [];
    const consumer = queue.consume(
      async (batch) => {
        const startedAt = performance.now();
        // the first write is slow: more messages arrive meanwhile
        if (batches.length === 0) {
          queue.publish(seen(3));
          await sleep(600);
        }
        batches.push({
          ids: batch.map((m) => (m as { vehicleId: number }).vehicleId),
          startedAt,
          endedAt: performance.now(),
        });
      },
      { batchSize: 100, waitMs: 200 },
    );
    const t0 = performance.now();
    queue.publish(seen(1));
    await sleep(50);
    queue.publish(seen(2));
    expect(await queue.flush(10_000)).toBe(true);
    await consumer.stop();

    // the first batch waited for the second message; the message that came early in its write had
    // waited long enough when the write ended, and was taken at once (not after another wait)
    expect(batches.map((b) => b.ids)).toEqual([[1, 2], [3]]);
    expect(batches[0]!.startedAt - t0).toBeGreaterThanOrEqual(190);
    expect(batches[1]!.startedAt - batches[0]!.endedAt).toBeLessThan(100);
  });

  it('takes a full batch without waiting', async () => {
    const queue = createLocalQueue(1000);
    const sizes: number[] = [];
    const t0 = performance.now();
    let firstAt = 0;
    const consumer = queue.consume(
      async (batch) => {
        firstAt ||= performance.now();
        sizes.push(batch.length);
      },
      { batchSize: 3, waitMs: 5000 },
    );
    for (let i = 0; i < 3; i++) queue.publish(seen(i));
    expect(await queue.flush(10_000)).toBe(true);
    await consumer.stop();
    expect(sizes).toEqual([3]);
    expect(firstAt - t0).toBeLessThan(1000);
  });

  it('with depth 2 hands out the next batch while one is written; its turn comes once that one is handled, retries included', async () => {
    const queue = createLocalQueue(1000);
    const events: string[] = [];
    let attempts = 0;
    const consumer = queue.consume(
      async (batch, turn) => {
        const id = (batch[0] as { vehicleId: number }).vehicleId;
        events.push(`start ${id}`);
        if (id === 1 && attempts++ === 0) {
          // more arrives while the first batch is written, and its first attempt fails
          queue.publish(seen(2));
          await sleep(300);
          throw new Error('connection lost');
        }
        await turn;
        events.push(`done ${id}`);
      },
      { batchSize: 1, waitMs: 0, depth: 2, onError: () => events.push('retry') },
    );
    queue.publish(seen(1));
    expect(await queue.flush(10_000)).toBe(true);
    await consumer.stop();
    // batch 2 started during batch 1's first attempt, and finished only after batch 1's retry
    expect(events).toEqual(['start 1', 'start 2', 'retry', 'start 1', 'done 1', 'done 2']);
  });
});
