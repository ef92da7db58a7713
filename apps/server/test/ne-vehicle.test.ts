import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NE_DEMO_VINS } from '../src/demo/ne-vehicle';
import { installLocalPlatformClient, type PushedVehicle } from '../src/domains/ne-vehicle/local-platform';
import { neVehiclePushes } from '../src/domains/ne-vehicle/schema';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;
const NE = '/api/vehicle-svc/new-energy/vehicle';
const PRODUCE = '/api/vehicle-svc/vehicle/produce/V1.0';
const SALES = '/api/vehicle-svc/vehicle/sales/V1.0';
const RECORD = '/api/vehicle-svc/vehicle/record/V1.0';
const UNITS = '/api/vehicle-svc/operatingUnit/V1.0';
const DEALERS = '/api/vehicle-svc/new-energy/belongDealer/V1.0';
const ASSEMBLY = '/api/vehicle-svc/new-energy/assembly/V1.0';
const TODAY = '/api/vehicle-svc/new-energy/vehicle/today';
const PUSH = '/api/vehicle-svc/vehicle/produce/V1.0/importVehicleInfoPushToLT';
const COLOUR = '/api/vehicle-svc/new-energy/colour/V1.0';
const DAY = 24 * 3600 * 1000;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token = admin, lang = 'en-US') =>
  h.call(method, url, { token, body, headers: { 'accept-language': lang } });
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
};
const upload = (url: string, content: Buffer, token = admin, lang = 'en-US') => {
  const file = multipartFile('rows.xlsx', content);
  return h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'accept-language': lang, ...file.headers },
    payload: file.payload,
  });
};
/** Uploads rows; a refused file answers its report's data rows (row, column, value, reason). */
async function importRows(url: string, rows: (string | number | null)[][], lang = 'en-US') {
  const res = await upload(url, await writeSheet(rows), admin, lang);
  if (res.headers['content-type']?.toString().includes('json')) return { res, report: null };
  return { res, report: (await readSheet(res)).slice(2) };
}
const vehicleByVin = async (vin: string) =>
  ((await ok('POST', `${NE}/page`, { vin, pageSize: 1 })).items as Row[])[0]!;
let vinSeq = 0;
const nextVin = () =>
  `LNEWT${String(++vinSeq).padStart(2, '0')}A2B3C4${String(10000 + vinSeq).slice(-5)}`.slice(0, 17);
const firstModel = async () =>
  ((await call('GET', '/api/vehicle-svc/models/V1.0/options')).json() as { id: number }[])[0]!.id;
const archive = async () => {
  const vin = nextVin();
  await ok('POST', NE, { vin, vehicleModelId: await firstModel() });
  return vin;
};
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const db = () => h.ctx.database.db;

