import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveResourceSpecs, resourcePath, XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { DEMO } from '../src/demo/tenants';
import { archiveUnderModels, DEMO_FREE_TERMINALS } from '../src/demo/archive';
import { seedDemoFleet } from '../src/demo/fleet';
import { Archive } from '../src/gateway/archive';
import { telemetryStore } from '../src/db/store';
import { vinCheckDigit } from '../src/domains/vehicle/vin';
import { expireServices } from '../src/domains/vehicle/service-status';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, settle, terminal } from './gateway-support';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;
const VEHICLES = '/api/vehicle-svc/vehicles/V1.0';

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string) =>
  h.call(method, url, { token: token ?? admin, body });
const options = async (name: keyof typeof archiveResourceSpecs) =>
  (await call('GET', `/api/${resourcePath(archiveResourceSpecs[name], 'options')}`)).json() as {
    id: number;
    label: string;
  }[];
const firstOption = async (name: keyof typeof archiveResourceSpecs) => (await options(name))[0]!.id;

/** A VIN with a valid check digit, from a 16-character body (position 9 inserted). */
function validVin(body: string): string {
  const draft = `${body.slice(0, 8)}0${body.slice(8)}`;
  return `${body.slice(0, 8)}${vinCheckDigit(draft)}${body.slice(8)}`;
}
let vinSeq = 0;
const nextVin = () =>
  validVin(`LTEST${String(++vinSeq).padStart(3, '0')}RA${String(100000 + vinSeq)}`.slice(0, 16));

