import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DEMO } from '../apps/server/src/demo/tenants';

/**
 * The scale benchmarks keep their database between runs (seeding 1M vehicles or 100M history rows
 * takes minutes): a database of a fixed name, created when missing, with a bench_meta row per
 * finished load, so a rerun measures at once. BENCH_DROP=1 drops it at the end.
 */
export async function namedDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The settings of a bench server: no demo fleet, quiet logs, ports of its own; `extra` adds or
 * overrides settings as the environment would (a gateway bench lets every terminal connect from
 * 127.0.0.1, for one).
 */
export function benchConfig(url: string, password: string, extra: Record<string, string | undefined> = {}) {
  return loadConfig({
    // test: the benches read captcha answers to sign in, a call only test runs have
    NODE_ENV: 'test',
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    PORT: '0',
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    WEB_DIST: '',
    DEMO_FLEET: '0',
    API_LOG: 'false',
    ADMIN_INITIAL_PASSWORD: password,
    // one per database: the seeded branding images stay where the seeding server wrote them
    DATA_DIR: `/tmp/chelian-bench-${new URL(url).pathname.slice(1) || randomUUID()}`,
    ...extra,
  });
}

/** Migrates and seeds the demo (tenants, admin, archive reference data) by starting the server once. */
export async function migrateAndSeedDemo(url: string, password: string): Promise<void> {
  const server = await buildApp({ config: benchConfig(url, password) });
  await server.close();
}

export async function loaded(client: pg.ClientBase, name: string): Promise<boolean> {
  await client.query(
    'create table if not exists bench_meta (name text primary key, finished_at timestamptz not null default now(), seconds int not null)',
  );
  const r = await client.query('select 1 from bench_meta where name = $1', [name]);
  return (r.rowCount ?? 0) > 0;
}

export async function markLoaded(client: pg.ClientBase, name: string, seconds: number): Promise<void> {
  await client.query(
    'insert into bench_meta (name, seconds) values ($1, $2) on conflict (name) do update set seconds = excluded.seconds, finished_at = now()',
    [name, seconds],
  );
}

export async function loadSeconds(client: pg.ClientBase, name: string): Promise<number> {
  const r = await client.query<{ seconds: number }>('select seconds from bench_meta where name = $1', [name]);
  return r.rows[0]?.seconds ?? NaN;
}

export async function platformTenant(client: pg.ClientBase): Promise<number> {
  const r = await client.query<{ id: string }>('select id from tenants where tenant_code = $1', [
    DEMO.platformTenant,
  ]);
  return Number(r.rows[0]!.id);
}

/** VINs of the bench fleet: a fixed 5-character prefix, then the vehicle's number. */
/** The demo tenant's vehicles of these VINs, on a server's store (the forward bench's two servers). */
export async function registerVins(
  store: { query<T>(sql: string, params?: unknown[]): Promise<T[]> },
  vins: string[],
): Promise<number> {
  const [tenant] = await store.query<{ id: number }>(`select id from tenants where tenant_code = 'chelian'`);
  await store.query(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [
    tenant!.id,
    vins,
  ]);
  return tenant!.id;
}

export const vinOf = (prefix: string, n: number) => `${prefix}${String(n).padStart(17 - prefix.length, '0')}`;

/**
 * count vehicles of the demo tenant, each with a SIM card and a terminal bound to it, spread over
 * the tenant's vehicle models and organisations, a third of them sold; all in set-based SQL
 * (INSERT ... SELECT generate_series), indexes in place.
 */
export async function seedFleet(
  client: pg.ClientBase,
  tenantId: number,
  count: number,
  vinPrefix: string,
): Promise<void> {
  const digits = 17 - vinPrefix.length;
  await client.query(
    `insert into sim_packages (tenant_id, name, operator, data_mb, period_months) values ($1, '压测 1G 年包', 'CMCC', 1024, 12)
     on conflict (tenant_id, name) do nothing`,
    [tenantId],
  );
  await client.query(
    `insert into sim_cards (tenant_id, iccid, msisdn, imsi, operator, card_category, status, package_id, activated_at, expire_at)
     select $1, '89860' || lpad(g::text, 15, '0'), '14' || lpad(g::text, 11, '0'), '46004' || lpad(g::text, 10, '0'),
            (array['CMCC','CUCC','CTCC'])[1 + g % 3], 'M2M', '2',
            (select id from sim_packages where tenant_id = $1 and name = '压测 1G 年包'),
            date '2026-01-01', date '2027-01-01'
     from generate_series(1, $2::int) g`,
    [tenantId, count],
  );
  await client.query(
    `insert into terminals (tenant_id, terminal_code, iccid, sim_card_id, terminal_model_id, supplier_id, software_version, hardware_version, produce_date)
     select $1, 'BT' || lpad(n::text, 12, '0'), s.iccid, s.id, m.id, m.supplier_id, '1.0.' || (n % 5), m.hardware_version,
            timestamptz '2025-06-01' + (n % 180) * interval '1 day'
     from (select id, iccid, right(iccid, 15)::int as n from sim_cards where tenant_id = $1 and iccid like '89860%') s
     left join lateral (select id, supplier_id, hardware_version from terminal_models where tenant_id = $1 order by id
                        offset (s.n % greatest(1, (select count(*) from terminal_models where tenant_id = $1))) limit 1) m on true`,
    [tenantId],
  );
  await client.query(
    `with models as (select row_number() over (order by m.id) - 1 as i, m.id, m.name, m.vehicle_series_id, m.vehicle_type_id, s.name as series
                     from vehicle_models m join vehicle_series s on s.id = m.vehicle_series_id where m.tenant_id = $1),
          orgs as (select row_number() over (order by id) - 1 as i, id from organisations where tenant_id = $1)
     insert into vehicles (tenant_id, vin, plate, model, series, vehicle_model_id, vehicle_series_id, vehicle_type_id, org_id,
                           production_date, mileage, sale_status, sale_date, dealer_name, service_status, created_at)
     select $1, $3 || lpad(g::text, $4::int, '0'), '京B' || lpad(g::text, 7, '0'), m.name, m.series, m.id, m.vehicle_series_id, m.vehicle_type_id, o.id,
            timestamptz '2025-01-01' + (g % 365) * interval '1 day', (g % 90000)::float8,
            case when g % 3 = 0 then 'SOLD' else 'UNSOLD' end,
            case when g % 3 = 0 then timestamptz '2026-01-01' + (g % 300) * interval '1 day' end,
            case when g % 3 = 0 then '压测经销商 ' || (g % 50) end,
            'NOT_OPEN', timestamptz '2026-01-01' + g * interval '1 second'
     from generate_series(1, $2::int) g
     join models m on m.i = g % (select count(*) from models)
     join orgs o on o.i = g % (select count(*) from orgs)`,
    [tenantId, count, vinPrefix, digits],
  );
  await client.query(
    `insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id, bound_at)
     select $1, v.id, t.id, timestamptz '2026-01-01'
     from vehicles v join terminals t on t.terminal_code = 'BT' || lpad(right(v.vin, $3::int)::int::text, 12, '0')
     where v.tenant_id = $1 and v.vin like $2 || '%'`,
    [tenantId, vinPrefix, digits],
  );
}
