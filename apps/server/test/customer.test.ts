import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { customerResourceSpecs } from '@chelian/contracts/resources/customer/index';
import { DEMO } from '../src/demo/tenants';
import { tenants } from '../src/platform/schema';
import { vehicles } from '../src/domains/vehicle/schema';
import { customerVehicles } from '../src/domains/customer/schema';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const ACCOUNTS = '/api/customer-svc/customer/account/V1.0';
const MANAGERS = '/api/customer-svc/customer/accountManager/V1.0';
const VEHICLES = '/api/customer-svc/customer/vehicle/mgr/V1.0';
const AUDIT = '/api/customer-svc/vehicle/audit/mgr/V1.0';
const SITES = '/api/customer-svc/customer/serviceSite/V1.0';
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

/** VINs of the platform tenant's vehicles no customer holds yet. */
async function freeVins(count: number): Promise<string[]> {
  const db = h.ctx.database.db;
  const [platform] = await db.select().from(tenants).where(eq(tenants.tenantCode, DEMO.platformTenant));
  const bound = (await db.select({ id: customerVehicles.vehicleId }).from(customerVehicles)).map((r) => r.id);
  const rows = await db
    .select({ vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(eq(vehicles.tenantId, platform!.id), bound.length ? notInArray(vehicles.id, bound) : undefined),
    )
    .orderBy(asc(vehicles.id))
    .limit(count);
  expect(rows.length).toBe(count);
  return rows.map((r) => r.vin);
}

async function newAccount(name: string, phone: string, token = admin): Promise<number> {
  const res = await call('POST', ACCOUNTS, { name, phone, userType: 'PERSONAL' }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function bindOne(accountName: string, phone: string): Promise<number> {
  const accountId = await newAccount(accountName, phone);
  const [vin] = await freeVins(1);
  expect((await call('POST', `${VEHICLES}/bind`, { accountId, vins: [vin] })).statusCode).toBe(200);
  const page = (await call('POST', `${VEHICLES}/page`, { accountId })).json();
  return page.items[0].id as number;
}

const CASES: Record<string, Case> = {
  customerAccountManager: {
    unique: (n) => ({ phone: `1380000${String(n).padStart(4, '0')}` }),
    update: { name: '改过的经理' },
  },
  customerAccount: {
    unique: (n) => ({ phone: `1390000${String(n).padStart(4, '0')}` }),
    update: { remark: '改过的客户' },
  },
  customerVehicle: { existing: () => bindOne('套件客户甲', '13700000001') },
  customerVehicleAudit: { existing: () => bindOne('套件客户乙', '13700000002') },
  customerFence: {
    unique: (n) => ({ name: `客户围栏${n}` }),
    create: async () => ({
      accountId: await newAccount(`围栏客户${Date.now()}`, `1370${String(Date.now()).slice(-7)}`),
      shape: 'CIRCLE',
      geometry: { type: 'Circle', center: [116.4, 39.9], radius: 300 },
    }),
    update: { remark: '改过的围栏' },
  },
  customerServiceSite: {
    unique: (n) => ({ name: `服务网点${n}` }),
    update: { address: '新地址 9 号' },
  },
};

describe('customer declarations', () => {
  resourceSuite(customerResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

describe('customer vehicles', () => {
  it('binds vehicles to an account pending audit, and refuses a second binding, unknown VINs and disabled accounts', async () => {
    const accountId = await newAccount('绑定客户', '13600000001');
    const vins = await freeVins(2);
    const bound = await call('POST', `${VEHICLES}/bind`, {
      accountId,
      vins: vins.map((v) => v.toLowerCase()),
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toEqual({ count: 2 });
    const page = (await call('POST', `${VEHICLES}/page`, { accountId })).json();
    expect((page.items as Row[]).map((r) => r.vin).sort()).toEqual([...vins].sort());
    for (const item of page.items as Row[])
      expect(item).toMatchObject({ auditStatus: 'PENDING', accountLabel: '绑定客户', auditedAt: null });

    // the same vehicle for another account: refused, nothing added
    const other = await newAccount('另一个客户', '13600000002');
    const again = await call('POST', `${VEHICLES}/bind`, { accountId: other, vins: [vins[0]] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CUSTOMER_VIN_BOUND');
    expect(again.json().error.message).toContain(vins[0]);
    const unknown = await call(
      'POST',
      `${VEHICLES}/bind`,
      { accountId: other, vins: ['LZZZZZZZZZ0000001'] },
      admin,
      'en-US',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Vehicle LZZZZZZZZZ0000001 does not exist');
    const bad = await call('POST', `${VEHICLES}/bind`, { accountId: other, vins: ['not a vin'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', `${VEHICLES}/page`, { accountId: other })).json().total).toBe(0);

    // a disabled account takes no vehicle
    expect((await call('POST', `${ACCOUNTS}/disable`, { ids: [other] })).statusCode).toBe(200);
    expect((await call('GET', `${ACCOUNTS}/${other}`)).json().status).toBe('DISABLED');
    const [free] = await freeVins(1);
    const disabled = await call('POST', `${VEHICLES}/bind`, { accountId: other, vins: [free] });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().error.code).toBe('CUSTOMER_ACCOUNT_DISABLED');

    // another tenant cannot bind to this account; a user without the permission cannot bind at all
    expect((await call('POST', `${VEHICLES}/bind`, { accountId, vins: [free] }, fleet)).statusCode).toBe(404);
    expect((await call('POST', `${VEHICLES}/bind`, { accountId, vins: [free] }, operator)).statusCode).toBe(
      403,
    );
  });

  it('audits pending bindings once: a rejection needs an opinion, the audit list shows the outcome', async () => {
    const accountId = await newAccount('审核客户', '13600000003');
    const vins = await freeVins(2);
    await call('POST', `${VEHICLES}/bind`, { accountId, vins });
    const ids = (
      (await call('POST', `${AUDIT}/page`, { accountId, auditStatus: 'PENDING' })).json().items as Row[]
    ).map((r) => r.id as number);
    expect(ids).toHaveLength(2);

    const noRemark = await call('POST', `${AUDIT}/audit`, { ids: [ids[0]], result: 'REJECT' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().error.message).toBe('驳回时请填写审核意见');
    expect((await call('GET', `${AUDIT}/${ids[0]}`)).json().auditStatus).toBe('PENDING');

    expect((await call('POST', `${AUDIT}/audit`, { ids: [ids[0]], result: 'PASS' })).statusCode).toBe(200);
    const rejected = await call('POST', `${AUDIT}/audit`, {
      ids: [ids[1]],
      result: 'REJECT',
      remark: '证件不符',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const passed = (await call('GET', `${AUDIT}/${ids[0]}`)).json();
    expect(passed).toMatchObject({ auditStatus: 'PASS', auditStatusDesc: '审核通过' });
    expect(typeof passed.auditedAt).toBe('number');
    expect((await call('GET', `${VEHICLES}/${ids[1]}`)).json()).toMatchObject({
      auditStatus: 'REJECT',
      auditRemark: '证件不符',
    });

    // audited once: a second audit is refused and changes nothing
    const twice = await call('POST', `${AUDIT}/audit`, { ids, result: 'PASS' }, admin, 'zh-TW');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('CUSTOMER_AUDIT_STATE');
    expect((await call('GET', `${AUDIT}/${ids[1]}`)).json().auditStatus).toBe('REJECT');
    expect((await call('POST', `${AUDIT}/audit`, { ids, result: 'PASS' }, fleet)).statusCode).toBe(404);
    expect((await call('POST', `${AUDIT}/audit`, { ids, result: 'MAYBE' })).statusCode).toBe(400);
  });
});

describe('account managers and service sites', () => {
  it('binds accounts to an enabled manager; the bind and assign lists follow', async () => {
    const manager = (await call('POST', MANAGERS, { name: '绑定经理', phone: '13500000001' })).json()
      .id as number;
    const a = await newAccount('经理客户甲', '13500000011');
    const b = await newAccount('经理客户乙', '13500000012');
    expect(
      (await call('POST', `${MANAGERS}/bind`, { managerId: manager, accountIds: [a, b] })).statusCode,
    ).toBe(200);
    const mine = (await call('POST', `${MANAGERS}/${manager}/accounts`, {})).json();
    expect((mine.items as Row[]).map((r) => r.id).sort()).toEqual([a, b].sort());
    const free = (await call('POST', `${MANAGERS}/assignable`, { pageSize: 200 })).json();
    expect((free.items as Row[]).some((r) => r.id === a)).toBe(false);

    // the list is the whole bind list: b is released
    await call('POST', `${MANAGERS}/bind`, { managerId: manager, accountIds: [a] });
    expect((await call('GET', `${ACCOUNTS}/${b}`)).json().managerId).toBeNull();

    expect((await call('POST', `${MANAGERS}/disable`, { ids: [manager] })).statusCode).toBe(200);
    const refused = await call('POST', `${MANAGERS}/bind`, { managerId: manager, accountIds: [b] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CUSTOMER_MANAGER_DISABLED');
    expect((await call('POST', `${MANAGERS}/enable`, { ids: [manager, 999999] })).statusCode).toBe(404);
    expect((await call('GET', `${MANAGERS}/${manager}`)).json().status).toBe('DISABLED');
    expect((await call('POST', `${MANAGERS}/${manager}/accounts`, {}, fleet)).statusCode).toBe(404);
  });

  it('toggles focus and maintenance of service sites, and seeds the demo rows', async () => {
    const site = (await call('POST', SITES, { name: '切换网点' })).json().id as number;
    expect((await call('POST', `${SITES}/focus`, { ids: [site] })).statusCode).toBe(200);
    expect((await call('POST', `${SITES}/maintenance`, { ids: [site] })).statusCode).toBe(200);
    expect((await call('GET', `${SITES}/${site}`)).json()).toMatchObject({ focus: true, maintenance: true });
    await call('POST', `${SITES}/maintenance`, { ids: [site] });
    expect((await call('GET', `${SITES}/${site}`)).json().maintenance).toBe(false);
    expect((await call('POST', `${SITES}/focus`, { ids: [site] }, operator)).statusCode).toBe(403);

    const sites = (await call('POST', `${SITES}/page`, { pageSize: 100 })).json().items as Row[];
    expect(sites.map((s) => s.name)).toEqual(expect.arrayContaining(['北京亦庄服务站', '上海浦东服务站']));
    const accounts = (await call('POST', `${ACCOUNTS}/page`, { pageSize: 100 })).json().items as Row[];
    expect(accounts.map((s) => s.name)).toEqual(expect.arrayContaining(['张伟', '北京顺达物流有限公司']));
    const fences = (await call('POST', '/api/customer-svc/customer/fence/V1.0/page', {})).json()
      .items as Row[];
    expect(fences.map((s) => s.name)).toContain('顺达物流园');
    const audit = (await call('POST', `${AUDIT}/page`, { pageSize: 100 })).json().items as Row[];
    expect(new Set(audit.map((r) => r.auditStatus))).toEqual(new Set(['PENDING', 'PASS', 'REJECT']));
  });
});
