import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SECRET_MASK } from '@chelian/contracts/resources/system/tenant';
import { startHarness, type Harness } from './harness';
import { loadConfig } from '../src/config';
import { DEMO } from '../src/demo/tenants';
import { businessLogs, users } from '../src/platform/schema';
import { tenantApps, tenantPlatformAccounts } from '../src/domains/system/schema';
import { sealStoredSecrets } from '../src/domains/system/sealed-secrets';
import { SECRET_KEY_FILE, loadSecrets } from '../src/platform/secrets';

const APPS = '/api/system-svc/tenantApps/V1.0';
const ACCOUNTS = '/api/system-svc/tenantPlatformAccounts/V1.0';

describe('secrets at rest', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  const db = () => h.ctx.database.db;

  it('keeps app secrets sealed, lists and details them masked, reveals them on the logged call only', async () => {
    const list = (
      await h.call('POST', `${APPS}/page`, { token: admin, body: { page: 1, pageSize: 50 } })
    ).json();
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    for (const item of list.items) expect(item.appSecret).toBe(SECRET_MASK);
    const created = await h.call('POST', APPS, {
      token: admin,
      body: { appCode: 'SEALED_APP', appName: 'Sealed', appType: 'WEB' },
    });
    expect(created.statusCode).toBe(200);
    const [row] = await db().select().from(tenantApps).where(eq(tenantApps.appCode, 'SEALED_APP'));
    expect(row!.appSecret.startsWith('enc:v1:')).toBe(true);
    const detail = (await h.call('GET', `${APPS}/${row!.id}`, { token: admin })).json();
    expect(detail.appSecret).toBe(SECRET_MASK);
    const exported = await h.call('POST', `${APPS}/export`, { token: admin, body: {} });
    expect(
      exported.rawPayload.includes(Buffer.from(h.ctx.secrets.open('tenant_apps.app_secret', row!.appSecret))),
    ).toBe(false);

    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(businessLogs)
    )[0]!.n;
    const revealed = await h.call('POST', `${APPS}/${row!.id}/secret`, { token: admin });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json().appSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(revealed.json().appSecret).toBe(h.ctx.secrets.open('tenant_apps.app_secret', row!.appSecret));
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ n: sql<number>`count(*)::int` })
              .from(businessLogs)
          )[0]!.n,
        { timeout: 5000 },
      )
      .toBeGreaterThan(before);
    const [logged] = await db()
      .select()
      .from(businessLogs)
      .where(eq(businessLogs.url, `${APPS}/${row!.id}/secret`));
    expect(logged).toMatchObject({ userName: DEMO.admin, module: 'tenant', action: 'unmask' });

    // an edit leaves the secret as it was
    await h.call('PUT', APPS, {
      token: admin,
      body: { id: row!.id, appCode: 'SEALED_APP', appName: 'Sealed 2', appType: 'WEB', appSecret: 'chosen' },
    });
    expect((await h.call('POST', `${APPS}/${row!.id}/secret`, { token: admin })).json().appSecret).toBe(
      revealed.json().appSecret,
    );

    // without tenant/unmask: refused; another tenant's row: not found
    const [operator] = await db().select().from(users).where(eq(users.userName, DEMO.operator));
    await db()
      .update(users)
      .set({ initialPassword: false, credentialExpireDate: null })
      .where(eq(users.id, operator!.id));
    const plain = await h.login(DEMO.operator, DEMO.userPassword);
    expect((await h.call('POST', `${APPS}/${row!.id}/secret`, { token: plain })).statusCode).toBe(403);
    const [fleetAdmin] = await db().select().from(users).where(eq(users.userName, DEMO.fleetAdmin));
    await db()
      .update(users)
      .set({ initialPassword: false, credentialExpireDate: null })
      .where(eq(users.id, fleetAdmin!.id));
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    const other = await h.call('POST', `${APPS}/${row!.id}/secret`, { token: fleet });
    expect([403, 404]).toContain(other.statusCode);
    expect(other.body).not.toContain(revealed.json().appSecret);
  });

  it('keeps platform account passwords sealed; the mask sent back by a form keeps the stored one', async () => {
    const body = {
      filingUsage: 'NATIONAL',
      platformName: 'Sealed platform',
      account: 'sealed_acc',
      password: 'Pl@in-Secret-42',
      host: '10.0.0.1',
      port: 19006,
    };
    expect((await h.call('POST', ACCOUNTS, { token: admin, body })).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(tenantPlatformAccounts)
      .where(eq(tenantPlatformAccounts.account, 'sealed_acc'));
    expect(row!.password!.startsWith('enc:v1:')).toBe(true);
    expect(row!.password).not.toContain('Pl@in');
    const detail = (await h.call('GET', `${ACCOUNTS}/${row!.id}`, { token: admin })).json();
    expect(detail.password).toBe(SECRET_MASK);
    const reveal = async () =>
      (await h.call('POST', `${ACCOUNTS}/${row!.id}/password`, { token: admin })).json().password;
    expect(await reveal()).toBe('Pl@in-Secret-42');
    expect(
      (
        await h.call('PUT', ACCOUNTS, {
          token: admin,
          body: { ...body, id: row!.id, password: SECRET_MASK, platformName: 'Renamed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await reveal()).toBe('Pl@in-Secret-42');
    await h.call('PUT', ACCOUNTS, { token: admin, body: { ...body, id: row!.id, password: 'N3w-Secret' } });
    expect(await reveal()).toBe('N3w-Secret');
  });

  it('seals rows written in clear before, without loss, once', async () => {
    const [tenant] = await db().select({ id: tenantApps.tenantId }).from(tenantApps).limit(1);
    await db().insert(tenantApps).values({
      tenantId: tenant!.id,
      appCode: 'OLD_PLAIN',
      appName: 'Old',
      appType: 'WEB',
      appSecret: 'old-plain-secret',
    });
    await db().insert(tenantPlatformAccounts).values({
      tenantId: tenant!.id,
      filingUsage: 'LOCAL',
      platformName: 'Old',
      account: 'old_plain',
      password: 'old-plain-password',
      host: 'h',
      port: 1,
    });
    expect(await sealStoredSecrets(h.ctx)).toBe(2);
    expect(await sealStoredSecrets(h.ctx)).toBe(0);
    const [app] = await db().select().from(tenantApps).where(eq(tenantApps.appCode, 'OLD_PLAIN'));
    expect(app!.appSecret.startsWith('enc:v1:')).toBe(true);
    expect((await h.call('POST', `${APPS}/${app!.id}/secret`, { token: admin })).json().appSecret).toBe(
      'old-plain-secret',
    );
    const [acc] = await db()
      .select()
      .from(tenantPlatformAccounts)
      .where(eq(tenantPlatformAccounts.account, 'old_plain'));
    expect((await h.call('POST', `${ACCOUNTS}/${acc!.id}/password`, { token: admin })).json().password).toBe(
      'old-plain-password',
    );
  });

  it('seeds random demo secrets, none of them written in the code', async () => {
    const rows = await db().select().from(tenantApps);
    const secrets = rows
      .filter((r) => ['BIZ', 'OWNER_APP'].includes(r.appCode))
      .map((r) => h.ctx.secrets.open('tenant_apps.app_secret', r.appSecret));
    expect(secrets).toHaveLength(2);
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });
});

describe('SECRET_KEY', () => {
  it('is required in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_INITIAL_PASSWORD: 'Pr0duction-Initial!' }),
    ).toThrow(/SECRET_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: 'short',
        ADMIN_INITIAL_PASSWORD: 'Pr0duction-Initial!',
      }),
    ).toThrow(/SECRET_KEY/);
  });

  it('is generated into DATA_DIR outside production, private and kept across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chelian-key-'));
    const first = loadSecrets({ SECRET_KEY: '', DATA_DIR: dir, NODE_ENV: 'development' });
    expect(statSync(join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    const sealed = first.seal('p', 'value');
    expect(loadSecrets({ SECRET_KEY: '', DATA_DIR: dir, NODE_ENV: 'development' }).open('p', sealed)).toBe(
      'value',
    );
    const given = loadSecrets({ SECRET_KEY: 'x'.repeat(40), DATA_DIR: dir, NODE_ENV: 'production' });
    expect(() => given.open('p', sealed)).toThrow();
  });
});
