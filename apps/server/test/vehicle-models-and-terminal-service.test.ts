import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;
const V = '/api/vehicle-svc';
const T = '/api/terminal-svc';
const LOGIN_RECORD = `${V}/vehicleLoginRecord/V1.0`;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token = admin, lang = 'en-US') =>
  h.call(method, url, { token, body, headers: { 'accept-language': lang } });
const ok = async <T = Row>(method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const upload = (url: string, content: Buffer, token = admin) => {
  const file = multipartFile('rows.xlsx', content);
  return h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'accept-language': 'en-US', ...file.headers },
    payload: file.payload,
  });
};
const firstOption = async (url: string, method = 'GET') =>
  (await ok<{ id: number; label: string }[]>(method, url))[0]!;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '3', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

describe('import previews of the model dictionaries (spec calls)', () => {
  const BASES = [
    'energy_storage_model',
    'electric_driver_model',
    'engine_model',
    'vehicle_colors',
    'vehicleModelConfigs/V1.0',
    'vehicle/types/V1.0',
    'models/V1.0',
    'series',
    'groups',
    'vehicleModelThresholds',
    'vehicleGallery',
  ];
  it.each(BASES)('%s/preview reads the import template row by row and writes nothing', async (base) => {
    const template = await call('GET', `${V}/${base}/import/template`);
    expect(template.statusCode, template.body).toBe(200);
    const before = (await ok<{ total: number }>('POST', `${V}/${base}/page`, {})).total;
    const res = await upload(`${V}/${base}/preview`, Buffer.from(template.rawPayload));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as {
      total: number;
      valid: number;
      items: { row: number; errors: unknown[] }[];
    };
    expect(preview.total).toBe(preview.items.length);
    expect(preview.items[0]?.row).toBe(2);
    expect((await ok<{ total: number }>('POST', `${V}/${base}/page`, {})).total).toBe(before);
    expect(
      (await upload(`${V}/${base}/preview`, Buffer.from(template.rawPayload), operator)).statusCode,
    ).toBe(403);
  });
});

describe('the vehicle colors import', () => {
  it('reads the English headers as written now ("Color") and as files once had them ("Colour")', async () => {
    const template = await readSheet(await call('GET', `${V}/vehicle_colors/import/template`));
    expect(template[0]).toEqual(expect.arrayContaining(['Color code *', 'Color name *', 'Color value']));
    for (const [header, code, name] of [
      [['Colour code *', 'Colour name *', 'Colour value'], 'T_FORMER_SPELLING', 'Former spelling'],
      [['Color code *', 'Color name *', 'Color value'], 'T_CURRENT_SPELLING', 'Current spelling'],
    ] as const) {
      const file = await writeSheet([[...header], [code, name, '#2e8b57']]);
      const res = await upload(`${V}/vehicle_colors/import`, file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imported: 1 });
      const { items } = await ok<{ items: Row[] }>('POST', `${V}/vehicle_colors/page`, { name });
      expect(items).toEqual([expect.objectContaining({ code, name, colorValue: '#2e8b57' })]);
    }
  });
});