beforeAll(async () => {
  h = await startHarness();
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

describe('new-energy vehicles: archive, lists and lookups', () => {
  it('seeds new-energy vehicles in every state', async () => {
    const page = await ok('POST', `${NE}/page`, { pageSize: 50 });
    const statuses = new Set((page.items as Row[]).map((r) => r.neStatus));
    expect([...statuses].sort()).toEqual(['ARCHIVED', 'PRODUCED', 'SOLD']);
    expect((page.items as Row[]).map((r) => r.vin)).toEqual(expect.arrayContaining(NE_DEMO_VINS));
    const sold = await vehicleByVin(NE_DEMO_VINS[3]!);
    expect(sold).toMatchObject({ neStatus: 'SOLD', filed: true });
    expect(sold.operatingUnitLabel).toBeTruthy();
  });

  it('creates a vehicle as ARCHIVED, refuses a malformed or duplicate VIN, keeps tenants apart', async () => {
    const vehicleModelId = await firstModel();
    const bad = await call('POST', NE, { vin: 'LNEV0A1B2C300000I', vehicleModelId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.vin).toMatch(/VIN/);
    const vin = nextVin();
    const created = await ok('POST', NE, { vin, vehicleModelId, plateCode: '京AN0001' });
    expect(created).toMatchObject({ vin, neStatus: 'ARCHIVED', filed: false });
    const again = await call('POST', NE, { vin, vehicleModelId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('VIN');
    expect((await ok('GET', `${NE}/${created.id}`)).vin).toBe(vin);
    expect((await call('GET', `${NE}/${created.id}`, undefined, fleet)).statusCode).toBe(404);
    expect((await call('POST', `${NE}/page`, {}, fleet)).json().total).toBe(0);
    const today = await ok('POST', `${TODAY}/page`, { pageSize: 100 });
    expect((today.items as Row[]).map((r) => r.vin)).toContain(vin);
  });

  it('answers what a model brings, 404 for an unknown model', async () => {
    const model = await ok('POST', `${NE}/vehicleModel/${await firstModel()}`);
    expect(model).toHaveProperty('motorModelId');
    expect(model.hasVehicles).toBe(true);
    expect((await call('POST', `${NE}/vehicleModel/999999`)).statusCode).toBe(404);
    expect(
      (await call('POST', `${NE}/vehicleModel/${await firstModel()}`, undefined, fleet)).statusCode,
    ).toBe(404);
  });

  it('refuses every call without the permission', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', NE, { vin: nextVin() }],
      ['POST', `${NE}/page`, {}],
      ['POST', `${NE}/export`, {}],
      ['POST', `${NE}/exportNative`, {}],
      ['POST', `${NE}/newEnergyExportByVin`, { vins: [NE_DEMO_VINS[0]] }],
      ['PUT', `${NE}/produce`, {}],
      ['PUT', `${NE}/sale`, {}],
      ['PUT', `${NE}/unbindTerminal`, { vin: NE_DEMO_VINS[0] }],
      ['POST', `${PRODUCE}/record`, {}],
      ['POST', `${SALES}/record`, {}],
      ['POST', `${PRODUCE}/page`, {}],
      ['POST', `${SALES}/exportSale`, {}],
      ['POST', `${RECORD}/page`, {}],
      ['POST', `${RECORD}/exportNewEnergyTraceBack`, {}],
      ['POST', `${UNITS}/page`, {}],
      ['POST', `${DEALERS}/page`, {}],
      ['POST', `${ASSEMBLY}/page`, {}],
      ['POST', `${TODAY}/page`, {}],
      ['GET', `${NE}/importSale/template`],
    ];
    for (const [method, url, body] of calls)
      expect((await call(method, url, body, operator)).statusCode, `${method} ${url}`).toBe(403);
  });
});

describe('new-energy vehicles: production and sale flows', () => {
  it('records production, refuses an unknown VIN, a future date and a sold vehicle', async () => {
    const vin = await archive();
    const unknown = await call('PUT', `${NE}/produce`, {
      vin: 'LNEV0A1B2C3999999',
      productionDate: Date.now(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('no new-energy vehicle LNEV0A1B2C3999999');
    const future = await call('PUT', `${NE}/produce`, { vin, productionDate: Date.now() + 3 * DAY });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.productionDate).toContain('later than today');
    const missing = await call('PUT', `${NE}/produce`, { vin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.productionDate).toBeTruthy();
    const produced = Date.now() - 20 * DAY;
    expect(await ok('PUT', `${NE}/produce`, { vin, productionDate: produced, machineCode: 'M-T-1' })).toEqual(
      {
        vin,
        status: 'PRODUCED',
      },
    );
    const row = await vehicleByVin(vin);
    const facet = await ok('GET', `${PRODUCE}/${row.id}`);
    expect(facet).toMatchObject({
      vin,
      productionDate: produced,
      machineCode: 'M-T-1',
      neStatus: 'PRODUCED',
    });
    // the update of the production screen is the same flow
    expect((await ok('POST', `${PRODUCE}/update`, { vin, productionDate: produced - DAY })).status).toBe(
      'PRODUCED',
    );
  });

  it('sells only a produced vehicle once, not before its production; force corrects a sold one', async () => {
    const vin = await archive();
    const notProduced = await call('PUT', `${NE}/sale`, { vin, saleDate: Date.now() });
    expect(notProduced.statusCode).toBe(409);
    expect(notProduced.json().error.message).toContain('no production recorded');
    const produced = Date.now() - 10 * DAY;
    await ok('PUT', `${NE}/produce`, { vin, productionDate: produced });
    const early = await call('PUT', `${NE}/sale`, { vin, saleDate: produced - 5 * DAY });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.saleDate).toContain('earlier than the production date');
    const units = (await ok('POST', `${UNITS}/page`, {})).items as Row[];
    const sold = await ok('PUT', `${NE}/sale`, {
      vin,
      saleDate: Date.now() - DAY,
      dealerName: 'Test dealer',
      ownerName: 'Owner',
      ownerPhone: '13800000009',
      operatingUnitId: units[0]!.id,
    });
    expect(sold.status).toBe('SOLD');
    const row = await vehicleByVin(vin);
    const facet = await ok('GET', `${SALES}/${row.id}`);
    expect(facet).toMatchObject({
      saleStatus: 'SOLD',
      dealerName: 'Test dealer',
      operatingUnitId: units[0]!.id,
    });
    const twice = await call('POST', `${SALES}/update`, { vin, saleDate: Date.now() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('already sold');
    const reproduce = await call('PUT', `${NE}/produce`, { vin, productionDate: produced });
    expect(reproduce.statusCode).toBe(409);
    expect(
      await ok('POST', `${SALES}/record`, { vin, saleDate: Date.now(), dealerName: 'Corrected' }),
    ).toEqual({
      vin,
      status: 'SOLD',
    });
    expect((await ok('POST', `${PRODUCE}/record`, { vin, productionDate: produced - DAY })).status).toBe(
      'SOLD',
    );
    expect((await ok('GET', `${SALES}/${row.id}`)).dealerName).toBe('Corrected');
    // a sold vehicle's owner stays masked for a caller without vehicleList/unmask: the facet reads it
    const sales = await ok('POST', `${SALES}/page`, { vin });
    expect((sales.items as Row[])[0]!.ownerName).toBe('Owner');
  });

  it('exports the sales and production facets', async () => {
    const sale = await call('POST', `${SALES}/exportSale`, { vin: NE_DEMO_VINS[3] });
    expect(sale.statusCode).toBe(200);
    const rows = await readSheet(sale);
    expect(rows[1]).toContain('Sale date');
    expect(rows[2]).toContain(NE_DEMO_VINS[3]);
    const produce = await call('POST', `${PRODUCE}/export`, { vin: NE_DEMO_VINS[1] });
    expect((await readSheet(produce))[2]).toContain(NE_DEMO_VINS[1]);
  });
});

describe('new-energy vehicles: imports with templates and error reports', () => {
  it('imports VINs: a malformed row reports, the fixed file archives', async () => {
    const template = await call('GET', `${NE}/importVin/template`);
    expect(template.statusCode).toBe(200);
    const header = (await readSheet(template))[0]!;
    expect(header).toEqual(expect.arrayContaining(['VIN *', 'Vehicle model *']));
    const model = (await readSheet(template))[1]![header.indexOf('Vehicle model *')]!;
    const good = nextVin();
    const { report } = await importRows(`${NE}/importVin`, [
      ['VIN', 'Vehicle model'],
      [good, model],
      ['BAD-VIN', model],
    ]);
    expect(report).toHaveLength(1);
    expect(report![0]![0]).toBe('3');
    expect((await call('POST', `${NE}/page`, { vin: good })).json().total).toBe(0);
    const fixed = await importRows(`${NE}/importVin`, [
      ['VIN', 'Vehicle model'],
      [good, model],
    ]);
    expect(fixed.res.json()).toEqual({ imported: 1 });
    expect((await vehicleByVin(good)).neStatus).toBe('ARCHIVED');
  });

  it('imports production and sales: unknown VINs and wrong states are reported row by row, nothing changes', async () => {
    const [a, b] = [await archive(), await archive()];
    const produce = await importRows(`${PRODUCE}/importProduce`, [
      ['VIN', 'Production date', 'Machine code'],
      [a, isoDay(Date.now() - 3 * DAY), 'M-I-1'],
      ['LNEV0A1B2C3888888', isoDay(Date.now() - 3 * DAY), 'M-I-2'],
    ]);
    expect(produce.report).toHaveLength(1);
    expect(produce.report![0]).toEqual([
      '3',
      'VIN',
      'LNEV0A1B2C3888888',
      expect.stringContaining('no new-energy vehicle'),
    ]);
    expect((await vehicleByVin(a)).neStatus).toBe('ARCHIVED');
    expect(
      (
        await importRows(`${NE}/importProduce`, [
          ['VIN', 'Production date'],
          [a, isoDay(Date.now() - 3 * DAY)],
        ])
      ).res.json(),
    ).toEqual({ imported: 1 });

    const sale = await importRows(`${SALES}/importSale`, [
      ['VIN', 'Sale date', 'Dealer'],
      [a, isoDay(Date.now() - DAY), 'Import dealer'],
      [b, isoDay(Date.now() - DAY), 'Import dealer'],
      [a, 'not a date', ''],
    ]);
    // cell errors come first, as in every import; the rows' states are checked once the cells are right
    expect(sale.report!.map((r) => [r[0], r[1]])).toEqual([['4', 'Sale date']]);
    const state = await importRows(`${SALES}/importSale`, [
      ['VIN', 'Sale date', 'Dealer'],
      [a, isoDay(Date.now() - DAY), 'Import dealer'],
      [b, isoDay(Date.now() - DAY), 'Import dealer'],
    ]);
    expect(state.report!.map((r) => [r[0], r[1]])).toEqual([['3', 'VIN']]);
    expect(state.report![0]![3]).toContain('no production recorded');
    expect((await vehicleByVin(a)).neStatus).toBe('PRODUCED');
    const fixed = await importRows(`${NE}/importSale`, [
      ['VIN', 'Sale date', 'Dealer'],
      [a, isoDay(Date.now() - DAY), 'Import dealer'],
    ]);
    expect(fixed.res.json()).toEqual({ imported: 1 });
    expect((await vehicleByVin(a)).neStatus).toBe('SOLD');
    // the same row again: the vehicle is sold now
    const again = await importRows(`${NE}/importSale`, [
      ['VIN', 'Sale date'],
      [a, isoDay(Date.now() - DAY)],
    ]);
    expect(again.report![0]![3]).toContain('already sold');
  });

  it('imports drive motors, energy storage and terminals; a taken part is refused; assembly lists them', async () => {
    const vin = await archive();
    const motor = ((await call('GET', '/api/vehicle-svc/electric_driver_model/options')).json() as Row[])[0]!
      .label;
    const pack = ((await call('GET', '/api/vehicle-svc/energy_storage_model/options')).json() as Row[])[0]!
      .label;
    const taken = await importRows(`${PRODUCE}/importDriver`, [
      ['VIN', 'Drive motor model', 'Drive motor number'],
      [vin, motor as string, 'DM-2026-0002'],
    ]);
    expect(taken.report![0]![3]).toContain(`already fitted to vehicle ${NE_DEMO_VINS[1]}`);
    expect(
      (
        await importRows(`${NE}/importDriver`, [
          ['VIN', 'Drive motor model', 'Drive motor number'],
          [vin, motor as string, 'DM-T-9'],
        ])
      ).res.json(),
    ).toEqual({ imported: 1 });
    expect(
      (
        await importRows(`${PRODUCE}/importStorage`, [
          ['VIN', 'Energy storage model', 'Battery pack code'],
          [vin, pack as string, 'BP-T-9'],
        ])
      ).res.json(),
    ).toEqual({ imported: 1 });
    const noTerminal = await importRows(`${NE}/importTerminal`, [
      ['VIN', 'Terminal code'],
      [vin, 'NO-SUCH-TBOX'],
    ]);
    expect(noTerminal.report![0]![1]).toBe('Terminal code');
    expect(
      (
        await importRows(`${NE}/importTerminal`, [
          ['VIN', 'Terminal code'],
          [vin, 'TBOX-DEMO-0004'],
        ])
      ).res.json(),
    ).toEqual({ imported: 1 });
    expect(await vehicleByVin(vin)).toMatchObject({
      motorCode: 'DM-T-9',
      batteryPackCode: 'BP-T-9',
      terminalCode: 'TBOX-DEMO-0004',
    });
    const parts = (await ok('POST', `${ASSEMBLY}/page`, { vin })).items as Row[];
    expect(parts.map((p) => [p.kind, p.partCode]).sort()).toEqual([
      ['DRIVER', 'DM-T-9'],
      ['STORAGE', 'BP-T-9'],
      ['TERMINAL', 'TBOX-DEMO-0004'],
    ]);
    // unbinding: by VIN, then refused when the vehicle has none
    expect((await ok('PUT', `${NE}/unbindTerminal`, { vin })).terminalCode).toBe('TBOX-DEMO-0004');
    expect((await call('PUT', `${NE}/unbindTerminal`, { vin })).statusCode).toBe(400);
    expect((await call('PUT', `${NE}/unbindTerminal`, {})).statusCode).toBe(400);
  });

  it('refuses a file that is not a spreadsheet or has no rows', async () => {
    expect((await upload(`${NE}/importSale`, Buffer.from('not a workbook'))).statusCode).toBe(400);
    expect((await upload(`${NE}/importSale`, await writeSheet([['VIN', 'Sale date']]))).statusCode).toBe(400);
  });
});

describe('new-energy vehicles: exports, filing, operating units and dealers', () => {
  it('exports natively and by VIN; an unknown VIN refuses the file', async () => {
    const native = await call('POST', `${NE}/exportNative`, { vin: NE_DEMO_VINS[3] });
    const rows = await readSheet(native);
    expect(rows[1]).toEqual(expect.arrayContaining(['vin', 'neStatus']));
    expect(rows[2]).toEqual(expect.arrayContaining([NE_DEMO_VINS[3], 'SOLD']));
    const byVin = await call('POST', `${NE}/newEnergyExportByVin`, { vins: NE_DEMO_VINS.slice(0, 2) });
    expect(byVin.statusCode).toBe(200);
    expect(
      (await readSheet(byVin))
        .slice(2)
        .map((r) => r[0])
        .sort(),
    ).toEqual(NE_DEMO_VINS.slice(0, 2));
    const unknown = await call('POST', `${NE}/newEnergyExportByVin`, {
      vins: [NE_DEMO_VINS[0], 'LNEV0A1B2C3777777'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('LNEV0A1B2C3777777');
    expect((await call('POST', `${NE}/newEnergyExportByVin`, { vins: [] })).statusCode).toBe(400);
    const plain = await call('POST', `${NE}/export`, { neStatus: 'SOLD' });
    expect((await readSheet(plain))[1]).toContain('Vehicle status');
  });

  it('files a complete vehicle once per platform; exports records and the trace-back', async () => {
    const incomplete = await call('POST', RECORD, {
      vin: NE_DEMO_VINS[0],
      platform: 'GB32960',
      recordNo: 'GB-T-0001',
      recordDate: Date.now(),
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error.message).toContain('before filing');
    const filed = await ok('POST', RECORD, {
      vin: NE_DEMO_VINS[2],
      platform: 'GB32960',
      recordNo: 'GB-T-0002',
      recordDate: Date.now() - DAY,
    });
    expect(filed).toMatchObject({ vin: NE_DEMO_VINS[2], platform: 'GB32960' });
    const twice = await call('POST', RECORD, {
      vin: NE_DEMO_VINS[2],
      platform: 'GB32960',
      recordNo: 'GB-T-0003',
      recordDate: Date.now(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('already filed');
    const sameNo = await call('POST', RECORD, {
      vin: NE_DEMO_VINS[2],
      platform: 'LOCAL',
      recordNo: 'GB-T-0002',
      recordDate: Date.now(),
    });
    expect(sameNo.statusCode).toBe(409);
    expect((await vehicleByVin(NE_DEMO_VINS[2]!)).filed).toBe(true);
    expect((await ok('POST', `${RECORD}/page`, { vin: NE_DEMO_VINS[2] })).total).toBe(1);
    expect((await call('POST', `${RECORD}/page`, {}, fleet)).json().total).toBe(0);
    const trace = await readSheet(await call('POST', `${RECORD}/exportNewEnergyTraceBack`, {}));
    const line = trace.find((r) => r[0] === NE_DEMO_VINS[2])!;
    expect(line).toEqual(expect.arrayContaining(['GB-T-0002']));
    expect(line.join(' ')).toContain('DM-2026-');
    expect((await readSheet(await call('POST', `${RECORD}/exportNative`, {})))[1]).toContain('recordNo');
    expect((await readSheet(await call('POST', `${RECORD}/export`, {})))[1]).toContain('Record number');
    const report = await importRows(`${RECORD}/import`, [
      ['VIN', 'Platform', 'Record number', 'Filed on'],
      [NE_DEMO_VINS[2]!, 'LOCAL', 'LC-T-0001', isoDay(Date.now() - DAY)],
      [NE_DEMO_VINS[0]!, 'LOCAL', 'LC-T-0002', isoDay(Date.now() - DAY)],
    ]);
    expect(report.report!.map((r) => r[0])).toEqual(['3']);
  });

  it('keeps operating units with their vehicle count; a unit in use cannot be deleted', async () => {
    const created = await ok('POST', UNITS, { name: 'Test fleet operator', telephone: '010-1234567' });
    expect(created.vehicleCount).toBe(0);
    expect((await call('POST', UNITS, { name: 'Test fleet operator' })).statusCode).toBe(409);
    expect((await call('POST', UNITS, { name: 'Bad credit', creditCode: 'nope' })).statusCode).toBe(400);
    const inUse = ((await ok('POST', `${UNITS}/page`, { pageSize: 50 })).items as Row[]).find(
      (u) => Number(u.vehicleCount) > 0,
    )!;
    expect(inUse).toBeTruthy();
    expect((await call('DELETE', UNITS, { ids: [inUse.id] })).statusCode).toBe(409);
    expect((await ok('DELETE', UNITS, { ids: [created.id] })).deleted).toBe(1);
  });

  it('assigns a dealer organisation, refusing one that is not a dealer', async () => {
    const row = ((await ok('POST', `${DEALERS}/page`, { vin: NE_DEMO_VINS[1] })).items as Row[])[0]!;
    const orgs = (await call('GET', '/api/system-svc/orgs/V1.0/options')).json() as {
      id: number;
      label: string;
      children?: unknown[];
    }[];
    const flat: { id: number; label: string }[] = [];
    const walk = (items: typeof orgs) =>
      items.forEach((o) => (flat.push(o), walk((o.children ?? []) as typeof orgs)));
    walk(orgs);
    const dealer = flat.find((o) => o.label.includes('经销商'))!;
    const notDealer = flat.find((o) => !o.label.includes('经销商') && !o.label.includes('物流'))!;
    const refused = await call('PUT', DEALERS, { id: row.id, dealerOrgId: notDealer.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.dealerOrgId).toContain('dealer');
    const assigned = await ok('PUT', DEALERS, { id: row.id, dealerOrgId: dealer.id });
    expect(assigned).toMatchObject({ dealerOrgId: dealer.id, dealerName: dealer.label });
  });
});

describe('vehicle data pushed to the local platform', () => {
  afterEach(() => installLocalPlatformClient(null));
  const pushes = async (vin: string) =>
    db().select().from(neVehiclePushes).where(eq(neVehiclePushes.vin, vin));

  it('imports the template as it is, recording the push the default client logs', async () => {
    const template = await call('GET', `${PUSH}/template`);
    expect(template.statusCode).toBe(200);
    const before = (await pushes(NE_DEMO_VINS[1]!)).length;
    const res = await upload(PUSH, template.rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    const after = await pushes(NE_DEMO_VINS[1]!);
    expect(after.length).toBe(before + 1);
    const last = after[after.length - 1]!;
    expect(last.reference).toMatch(/^LOG-LNEV0A1B2C3000002-/);
    expect(last.payload).toMatchObject({
      vin: NE_DEMO_VINS[1],
      status: 'PRODUCED',
      motorCode: expect.any(String),
    });
  });

  it('reports unknown and unproduced vehicles, pushing nothing', async () => {
    const sent: PushedVehicle[] = [];
    installLocalPlatformClient({ push: (_t, v) => (sent.push(v), Promise.resolve({ reference: 'R1' })) });
    const before = (await db().select().from(neVehiclePushes)).length;
    const { report } = await importRows(PUSH, [
      ['vin', 'remark'],
      [NE_DEMO_VINS[2]!, 'ok'],
      [NE_DEMO_VINS[0]!, 'archived only'],
      ['LNEV0A1B2C3009999', 'unknown'],
    ]);
    expect(report!.map((r) => r[0])).toEqual(['3', '4']);
    expect(report![0]![3]).toContain('has no production recorded yet');
    expect(report![1]![3]).toContain('there is no new-energy vehicle');
    expect(sent).toEqual([]);
    expect((await db().select().from(neVehiclePushes)).length).toBe(before);
  });

  it('sends the archive’s data to an installed platform; its refusal refuses the file', async () => {
    const sent: PushedVehicle[] = [];
    installLocalPlatformClient({
      push: (_t, v) => (sent.push(v), Promise.resolve({ reference: `LT-${v.vin}` })),
    });
    const done = await upload(PUSH, await writeSheet([['vin'], [NE_DEMO_VINS[3]!]]));
    expect(done.json()).toEqual({ imported: 1 });
    expect(sent[0]).toMatchObject({ vin: NE_DEMO_VINS[3], status: 'SOLD' });
    expect((await pushes(NE_DEMO_VINS[3]!)).at(-1)!.reference).toBe(`LT-${NE_DEMO_VINS[3]}`);

    installLocalPlatformClient({ push: () => Promise.reject(new Error('证书过期')) });
    const before = (await pushes(NE_DEMO_VINS[2]!)).length;
    const { report } = await importRows(PUSH, [['vin'], [NE_DEMO_VINS[2]!]], 'zh-CN');
    expect(report![0]![3]).toContain(`：地方平台拒收车辆 ${NE_DEMO_VINS[2]} 的信息：证书过期`);
    expect((await pushes(NE_DEMO_VINS[2]!)).length).toBe(before);
    expect((await upload(PUSH, await writeSheet([['vin'], [NE_DEMO_VINS[2]!]]), operator)).statusCode).toBe(
      403,
    );
  });
});

describe('the body colour screen of the new-energy group', () => {
  it('serves the vehicle colours under its own permissions and refuses bad input', async () => {
    const own = await ok('POST', `${COLOUR}/page`, { pageSize: 100 });
    const shared = await ok('POST', '/api/vehicle-svc/vehicle_colors/page', { pageSize: 100 });
    expect(own.total).toBe(shared.total);
    expect(Number(own.total)).toBeGreaterThan(0);
    const created = await ok('POST', COLOUR, { code: 'GAP_GREEN', name: '极光绿', colorValue: '#2e8b57' });
    const again = await ok('POST', '/api/vehicle-svc/vehicle_colors/page', { pageSize: 100 });
    expect((again.items as Row[]).map((r) => r.id)).toContain(created.id);
    const bad = await call('POST', COLOUR, { code: '1-bad', name: '坏' }, admin, 'zh-TW');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('code');
    const dup = await call('POST', COLOUR, { code: 'GAP_GREEN', name: '重复' });
    expect(dup.statusCode).toBe(409);
    expect((await call('POST', `${COLOUR}/page`, {}, operator)).statusCode).toBe(403);
    expect((await call('GET', `${COLOUR}/${String(created.id)}`, undefined, fleet)).statusCode).not.toBe(200);
  });
});

describe('new-energy vehicles: templates', () => {
  it('serves every import template with a sample row; the sale template imports as it is', async () => {
    const templates = [
      `${NE}/importVin/template`,
      `${NE}/importProduce/template`,
      `${NE}/importSale/template`,
      `${NE}/importDriver/template`,
      `${NE}/importStorage/template`,
      `${NE}/importTerminal/template`,
      `${PRODUCE}/importProduce/template`,
      `${PRODUCE}/importDriver/template`,
      `${PRODUCE}/importStorage/template`,
      `${SALES}/importSale/template`,
      `${RECORD}/import/template`,
      `${UNITS}/import/template`,
    ];
    for (const url of templates) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      const rows = await readSheet(res);
      expect(rows[1]!.filter(Boolean).length, url).toBeGreaterThan(0);
    }
    const sale = await call('GET', `${NE}/importSale/template`);
    const imported = await upload(`${NE}/importSale`, sale.rawPayload);
    expect(imported.json()).toEqual({ imported: 1 });
    expect((await vehicleByVin(NE_DEMO_VINS[1]!)).neStatus).toBe('SOLD');
  });
});