beforeAll(async () => {
  h = await startHarness();
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

const archivedVehicle = async () => {
  const res = await call('POST', VEHICLES, {
    vin: nextVin(),
    vehicleModelId: await firstOption('vehicleModel'),
    saleStatus: 'UNSOLD',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const importVins: string[] = [];
const CASES: Record<keyof typeof archiveResourceSpecs, Case> = {
  vehicleSeries: { unique: (n) => ({ code: `T-SER-${n}` }), update: { name: '测试车系' } },
  vehicleType: { unique: (n) => ({ code: `T_TYPE_${n}` }), update: { name: '测试类型' } },
  vehicleColour: { unique: (n) => ({ code: `T_COLOUR_${n}` }), update: { name: '测试颜色' } },
  vehicleGroup: {
    unique: (n) => ({ name: `测试分组${n}` }),
    importCells: () => ({ remark: '导入' }),
    update: { remark: '已修改' },
  },
  energyStorageModel: { unique: (n) => ({ code: `T-BAT-${n}` }), update: { ratedEnergy: 60 } },
  electricDriveModel: { unique: (n) => ({ code: `T-MOT-${n}` }), update: { peakPower: 160 } },
  engineModel: { unique: (n) => ({ code: `T-ENG-${n}` }), update: { maxPower: 80 } },
  vehicleModel: {
    unique: (n) => ({ code: `T-MODEL-${n}` }),
    create: async () => ({ vehicleSeriesId: await firstOption('vehicleSeries') }),
    update: { name: '测试车型' },
  },
  vehicleModelConfig: {
    create: async () => {
      // three models without a configuration: one created here, two for the import rows
      const ids = [];
      for (const name of ['配置车型', '导入配置车型甲', '导入配置车型乙']) {
        const model = await call('POST', '/api/vehicle-svc/models/V1.0', {
          code: `T-CFG-${++vinSeq}`,
          name,
          fuelType: 'BEV',
          vehicleSeriesId: await firstOption('vehicleSeries'),
        });
        ids.push(model.json().id as number);
      }
      return { vehicleModelId: ids[0] };
    },
    importCells: (k) => ({ vehicleModelId: k % 2 ? '导入配置车型甲' : '导入配置车型乙', remark: '导入' }),
    update: { remoteControls: ['lock'] },
  },
  vehicleModelThreshold: {
    unique: (n) => ({ lowerLimit: n }),
    create: async () => ({
      vehicleModelId: await firstOption('vehicleModel'),
      alarmItem: 'insulation',
      alarmLevel: '3',
      upperLimit: 100000,
    }),
    importCells: () => ({ alarmItem: 'Insulation', alarmLevel: 'Level 1', upperLimit: 100000 }),
    update: { upperLimit: 99999 },
  },
  vehicleGallery: {
    unique: (n) => ({ galleryName: `测试图库${n}` }),
    create: async () => ({ vehicleSeriesId: await firstOption('vehicleSeries') }),
    update: { remark: '已修改' },
  },
  vehicleInfoConfig: {
    create: async () => {
      // three models without a configuration: one created here, two for the import rows
      const ids = [];
      for (const name of ['信息车型', '导入信息车型甲', '导入信息车型乙']) {
        const model = await call('POST', '/api/vehicle-svc/models/V1.0', {
          code: `T-INF-${++vinSeq}`,
          name,
          fuelType: 'BEV',
          vehicleSeriesId: await firstOption('vehicleSeries'),
        });
        ids.push(model.json().id as number);
      }
      return { vehicleModelId: ids[0] };
    },
    importCells: (k) => ({ vehicleModelId: k % 2 ? '导入信息车型甲' : '导入信息车型乙', remark: '导入' }),
    update: { infoGroups: ['vehicle'] },
  },
  vehicle: {
    unique: () => ({ vin: nextVin() }),
    create: async () => ({ vehicleModelId: await firstOption('vehicleModel') }),
    update: { plateCode: '沪A99999' },
  },
  vehicleSale: { existing: archivedVehicle, update: { saleStatus: 'SOLD', dealerName: '测试经销商' } },
  vehicleProduction: { existing: archivedVehicle, update: { machineCode: 'M-0001', engineNo: 'E12345' } },
  vehicleRecord: { existing: archivedVehicle, update: { publishName: '测试发布' } },
  vehicleCode: { existing: archivedVehicle, update: { configInfo: '{"appControl":["lock"],"gear":"AUTO"}' } },
  vehicleTerminal: {
    existing: async () => {
      for (const code of ['TEST-VT-A', 'TEST-VT-B'])
        await h.ctx.database.rows(
          sqlText(
            `insert into terminals (tenant_id, terminal_code) select id, '${code}' from tenants where tenant_code = '${DEMO.platformTenant}'`,
          ),
        );
      const [bound, ...free] = [await archivedVehicle(), await archivedVehicle(), await archivedVehicle()];
      for (const id of free) importVins.push((await call('GET', `${VEHICLES}/${id}`)).json().vin as string);
      const vin = (await call('GET', `${VEHICLES}/${bound}`)).json().vin as string;
      expect(
        (await call('PUT', `${VEHICLES}/bindTerminal`, { vin, terminalCode: 'TEST-VT-A' })).statusCode,
      ).toBe(200);
      return (await call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/page', { vin })).json().items[0]
        .id as number;
    },
    // good and bad rows alternate between two free vehicles and two free terminals
    importCells: (k) => ({
      vin: importVins[k % 2],
      terminalCode: k % 2 ? 'TEST-VT-B' : DEMO_FREE_TERMINALS[3],
    }),
  },
  vehicleTerminalLog: {
    existing: async () => {
      const vin = nextVin();
      await call('POST', VEHICLES, {
        vin,
        vehicleModelId: await firstOption('vehicleModel'),
        saleStatus: 'UNSOLD',
      });
      expect(
        (await call('PUT', `${VEHICLES}/bindTerminal`, { vin, terminalCode: DEMO_FREE_TERMINALS[4] }))
          .statusCode,
      ).toBe(200);
      const page = (
        await call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/log/page', { vin, pageSize: 1 })
      ).json();
      return page.items[0].id as number;
    },
  },
};

describe('every declared archive resource through the engine', () => {
  resourceSuite(archiveResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }));
});

const sqlText = (text: string) => sql.raw(text);
const count = async (table: string) =>
  Number(
    (await h.ctx.database.rows<{ n: number }>(sqlText(`select count(*)::int as n from ${table}`)))[0]!.n,
  );

describe('vehicle archive behaviour', () => {
  const newVehicle = async (extra: Row = {}) => {
    const vin = nextVin();
    const res = await call('POST', VEHICLES, {
      vin,
      vehicleModelId: await firstOption('vehicleModel'),
      saleStatus: 'UNSOLD',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { vin, id: res.json().id as number };
  };

  it('binds, changes, swaps and unbinds terminals with a log; one terminal on one vehicle, kept by the database', async () => {
    const a = await newVehicle();
    const b = await newVehicle();
    const [t1, t2] = DEMO_FREE_TERMINALS;
    const bind = await call('PUT', `${VEHICLES}/bindTerminal`, { vin: a.vin, terminalCode: t1 });
    expect(bind.statusCode, bind.body).toBe(200);
    // the gateway's login of the VIN finds its terminal through the binding
    const archive = new Archive(telemetryStore(h.ctx.database), {
      autoRegister: false,
      autoRegisterTenant: DEMO.platformTenant,
    });
    expect((await archive.lookup(a.vin))?.terminalCode).toBe(t1);
    expect((await call('GET', `${VEHICLES}/${a.id}`)).json().terminalCode).toBe(t1);

    // a bound terminal cannot go on another vehicle: the message names the field, nothing changes
    const logs = await count('vehicle_terminal_logs');
    const taken = await h.call('PUT', `${VEHICLES}/bindTerminal`, {
      token: admin,
      body: { vin: b.vin, terminalCode: t1 },
      headers: { 'accept-language': 'en-US' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain(a.vin);
    expect(taken.json().error.fields.terminalCode).toBe('Terminal code');
    expect(await count('vehicle_terminal_logs')).toBe(logs);
    // and the database refuses a second open binding whatever the caller
    const [ta] = await h.ctx.database.rows<{ id: number }>(
      sqlText(`select id from terminals where terminal_code = '${t1}'`),
    );
    await expect(
      h.ctx.database.rows(
        sqlText(
          `insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id) values ((select id from tenants where tenant_code = '${DEMO.platformTenant}'), ${b.id}, ${ta!.id})`,
        ),
      ),
    ).rejects.toThrow();

    // CHANGE: a free terminal replaces the vehicle's own
    const change = await call('PUT', `${VEHICLES}/changeTerminal`, {
      vin: a.vin,
      terminalCode: t2,
      changeType: 'CHANGE',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await archive.lookup(a.vin))?.terminalCode).toBe(t2);
    // SWAP: b gets a's terminal, a gets b's
    expect((await call('PUT', `${VEHICLES}/bindTerminal`, { vin: b.vin, terminalCode: t1 })).statusCode).toBe(
      200,
    );
    const swap = await call('PUT', `${VEHICLES}/changeTerminal`, {
      vin: a.vin,
      terminalCode: t1,
      changeType: 'SWAP',
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((await archive.lookup(a.vin))?.terminalCode).toBe(t1);
    expect((await archive.lookup(b.vin))?.terminalCode).toBe(t2);
    // SWAP with a free terminal is refused
    const free = await call('PUT', `${VEHICLES}/changeTerminal`, {
      vin: a.vin,
      terminalCode: DEMO_FREE_TERMINALS[2],
      changeType: 'SWAP',
    });
    expect(free.statusCode).toBe(400);
    // unbind (here through the vehicle terminal base), then the vehicle has none
    expect(
      (await call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/unbindTerminal', { vin: a.vin })).statusCode,
    ).toBe(200);
    expect((await archive.lookup(a.vin))?.terminalCode).toBeNull();
    expect((await call('PUT', `${VEHICLES}/unbindTerminal/${a.vin}`)).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/vehicle-svc/vehicleTerminal/V1.0/info/${b.vin}`)).json().terminalCode,
    ).toBe(t2);

    const log = (
      await call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/log/page', {
        vin: a.vin,
        sortField: 'createdAt',
        sortOrder: 'asc',
        pageSize: 20,
      })
    ).json();
    expect(log.items.map((i: Row) => i.action)).toEqual(['BIND', 'CHANGE', 'SWAP', 'UNBIND']);
    expect(log.items[2]).toMatchObject({
      terminalCode: t1,
      oldTerminalCode: t2,
      otherVin: b.vin,
      operatorName: expect.any(String),
    });
    // free terminals for the select: the ones on no vehicle
    const usable = (await call('GET', `${VEHICLES}/usableTerminals?keyword=TBOX-DEMO`)).json() as {
      label: string;
    }[];
    expect(usable.map((u) => u.label)).toContain(t1);
    expect(usable.map((u) => u.label)).not.toContain(t2);
    // another tenant's caller cannot touch these vehicles
    expect((await call('PUT', `${VEHICLES}/unbindTerminal/${b.vin}`, undefined, fleet)).statusCode).toBe(404);
    expect((await call('PUT', `${VEHICLES}/unbindTerminal/${b.vin}`, undefined, operator)).statusCode).toBe(
      403,
    );
  });

  it('refuses duplicate and malformed VINs, wrong check digits when asked, and deleting a model in use, changing nothing', async () => {
    const { vin } = await newVehicle();
    const before = await count('vehicles');
    const dup = await call('POST', VEHICLES, { vin, vehicleModelId: await firstOption('vehicleModel') });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.vin).toBeDefined();
    for (const bad of ['LTEST0001RA10000', 'LTEST0001RA10000I1', 'ltest0001ra100001', 'LTEST0O01RA100001']) {
      const res = await call('POST', VEHICLES, {
        vin: bad,
        vehicleModelId: await firstOption('vehicleModel'),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields.vin, bad).toBeDefined();
    }
    // the check digit rule, when the tenant's parameter asks for it
    const fresh = nextVin(); // valid check digit: flip it
    const wrong = `${fresh.slice(0, 8)}${fresh[8] === '1' ? '2' : '1'}${fresh.slice(9)}`;
    const param = await call('POST', '/api/system-svc/parameters/V1.0', {
      paramKey: 'vehicle.vinCheckDigit',
      name: 'VIN',
      value: 'true',
      status: 'NORMAL',
    });
    const paramId = param.statusCode === 200 ? param.json().id : null;
    if (!paramId) {
      const existing = (
        await call('POST', '/api/system-svc/parameters/V1.0/page', { paramKey: 'vehicle.vinCheckDigit' })
      ).json().items[0];
      expect(
        (await call('PUT', '/api/system-svc/parameters/V1.0', { id: existing.id, value: 'true' })).statusCode,
      ).toBe(200);
    }
    const digit = await h.call('POST', VEHICLES, {
      token: admin,
      body: { vin: wrong, vehicleModelId: await firstOption('vehicleModel') },
      headers: { 'accept-language': 'en-US' },
    });
    expect(digit.statusCode, digit.body).toBe(400);
    expect(digit.json().error.message).toContain('check digit');
    expect((await newVehicle()).vin).toHaveLength(17);
    const existing = (
      await call('POST', '/api/system-svc/parameters/V1.0/page', { paramKey: 'vehicle.vinCheckDigit' })
    ).json().items[0];
    await call('PUT', '/api/system-svc/parameters/V1.0', { id: existing.id, value: 'false' });
    expect(await count('vehicles')).toBe(before + 1);

    // a model some vehicle uses cannot be deleted
    const modelId = await firstOption('vehicleModel');
    const models = await count('vehicle_models');
    const inUse = await call('DELETE', '/api/vehicle-svc/models/V1.0', { ids: [modelId] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errCode).toBe('IN_USE');
    expect(await count('vehicle_models')).toBe(models);
  });

  it('masks owner data without the unmask permission, in lists and exports, and never logs it', async () => {
    const { id } = await newVehicle({
      ownerName: '王小明',
      ownerPhone: '13912345678',
      ownerIdNumber: '110101199003071234',
    });
    const reader = await h.userWithPermissions('vreader', ['vehicleList/view', 'vehicleList/export']);
    const masked = (await call('POST', `${VEHICLES}/page`, { ids: [id] }, reader)).json().items[0];
    expect(masked.ownerName).not.toBe('王小明');
    expect(masked.ownerPhone).toBe('1*********8');
    const clear = (await call('POST', `${VEHICLES}/page`, { ids: [id] })).json().items[0];
    expect(clear.ownerPhone).toBe('13912345678');
    const sheet = await readSheet(await call('POST', `${VEHICLES}/export`, { ids: [id] }, reader));
    expect(sheet[2]![sheet[1]!.indexOf('Owner phone')]).toBe('1*********8');
    // the API and business logs keep no owner data
    await call('POST', '/api/vehicle-svc/vehicles/V1.0/update/customer/info', {
      id,
      ownerPhone: '13700000001',
    });
    await new Promise((r) => setTimeout(r, 700));
    const leaked = await h.ctx.database.rows(
      sqlText(
        `select 1 from business_logs where coalesce(detail, '') like '%13700000001%' or coalesce(detail, '') like '%13912345678%' or coalesce(detail, '') like '%王小明%'`,
      ),
    );
    expect(leaked).toHaveLength(0);
  });

  it('keeps sale info and service status: open, suspend, restore, expire; keyword lookup cut at 16; batch query', async () => {
    const { id, vin } = await newVehicle();
    const day = 86_400_000;
    const sale = await call('PUT', `${VEHICLES}/saleInfo`, {
      id,
      saleStatus: 'SOLD',
      saleDate: Date.now(),
      dealerName: '朝阳店',
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const dates = await call('POST', `${VEHICLES}/updateServiceDate`, {
      ids: [id],
      serviceStartDate: Date.now() - day,
      serviceEndDate: Date.now() + day,
    });
    expect(dates.statusCode, dates.body).toBe(200);
    const status = async () => (await call('GET', `${VEHICLES}/${id}`)).json().serviceStatus;
    expect(await status()).toBe('HAS_OPENED');
    const backwards = await call('POST', `${VEHICLES}/updateServiceDate`, {
      ids: [id],
      serviceStartDate: Date.now(),
      serviceEndDate: Date.now() - day,
    });
    expect(backwards.statusCode).toBe(400);
    expect((await call('POST', `${VEHICLES}/suspendedVehicleService/0`, { ids: [id] })).json()).toEqual({
      updated: 1,
    });
    expect(await status()).toBe('SUSPENDED');
    expect((await call('POST', `${VEHICLES}/suspendedVehicleService/1`, { ids: [id] })).json()).toEqual({
      updated: 1,
    });
    expect(await status()).toBe('HAS_OPENED');
    await h.ctx.database.rows(
      sqlText(`update vehicles set service_end_date = now() - interval '1 day' where id = ${id}`),
    );
    expect(await expireServices(h.ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('EXPIRE');
    expect((await call('GET', `${VEHICLES}/vehicleServiceExpireJob`)).statusCode).toBe(200);

    const model = await firstOption('vehicleModel');
    for (let i = 0; i < 17; i++)
      await call('POST', VEHICLES, {
        vin: validVin(`LKWDS000RA${String(i).padStart(6, '0')}`),
        vehicleModelId: model,
      });
    const found = (
      await call('POST', `${VEHICLES}/getVehicleListByKeyWords`, { keyword: 'lkwds' })
    ).json() as Row[];
    expect(found.length).toBe(16);
    expect(found.every((f) => String(f.label).startsWith('LKWDS'))).toBe(true);
    // a plate that starts with the keyword counts too, in VIN order among the VIN matches
    const byPlate = validVin('LAKWD000RA000001');
    await call('POST', VEHICLES, { vin: byPlate, plateCode: 'LKWDS88', vehicleModelId: model });
    const mixed = (
      await call('POST', `${VEHICLES}/getVehicleListByKeyWords`, { keyword: 'LKWDS' })
    ).json() as Row[];
    expect(mixed.length).toBe(16);
    expect(mixed[0]).toMatchObject({ label: byPlate, plateCode: 'LKWDS88' });
    expect(mixed.map((f) => f.label)).toEqual(mixed.map((f) => String(f.label)).sort());
    const batch = (await call('POST', `${VEHICLES}/batchQuery`, { vins: [vin, 'LZZZZZZZZZZZZZZZ1'] })).json();
    expect(batch.items.map((i: Row) => i.vin)).toEqual([vin]);
    expect(batch.missing).toEqual(['LZZZZZZZZZZZZZZZ1']);
    // debug end date
    const end = Date.now() + 3 * day;
    expect((await call('PUT', `${VEHICLES}/updateDebugDate/${vin}/${end}`)).json().endTime).toBe(end);
    expect((await call('PUT', `${VEHICLES}/getDebugDate/${vin}`)).json().endTime).toBe(end);
    // a configuration code must be JSON
    const code = await call('PUT', '/api/vehicle-svc/vehicleCode/V1.0', { id, configInfo: 'not json' });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.fields.configInfo).toBeDefined();
  });

  it('a simulated terminal bound here logs in with its VIN and shows online on the vehicle row', async () => {
    const [identity] = identities(1, 'archive-online');
    const created = await call('POST', VEHICLES, {
      vin: identity!.vin,
      vehicleModelId: await firstOption('vehicleModel'),
    });
    expect(created.statusCode, created.body).toBe(200);
    // the terminal row as the terminal domain keeps it (code and ICCID)
    await h.ctx.database.rows(
      sqlText(
        `insert into terminals (tenant_id, terminal_code, iccid) values ((select id from tenants where tenant_code = '${DEMO.platformTenant}'), '${identity!.terminalCode}', '${identity!.iccid}')`,
      ),
    );
    expect(
      (
        await call('PUT', `${VEHICLES}/bindTerminal`, {
          vin: identity!.vin,
          terminalCode: identity!.terminalCode,
        })
      ).statusCode,
    ).toBe(200);
    const t = terminal(h, identity!, { edition: 2016 });
    try {
      expect(await t.login()).toBe('ok');
      t.tick();
      await settle(h);
      const row = (await call('POST', `${VEHICLES}/page`, { ids: [created.json().id] })).json().items[0];
      expect(row).toMatchObject({
        vin: identity!.vin,
        terminalCode: identity!.terminalCode,
        onlineStatus: true,
      });
    } finally {
      t.stop();
    }
  });

  it('archives the simulated demo fleet under the demo models', async () => {
    expect(await seedDemoFleet(h.ctx, 4)).toBe(4);
    const rows = await h.ctx.database.rows<{
      model: string;
      vehicle_model_id: number | null;
      terminal: string | null;
    }>(
      sqlText(`select v.model, v.vehicle_model_id, (select terminal_id::text from vehicle_terminals b where b.vehicle_id = v.id and b.unbound_at is null) as terminal
               from vehicles v where v.vin in (select vin from vehicles order by id desc limit 4)`),
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.vehicle_model_id, row.model).not.toBeNull();
      expect(row.terminal).not.toBeNull();
    }
    // a fleet seeded before the models (the foundation's demo) is put under them at start
    await h.ctx.database.rows(
      sqlText(
        `update vehicles set vehicle_model_id = null, vehicle_series_id = null where vin in (select vin from vehicles order by id desc limit 4)`,
      ),
    );
    await archiveUnderModels(h.ctx);
    const [{ n }] = await h.ctx.database.rows<{ n: number }>(
      sqlText(
        `select count(*)::int as n from (select * from vehicles order by id desc limit 4) v where v.vehicle_model_id is not null and v.vehicle_series_id is not null`,
      ),
    );
    expect(n).toBe(4);
  });

  it('reads and edits the vehicle info config of a model', async () => {
    const model = (
      await call('POST', '/api/vehicle-svc/models/V1.0', {
        code: 'T-INFO-EDIT',
        name: '信息编辑车型',
        fuelType: 'BEV',
        vehicleSeriesId: await firstOption('vehicleSeries'),
      })
    ).json().id;
    expect(
      (await call('POST', `/api/vehicle-svc/vehicle_info_config/get/${model}`)).json().infoGroups,
    ).toEqual([]);
    const saved = await call('POST', '/api/vehicle-svc/vehicle_info_config/edit', {
      vehicleModelId: model,
      infoGroups: ['vehicle', 'alarm'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('POST', '/api/vehicle-svc/vehicle_info_config/edit', {
      vehicleModelId: model,
      infoGroups: ['location'],
    });
    expect(
      (await call('POST', `/api/vehicle-svc/vehicle_info_config/get/${model}`)).json().infoGroups,
    ).toEqual(['location']);
    const bad = await call('POST', '/api/vehicle-svc/vehicle_info_config/edit', {
      vehicleModelId: model,
      infoGroups: ['nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.infoGroups).toBeDefined();
  });

  it('imports vehicles from the template: a bad row gives the report and nothing is imported, the fixed file imports', async () => {
    const template = await call('GET', `${VEHICLES}/import/template`);
    const rows = await readSheet(template);
    const header = rows[0]!;
    const col = (label: string) => header.findIndex((h) => h.replace(' *', '') === label);
    const row = (vin: string) => {
      const r: (string | null)[] = header.map(() => null);
      r[col('VIN')] = vin;
      r[col('Vehicle model')] = rows[1]![col('Vehicle model')]!;
      r[col('Sale status')] = 'Unsold';
      return r;
    };
    const send = async (data: (string | null)[][]) => {
      const form = multipartFile('vehicles.xlsx', await writeSheet([header, ...data]));
      return h.call('POST', `${VEHICLES}/import`, {
        token: admin,
        body: form.payload,
        headers: form.headers,
      });
    };
    const before = await count('vehicles');
    const good = nextVin();
    const failed = await send([row(good), row('BADVIN')]);
    expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const report = await readSheet(failed);
    expect(report.slice(2).find((r) => Number(r[0]) === 3)?.[1]).toBe('VIN');
    expect(await count('vehicles')).toBe(before);
    const second = nextVin();
    const ok = await send([row(good), row(second)]);
    expect(ok.json()).toEqual({ imported: 2 });

    // binding terminals from a file: a terminal already on a vehicle fails the whole file with the report
    const taken = 'TEST-IMP-T1';
    await h.ctx.database.rows(
      sqlText(
        `insert into terminals (tenant_id, terminal_code) select id, '${taken}' from tenants where tenant_code = '${DEMO.platformTenant}'`,
      ),
    );
    expect(
      (await call('PUT', `${VEHICLES}/bindTerminal`, { vin: good, terminalCode: taken })).statusCode,
    ).toBe(200);
    const bindings = await count('vehicle_terminals');
    const form = multipartFile(
      'bind.xlsx',
      await writeSheet([
        ['VIN', 'Terminal code'],
        [second, taken],
      ]),
    );
    const refused = await h.call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/import', {
      token: admin,
      body: form.payload,
      headers: form.headers,
    });
    expect(refused.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(JSON.stringify(await readSheet(refused))).toContain('already bound');
    expect(await count('vehicle_terminals')).toBe(bindings);
  });
});
