import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcePath, roleSpec, tenantSpec, type ResourceSpec } from '@chelian/contracts';
import { DataAnalysisApi, MonitorApi } from '@chelian/contracts/monitor';
import { desc, eq } from 'drizzle-orm';
import { DEMO } from '../src/demo/tenants';
import { parseTime } from '../src/engine/excel';
import { md5 } from '../src/platform/auth/passwords';
import { messages } from '../src/platform/notices-schema';
import { zonedTime, zoneMidnight } from '../src/platform/time-zone';
import { startHarness, type Harness } from './harness';

const api = (spec: ResourceSpec, suffix: string) => `/api/${resourcePath(spec, suffix)}`;
const TENANTS = api(tenantSpec, '');

describe("a tenant's time zone", () => {
  let h: Harness;
  let admin: string;
  /** the administrator of the demo's second tenant, whose zone the tests change */
  let fleet: string;
  let fleetTenant: { id: number; tenantName: string; timeZone: string };
  const call = (method: string, url: string, body?: unknown, token = admin, lang = 'en-US') =>
    h.call(method, url, { token, body, headers: { 'accept-language': lang } });

  beforeAll(async () => {
    h = await startHarness();
    ({ admin, fleet } = await h.demoTokens());
    const page = await call('POST', api(tenantSpec, 'page'), { tenantCode: DEMO.fleetTenant });
    fleetTenant = page.json().items[0];
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is Asia/Shanghai unless the tenant names another, and the session answer carries it', async () => {
    expect(fleetTenant.timeZone).toBe('Asia/Shanghai');
    const me = await call('GET', '/api/system-svc/users/getCurUser', undefined, fleet);
    expect(me.json().tenant.timeZone).toBe('Asia/Shanghai');
  });

  it('writes the times of an export on the clock of the caller tenant', async () => {
    const set = await call('PUT', TENANTS, { id: fleetTenant.id, timeZone: 'America/New_York' });
    expect(set.statusCode, set.body).toBe(200);
    const me = await call('GET', '/api/system-svc/users/getCurUser', undefined, fleet);
    expect(me.json().tenant.timeZone).toBe('America/New_York');

    const rows = (await call('POST', api(roleSpec, 'page'), { pageSize: 5 }, fleet)).json().items as {
      id: number;
      createdAt: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    const res = await call('POST', api(roleSpec, 'export'), { ids: [rows[0]!.id] }, fleet);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sheet')!;
    const header = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? ''));
    const cell = sheet.getRow(3).getCell(header.indexOf(roleSpec.fields.createdAt.label['en-US'])).value;
    // a date cell holds the wall time (read back as if UTC): New York's, 12 or 13 hours behind Shanghai
    const shown = (cell as Date).toISOString().slice(0, 19).replace('T', ' ');
    expect(shown).toBe(zonedTime(rows[0]!.createdAt, 'America/New_York'));
    expect(shown).not.toBe(zonedTime(rows[0]!.createdAt, 'Asia/Shanghai'));

    // the platform tenant's own exports stay on its zone
    const own = (await call('POST', api(roleSpec, 'page'), { pageSize: 1 })).json().items[0];
    const ownFile = await call('POST', api(roleSpec, 'export'), { ids: [own.id] });
    const ownBook = new ExcelJS.Workbook();
    await ownBook.xlsx.load(ownFile.rawPayload as unknown as ArrayBuffer);
    const ownCell = ownBook
      .getWorksheet('Sheet')!
      .getRow(3)
      .getCell(header.indexOf(roleSpec.fields.createdAt.label['en-US'])).value as Date;
    expect(ownCell.toISOString().slice(0, 19).replace('T', ' ')).toBe(
      zonedTime(own.createdAt, 'Asia/Shanghai'),
    );
  });

  it("writes the time of a password-change notice on the tenant's clock", async () => {
    const me = (await call('GET', '/api/system-svc/users/getCurUser', undefined, fleet)).json();
    expect(me.tenant.timeZone).toBe('America/New_York');
    const changed = await call(
      'PUT',
      '/api/system-svc/users/V1.0/password',
      {
        oldPassword: md5(DEMO.userPassword),
        password: md5('Zone#Clock2026'),
        confirmPassword: md5('Zone#Clock2026'),
      },
      fleet,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [notice] = await h.ctx.database.db
      .select({ body: messages.pushBody })
      .from(messages)
      .where(eq(messages.userId, me.id))
      .orderBy(desc(messages.id))
      .limit(1);
    const time = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(notice!.body)![0];
    // read on New York's clock it is now (within a minute of the change)
    expect(Math.abs(parseTime(time, 'America/New_York')! - Date.now())).toBeLessThan(60_000);
  });

  it("counts days and months on the tenant's clock", async () => {
    // the second tenant keeps New York time from the test above: two New York days, which span
    // three Shanghai dates, are two days, named as New York names them
    const zone = 'America/New_York';
    const query = {
      startTime: String(zoneMidnight(2026, 11, 20, zone).getTime()),
      endTime: String(zoneMidnight(2026, 11, 22, zone).getTime() - 1),
    };
    for (const path of [DataAnalysisApi.onlineRate, DataAnalysisApi.workTime]) {
      const res = await h.call('GET', `/api/${path}`, { token: fleet, query });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { date: string }[]).map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21']);
    }
    const months = await h.call('GET', `/api/${MonitorApi.homeMonthWorkTime}`, { token: fleet });
    expect(months.statusCode, months.body).toBe(200);
    const list = months.json() as { month: string }[];
    expect(list).toHaveLength(12);
    expect(list.at(-1)!.month).toBe(zonedTime(Date.now(), zone).slice(0, 7));
  });

  it('refuses a name that is no time zone, in the caller language, and changes nothing', async () => {
    const before = (await call('GET', `${TENANTS}/${fleetTenant.id}`)).json();
    for (const [lang, label] of [
      ['zh-CN', '时区'],
      ['en-US', 'Time zone'],
      ['zh-TW', '時區'],
    ] as const) {
      const res = await call(
        'PUT',
        TENANTS,
        { id: fleetTenant.id, tenantName: 'Renamed', timeZone: 'Mars/Olympus' },
        admin,
        lang,
      );
      expect(res.statusCode).toBe(400);
      const error = res.json().error as { message: string; fields: Record<string, string> };
      expect(error.fields.timeZone).toContain(label);
      expect(error.fields.timeZone).toContain('Mars/Olympus');
    }
    const after = (await call('GET', `${TENANTS}/${fleetTenant.id}`)).json();
    expect(after.timeZone).toBe(before.timeZone);
    expect(after.tenantName).toBe(before.tenantName);
  });
});