describe('alarm thresholds of one model', () => {
  it('lists every threshold of the model, and nothing of another tenant', async () => {
    const model = await firstOption(`${V}/models/V1.0/options`);
    const created = await ok('POST', `${V}/vehicleModelThresholds`, {
      vehicleModelId: model.id,
      alarmItem: 'motorTemp',
      alarmLevel: '3',
      lowerLimit: -20,
      upperLimit: 140,
    });
    const list = await ok<Row[]>('POST', `${V}/vehicleModelThresholds/${model.id}/list`);
    expect(list.map((r) => r.id)).toContain(created.id);
    expect(list.every((r) => r.vehicleModelId === model.id)).toBe(true);
    expect(list.find((r) => r.id === created.id)).toMatchObject({ alarmItem: 'motorTemp', upperLimit: 140 });
    expect(
      (await call('POST', `${V}/vehicleModelThresholds/${model.id}/list`, undefined, operator)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${V}/vehicleModelThresholds/${model.id}/list`, undefined, fleet)).statusCode,
    ).toBe(404);
  });
});

describe('abnormal logins and bindings', () => {
  const logins = (body: Row = {}, token = admin) =>
    call('POST', `${LOGIN_RECORD}/pageVehicleLoginRecord`, { pageSize: 100, ...body }, token);
  const byVin = async (vin: string) => ((await logins({ vin })).json() as { items: Row[] }).items;

  it('lists the logins that do not match the archive, checked against it as it is now', async () => {
    expect(await byVin('LCLE5A2B0SA100001')).toEqual([
      expect.objectContaining({ abnormalType: 'UNBOUND', terminalCode: null, iccid: '89860312345678900001' }),
    ]);
    const swapped = (await byVin('LCLS7A2B0SA100002'))[0]!;
    expect(swapped).toMatchObject({ abnormalType: 'SIM_OF_OTHER_TERMINAL', terminalCode: 'TBOX-DEMO-0002' });
    expect(String(swapped.holderTerminalCode)).not.toBe('TBOX-DEMO-0002');
    expect((await byVin('LCLT3A2B0SA100003'))[0]).toMatchObject({
      abnormalType: 'SIM_UNASSIGNED',
      assignedIccid: null,
    });

    // a card assigned to the terminal that is not the reported one: a mismatch
    const other = await ok('POST', `${T}/simcards/V1.0/save`, {
      iccid: '89860312345678900099',
      msisdn: '1440312345699',
      operator: 'CMCC',
      cardCategory: 'M2M',
      status: '2',
    });
    const terminal = await ok<{ id: number }>('POST', `${T}/terminals/V1.0/detail/code`, {
      terminalCode: 'TBOX-DEMO-0003',
    });
    await ok('POST', `${T}/simcards/V1.0/assign`, { id: other.id, terminalId: terminal.id });
    expect((await byVin('LCLT3A2B0SA100003'))[0]).toMatchObject({
      abnormalType: 'SIM_MISMATCH',
      assignedIccid: '89860312345678900099',
    });
    // the reported card assigned instead: the login is in order and leaves the list
    await ok('POST', `${T}/simcards/V1.0/assign`, { id: other.id, terminalId: null });
    const reported = await ok('POST', `${T}/simcards/V1.0/save`, {
      iccid: '89860312345678900003',
      msisdn: '1440312345603',
      operator: 'CMCC',
      cardCategory: 'M2M',
      status: '2',
    });
    await ok('POST', `${T}/simcards/V1.0/assign`, { id: reported.id, terminalId: terminal.id });
    expect(await byVin('LCLT3A2B0SA100003')).toEqual([]);

    const unbound = (await logins({ abnormalType: 'UNBOUND' })).json() as { items: Row[] };
    expect(unbound.items.length).toBeGreaterThan(0);
    expect(unbound.items.every((r) => r.abnormalType === 'UNBOUND')).toBe(true);
    expect(unbound.items[0]!.abnormalTypeLabel ?? unbound.items[0]!.abnormalType).toBeTruthy();

    const file = await call('POST', `${LOGIN_RECORD}/exportVehicleLoginRecord`, { vin: 'LCLE5A2B0SA100001' });
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const sheet = await readSheet(file);
    expect(sheet[2]).toContain('LCLE5A2B0SA100001');
    expect(sheet[2]).toContain('No terminal bound to the vehicle');

    expect((await logins({}, operator)).statusCode).toBe(403);
    // another tenant sees none of these
    expect(((await logins({ vin: 'LCL' }, fleet)).json() as { total: number }).total).toBe(0);
  });

  it('lists the bindings whose terminal and SIM card do not add up', async () => {
    const binds = (body: Row = {}, token = admin) =>
      call('POST', `${LOGIN_RECORD}/pageVehicleBindAbnormal`, { pageSize: 100, ...body }, token);
    // a demo vehicle bound to a free demo terminal, which holds no card
    expect(
      (
        await call('PUT', `${V}/vehicles/V1.0/bindTerminal`, {
          vin: 'LCLE5A2B0SA100001',
          terminalCode: 'TBOX-DEMO-0004',
        })
      ).statusCode,
    ).toBe(200);
    const page = (await binds({ vin: 'LCLE5A2B0SA100001' })).json() as { items: Row[] };
    expect(page.items).toEqual([
      expect.objectContaining({
        terminalCode: 'TBOX-DEMO-0004',
        abnormalType: 'NO_SIM',
        assignedIccid: null,
      }),
    ]);
    // a deactivated card is unusable
    const card = await ok('POST', `${T}/simcards/V1.0/save`, {
      iccid: '89860312345678900044',
      msisdn: '1440312345644',
      operator: 'CMCC',
      cardCategory: 'M2M',
      status: '3',
    });
    const terminal = await ok<{ id: number }>('POST', `${T}/terminals/V1.0/detail/code`, {
      terminalCode: 'TBOX-DEMO-0004',
    });
    await ok('POST', `${T}/simcards/V1.0/assign`, { id: card.id, terminalId: terminal.id });
    expect(((await binds({ vin: 'LCLE5A2B0SA100001' })).json() as { items: Row[] }).items[0]).toMatchObject({
      abnormalType: 'SIM_UNUSABLE',
      simStatus: '3',
    });
    const file = await call('POST', `${LOGIN_RECORD}/exportVehicleBindAbnormal`, {
      vin: 'LCLE5A2B0SA100001',
    });
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await binds({}, operator)).statusCode).toBe(403);
    expect(((await binds({ vin: 'LCLE5' }, fleet)).json() as { total: number }).total).toBe(0);
  });
});

describe('terminal service extras', () => {
  it('finds a software version at /single/{id}', async () => {
    const version = await firstOption(`${T}/softVersions/V1.0/options`);
    expect(await ok('GET', `${T}/softVersions/V1.0/single/${version.id}`)).toEqual(
      await ok('GET', `${T}/softVersions/V1.0/${version.id}`),
    );
    expect(
      (await call('GET', `${T}/softVersions/V1.0/single/${version.id}`, undefined, fleet)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${T}/softVersions/V1.0/single/${version.id}`, undefined, operator)).statusCode,
    ).toBe(403);
  });

  it.each([
    ['chip/models/V1.0/export/chipModel', 'Chip models'],
    ['terminal/models/V1.0/export/terminalModel', 'Terminal models'],
    ['simcards/V1.0/export/simcard', 'SIM cards'],
    ['terminals/V1.0/export/terminal', 'Terminals'],
  ])('exports the list at %s', async (path, title) => {
    const res = await call('POST', `${T}/${path}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await readSheet(res))[0]![0]).toBe(title);
    expect((await call('POST', `${T}/${path}`, {}, operator)).statusCode).toBe(403);
  });

  it('tells what refers to chip factories and terminal suppliers', async () => {
    const factory = await firstOption(`${T}/chip/factory/V1.0/options`);
    const [ref] = await ok<Row[]>('POST', `${T}/chip/factory/V1.0/ref`, { ids: [factory.id] });
    expect(ref).toMatchObject({ id: factory.id, name: factory.label, inUse: true });
    expect(Number(ref!.chipModels)).toBeGreaterThan(0);
    expect((await call('POST', `${T}/chip/factory/V1.0/ref`, { ids: [factory.id] }, fleet)).statusCode).toBe(
      404,
    );

    const supplier = await ok('POST', `${T}/terminal/suppliers/V1.0`, {
      code: 'REF_SUP',
      name: '无引用供应商',
      mesCode: 'R1',
      tuidCode: 'R1',
    });
    const suppliers = await ok<Row[]>('POST', `${T}/terminal/suppliers/V1.0/ref`, { ids: [supplier.id] });
    expect(suppliers).toEqual([
      { id: supplier.id, name: '无引用供应商', terminalModels: 0, terminals: 0, inUse: false },
    ]);
    expect((await call('POST', `${T}/terminal/suppliers/V1.0/ref`, { ids: [] })).statusCode).toBe(400);
    expect(
      (await call('POST', `${T}/terminal/suppliers/V1.0/ref`, { ids: [supplier.id] }, operator)).statusCode,
    ).toBe(403);
  });

  it('pages SIM cards with the vehicle carrying each', async () => {
    const page = await ok<{ items: Row[]; total: number }>('POST', `${T}/simcards/V1.0/pageList`, {
      pageSize: 100,
      status: '2',
    });
    const carried = page.items.filter((r) => r.vin);
    expect(carried.length).toBeGreaterThanOrEqual(3);
    for (const card of carried) expect(String(card.vin)).toHaveLength(17);
    expect((await call('POST', `${T}/simcards/V1.0/pageList`, {}, operator)).statusCode).toBe(403);
  });

  it('selects protocol commands by protocol and direction', async () => {
    const protocol = await firstOption(`${T}/protocols/V1.0/options`);
    const down = await ok<{ id: number; label: string }[]>('POST', `${T}/protocol/cmds/V1.0/select`, {
      protocolId: protocol.id,
      direction: 'DOWN',
    });
    const all = await ok<{ id: number }[]>('POST', `${T}/protocol/cmds/V1.0/select`, {
      protocolId: protocol.id,
    });
    expect(down.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(down.length);
    expect(
      (await call('POST', `${T}/protocol/cmds/V1.0/select`, { protocolId: protocol.id }, fleet)).statusCode,
    ).toBe(404);
    expect((await call('POST', `${T}/protocol/cmds/V1.0/select`, {}, operator)).statusCode).toBe(403);
  });
});
