import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MonitorApi, type MapData, type MonitorRow } from '@chelian/contracts/monitor';
import { DEALER_CALLS, dealerNetworkSpecs } from '@chelian/contracts/resources/dealer/dealer';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { multipartFile, readSheet, writeSheet } from './resources-support';
import { query } from './gateway-support';
import { createLocalBus } from '../src/platform/bus';
import { forwardVehicleState, visibleVehiclesIn } from '../src/domains/monitor/push';
import { TelemetrySubjects } from '../src/domains/telemetry/subjects';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const base = '/api/system-svc/users/dealer/V1.0';
const api = (path: string) => `/api/${path}`;
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  dealer: {
    unique: (n) => ({ name: `测试经销商${n}`, code: `DLR-T${n}` }),
    update: { contacts: '孙经理', lng: 116.5, lat: 39.9 },
  },
  keyAccount: {
    unique: (n) => ({ name: `测试大客户${n}`, code: `KA-T${n}` }),
    update: { contacts: '钱主管' },
  },
  serviceProvider: {
    unique: (n) => ({ name: `测试服务商${n}`, code: `SRV-T${n}` }),
    update: { address: '北京市通州区' },
  },
};

describe('dealer network declarations', () => {
  resourceSuite(dealerNetworkSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 1100);
});

/** VINs of the scope test: three vehicles of the platform tenant, positioned in Beijing. */
const VINS = ['LDLRSCPE000000001', 'LDLRSCPE000000002', 'LDLRSCPE000000003'];
const PASSWORD = 'Dealer@2026';

