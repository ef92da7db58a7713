import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../apps/server/src/app';
import { md5 } from '../apps/server/src/platform/auth/passwords';
import { eq } from 'drizzle-orm';
import { DEMO } from '../apps/server/src/demo/tenants';
import { users } from '../apps/server/src/platform/schema';
import { percentile, type Figure } from './support';

/** Calls through the real server (routes, permissions, validation, serialisation) with fastify inject. */
export interface Api {
  /** the session's token, for calls whose refusal is the measure */
  token: string;
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The benches measure the console and its calls, not the forced change of the initial password
 * (a session that still owes it may call nothing else): the seeded admin counts as having
 * changed it.
 */
export async function skipForcedPasswordChange(server: App): Promise<void> {
  await server.ctx.database.db
    .update(users)
    .set({ initialPassword: false, credentialExpireDate: null })
    .where(eq(users.userName, DEMO.admin));
}

export async function signInAdmin(server: App, password: string): Promise<Api> {
  await skipForcedPasswordChange(server);
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en-US', ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const key = randomUUID();
  await inject('GET', `/api/oauth/anno/captcha?key=${key}`);
  const { captcha } = (await inject('GET', `/api/oauth/anno/captcha/answer?key=${key}`)).json() as {
    captcha: string;
  };
  const res = await inject('POST', '/api/oauth/noToken/login', {
    userName: DEMO.admin,
    password: md5(password),
    key,
    captcha,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { token: string }).token;
  return {
    token,
    async call(method, url, body, headers = {}) {
      const answer = await inject(method, url, body, { authorization: token, ...headers });
      if (answer.statusCode !== 200)
        throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      return answer;
    },
  };
}

/** Runs fn warmup + runs times (each call may vary with its index) and returns the sorted times in ms. */
export async function timed(
  runs: number,
  fn: (i: number) => Promise<unknown>,
  warmup = 3,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t = performance.now();
    await fn(i);
    if (i >= warmup) times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

/** Median and p95 figures of a sorted series, with the target in the name. */
export function latency(label: string, times: number[], target?: number): Figure[] {
  const p95 = round(percentile(times, 95));
  return [
    { name: `${label} median`, value: round(percentile(times, 50)), unit: 'ms' },
    {
      name: `${label} p95${target ? ` (target < ${target} ms${p95 < target ? '' : ', MISSED'})` : ''}`,
      value: p95,
      unit: 'ms',
    },
  ];
}
