import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitorApi, type MonthWorkTime, type TypeCount } from '@chelian/contracts/monitor';
import { startHarness, type Harness } from './harness';
import { query } from './gateway-support';

const api = (path: string) => `/api/${path}`;

/** The home dashboard's series counts and monthly hours, as the console charts them. */
describe('home figures', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    token = await h.adminToken();
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const tenantId = tenant!.id;
    const series = async (code: string, name: string) =>
      (
        await query<{ id: number }>(
          h,
          'insert into vehicle_series (tenant_id, code, name) values ($1, $2, $3) returning id',
          [tenantId, code, name],
        )
      )[0]!.id;
    const north = await series('HF-N', 'Home North');
    const south = await series('HF-S', 'Home South');
    const [model] = await query<{ id: number }>(
      h,
      `insert into vehicle_models (tenant_id, code, name, vehicle_series_id, fuel_type)
       values ($1, $2, $3, $4, 'BEV') returning id`,
      [tenantId, 'HF-N5', 'HF-N5 sedan', north],
    );
    // the free-text series holds a model code on some rows: the count must follow the references
    const add = (vin: string, text: string | null, seriesId: number | null, modelId: number | null) =>
      query(
        h,
        'insert into vehicles (tenant_id, vin, series, vehicle_series_id, vehicle_model_id) values ($1, $2, $3, $4, $5)',
        [tenantId, vin, text, seriesId, modelId],
      );
    await add('LHOMEFIGURES00001', 'HF-N5', north, model!.id);
    await add('LHOMEFIGURES00002', 'HF-N5', null, model!.id);
    await add('LHOMEFIGURES00003', 'Home South', south, null);
    await add('LHOMEFIGURES00004', 'HF-N5', null, null);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('counts vehicles by their series reference, those without one under no series', async () => {
    const types = (await h.call('GET', api(MonitorApi.homeVehicle), { token })).json() as TypeCount[];
    const byName = new Map(types.map((row) => [row.name, row.count]));
    expect(byName.get('Home North')).toBe(2);
    expect(byName.get('Home South')).toBe(1);
    expect(byName.get('')).toBeGreaterThanOrEqual(1);
    // no group is named after a model code or the free text
    expect(byName.has('HF-N5')).toBe(false);
    const [all] = await query<{ n: number }>(
      h,
      `select count(*)::int n from vehicles where tenant_id = (select id from tenants where tenant_code = 'chelian')`,
    );
    expect(types.reduce((sum, row) => sum + row.count, 0)).toBe(all!.n);
  });

  it('gives each month the days it covers, the current one up to now', async () => {
    // one vehicle online without a break since long before the twelve months: 24 h a day in each
    await query(
      h,
      `insert into vehicle_logins (session_id, tenant_id, vehicle_id, vin, login_at)
       select 'home-figures-open', tenant_id, id, vin, now() - interval '400 days' from vehicles
       where vin = 'LHOMEFIGURES00001'`,
    );
    const months = (
      await h.call('GET', api(MonitorApi.homeMonthWorkTime), { token })
    ).json() as MonthWorkTime[];
    expect(months).toHaveLength(12);
    for (const month of months.slice(0, -1)) {
      expect(month.days).toBeGreaterThanOrEqual(28);
      expect(month.days).toBeLessThanOrEqual(31);
    }
    const beijing = new Date(Date.now() + 8 * 3_600_000);
    const current = months.at(-1)!;
    expect(current.month).toBe(beijing.toISOString().slice(0, 7));
    // e.g. the 26th at 16:00 Beijing time: 25.67 days
    const elapsed = beijing.getUTCDate() - 1 + (beijing.getUTCHours() * 60 + beijing.getUTCMinutes()) / 1440;
    expect(current.days).toBeGreaterThan(0);
    expect(Math.abs(current.days - elapsed)).toBeLessThan(0.05);
    for (const month of months) expect(month.hours / month.days).toBeCloseTo(24, 0);
  });
});
