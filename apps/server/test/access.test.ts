import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { DEMO } from '../src/demo/tenants';

/** Sample values for path parameters, so every route can be called. */
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'kind' ? 'appLogo' : '1'));

describe('every route declares and enforces its access', () => {
  let h: Harness;
  let operator: string;
  beforeAll(async () => {
    h = await startHarness();
    operator = await h.login(DEMO.operator, DEMO.userPassword);
  });
  afterAll(() => h.close());

  it('has a table of routes with declared access', () => {
    expect(h.app.routeTable.length).toBeGreaterThan(20);
    for (const route of h.app.routeTable) expect(route.access).toMatch(/^(public|session|[\w-]+\/[\w-]+)$/);
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const route of h.app.routeTable.filter((r) => r.access !== 'public')) {
      const res = await h.call(route.method, fill(route.url), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.message).toBe('Login expired, please log in again');
    }
  });

  it('answers 403 on every permission route to a user who lacks it', async () => {
    const me = await h.call('GET', '/api/system-svc/auth/V2.0/resource', { token: operator });
    const held = new Set(me.json() as string[]);
    const guarded = h.app.routeTable.filter(
      (r) => r.access.includes('/') && !held.has(r.access) && !r.alsoAccess?.some((p) => held.has(p)),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await h.call(route.method, fill(route.url), {
        token: operator,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().errCode).toBe('FORBIDDEN');
    }
  });

  it('refuses a token that is not a session', async () => {
    const res = await h.call('GET', '/api/system-svc/users/getCurUser', { token: 'not-a-real-token' });
    expect(res.statusCode).toBe(401);
  });

  it('publishes an OpenAPI document with every route', async () => {
    const res = await h.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/oauth/noToken/login');
    expect(paths).toContain('/api/file-svc/attachments/V1.0/upload');
    expect(paths.length).toBeGreaterThanOrEqual(new Set(h.app.routeTable.map((r) => r.url)).size);
  });

  it('answers an unknown call with a localized 404', async () => {
    const res = await h.call('GET', '/api/nope', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('接口不存在');
  });
});
