import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appManagementResourceSpecs } from '@chelian/contracts/resources/app-management/index';
import { tenants } from '../src/platform/schema';
import { contentFeedback } from '../src/domains/content/schema';
import { DEMO } from '../src/demo/tenants';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case, type Ctx } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string | null, lang = 'zh-CN') =>
  h.call(method, url, {
    token: token === null ? null : (token ?? admin),
    body,
    headers: { 'accept-language': lang },
  });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const firstId = async (c: Ctx, path: string) =>
  (await c.call('POST', `/api/${path}/page`, { pageSize: 1 })).json().items[0].id as number;
const firstModel = async (c: Ctx) =>
  ((await c.call('GET', '/api/vehicle-svc/models/V1.0/options')).json() as { id: number }[])[0]!.id;

const CASES: Record<string, Case> = {
  appAccount: {
    unique: (n) => ({ phone: `1370000${String(n).padStart(4, '0')}` }),
    update: { nickname: '改名' },
  },
  userManual: {
    unique: (n) => ({ name: `测试手册${n}` }),
    create: async (c) => ({ vehicleModelIds: [await firstModel(c)] }),
    update: { remark: '改过' },
  },
  banner: { update: { name: '改过的轮播' } },
  appVersion: {
    unique: (n) => ({
      appType: 'ANDROID',
      versionName: '9.0.0',
      versionCode: 900_000 + n,
      downloadUrl: 'https://example.com/a.apk',
      content: '测试',
    }),
    update: { content: '改过的说明' },
  },
  maintenancePlan: { unique: (n) => ({ name: `测试计划${n}` }), update: { remark: '改过' } },
  peripheryInfo: {
    unique: (n) => ({ name: `测试网点${n}` }),
    update: { address: '新地址' },
  },
  appointmentDrive: { update: { status: 'CONTACTED' } },
  appointmentService: { update: { status: 'CONFIRMED' } },
  userEvaluation: { existing: (c) => firstId(c, 'vehicle-svc/appointment/userEvaluation') },
  userFeedback: { existing: (c) => firstId(c, 'content-svc/userFeedback/V1.0') },
  vehicleBind: { existing: (c) => firstId(c, 'customer-svc/appVehicleBinds/V1.0') },
  appBind: { existing: (c) => firstId(c, 'customer-svc/appVehicleBinds/V1.0/current') },
};

