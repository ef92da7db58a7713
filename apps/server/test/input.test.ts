import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const APPS = '/api/system-svc/tenantApps/V1.0';
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Input the schemas let through used to fail in the database (500): each is a 400 naming its field. */
describe('hostile input', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  const refused = (
    res: { statusCode: number; json(): { errCode: string; error: { fields?: Record<string, string> } } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().errCode).toBe('VALIDATION');
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  };

  it('refuses a NUL character in a body, a query or a path', async () => {
    const body = await h.call('POST', APPS, {
      token: admin,
      body: { appCode: 'NUL_APP', appName: 'a\u0000b', appType: 'WEB' },
    });
    refused(body, 'appName');
    expect(body.json().error.fields!.appName).toContain('NUL');
    const nested = await h.call('POST', `${APPS}/page`, {
      token: admin,
      body: { page: 1, pageSize: 10, appName: 'x\u0000' },
    });
    refused(nested, 'appName');
    refused(
      await h.call('GET', '/api/system-svc/message/init', {
        token: admin,
        query: { pushChannel: 'WEB\u0000', page: '1', pageSize: '10' },
      }),
      'pushChannel',
    );
    const path = await h.app.inject({
      method: 'GET',
      url: `${APPS}/1%00`,
      headers: { authorization: admin, 'accept-language': 'en-US' },
    });
    refused(path, 'id');
  });

  it('refuses a time of 1e20 ms, in an engine search and in a route of its own', async () => {
    refused(
      await h.call('POST', '/api/system-svc/bizLog/V1.0/page', {
        token: admin,
        body: { page: 1, pageSize: 10, createdAtStart: 1e20 },
      }),
      'createdAtStart',
    );
    const travel = await h.call(
      'POST',
      '/api/vehicle-svc/vehicle/single/analysis/V1.0/LNBSCUAK0LR000001/travel',
      {
        token: admin,
        body: { startTime: 1, endTime: 1e20 },
      },
    );
    refused(travel, 'endTime');
    refused(
      await h.call('GET', '/api/system-svc/message/init', {
        token: admin,
        query: { pushChannel: 'WEB', page: '1', pageSize: '10', startTime: '1e20' },
      }),
      'startTime',
    );
  });

  it('refuses a forged paging cursor', async () => {
    const first = (
      await h.call('POST', `${APPS}/page`, { token: admin, body: { page: 1, pageSize: 1 } })
    ).json();
    expect(first.cursor).toEqual(expect.any(String));
    expect(
      (
        await h.call('POST', `${APPS}/page`, {
          token: admin,
          body: { page: 2, pageSize: 1, after: first.cursor },
        })
      ).statusCode,
    ).toBe(200);
    for (const after of [
      cursor(['not a time', 1]),
      cursor(['2026-01-01 00:00:00+00', 'x']),
      cursor({ a: 1 }),
      cursor([null, 1]),
      cursor(['2026-01-01', 1e300]),
      'not base64 json',
    ]) {
      refused(
        await h.call('POST', `${APPS}/page`, { token: admin, body: { page: 2, pageSize: 1, after } }),
        'after',
      );
    }
  });
});