async function importVins(dealerId: number, vins: string[], token = admin, lang = 'zh-CN') {
  const form = multipartFile('vins.xlsx', await writeSheet([['VIN'], ...vins.map((v) => [v])]));
  return h.call('POST', `${api(DEALER_CALLS.import4DealerVin.path)}?dealerId=${dealerId}`, {
    token,
    body: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
}

async function createDealer(name: string, code: string, path = base) {
  const res = await call('POST', path, { name, code, lng: 116.45, lat: 39.93, dealerTypes: ['SALE'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; orgId?: number };
}

const orgOf = async (dealerId: number) =>
  (await query<{ org_id: number }>(h, 'select org_id from dealers where id = $1', [dealerId]))[0]!.org_id;

describe('the vehicles a dealer sees', () => {
  let dealerId: number;
  let dealerUser: string;

  beforeAll(async () => {
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    for (const [i, vin] of VINS.entries()) {
      const [v] = await query<{ id: number }>(
        h,
        'insert into vehicles (tenant_id, vin, plate) values ($1, $2, $3) returning id',
        [tenant!.id, vin, `京D0000${i}`],
      );
      await query(
        h,
        `insert into vehicle_latest (vehicle_id, tenant_id, vin, online, lng, lat) values ($1, $2, $3, true, $4, 39.9)`,
        [v!.id, tenant!.id, vin, 116.3 + i / 10],
      );
    }
    dealerId = (await createDealer('范围测试经销商', 'DLR-SCOPE')).id;
    const imported = await importVins(dealerId, VINS.slice(0, 2));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 2 });

    // a user of the dealer's organisation, with monitoring and the vehicle list
    await h.userWithPermissions(
      'dealer_scope_user',
      [
        'status/view',
        'status/export',
        'distribution/view',
        'singleVehicle/view',
        'vehicleList/view',
        'vehicleList/export',
        'home/view',
        'gbAlarm/view',
        'gbAlarm/export',
      ],
      PASSWORD,
    );
    await query(h, 'update users set org_id = $1 where user_name = $2', [
      await orgOf(dealerId),
      'dealer_scope_user',
    ]);
    dealerUser = await h.login('dealer_scope_user', PASSWORD);
  }, 60_000);

  const monitorVins = async (token: string) => {
    const res = await h.call('POST', api(MonitorApi.monitorList), { token, body: { current: 1, size: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: MonitorRow[] }).items.map((r) => r.vin);
  };
  const mapVins = async (token: string) => {
    const res = await h.call('POST', api(MonitorApi.mapData), { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as MapData).vins;
  };

  it('shows a dealer user only its vehicles on the monitoring status list and map; the tenant admin all', async () => {
    expect((await monitorVins(dealerUser)).sort()).toEqual(VINS.slice(0, 2));
    expect((await mapVins(dealerUser)).sort()).toEqual(VINS.slice(0, 2));
    // filtered on a live state (the status list then reads the latest state alone): still only its own
    const online = await h.call('POST', api(MonitorApi.monitorList), {
      token: dealerUser,
      body: { current: 1, size: 100, onlineStatus: 1 },
    });
    expect((online.json() as { items: MonitorRow[] }).items.map((r) => r.vin).sort()).toEqual(
      VINS.slice(0, 2),
    );
    const all = await monitorVins(admin);
    for (const vin of VINS) expect(all).toContain(vin);
    expect(await mapVins(admin)).toEqual(expect.arrayContaining(VINS));
    // the home page's fleet figures count its vehicles too
    const home = await h.call('GET', api(MonitorApi.homeOnline), { token: dealerUser });
    expect(home.json()).toMatchObject({ total: 2, online: 2 });
    // another vehicle of the tenant is not found for the dealer, by VIN either
    expect((await h.call('GET', api(MonitorApi.single(VINS[2]!)), { token: dealerUser })).statusCode).toBe(
      404,
    );
    // its own is found (and answers that it has no terminal bound)
    expect(
      (await h.call('GET', api(MonitorApi.single(VINS[0]!)), { token: dealerUser })).statusCode,
    ).not.toBe(404);
  });

  it('lists and exports the alarms of the dealer user vehicles only', async () => {
    for (const vin of [VINS[0]!, VINS[2]!])
      await query(
        h,
        `insert into alarm_episodes (tenant_id, vehicle_id, vin, started_at, last_frame_at, highest_level,
           last_level, flags, last_flags, storage_faults, motor_faults, engine_faults, other_faults)
         select tenant_id, id, vin, now(), now(), 2, 2, 1, 1, '{}', '{}', '{}', '{}' from vehicles where vin = $1`,
        [vin],
      );
    const page = async (token: string) => {
      const res = await call('POST', api('vehicle-svc/gbAlarm/page'), { current: 1, size: 100 }, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { vin: string }[] }).items.map((r) => r.vin);
    };
    expect(await page(dealerUser)).toEqual([VINS[0]]);
    expect(await page(admin)).toEqual(expect.arrayContaining([VINS[0], VINS[2]]));
    // the home page's alarm figures count its vehicles' alarms only; its work time its vehicles' sessions
    const homeAlarm = async (token: string) =>
      (await h.call('GET', api(MonitorApi.homeAlarm), { token })).json() as { today: number };
    expect((await homeAlarm(dealerUser)).today).toBe(1);
    expect((await homeAlarm(admin)).today).toBeGreaterThanOrEqual(2);
    const work = await h.call('GET', api(MonitorApi.homeWorkTime), { token: dealerUser });
    expect(work.statusCode, work.body).toBe(200);
    expect((work.json() as { activeToday: number }).activeToday).toBeLessThanOrEqual(2);
    const months = await h.call('GET', api(MonitorApi.homeMonthWorkTime), { token: dealerUser });
    expect(months.statusCode, months.body).toBe(200);
    const file = await call('POST', api('vehicle-svc/gbAlarm/export'), {}, dealerUser);
    expect(file.statusCode, file.body).toBe(200);
    const cells = (await readSheet(file)).flat();
    expect(cells).toContain(VINS[0]);
    expect(cells).not.toContain(VINS[2]);
  });

  it('exports only the dealer user vehicles, from monitoring and from the vehicle list', async () => {
    const status = await h.call('POST', api(MonitorApi.monitorExport), { token: dealerUser, body: {} });
    expect(status.statusCode, status.body).toBe(200);
    const statusVins = (await readSheet(status))
      .flat()
      .filter((c) => VINS.includes(c) || /^L\w{16}$/.test(c));
    expect(statusVins.sort()).toEqual(VINS.slice(0, 2));

    const page = await h.call('POST', '/api/vehicle-svc/vehicles/V1.0/page', {
      token: dealerUser,
      body: { current: 1, size: 100 },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().items as Row[]).map((r) => r.vin).sort()).toEqual(VINS.slice(0, 2));
    const exported = await h.call('POST', '/api/vehicle-svc/vehicles/V1.0/export', {
      token: dealerUser,
      body: {},
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.filter((c) => /^L\w{16}$/.test(c)).sort()).toEqual(VINS.slice(0, 2));

    const adminPage = await h.call('POST', '/api/vehicle-svc/vehicles/V1.0/page', {
      token: admin,
      body: { current: 1, size: 10, vin: 'LDLRSCPE' },
    });
    expect(adminPage.json().total).toBe(3);
  });

  it('pushes a dealer console the live state of its vehicles only', async () => {
    const rows = await query<{ id: number; vin: string; tenant_id: number }>(
      h,
      'select id, vin, tenant_id from vehicles where vin = any($1) order by vin',
      [VINS],
    );
    const tenantId = rows[0]!.tenant_id;
    const peers = [
      { tenantId, vehicleState: true, dealerOrgId: await orgOf(dealerId), got: [] as { vehicles: Row[] }[] },
      { tenantId, vehicleState: true, dealerOrgId: null, got: [] as { vehicles: Row[] }[] },
    ];
    const bus = createLocalBus();
    forwardVehicleState(
      bus,
      () => [new Set(peers)],
      (peer, push) => peer.got.push(push as unknown as { vehicles: Row[] }),
      visibleVehiclesIn(h.ctx.database.db),
    );
    bus.publish(TelemetrySubjects.vehicleState, {
      at: 1,
      vehicles: rows.map((r) => ({ vehicleId: r.id, tenantId, vin: r.vin, soc: 50 })),
    });
    await expect.poll(() => peers[0]!.got.length).toBe(1);
    expect(peers[0]!.got[0]!.vehicles.map((v) => v.vin)).toEqual(VINS.slice(0, 2));
    expect(peers[1]!.got[0]!.vehicles.map((v) => v.vin)).toEqual(VINS);
    await bus.close();
  });

  it('follows the references: an unlinked vehicle leaves the dealer user view', async () => {
    const [third] = await query<{ id: number }>(h, 'select id from vehicles where vin = $1', [VINS[1]]);
    const res = await call('POST', api(DEALER_CALLS.deleteDealerRef.path), {
      dealerId,
      vehicleIds: [third!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    // the session is cached for a few seconds, the references are read at every query
    expect(await monitorVins(dealerUser)).toEqual([VINS[0]]);
    const linked = await call('POST', api(DEALER_CALLS.pageDealerRef.path), {
      dealerId,
      current: 1,
      size: 10,
    });
    expect((linked.json().items as Row[]).map((r) => r.vin)).toEqual([VINS[0]]);
    const back = await call('POST', api(DEALER_CALLS.createVehicleRef.path), {
      dealerId,
      vehicleIds: [third!.id],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await monitorVins(dealerUser)).sort()).toEqual(VINS.slice(0, 2));
  });

  it('lists the vehicles a dealer can still take and the dealers of a vehicle', async () => {
    const free = await call('POST', api(DEALER_CALLS.pageVehicleNoDealer.path), {
      dealerId,
      vin: 'LDLRSCPE',
      current: 1,
      size: 10,
    });
    expect(free.statusCode, free.body).toBe(200);
    expect((free.json().items as Row[]).map((r) => r.vin)).toEqual([VINS[2]]);
    // a VIN file read back as the tenant's vehicles, the unknown VINs named
    const form = multipartFile('vins.xlsx', await writeSheet([['VIN'], [VINS[2]!], ['LDLRSCPE000000077']]));
    const preview = await h.call('POST', api(DEALER_CALLS.page4VinByExcel.path), {
      token: admin,
      body: form.payload,
      headers: form.headers,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 1, missing: ['LDLRSCPE000000077'] });
    expect(preview.json().items[0].vin).toBe(VINS[2]);
    const of = await call('GET', api(DEALER_CALLS.vehicleDealers.path.replace(':vin', VINS[0]!)));
    expect(of.json()).toEqual([
      expect.objectContaining({ dealerId, orgType: 'DEALER', name: '范围测试经销商' }),
    ]);
  });

  it('refuses a VIN file with a bad row as a whole, naming the rows, and links nothing', async () => {
    const other = await createDealer('第二经销商', 'DLR-SCOPE2');
    const bad = await importVins(other.id, [VINS[2]!, 'BAD', 'LDLRSCPE000000099', VINS[2]!, VINS[0]!]);
    expect(bad.statusCode).toBe(400);
    const message = bad.json().error.message as string;
    expect(message).toContain('第 3 行 车架号格式不正确');
    expect(message).toContain('没有车架号为 LDLRSCPE000000099 的车辆');
    expect(message).toContain('与第 2 行重复');
    expect(message).toContain('已关联到「范围测试经销商」');
    const linked = await call('POST', api(DEALER_CALLS.pageDealerRef.path), {
      dealerId: other.id,
      current: 1,
      size: 10,
    });
    expect(linked.json().total).toBe(0);
    const en = await importVins(other.id, ['BAD'], admin, 'en-US');
    expect(en.json().error.message).toContain('row 2: The VIN is not valid');
    const fine = await importVins(other.id, [VINS[2]!]);
    expect(fine.json()).toEqual({ imported: 1 });
  });

  it('a dealer user whose dealer references nothing sees nothing', async () => {
    const empty = await createDealer('空经销商', 'DLR-EMPTY');
    await query(h, 'update users set org_id = $1 where user_name = $2', [
      await orgOf(empty.id),
      'dealer_scope_user',
    ]);
    const token = await h.login('dealer_scope_user', PASSWORD);
    expect(await monitorVins(token)).toEqual([]);
    expect(await mapVins(token)).toEqual([]);
    // and back to its dealer for the other tests
    await query(h, 'update users set org_id = $1 where user_name = $2', [
      await orgOf(dealerId),
      'dealer_scope_user',
    ]);
  });

  it('keeps the dealer organisation in step and refuses to delete a dealer with users', async () => {
    const orgId = await orgOf(dealerId);
    const [org] = await query<{ code: string; type: string }>(
      h,
      'select code, type from organisations where id = $1',
      [orgId],
    );
    expect(org).toEqual({ code: 'DLR-SCOPE', type: 'DEALER' });
    const renamed = await call('PUT', base, { id: dealerId, name: '范围测试经销商（新）' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [after] = await query<{ name: string }>(h, 'select name from organisations where id = $1', [orgId]);
    expect(after!.name).toBe('范围测试经销商（新）');
    // a code another organisation holds (the demo's headquarters) is refused
    const taken = await call('POST', base, { name: '重码', code: 'HQ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('编码 HQ 已被组织');
    const refused = await call('DELETE', base, [dealerId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('下还有用户');
  });

  it('asks for the permission of the dealer kind on the reference calls', async () => {
    const reader = await h.userWithPermissions('dealer_ka_reader', ['keyClient/view']);
    const ka = await createDealer('权限大客户', 'KA-PERM', `${base}/keyAccount`);
    const own = await call(
      'POST',
      api(DEALER_CALLS.pageDealerRef.path),
      { dealerId: ka.id, current: 1, size: 10 },
      reader,
    );
    expect(own.statusCode, own.body).toBe(200);
    const dealer = await call(
      'POST',
      api(DEALER_CALLS.pageDealerRef.path),
      { dealerId, current: 1, size: 10 },
      reader,
    );
    expect(dealer.statusCode).toBe(403);
    const link = await call(
      'POST',
      api(DEALER_CALLS.createVehicleRef.path),
      { dealerId: ka.id, vins: [VINS[0]] },
      reader,
    );
    expect(link.statusCode).toBe(403);
    // the spec's key-account export answers the key accounts' file
    const exported = await call('POST', `${base}/exportKeyAccount`, { name: '权限大客户' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect((await readSheet(exported)).flat()).toContain('权限大客户');
    // another tenant does not see the dealer at all
    const foreign = await call(
      'POST',
      api(DEALER_CALLS.pageDealerRef.path),
      { dealerId, current: 1, size: 10 },
      fleet,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
