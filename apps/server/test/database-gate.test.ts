import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otaTaskSpec } from '@chelian/contracts/resources/ota/index';
import { startHarness, type Harness } from './harness';

let h: Harness;
let admin: string;

// PostgreSQL's pool only: PGlite is one connection on the server's own thread
describe.runIf(process.env.TEST_DATABASE_URL)('the background gate of the pool', () => {
  beforeAll(async () => {
    h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
    admin = await h.adminToken();
  });
  afterAll(async () => h?.close());

  it('answers a console read while a burst of background work waits at its gate', async () => {
    const gate = h.ctx.database.background;
    let running = 0;
    let most = 0;
    // a wave of terminals' reports, each holding a connection for 50 ms
    const burst = Array.from({ length: 40 }, () =>
      gate(async () => {
        most = Math.max(most, ++running);
        try {
          await h.ctx.database.rows(sql`select pg_sleep(0.05)`);
        } finally {
          running--;
        }
      }),
    );
    const res = await h.call('POST', `/api/${otaTaskSpec.service}/${otaTaskSpec.base}/page`, {
      token: admin,
      body: { page: 1, pageSize: 10 },
    });
    expect(res.statusCode).toBe(200);
    // answered before the burst went through: it did not queue behind it
    expect(gate.pendingCount).toBeGreaterThan(0);
    await Promise.all(burst);
    expect(most).toBeLessThanOrEqual(3);
  });
});
