import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness';
import { DEMO } from '../src/db/seed/demo';
import { md5 } from '../src/platform/auth/passwords';
import { users } from '../src/domains/system/schema';
import { messages } from '../src/domains/message/schema';
import { testConfig } from '../src/config';
import { buildApp } from '../src/app';

describe('sign-in', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => h.close());

  const captcha = async () => {
    const key = randomUUID();
    const image = await h.call('GET', '/api/oauth/anno/captcha', { query: { key } });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const answer = (await h.call('GET', '/api/oauth/anno/captcha/answer', { query: { key } })).json().captcha as string;
    return { key, captcha: answer };
  };
  const attempt = async (userName: string, password: string, lang = 'en-US') =>
    h.call('POST', '/api/oauth/noToken/login', { body: { userName, password: md5(password), ...(await captcha()) }, headers: { 'accept-language': lang } });

  it('signs in with the captcha and reports the initial password', async () => {
    const res = await attempt(DEMO.admin, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.passwordState).toBe('INITIAL');
    expect(body.user).toMatchObject({ userName: 'admin', userType: 'ADMIN', tenant: { tenantCode: 'chelian' } });
    const me = await h.call('GET', '/api/system-svc/users/getCurUser', { token: `Bearer ${body.token}` });
    expect(me.json().userName).toBe('admin');
    const perms = (await h.call('GET', '/api/system-svc/auth/V2.0/resource', { token: body.token })).json() as string[];
    expect(perms).toContain('userType/admin');
    expect(perms).toContain('attachments/upload');
  });

  it('uses a captcha once, and refuses a wrong or unknown one', async () => {
    const c = await captcha();
    const wrong = await h.call('POST', '/api/oauth/noToken/login', { body: { userName: 'admin', password: md5(ADMIN_PASSWORD), key: c.key, captcha: 'zzzz' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errCode).toBe('CAPTCHA_WRONG');
    const reused = await h.call('POST', '/api/oauth/noToken/login', { body: { userName: 'admin', password: md5(ADMIN_PASSWORD), ...c } });
    expect(reused.json().errCode).toBe('CAPTCHA_EXPIRED');
  });

  it('counts wrong passwords, locks the account, and tells the user', async () => {
    const first = await attempt(DEMO.operator, 'Wrong@123', 'zh-CN');
    expect(first.statusCode).toBe(400);
    expect(first.json().error.message).toBe('用户名或密码错误，再错 2 次账号将被锁定');
    await attempt(DEMO.operator, 'Wrong@123');
    const third = await attempt(DEMO.operator, 'Wrong@123');
    expect(third.statusCode).toBe(423);
    expect(third.json().errCode).toBe('ACCOUNT_LOCKED');
    // Even the right password is refused while locked.
    const right = await attempt(DEMO.operator, DEMO.userPassword, 'zh-TW');
    expect(right.statusCode).toBe(423);
    expect(right.json().error.message).toContain('帳號已鎖定');
    const [op] = await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.operator));
    const notices = await h.ctx.database.db.select().from(messages).where(eq(messages.userId, op!.id));
    expect(notices.some((m) => m.title === 'Account locked')).toBe(true);
    // Once the lock time has passed, the right password works again.
    await h.ctx.database.db.update(users).set({ passwordErrorLastTime: new Date(Date.now() - 31 * 60_000) }).where(eq(users.id, op!.id));
    expect((await attempt(DEMO.operator, DEMO.userPassword)).statusCode).toBe(200);
  });

  it('refuses a disabled user and an unknown user alike clearly', async () => {
    await h.ctx.database.db.update(users).set({ status: 'LOCKED' }).where(eq(users.userName, DEMO.fleetAdmin));
    const res = await attempt(DEMO.fleetAdmin, DEMO.userPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json().errCode).toBe('ACCOUNT_DISABLED');
    expect((await attempt('nobody', 'Whatever@1')).json().errCode).toBe('LOGIN_FAILED');
    await h.ctx.database.db.update(users).set({ status: 'NORMAL' }).where(eq(users.userName, DEMO.fleetAdmin));
  });

  it('rejects malformed input with a localized message and changes nothing', async () => {
    const res = await h.call('POST', '/api/oauth/noToken/login', { body: { userName: 'admin', password: 'plain-text' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errCode).toBe('VALIDATION');
    expect(res.json().error.fields.password).toBe('password format is wrong');
    expect(res.json().error.fields.key).toBe('key cannot be empty');
    const bad = await h.call('POST', '/api/oauth/noToken/login', { body: '{"userName":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errCode).toBe('BAD_JSON');
  });

  it('changes the password: wrong old, mismatch, same as old, then success ends the initial state', async () => {
    const token = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    const put = (oldPassword: string, password: string, confirmPassword = password) =>
      h.call('PUT', '/api/system-svc/users/V1.0/password', { token, body: { oldPassword: md5(oldPassword), password: md5(password), confirmPassword: md5(confirmPassword) } });
    expect((await put('Nope@1234', 'New@12345')).json().errCode).toBe('PASSWORD_WRONG');
    expect((await put(DEMO.userPassword, 'New@12345', 'Other@123')).json().errCode).toBe('PASSWORD_MISMATCH');
    const same = await put(DEMO.userPassword, DEMO.userPassword);
    expect(same.json().error.message).toBe('The new password equals the old password');
    expect((await put(DEMO.userPassword, 'New@12345')).statusCode).toBe(200);
    const me = await h.call('GET', '/api/system-svc/users/getCurUser', { token });
    expect(me.json().passwordState).toBe('OK');
    await expect(h.login(DEMO.fleetAdmin, DEMO.userPassword)).rejects.toThrow(/400/);
    await h.login(DEMO.fleetAdmin, 'New@12345');
  });

  it('reports an expired password', async () => {
    await h.ctx.database.db
      .update(users)
      .set({ initialPassword: false, credentialExpireDate: new Date(Date.now() - 1000) })
      .where(eq(users.userName, DEMO.operator));
    const res = await attempt(DEMO.operator, DEMO.userPassword);
    expect(res.json().passwordState).toBe('EXPIRED');
  });

  it('resets a forgotten password with the SMS code written to the message box', async () => {
    const sent = await h.call('GET', '/api/system-svc/users/noToken/sendSms', { query: { userName: DEMO.operator } });
    expect(sent.statusCode).toBe(200);
    const again = await h.call('GET', '/api/system-svc/users/noToken/sendSms', { query: { userName: DEMO.operator } });
    expect(again.statusCode).toBe(429);
    const [op] = await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.operator));
    const box = await h.ctx.database.db.select().from(messages).where(eq(messages.userId, op!.id));
    const code = /(\d{6})/.exec(box.find((m) => m.title === 'Password reset code')!.pushBody)![1]!;
    const forgot = (smsCode: string) =>
      h.call('PUT', '/api/system-svc/users/noToken/forgot', { body: { userName: DEMO.operator, smsCode, password: md5('Reset@2026'), confirmPassword: md5('Reset@2026') } });
    expect((await forgot(code === '000000' ? '111111' : '000000')).json().errCode).toBe('SMS_CODE_WRONG');
    expect((await forgot(code)).statusCode).toBe(200);
    expect((await forgot(code)).json().errCode).toBe('SMS_CODE_WRONG');
    await h.login(DEMO.operator, 'Reset@2026');
  });

  it('ends a session on logout and on a kick by an administrator', async () => {
    const token = await h.login(DEMO.admin, ADMIN_PASSWORD);
    expect((await h.call('POST', '/api/oauth/noToken/logout', { token })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/system-svc/users/getCurUser', { token })).statusCode).toBe(401);

    const victim = await h.login(DEMO.operator, 'Reset@2026');
    const admin = await h.adminToken();
    const online = (await h.call('POST', '/api/system-svc/onlineUsers/page', { token: admin, body: { page: 1, pageSize: 50, userName: DEMO.operator } })).json();
    expect(online.total).toBeGreaterThan(0);
    expect(online.items[0].userName).toBe(DEMO.operator);
    const kicked = await h.call('DELETE', '/api/system-svc/onlineUsers', { token: admin, body: { ids: online.items.map((s: { id: number }) => s.id) } });
    expect(kicked.json().kicked).toBe(online.items.length);
    await new Promise((r) => setTimeout(r, 20));
    expect((await h.call('GET', '/api/system-svc/users/getCurUser', { token: victim })).statusCode).toBe(401);
  });

  it('cannot kick sessions of another tenant', async () => {
    const fleetToken = await h.login(DEMO.fleetAdmin, 'New@12345');
    const adminSessions = (await h.call('POST', '/api/system-svc/onlineUsers/page', { token: await h.adminToken(), body: { page: 1, pageSize: 50 } })).json();
    const res = await h.call('DELETE', '/api/system-svc/onlineUsers', { token: fleetToken, body: { ids: adminSessions.items.map((s: { id: number }) => s.id) } });
    expect(res.json().kicked).toBe(0);
    expect((await h.call('GET', '/api/system-svc/users/getCurUser', { token: await h.adminToken() })).statusCode).toBe(200);
  });

  it('gives a menu tree in the caller language, filtered by authority', async () => {
    const admin = await h.adminToken();
    const zh = (await h.call('GET', '/api/system-svc/auth/menu', { token: admin, headers: { 'accept-language': 'zh-CN' } })).json();
    const en = (await h.call('GET', '/api/system-svc/auth/menu', { token: admin })).json();
    expect(zh[0]).toMatchObject({ type: 'DIR', dataValue: 'home' });
    expect(zh[0].children[0]).toMatchObject({ type: 'LEAF', dataValue: 'home/home', path: '/home/home', name: '首页' });
    expect(en[0].children[0].name).toBe('Home');
    const system = en.find((n: { dataValue: string }) => n.dataValue === 'system');
    expect(system.children.some((c: { dataValue: string }) => c.dataValue === 'system/user')).toBe(true);
    const operator = await h.login(DEMO.operator, 'Reset@2026');
    const limited = (await h.call('GET', '/api/system-svc/auth/menu', { token: operator })).json();
    expect(limited.map((n: { dataValue: string }) => n.dataValue).sort()).toEqual(['file', 'home', 'message']);
  });

  it('serves branding and themes, and saves the theme of the user', async () => {
    const branding = (await h.call('GET', '/api/system-svc/tenants/noToken/getTenantAndThemes')).json();
    expect(branding.tenant.appName).toBe('车联网智能监管平台');
    expect(branding.themeList).toHaveLength(2);
    const logo = await h.call('GET', branding.tenant.loginLogoFilePath);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const fleet = (await h.call('GET', '/api/system-svc/tenants/noToken/getTenantAndThemes', { headers: { host: 'fleet.localhost:8080' } })).json();
    expect(fleet.tenant.tenantCode).toBe('fleetco');

    const admin = await h.adminToken();
    const themes = (await h.call('GET', '/api/system-svc/themes/themeOptions', { token: admin })).json();
    expect(themes[1].attrList).toContainEqual({ attrCode: 'algorithm', attrValue: 'dark' });
    expect((await h.call('PUT', '/api/system-svc/user/config/theme/saveCurThemeConfig', { token: admin, body: { curThemeId: themes[1].id } })).statusCode).toBe(200);
    expect((await h.call('GET', '/api/system-svc/users/getCurUser', { token: admin })).json().themeId).toBe(themes[1].id);
    // Another tenant's theme is not ours to pick.
    const fleetThemes = fleet.themeList as { id: number }[];
    expect((await h.call('PUT', '/api/system-svc/user/config/theme/saveCurThemeConfig', { token: admin, body: { curThemeId: fleetThemes[0]!.id } })).statusCode).toBe(404);
  });

  it('gives dictionaries as options in the caller language', async () => {
    const admin = await h.adminToken();
    const en = (await h.call('GET', '/api/system-svc/dicItems/V1.0/options/all', { token: admin })).json();
    expect(en.userType).toContainEqual({ id: 'ADMIN', label: 'Platform administrator' });
    const tw = (await h.call('GET', '/api/system-svc/dicItems/V1.0/options/all', { token: admin, headers: { 'accept-language': 'zh-TW' } })).json();
    expect(tw.sex).toContainEqual({ id: 'FEMALE', label: '女' });
  });

  it('writes the business log of changes without secrets', async () => {
    await h.app.inject({ method: 'GET', url: '/healthz' });
    await new Promise((r) => setTimeout(r, 700));
    const rows = await h.ctx.database.rows<{ module: string; detail: string | null }>(
      (await import('drizzle-orm')).sql`select module, detail from business_logs where action = 'V1.0/password'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.detail ?? '').not.toMatch(/[0-9a-f]{32}/);
  });

  it('refuses test-only captcha answers in production', async () => {
    // a second app on the same database, started as production
    const prod = await buildApp({
      config: testConfig({ NODE_ENV: 'production', DEMO_SEED: 'false' }),
      database: h.ctx.database,
    });
    const res = await prod.app.inject({
      method: 'GET',
      url: '/api/oauth/anno/captcha/answer?key=abcdefgh',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errCode).toBe('TEST_ONLY');
    await prod.close();
  });
});

describe('settings', () => {
  it('stop the start with a message naming the bad variable', () => {
    expect(() => testConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => testConfig({ ROLE: 'everything' })).toThrow(/unknown role "everything"/);
  });
});