describe('mobile-app management declarations', () => {
  resourceSuite(appManagementResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

const versions = '/api/content-svc/appVersions';
const publicVersion = (key: string, query = '') =>
  call('GET', `${versions}/noToken/${key}${query}`, undefined, null);

describe('app versions', () => {
  const create = async (body: Row) => {
    const res = await call('POST', versions, {
      appType: 'IOS',
      versionName: '3.0.0',
      downloadUrl: 'https://example.com/ios',
      content: '说明',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };

  it('answers the app without a token with the newest version of its platform, and whether it must upgrade', async () => {
    const forced = await create({ versionCode: 3000, upgradeType: 'FORCE', upgradeMethod: 'SILENT' });
    await create({ versionCode: 3001, versionName: '3.0.1' });
    const latest = await publicVersion('IOS', `?tenantCode=${DEMO.platformTenant}`);
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toMatchObject({ versionCode: 3001, versionName: '3.0.1', upgradeType: 'CHOICE' });
    // a build before the forced one must upgrade, one after it may skip the newest
    expect((await publicVersion('IOS', '?versionCode=2999')).json()).toMatchObject({
      force: true,
      hasUpdate: true,
    });
    expect((await publicVersion('IOS', '?versionCode=3000')).json()).toMatchObject({
      force: false,
      hasUpdate: true,
    });
    expect((await publicVersion('ios', '?versionCode=3001')).json()).toMatchObject({
      force: false,
      hasUpdate: false,
    });
    // one version by id, as written
    const one = await publicVersion(String(forced.id));
    expect(one.json()).toMatchObject({ upgradeType: 'FORCE', upgradeMethod: 'SILENT', versionCode: 3000 });
  });

  it('deletes logically: gone from lists, details and the public call, and the build number is free again', async () => {
    const doomed = await create({ versionCode: 3100, versionName: '3.1.0', upgradeType: 'FORCE' });
    expect((await publicVersion('IOS')).json()).toMatchObject({ id: doomed.id });
    const del = await call('POST', `${versions}/deleteLogical`, { ids: [doomed.id] });
    expect(del.statusCode, del.body).toBe(200);
    expect((await call('GET', `${versions}/${String(doomed.id)}`)).statusCode).toBe(404);
    const page = (await call('POST', `${versions}/page`, { pageSize: 100 })).json();
    expect((page.items as Row[]).map((r) => r.id)).not.toContain(doomed.id);
    // the app gets the newest live version, and never the deleted one, even by its id
    const latest = (await publicVersion('IOS')).json();
    expect(latest.versionCode).toBe(3001);
    // the deleted forced version no longer forces anyone
    expect((await publicVersion('IOS', '?versionCode=3000')).json().force).toBe(false);
    const gone = await publicVersion(String(doomed.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('APPM_VERSION_NOT_FOUND');
    // deleting it again finds nothing; another tenant cannot delete ours
    expect((await call('POST', `${versions}/deleteLogical`, { ids: [doomed.id] })).statusCode).toBe(404);
    const live = await create({ versionCode: 3100, versionName: '3.1.0' });
    const foreign = await call('POST', `${versions}/deleteLogical`, { ids: [live.id] }, fleet);
    expect(foreign.statusCode).toBe(404);
    expect((await publicVersion('IOS')).json().id).toBe(live.id);
  });

  it('refuses a duplicate build number of a live version, and bad input, changing nothing', async () => {
    const dup = await call('POST', versions, {
      appType: 'IOS',
      versionName: '3.0.1',
      versionCode: 3001,
      downloadUrl: 'https://example.com/ios',
      content: '重复',
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call(
      'POST',
      versions,
      {
        appType: 'IOS',
        versionName: 'v3',
        versionCode: 3200,
        downloadUrl: 'x',
        content: '坏',
        upgradeType: 'SOMETIMES',
      },
      admin,
      'en-US',
    );
    expect(bad.statusCode).toBe(400);
    expect((await publicVersion('IOS')).json().versionCode).toBe(3100);
    // a platform that is neither, and a tenant that does not exist
    expect((await publicVersion('SYMBIAN')).statusCode).toBe(404);
    expect((await publicVersion('IOS', '?tenantCode=nobody')).statusCode).toBe(404);
  });
});

describe('user evaluations', () => {
  const base = '/api/vehicle-svc/appointment';
  it('go from INIT to PUBLISHED once, and only for a finished service', async () => {
    const made = await call('POST', base, {
      vin: 'LCLE5A2B0SA109999',
      ownerName: '评价测试',
      phone: '13900009999',
      serviceType: 'REPAIR',
      appointTime: Date.now(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    expect(made.json().evaluationStatus).toBe('INIT');
    const evaluate = (token = admin, lang = 'zh-CN') =>
      call(
        'POST',
        `${base}/userEvaluation/evaluate`,
        { id, score: 4, evaluationContent: '不错' },
        token,
        lang,
      );
    const early = await evaluate(admin, 'en-US');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'An appointment can be evaluated only once the service is finished',
    );
    await call('PUT', base, { id, status: 'FINISHED' });
    expect((await evaluate(fleet)).statusCode).toBe(404);
    expect((await evaluate(operator)).statusCode).toBe(403);
    const done = await evaluate();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ evaluationStatus: 'PUBLISHED', evaluationStatusDesc: '已评价' });
    const read = (await call('GET', `${base}/userEvaluation/${id}`)).json();
    expect(read).toMatchObject({ score: 4, evaluationContent: '不错', evaluationStatus: 'PUBLISHED' });
    expect(typeof read.evaluatedAt).toBe('number');
    const again = await evaluate();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('APPM_EVALUATION_PUBLISHED');
    const bad = await call('POST', `${base}/userEvaluation/evaluate`, {
      id,
      score: 9,
      evaluationContent: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('user feedback', () => {
  it('is answered once: WAIT becomes RESP with the answer, in the one store both screens list', async () => {
    const db = h.ctx.database.db;
    const [platform] = await db.select().from(tenants).where(eq(tenants.tenantCode, DEMO.platformTenant));
    const [row] = await db
      .insert(contentFeedback)
      .values({ tenantId: platform!.id, subject: '测试', kind: 'OTHER', content: '测试反馈' })
      .returning();
    const base = '/api/content-svc/userFeedback/V1.0';
    const before = (await call('GET', `${base}/${row!.id}`)).json();
    expect(before).toMatchObject({
      replyStatus: 'WAIT',
      replyStatusDesc: '待回复',
      reply: null,
      feedbackType: 'OTHER',
      feedbackTypeDesc: '其他',
    });
    expect((await call('POST', `${base}/reply`, { id: row!.id, reply: '  ' })).statusCode).toBe(400);
    expect((await call('POST', `${base}/reply`, { id: row!.id, reply: '别人的' }, fleet)).statusCode).toBe(
      404,
    );
    const answered = await call('POST', `${base}/reply`, { id: row!.id, reply: '已安排工程师联系您' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ replyStatus: 'RESP', reply: '已安排工程师联系您' });
    expect(typeof answered.json().repliedAt).toBe('number');
    const twice = await call('POST', `${base}/reply`, { id: row!.id, reply: '再答一次' }, admin, 'zh-TW');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('「测试」已回覆，不能再次回覆');
    const page = (await call('POST', `${base}/page`, { replyStatus: 'WAIT', pageSize: 100 })).json();
    expect((page.items as Row[]).map((r) => r.id)).not.toContain(row!.id);
    // the content's feedback screen reads the same row, answered and handled
    const content = (await call('GET', `/api/content-svc/feedback/V1.0/${row!.id}`)).json();
    expect(content).toMatchObject({
      replyStatus: 'RESP',
      handleStatus: 'HANDLED',
      reply: '已安排工程师联系您',
    });
  });
});

describe('app binds in force', () => {
  const current = async () => {
    const res = await call('POST', '/api/customer-svc/appVehicleBinds/V1.0/current/page', { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; vin: string }[] }).items;
  };

  it('lists the vehicles bound now, and unbinding writes the unbind log', async () => {
    const before = await current();
    // the demo's third account bound a vehicle and unbound it later: not in force
    expect(before.map((b) => b.vin)).not.toContain('LCLT3A2B0SA100003');
    expect(before.map((b) => b.vin)).toEqual(
      expect.arrayContaining(['LCLE5A2B0SA100001', 'LCLS7A2B0SA100002']),
    );
    const target = before.find((b) => b.vin === 'LCLS7A2B0SA100002')!;
    const done = await call('POST', '/api/customer-svc/appVehicleBinds/V1.0/current/unbind', {
      ids: [target.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ unbound: 1 });
    expect((await current()).map((b) => b.vin)).not.toContain('LCLS7A2B0SA100002');
    const log = await call('POST', '/api/customer-svc/appVehicleBinds/V1.0/page', {
      vin: 'LCLS7A2B0SA100002',
      action: 'UNBIND',
    });
    expect((log.json() as { total: number }).total).toBe(1);
    // a bind no longer in force is not found to unbind again, and nothing is written
    const again = await call('POST', '/api/customer-svc/appVehicleBinds/V1.0/current/unbind', {
      ids: [target.id],
    });
    expect(again.statusCode).toBe(404);
    const after = await call('POST', '/api/customer-svc/appVehicleBinds/V1.0/page', {
      vin: 'LCLS7A2B0SA100002',
      action: 'UNBIND',
    });
    expect((after.json() as { total: number }).total).toBe(1);
    // without the permission of the screen
    const refused = await call(
      'POST',
      '/api/customer-svc/appVehicleBinds/V1.0/current/unbind',
      { ids: [before[0]!.id] },
      operator,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('app accounts, manuals and maintenance plans', () => {
  it('enables and disables accounts of the own tenant only', async () => {
    const base = '/api/customer-svc/appAccounts/V1.0';
    const made = (await call('POST', base, { phone: '13799990001' })).json();
    expect(made.status).toBe('NORMAL');
    expect((await call('PUT', `${base}/disable`, { ids: [made.id] }, fleet)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/disable`, { ids: [made.id] })).statusCode).toBe(200);
    expect((await call('GET', `${base}/${made.id}`)).json()).toMatchObject({
      status: 'DISABLED',
      statusDesc: '禁用',
    });
    expect((await call('PUT', `${base}/enable`, { ids: [made.id] })).statusCode).toBe(200);
    expect((await call('GET', `${base}/${made.id}`)).json().status).toBe('NORMAL');
  });

  it('rounds the plan figures to whole numbers and keeps a reminder within its interval', async () => {
    const base = '/api/vehicle-svc/appMaintenancePlans/V1.0';
    const made = await call('POST', base, {
      name: '取整计划',
      timeOver: 5.6,
      timePre: 0.4,
      timeUnit: 'MONTH',
      mileageOver: 4999.5,
      mileagePre: 200.2,
      mileageUnit: 'KM',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ timeOver: 6, timePre: 0, mileageOver: 5000, mileagePre: 200 });
    const bad = await call('PUT', base, { id: made.json().id, mileagePre: 6000 }, admin, 'en-US');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Reminder ahead (mileage) cannot exceed Interval (mileage)');
    expect((await call('GET', `${base}/${made.json().id}`)).json().mileagePre).toBe(200);
  });

  it('links models to a plan and a manual: linked, not linked, unlink, all', async () => {
    for (const base of ['/api/vehicle-svc/appMaintenancePlans/V1.0', '/api/customer-svc/manuals/V1.0']) {
      const body = base.includes('manuals')
        ? { name: '关联测试手册', fileLink: 'https://example.com/m.pdf' }
        : { name: '关联测试计划', timeOver: 1, mileageOver: 1, timeUnit: 'DAY', mileageUnit: 'KM' };
      const made = await call('POST', base, body);
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().id as number;
      const linked = async () => (await call('POST', `${base}/models/linked`, { id, pageSize: 100 })).json();
      const notLinked = async () =>
        (await call('POST', `${base}/models/notRef`, { id, pageSize: 100 })).json();
      expect((await linked()).total).toBe(0);
      const free = (await notLinked()) as { items: { id: number }[]; total: number };
      expect(free.total).toBeGreaterThan(1);
      const first = free.items[0]!.id;
      expect((await call('POST', `${base}/relate`, { id, vehicleModelIds: [first] })).json()).toEqual({
        added: 1,
      });
      expect((await linked()).items.map((m: Row) => m.id)).toEqual([first]);
      expect((await call('GET', `${base}/${id}`)).json()).toMatchObject({
        modelCount: 1,
        vehicleModelIds: [first],
      });
      // another tenant's owner row is not found; nothing changes
      expect((await call('POST', `${base}/relate`, { id, all: true }, fleet)).statusCode).toBe(404);
      expect((await call('POST', `${base}/relate`, { id, all: true })).json().added).toBe(free.total - 1);
      expect((await notLinked()).total).toBe(0);
      expect((await call('POST', `${base}/unRelate`, { id, vehicleModelIds: [first] })).json()).toEqual({
        removed: 1,
      });
      expect((await notLinked()).items.map((m: Row) => m.id)).toEqual([first]);
      expect((await call('POST', `${base}/unRelate`, { id, all: true })).json().removed).toBe(free.total - 1);
      expect((await linked()).total).toBe(0);
      expect((await call('POST', `${base}/models/linked`, { id }, operator)).statusCode).toBe(403);
    }
  });

  it('needs a manual file or a link', async () => {
    const base = '/api/customer-svc/manuals/V1.0';
    const none = await call('POST', base, { name: '空手册' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('APPM_MANUAL_FILE_OR_LINK');
  });

  it('seeds the demo rows of every screen', async () => {
    for (const path of [
      'customer-svc/appAccounts/V1.0',
      'customer-svc/manuals/V1.0',
      'content-svc/rotations',
      'content-svc/appVersions',
      'vehicle-svc/appMaintenancePlans/V1.0',
      'content-svc/peripheryInfos/V1.0',
      'content-svc/appointDrive',
      'vehicle-svc/appointment',
      'vehicle-svc/appointment/userEvaluation',
      'content-svc/userFeedback/V1.0',
      'customer-svc/appVehicleBinds/V1.0',
    ]) {
      const page = (await call('POST', `/api/${path}/page`, { pageSize: 1 })).json();
      expect(page.total, path).toBeGreaterThan(0);
    }
  });
});
