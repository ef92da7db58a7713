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
  /** the control signing secret the sign-in of a token answered with */
  signSecretOf(token: string): string;
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
    async close() {
      await server.close();
      await database.close();
      await drop();
    },
  };
}

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
