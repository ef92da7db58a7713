import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { md5 } from '../apps/server/src/platform/auth/passwords';
import { DEMO } from '../apps/server/src/demo/tenants';
import { benchDatabase, type Figure } from './support';

const PASSWORD = 'Bench@2026';

/** Sign-in and an authenticated call under load, on PostgreSQL, over real HTTP on loopback. */
export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const server = await buildApp({
    // test: the bench reads captcha answers to sign in, a call only test runs have
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      PORT: '0',
      GATEWAY_PORT: '0',
      WEB_DIST: '',
      DEMO_FLEET: '0',
      ADMIN_INITIAL_PASSWORD: PASSWORD,
      DATA_DIR: `/tmp/chelian-bench-${randomUUID()}`,
    }),
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

    // Every sign-in needs its own one-time captcha: prepare them first.
    const bodies: string[] = [];
    for (let i = 0; i < 400; i++) {
      const key = randomUUID();
      await fetch(`${base}/api/oauth/anno/captcha?key=${key}`);
      const { captcha } = (await (
        await fetch(`${base}/api/oauth/anno/captcha/answer?key=${key}`)
      ).json()) as { captcha: string };
      bodies.push(JSON.stringify({ userName: DEMO.admin, password: md5(PASSWORD), key, captcha }));
    }
    let next = 0;
    const signIn = await autocannon({
      url: `${base}/api/oauth/noToken/login`,
      connections: 8,
      amount: bodies.length,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const token = (
      (await (
        await fetch(`${base}/api/oauth/noToken/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: await freshLogin(base),
        })
      ).json()) as { token: string }
    ).token;
    const call = await autocannon({
      url: `${base}/api/system-svc/users/getCurUser`,
      connections: 32,
      duration: 10,
      workers: 1,
      headers: { authorization: token, 'accept-language': 'zh-CN' },
    });
    const failed = (r: autocannon.Result) => r.non2xx + r.errors;
    return [
      {
        name: 'sign-in requests/s (scrypt, 8 connections)',
        value: Math.round(signIn.requests.average),
        unit: 'req/s',
      },
      { name: 'sign-in latency p50', value: signIn.latency.p50, unit: 'ms' },
      { name: 'sign-in latency p99', value: signIn.latency.p99, unit: 'ms' },
      { name: 'sign-in failures', value: failed(signIn), unit: 'requests' },
      {
        name: 'authenticated GET users/getCurUser requests/s (32 connections)',
        value: Math.round(call.requests.average),
        unit: 'req/s',
      },
      { name: 'authenticated call latency p50', value: call.latency.p50, unit: 'ms' },
      { name: 'authenticated call latency p99', value: call.latency.p99, unit: 'ms' },
      { name: 'authenticated call failures', value: failed(call), unit: 'requests' },
    ];
  } finally {
    await server.close();
    await drop();
  }
}

async function freshLogin(base: string): Promise<string> {
  const key = randomUUID();
  await fetch(`${base}/api/oauth/anno/captcha?key=${key}`);
  const { captcha } = (await (await fetch(`${base}/api/oauth/anno/captcha/answer?key=${key}`)).json()) as {
    captcha: string;
  };
  return JSON.stringify({ userName: DEMO.admin, password: md5(PASSWORD), key, captcha });
}
