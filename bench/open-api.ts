import autocannon from 'autocannon';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { Gateway } from '../apps/server/src/domains/api-gateway/gateway';
import { issueKey } from '../apps/server/src/domains/api-gateway/keys';
import { openApiPlugin, readRealtime } from '../apps/server/src/domains/api-gateway/open-api';
import { benchDatabase, type Figure } from './support';

const VIN = 'LBENCHOPENAPI0001';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The open API's realtime read with its gate (key check, scopes, allow list, rate limit, the
 * request record) against the same read without it, on one Fastify instance over loopback HTTP.
 */
export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const database = await openDatabase({ url });
  const db = database.db;
  try {
    const [tenant] = await database.rows<{ id: number }>(
      sql`insert into tenants (tenant_code, tenant_name, app_name) values ('bench-open', 'Bench', 'Bench') returning id`,
    );
    const tenantId = tenant!.id;
    const [vehicle] = await database.rows<{ id: number }>(
      sql`insert into vehicles (tenant_id, vin) values (${tenantId}, ${VIN}) returning id`,
    );
    await database.rows(
      sql`insert into vehicle_latest (vehicle_id, tenant_id, vin, online, frame_time, lng, lat, speed, soc, mileage)
          values (${vehicle!.id}, ${tenantId}, ${VIN}, true, now(), 116.4, 39.9, 40, 80, 1000)`,
    );
    const [connect] = await database.rows<{ id: number }>(
      sql`insert into system_connects (tenant_id, name, code) values (${tenantId}, 'bench', 'BENCH') returning id`,
    );
    const { key, prefix, hash } = issueKey();
    const [auth] = await database.rows<{ id: number }>(
      sql`insert into gateway_auths (tenant_id, connect_id, name, key_prefix, key_hash, services)
          values (${tenantId}, ${connect!.id}, 'bench', ${prefix}, ${hash}, array['VEHICLE_REALTIME']::varchar[]) returning id`,
    );
    // a limit far above what the bench reaches, so every call is counted and none refused
    await database.rows(
      sql`insert into gateway_rules (tenant_id, name, auth_id, rate_limit, window_seconds, ip_allow_list)
          values (${tenantId}, 'bench', ${auth!.id}, 1000000000, 60, '127.0.0.1')`,
    );

    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const gateway = new Gateway(db, app.log, process.env.REDIS_URL ?? '');
    await app.register(openApiPlugin(db, gateway), { prefix: '/open/v1' });
    app.get('/plain/vehicles/:vin/realtime', async (req) =>
      readRealtime(db, tenantId, (req.params as { vin: string }).vin),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const load = (path: string, headers: Record<string, string> = {}) =>
        autocannon({ url: `${base}${path}`, connections: 16, duration: SECONDS, workers: 1, headers });
      // warm both paths (prepared plans, caches) before measuring
      await autocannon({ url: `${base}/plain/vehicles/${VIN}/realtime`, connections: 4, duration: 2 });
      // alternated, twice each, so the shared CPU's drift weighs on both alike
      const runs: Record<'plain' | 'gated', autocannon.Result[]> = { plain: [], gated: [] };
      for (let i = 0; i < 2; i++) {
        runs.plain.push(await load(`/plain/vehicles/${VIN}/realtime`));
        runs.gated.push(await load(`/open/v1/vehicles/${VIN}/realtime`, { 'x-api-key': key }));
      }
      const mean = (rs: autocannon.Result[], f: (r: autocannon.Result) => number) =>
        rs.reduce((a, r) => a + f(r), 0) / rs.length;
      const plain = {
        rps: mean(runs.plain, (r) => r.requests.average),
        p50: mean(runs.plain, (r) => r.latency.p50),
        p99: mean(runs.plain, (r) => r.latency.p99),
      };
      const gated = {
        rps: mean(runs.gated, (r) => r.requests.average),
        p50: mean(runs.gated, (r) => r.latency.p50),
        p99: mean(runs.gated, (r) => r.latency.p99),
      };
      await gateway.flush();
      const [recorded] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from gateway_requests where tenant_id = ${tenantId}`,
      );
      const failed = [...runs.plain, ...runs.gated].reduce((a, r) => a + r.non2xx + r.errors, 0);
      return [
        {
          name: 'realtime read without the gate (16 connections)',
          value: Math.round(plain.rps),
          unit: 'req/s',
        },
        { name: 'realtime read without the gate, median latency', value: plain.p50, unit: 'ms' },
        { name: 'realtime read without the gate, p99 latency', value: plain.p99, unit: 'ms' },
        {
          name: 'realtime read with key, scopes, allow list, rate limit, record',
          value: Math.round(gated.rps),
          unit: 'req/s',
        },
        { name: 'realtime read with the gate, median latency', value: gated.p50, unit: 'ms' },
        { name: 'realtime read with the gate, p99 latency', value: gated.p99, unit: 'ms' },
        {
          name: 'gated throughput as a share of the plain read',
          value: Math.round((gated.rps / plain.rps) * 100),
          unit: '%',
        },
        { name: 'request records written for the gated runs', value: recorded!.n, unit: 'rows' },
        { name: 'failed calls (all runs)', value: failed, unit: 'calls' },
      ];
    } finally {
      await gateway.close();
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}
