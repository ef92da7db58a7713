import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitorApi } from '@chelian/contracts/monitor';
import { startHarness, type Harness } from './harness';
import { identities, registerVehicles, settle, terminal } from './gateway-support';

/** Enumerations are the standard's codes in the API; exports show their labels. */
describe('GB/T 32960 enumerations in the API and the exports', () => {
  let h: Harness;
  const [vehicle] = identities(1, 'gb-enums');

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    await registerVehicles(h, [vehicle!]);
    const t = terminal(h, vehicle!, { edition: 2025 });
    expect(await t.login()).toBe('ok');
    t.tick();
    t.tick();
    await settle(h);
    t.stop();
  });
  afterAll(() => h?.close());

  it('answers codes for every enumerated field of the current condition', async () => {
    const res = await h.call('GET', `/api/${MonitorApi.realTime(vehicle!.vin)}`, {
      token: await h.adminToken(),
    });
    expect(res.statusCode).toBe(200);
    const c = res.json() as {
      vehicle: Record<string, unknown>;
      motors: Record<string, unknown>[];
      position: Record<string, unknown>;
    };
    for (const key of ['vehicleStatus', 'chargeStatus', 'runMode', 'dcdc', 'gear'])
      expect(typeof c.vehicle[key], key).toBe('number');
    expect(typeof c.motors[0]!.status).toBe('number');
    expect(c.position.coordSystem).toBe(1);
  });

  it('exports the labels of the codes', async () => {
    const now = Date.now();
    const res = await h.call('POST', `/api/${MonitorApi.historyExport(vehicle!.vin)}`, {
      token: await h.adminToken(),
      body: { startTime: now - 3 * 3_600_000, endTime: now + 60_000, signals: ['runMode', 'soc'] },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Sheet')!;
    expect(sheet.getRow(2).getCell(3).value).toBe('Electric');
    expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  });
});
