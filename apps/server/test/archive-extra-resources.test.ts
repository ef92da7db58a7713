import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  archiveExtraResourceSpecs,
  resourcePath,
  simCardSpec,
  terminalResourceSpecs,
  XLSX_CONTENT_TYPE,
  type ResourceSpec,
} from '@chelian/contracts';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'en-US') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });
const specs = { ...terminalResourceSpecs, ...archiveExtraResourceSpecs } as Record<string, ResourceSpec>;
const api = (name: string, suffix?: string) => `/api/${resourcePath(specs[name]!, suffix)}`;
const optionId = async (name: string) =>
  ((await call('GET', api(name, 'options'))).json() as { id: number }[])[0]!.id;
const modelId = async () =>
  ((await call('GET', '/api/vehicle-svc/models/V1.0/options')).json() as { id: number }[])[0]!.id;
const rows = <T = Row>(query: ReturnType<typeof sql>) => h.ctx.database.rows(query) as Promise<T[]>;
const VEHICLES = '/api/vehicle-svc/vehicles/V1.0';

let seq = 0;
const vin = () => `LTMRA${String(++seq).padStart(4, '0')}${String(Date.now() % 1e8).padStart(8, '0')}`;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '4', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

/** A fresh terminal (with a model) and a fresh SIM card of the admin's tenant. */
async function freshTerminalAndCard(n: number) {
  const terminal = await call('POST', api('terminal'), {
    terminalCode: `TM-FRESH-${n}`,
    terminalModelId: await optionId('terminalModel'),
    chainType: 'GB32960',
  });
  expect(terminal.statusCode, terminal.body).toBe(200);
  const card = await call('POST', api('simCard'), {
    iccid: `8986077${String(n).padStart(13, '0')}`,
    msisdn: `1447${String(n).padStart(9, '0')}`,
    operator: 'CMCC',
    cardCategory: 'M2M',
    status: '7',
  });
  expect(card.statusCode, card.body).toBe(200);
  return { terminal: terminal.json() as Row, card: card.json() as Row };
}

