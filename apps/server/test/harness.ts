import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { md5 } from '../src/platform/auth/passwords';
import { DEMO } from '../src/demo/tenants';
import { users } from '../src/platform/schema';
import { eq } from 'drizzle-orm';

/**
 * A fresh server per test file: in-memory PGlite, or a database of its own on the PostgreSQL
 * of TEST_DATABASE_URL (dropped afterwards), so the same tests run on both.
 */
export interface Harness extends App {
  call(
    method: string,
    url: string,
    opts?: {
      token?: string | null;
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  /**
   * A session token. The user counts as having chosen this password already (its initial or
   * expired state is cleared first), since such a session may only change it; keepPasswordState
   * signs in as the user stands.
   */
  login(userName: string, password: string, opts?: { keepPasswordState?: boolean }): Promise<string>;
  adminToken(): Promise<string>;
  /** sessions of the demo's three users the generic suites act as: the platform admin, a user of its tenant with few rights, another tenant's admin */
  demoTokens(): Promise<{ admin: string; operator: string; fleet: string }>;
  /** the control signing secret the sign-in of a token answered with */
  signSecretOf(token: string): string;
  /**
   * A user of the demo tenant whose one role holds exactly these permissions (menu permission
   * strings such as 'vehicleList/view'), signed in; made through the console's own calls.
   */
  userWithPermissions(userName: string, permissions: readonly string[], password?: string): Promise<string>;
  dataDir: string;
}

export const ADMIN_PASSWORD = 'Chelian@2026';

export async function startHarness(overrides: Parameters<typeof testConfig>[0] = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chelian-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD, ...overrides });
  const { database, drop } = await testDatabase();
  const server = await buildApp({ config, database });
  let adminToken: string | null = null;
  const signSecrets = new Map<string, string>();

  const call: Harness['call'] = (method, url, opts = {}) =>
    server.app.inject({
      method: method as 'GET',
      url,
      query: opts.query,
      headers: {
        ...(opts.token ? { authorization: opts.token } : {}),
        'accept-language': 'en-US',
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  const login: Harness['login'] = async (userName, password, opts = {}) => {
    if (!opts.keepPasswordState)
      await database.db
        .update(users)
        .set({ initialPassword: false, credentialExpireDate: null })
        .where(eq(users.userName, userName));
    const key = randomUUID();
    await call('GET', '/api/oauth/anno/captcha', { query: { key } });
    const answer = (await call('GET', '/api/oauth/anno/captcha/answer', { query: { key } })).json()
      .captcha as string;
    const res = await call('POST', '/api/oauth/noToken/login', {
      body: { userName, password: md5(password), key, captcha: answer },
    });
    if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
    const { token, signSecret } = res.json() as { token: string; signSecret: string };
    signSecrets.set(token, signSecret);
    return token;
  };

  return {
    ...server,
    dataDir,
    call,
    login,
    adminToken: async () => (adminToken ??= await login(DEMO.admin, ADMIN_PASSWORD)),
    signSecretOf: (token) => signSecrets.get(token) ?? '',
    demoTokens: async () => ({
      admin: (adminToken ??= await login(DEMO.admin, ADMIN_PASSWORD)),
      operator: await login(DEMO.operator, DEMO.userPassword),
      fleet: await login(DEMO.fleetAdmin, DEMO.userPassword),
    }),
    async userWithPermissions(userName, permissions, password = 'Reader@2026') {
      const token = (adminToken ??= await login(DEMO.admin, ADMIN_PASSWORD));
      const admin = (method: string, url: string, body?: unknown) => call(method, url, { token, body });
      const tree = flatTree((await admin('GET', '/api/system-svc/menus/V1.0/tree/authority')).json());
      const role = await admin('POST', '/api/system-svc/roles/V1.0', {
        name: `${userName} role`,
        code: `${userName}_role`,
        roleType: 'NORMAL',
      });
      if (role.statusCode !== 200) throw new Error(`role of ${userName}: ${role.body}`);
      const menuIds = permissions.map((permission) => {
        const node = tree.find((n) => n.permission === permission);
        if (!node) throw new Error(`no menu node holds ${permission}`);
        return node.id;
      });
      await admin('POST', '/api/system-svc/roles/V1.0/authority', { roleId: role.json().id, menuIds });
      const user = await admin('POST', '/api/system-svc/users/V1.0', {
        userName,
        realName: userName,
        userType: 'TENANT',
        roleIds: [role.json().id],
        password: md5(password),
      });
      if (user.statusCode !== 200) throw new Error(`user ${userName}: ${user.body}`);
      return login(userName, password);
    },
    async close() {
      await server.close();
      await database.close();
      await drop();
    },
  };
}

type MenuNode = { id: number; permission: string | null; children?: MenuNode[] };
const flatTree = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatTree(n.children ?? [])]);

async function testDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir: null }), drop: async () => undefined };
  const pg = await import('pg');
  const name = `chelian_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