/** A vehicle of the first model with a terminal bound through the vehicle calls (the log gets a BIND row). */
async function boundVehicle(n: number) {
  const { terminal } = await freshTerminalAndCard(n);
  const v = vin();
  const created = await call('POST', VEHICLES, {
    vin: v,
    vehicleModelId: await modelId(),
    saleStatus: 'UNSOLD',
  });
  expect(created.statusCode, created.body).toBe(200);
  const bound = await call('PUT', `${VEHICLES}/bindTerminal`, {
    vin: v,
    terminalCode: terminal.terminalCode,
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return { vin: v, vehicleId: created.json().id as number, terminal };
}

const runExpiryJob = async () => {
  const res = await call('GET', `${VEHICLES}/vehicleServiceExpireJob`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().expired as number;
};

const CASES: Record<string, Case> = {
  factoryProductionApply: {
    unique: (n) => ({ applyNo: `PA-T-${n}` }),
    create: async () => ({
      supplierId: await optionId('terminalSupplier'),
      terminalModelId: await optionId('terminalModel'),
    }),
    update: { status: 'APPROVED', quantity: 800 },
  },
  supplyRecord: {
    unique: (n) => ({ supplyNo: `SR-T-${n}` }),
    create: async () => ({
      supplierId: await optionId('terminalSupplier'),
      terminalModelId: await optionId('terminalModel'),
    }),
    importCells: () => ({ applyId: null }),
    update: { receiver: '仓库 李四' },
  },
  terminalProductionTest: {
    unique: (n) => ({ terminalCode: `TPT-${n}` }),
    repeatable: true,
    update: { stationName: 'EOL-09' },
  },
  terminalCert: {
    unique: (n) => ({ serialNo: `C0FFEE${String(n).padStart(8, '0')}` }),
    create: async () => ({ terminalId: await optionId('terminal') }),
    update: { issuer: 'Test CA' },
  },
  terminalCheck: { existing: async () => optionId('terminal') },
  terminalBindRecord: {
    existing: async () => {
      const { terminal } = await boundVehicle(900);
      const page = await call('POST', api('terminalBindRecord', 'page'), {
        terminalCode: terminal.terminalCode,
      });
      return page.json().items[0].id as number;
    },
  },
  cronJobLog: {
    existing: async () => {
      await runExpiryJob();
      return (await call('POST', api('cronJobLog', 'page'), {})).json().items[0].id as number;
    },
  },
  cronJobReport: {
    existing: async () => {
      await runExpiryJob();
      return (await call('POST', api('cronJobReport', 'page'), {})).json().items[0].id as number;
    },
  },
  simCardLink: {
    // each import row needs a card and a terminal of its own
    unique: async (n) => {
      const { terminal, card } = await freshTerminalAndCard(n);
      return { iccid: card.iccid, terminalCode: terminal.terminalCode };
    },
    existing: async () => {
      const { terminal, card } = await freshTerminalAndCard(901);
      const res = await importFile('simcards/V1.0/importSimRefTerminal', [
        ['ICCID *', 'Terminal code *'],
        [String(card.iccid), String(terminal.terminalCode)],
      ]);
      expect(res.json()).toEqual({ imported: 1 });
      return (await call('POST', api('simCardLink', 'page'), { terminalCode: terminal.terminalCode })).json()
        .items[0].id as number;
    },
  },
  vehicleModelMapper: {
    unique: (n) => ({ externalCode: `EXT-${n}` }),
    create: async () => ({ vehicleModelId: await modelId() }),
    update: { externalName: '外部车型' },
  },
  mesTrace: { unique: () => ({ vin: vin() }), repeatable: true },
};

const importFile = (path: string, sheet: (string | number | null)[][]) =>
  writeSheet(sheet).then((file) => {
    const form = multipartFile('import.xlsx', file);
    return h.call('POST', `/api/terminal-svc/${path}`, {
      token: admin,
      body: form.payload,
      headers: form.headers,
    });
  });

const suiteSpecs = Object.fromEntries(
  Object.entries(archiveExtraResourceSpecs).filter(([name]) => name !== 'simCardUpdateImport'),
);

describe('every declared resource of the rest of the archive through the engine', () => {
  resourceSuite(suiteSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

describe('rules and behaviour of the archive extras', () => {
  it('a certificate ending before it starts is refused naming the field, in the caller language, and nothing is written', async () => {
    const before = await rows(sql`select count(*)::int as n from terminal_certs`);
    const body = {
      terminalId: await optionId('terminal'),
      serialNo: 'ABCDEF0123',
      issuer: 'CA',
      validFrom: Date.UTC(2027, 0, 1),
      validTo: Date.UTC(2026, 0, 1),
    };
    const res = await call('POST', api('terminalCert'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.validTo).toBe('Valid until must be after Valid from');
    const zh = await call('POST', api('terminalCert'), body, admin, 'zh-CN');
    expect(zh.json().error.fields.validTo).toBe('失效时间必须晚于生效时间');
    const tw = await call('POST', api('terminalCert'), body, admin, 'zh-TW');
    expect(tw.json().error.fields.validTo).toBe('失效時間必須晚於生效時間');
    const bad = await call('POST', api('terminalCert'), {
      ...body,
      validTo: Date.UTC(2028, 0, 1),
      serialNo: 'xyz',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('serialNo');
    expect(await rows(sql`select count(*)::int as n from terminal_certs`)).toEqual(before);
  });

  it('production requests need a positive quantity and a known status; deliveries must match their request', async () => {
    const supplierId = await optionId('terminalSupplier');
    const models = (await call('GET', api('terminalModel', 'options'))).json() as { id: number }[];
    const base = {
      applyNo: 'PA-RULE-1',
      supplierId,
      terminalModelId: models[0]!.id,
      plannedDate: Date.UTC(2027, 0, 1),
      applicant: 'A',
    };
    const zero = await call('POST', api('factoryProductionApply'), {
      ...base,
      quantity: 0,
      status: 'APPLIED',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields).toHaveProperty('quantity');
    const status = await call('POST', api('factoryProductionApply'), {
      ...base,
      quantity: 5,
      status: 'LOST',
    });
    expect(status.statusCode).toBe(400);
    const apply = await call('POST', api('factoryProductionApply'), {
      ...base,
      quantity: 5,
      status: 'APPROVED',
    });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json()).toMatchObject({ statusDesc: 'Approved', quantity: 5 });

    const other = models.find((m) => m.id !== models[0]!.id)!;
    const mismatch = await call('POST', api('supplyRecord'), {
      supplyNo: 'SR-RULE-1',
      supplierId,
      terminalModelId: other.id,
      applyId: apply.json().id,
      quantity: 5,
      supplyDate: Date.UTC(2027, 0, 2),
      receiver: 'B',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.applyId).toBe(
      'Production request: the request names another factory or terminal model',
    );
    const ok = await call('POST', api('supplyRecord'), {
      supplyNo: 'SR-RULE-1',
      supplierId,
      terminalModelId: models[0]!.id,
      applyId: apply.json().id,
      quantity: 5,
      supplyDate: Date.UTC(2027, 0, 2),
      receiver: 'B',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().applyLabel).toBe('PA-RULE-1');
    // the request belongs to this tenant: the fleet tenant cannot point at it
    const foreign = await call(
      'POST',
      api('supplyRecord'),
      {
        supplyNo: 'SR-RULE-2',
        supplierId,
        terminalModelId: models[0]!.id,
        applyId: apply.json().id,
        quantity: 1,
        supplyDate: 1,
        receiver: 'C',
      },
      fleet,
    );
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('the terminal check follows the terminal: SIM card, reported card, binding, online and version', async () => {
    const check = async (id: number) => (await call('GET', api('terminalCheck', `${id}`))).json() as Row;
    const { terminal, card } = await freshTerminalAndCard(950);
    const id = Number(terminal.id);
    expect(await check(id)).toMatchObject({ checkResult: 'FAULT', simAssigned: false, vin: null });

    expect((await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: id })).statusCode).toBe(
      200,
    );
    expect(await check(id)).toMatchObject({ checkResult: 'WARNING', simAssigned: true, iccidMatches: false });

    // the terminal reports its card, is bound, online and on its model's newest version
    await h.ctx.database.rows(sql`update terminals set iccid = ${card.iccid} where id = ${id}`);
    const v = vin();
    await call('POST', VEHICLES, { vin: v, vehicleModelId: await modelId(), saleStatus: 'UNSOLD' });
    expect(
      (await call('PUT', `${VEHICLES}/bindTerminal`, { vin: v, terminalCode: terminal.terminalCode }))
        .statusCode,
    ).toBe(200);
    await h.ctx.database
      .rows(sql`insert into vehicle_latest (vehicle_id, tenant_id, vin, online, last_seen_at)
      select id, tenant_id, vin, true, now() from vehicles where vin = ${v}`);
    const newest = await rows<{ v: string | null }>(sql`select (select version_name from software_versions sv
      where sv.terminal_model_id = t.terminal_model_id order by version_number desc limit 1) as v from terminals t where t.id = ${id}`);
    await h.ctx.database.rows(sql`update terminals set software_version = ${newest[0]!.v} where id = ${id}`);
    expect(await check(id)).toMatchObject({
      checkResult: 'NORMAL',
      vin: v,
      online: true,
      iccidMatches: true,
      versionCurrent: true,
    });

    // another card reported than the one assigned: a fault, found by the search
    await h.ctx.database.rows(sql`update terminals set iccid = '89860000000000000999' where id = ${id}`);
    expect(await check(id)).toMatchObject({ checkResult: 'FAULT', iccidMatches: false });
    const faults = (
      await call('POST', api('terminalCheck', 'page'), { checkResult: 'FAULT', pageSize: 200 })
    ).json();
    expect(faults.items.map((r: Row) => r.id)).toContain(id);
    expect(faults.items.every((r: Row) => r.checkResult === 'FAULT')).toBe(true);
    expect((await call('GET', api('terminalCheck', `${id}`), undefined, fleet)).statusCode).toBe(404);
  });

  it('bind records list every bind and unbind of a terminal', async () => {
    const { vin: v, terminal } = await boundVehicle(960);
    expect((await call('PUT', `${VEHICLES}/unbindTerminal/${v}`)).statusCode).toBe(200);
    const page = await call('POST', api('terminalBindRecord', 'page'), {
      terminalCode: terminal.terminalCode,
    });
    expect(page.json().items.map((r: Row) => [r.action, r.vin])).toEqual([
      ['UNBIND', v],
      ['BIND', v],
    ]);
    // another tenant sees none of them
    const none = await call(
      'POST',
      api('terminalBindRecord', 'page'),
      { terminalCode: terminal.terminalCode },
      fleet,
    );
    expect(none.json().total).toBe(0);
    expect((await call('POST', api('terminalBindRecord', 'page'), {}, operator)).statusCode).toBe(403);
  });

  it('the service expiry job writes a log per tenant and keeps the day report; logs of a report by its id', async () => {
    const v = vin();
    const created = await call('POST', VEHICLES, {
      vin: v,
      vehicleModelId: await modelId(),
      saleStatus: 'UNSOLD',
    });
    await h.ctx.database.rows(sql`update vehicles set service_status = 'HAS_OPENED',
      service_start_date = now() - interval '30 days', service_end_date = now() - interval '1 day' where id = ${created.json().id}`);
    const reportsBefore = (
      await call('POST', api('cronJobReport', 'page'), { jobCode: 'VEHICLE_SERVICE_EXPIRE' })
    ).json();
    const runsBefore = Number(reportsBefore.items[0]?.runs ?? 0);

    expect(await runExpiryJob()).toBeGreaterThanOrEqual(1);
    const logs = (await call('POST', api('cronJobLog', 'page'), { trigger: 'MANUAL' })).json();
    expect(logs.items[0]).toMatchObject({
      jobCode: 'VEHICLE_SERVICE_EXPIRE',
      status: 'SUCCESS',
      trigger: 'MANUAL',
    });
    expect(logs.items[0].affected).toBeGreaterThanOrEqual(1);
    const sale = (await call('GET', `/api/vehicle-svc/vehicleSales/V1.0/${created.json().id}`)).json();
    expect(sale.serviceStatus).toBe('EXPIRE');

    // the fleet tenant sees its own row of the same run, with nothing of the admin's tenant
    const theirs = (await call('POST', api('cronJobLog', 'page'), { trigger: 'MANUAL' }, fleet)).json();
    expect(theirs.items[0]).toMatchObject({ jobCode: 'VEHICLE_SERVICE_EXPIRE', affected: 0 });

    const report = (
      await call('POST', api('cronJobReport', 'page'), { jobCode: 'VEHICLE_SERVICE_EXPIRE' })
    ).json().items[0];
    expect(report.runs).toBe(runsBefore + 1);
    expect(report.lastStatus).toBe('SUCCESS');
    const ofReport = await call('POST', `/api/terminal-svc/cronJobLogs/page/${report.id}`, { pageSize: 100 });
    expect(ofReport.statusCode, ofReport.body).toBe(200);
    expect(ofReport.json().total).toBe(report.runs);
    const days = await call('POST', `/api/vehicle-svc/cronJobReports/page/${report.id}`, {});
    expect(days.json().items.map((r: Row) => r.id)).toContain(report.id);
    expect(
      (await call('POST', `/api/terminal-svc/cronJobLogs/page/${report.id}`, {}, fleet)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/terminal-svc/cronJobLogs/page/abc', {})).statusCode).toBe(400);
  });

  it('SIM imports: import/sim, importEx updating known cards, importSimRefTerminal linking cards with a report for bad rows', async () => {
    const header = (
      await readSheet(await call('GET', '/api/terminal-svc/simcards/V1.0/import/sim/template'))
    )[0]!;
    expect(header[0]).toBe('ICCID *');
    const cardRow = (iccid: string, msisdn: string, status: string) =>
      header.map((label) =>
        label.startsWith('ICCID')
          ? iccid
          : label.startsWith('MSISDN')
            ? msisdn
            : label.startsWith('Operator')
              ? 'CMCC'
              : label.startsWith('Card category')
                ? 'M2M'
                : label.startsWith('Card status')
                  ? status
                  : null,
      );
    const first = await importFile('simcards/V1.0/import/sim', [
      header,
      cardRow('89860066000000000001', '1446600000001', '7'),
    ]);
    expect(first.json()).toEqual({ imported: 1 });
    // the plain import refuses a known ICCID; importEx updates it
    const again = await importFile('simcards/V1.0/import/sim', [
      header,
      cardRow('89860066000000000001', '1446600000001', '2'),
    ]);
    expect(again.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const ex = await importFile('simcards/V1.0/importEx', [
      header,
      cardRow('89860066000000000001', '1446600000001', '2'),
      cardRow('89860066000000000002', '1446600000002', '7'),
    ]);
    expect(ex.json()).toEqual({ imported: 2 });
    const cards = await rows<{ iccid: string; status: string }>(
      sql`select iccid, status from sim_cards where iccid like '898600660000000000%' order by iccid`,
    );
    expect(cards).toEqual([
      { iccid: '89860066000000000001', status: '2' },
      { iccid: '89860066000000000002', status: '7' },
    ]);
    const exTemplate = await call('GET', '/api/terminal-svc/simcards/V1.0/importEx/template');
    expect(exTemplate.headers['content-type']).toBe(XLSX_CONTENT_TYPE);

    // links: an unknown terminal is reported and nothing is linked
    const { terminal } = await freshTerminalAndCard(970);
    const linkHeader = (
      await readSheet(await call('GET', '/api/terminal-svc/simcards/V1.0/importSimRefTerminal/template'))
    )[0]!;
    expect(linkHeader).toEqual(['ICCID *', 'Terminal code *']);
    const failed = await importFile('simcards/V1.0/importSimRefTerminal', [
      linkHeader,
      ['89860066000000000001', String(terminal.terminalCode)],
      ['89860066000000000002', 'NO-SUCH-TERMINAL'],
    ]);
    expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const report = await readSheet(failed);
    expect(report.flat().join(' ')).toContain('no such terminal');
    const stillFree = await rows(sql`select sim_card_id from terminals where id = ${terminal.id}`);
    expect(stillFree).toEqual([{ sim_card_id: null }]);
    const ok = await importFile('simcards/V1.0/importSimRefTerminal', [
      linkHeader,
      ['89860066000000000001', String(terminal.terminalCode)],
    ]);
    expect(ok.json()).toEqual({ imported: 1 });
    const card = (await call('POST', api('simCard', 'page'), { iccid: '89860066000000000001' })).json()
      .items[0];
    expect(card.terminalCode).toBe(terminal.terminalCode);
    // linking needs simCards/assign
    const form = multipartFile('import.xlsx', await writeSheet([linkHeader]));
    const denied = await h.call('POST', '/api/terminal-svc/simcards/V1.0/importSimRefTerminal', {
      token: operator,
      body: form.payload,
      headers: form.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(simCardSpec.fields.iccid.unique).toBe(true);
  });

  it('the model mapper answers get/{id} and add, refuses a duplicate code and hides other tenants', async () => {
    const body = {
      sourceSystem: 'DMS',
      externalCode: 'DMS-X1',
      externalName: 'X1',
      vehicleModelId: await modelId(),
    };
    const added = await call('POST', '/api/vehicle-svc/vvehiclemodelmapper/add', body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ sourceSystemDesc: 'DMS (dealers)', externalCode: 'DMS-X1' });
    expect(added.json().vehicleModelLabel).toBeTruthy();
    const again = await call('POST', '/api/vehicle-svc/vvehiclemodelmapper/add', body);
    expect(again.statusCode).toBe(409);
    const got = await call('POST', `/api/vehicle-svc/vvehiclemodelmapper/get/${added.json().id}`);
    expect(got.json().externalName).toBe('X1');
    expect(
      (await call('POST', `/api/vehicle-svc/vvehiclemodelmapper/get/${added.json().id}`, {}, fleet))
        .statusCode,
    ).toBe(404);
    const bad = await call('POST', '/api/vehicle-svc/vvehiclemodelmapper/add', {
      ...body,
      externalCode: '??',
      sourceSystem: 'XX',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('vehicle records: record by VIN and record/edit by id change only the record fields', async () => {
    const v = vin();
    const created = await call('POST', VEHICLES, {
      vin: v,
      vehicleModelId: await modelId(),
      saleStatus: 'UNSOLD',
      plateCode: '京A10001',
    });
    const id = created.json().id as number;
    const filed = await call('POST', '/api/vehicle-svc/management/record', {
      vin: v,
      publishName: '发布一',
      plateCode: '京B99999',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ id, vin: v, publishName: '发布一', plateCode: '京A10001' });
    const edited = await call('POST', `/api/vehicle-svc/management/${id}/record/edit`, {
      publishName: '发布二',
    });
    expect(edited.json().publishName).toBe('发布二');
    expect(
      (
        await call('POST', '/api/vehicle-svc/management/record', {
          vin: 'LNXSUCHVN00000001',
          publishName: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/vehicle-svc/management/record', { vin: 'bad', publishName: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/vehicle-svc/management/${id}/record/edit`, { publishName: 'x' }, fleet))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/vehicle-svc/management/${id}/record/edit`, { publishName: 'x' }, operator))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/vehicle-svc/management/${id}`)).json().publishName).toBe('发布二');
  });

  it('the demo seed gives the factory side of the fleet', async () => {
    const count = async (name: string) => (await call('POST', api(name, 'page'), {})).json().total as number;
    expect(await count('factoryProductionApply')).toBeGreaterThanOrEqual(3);
    expect(await count('supplyRecord')).toBeGreaterThanOrEqual(2);
    expect(await count('terminalProductionTest')).toBeGreaterThanOrEqual(4);
    expect(await count('terminalCert')).toBeGreaterThanOrEqual(4);
    expect(await count('mesTrace')).toBeGreaterThanOrEqual(12);
  });

  it('refuses a MES trace with a malformed VIN, naming the field', async () => {
    const bad = await call('POST', api('mesTrace'), {
      vin: 'bad',
      stationCode: 'S',
      processName: 'P',
      operatorName: 'O',
      result: 'PASS',
      tracedAt: Date.now(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('vin');
  });
});
