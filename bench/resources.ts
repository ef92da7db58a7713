import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { tenants } from '../apps/server/src/platform/schema';
import { userResource } from '../apps/server/src/domains/system/resources';
import type { Caller } from '../apps/server/src/engine/types';
import { benchDatabase, percentile, type Figure } from './support';

const ROWS = 1_000_000;
const RUNS = 60;

/**
 * Page queries of the resource engine (in-process, no HTTP) on a tenant with 1,000,000 users in PostgreSQL:
 * two filters and a sort, first, middle and deep pages, with the total (exact to 10000, else estimated).
 */
export async function run(): Promise<Figure[]> {
  const { url, drop } = await benchDatabase();
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    const [tenant] = await db
      .insert(tenants)
      .values({ tenantCode: 'bench', tenantName: '压测租户', appName: '压测', isPlatform: true })
      .returning();
    const started = Date.now();
    await database.rows(sql`
      insert into users (tenant_id, user_name, real_name, password_hash, initial_password, user_type, status, phone, created_at)
      select ${tenant!.id}, 'u' || lpad(g::text, 7, '0'), '用户' || g, 'scrypt$bench', false,
             (array['ADMIN','TENANT','DEALER','KEYACCOUNT','SERVICE','ENGINE','SUPPLIER'])[1 + g % 7],
             case when g % 10 = 0 then 'LOCKED' else 'NORMAL' end,
             '13' || lpad(g::text, 9, '0'),
             timestamptz '2026-01-01' + (g || ' seconds')::interval
      from generate_series(1, ${ROWS}) g`);
    await database.rows(sql`vacuum analyze users`);
    const seeded = Date.now() - started;

    const caller: Caller = {
      auth: {
        sessionId: 0,
        userId: 0,
        tenantId: tenant!.id,
        userName: 'bench',
        realName: 'bench',
        userType: 'ADMIN',
        orgId: null,
        permissions: new Set(),
        expiresAt: Date.now() + 3600_000,
      },
      tenantId: tenant!.id,
      userId: 0,
      lang: 'zh-CN',
      isPlatform: true,
      can: () => true,
    };
    const figures: Figure[] = [
      {
        name: `seed ${ROWS.toLocaleString('en-US')} users (generate_series, with indexes) + vacuum analyze`,
        value: Math.round(seeded / 1000),
        unit: 's',
      },
    ];

    const scenarios = [
      { label: 'type=DEALER & status=NORMAL, newest first', body: { userType: 'DEALER', status: 'NORMAL' } },
      {
        label: 'name prefix u01 & type=DEALER, by login name',
        body: { userName: 'u01', userType: 'DEALER', sortField: 'userName', sortOrder: 'asc' },
      },
    ];
    for (const scenario of scenarios) {
      const first = await userResource.page(db, caller, { ...scenario.body, page: 1, pageSize: 10 });
      const matching = first.totalExact ? first.total : await exactCount(database, tenant!.id, scenario.body);
      const lastPage = Math.max(1, Math.ceil(matching / 10));
      figures.push({
        name: `${scenario.label}: matching rows (total answered ${first.total}, exact ${first.totalExact})`,
        value: matching,
        unit: 'rows',
      });
      for (const [where, page] of [
        ['first page', 1],
        ['middle page', Math.ceil(lastPage / 2)],
        ['deep page (last)', lastPage],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < RUNS + 5; i++) {
          const t = performance.now();
          const result = await userResource.page(db, caller, { ...scenario.body, page, pageSize: 10 });
          if (i >= 5) times.push(performance.now() - t);
          if (result.items.length === 0) throw new Error(`empty ${where}`);
        }
        times.sort((a, b) => a - b);
        figures.push({
          name: `${scenario.label}, ${where} (page ${page}) median`,
          value: round(percentile(times, 50)),
          unit: 'ms',
        });
        figures.push({
          name: `${scenario.label}, ${where} (page ${page}) p95`,
          value: round(percentile(times, 95)),
          unit: 'ms',
        });
        if (page === 1) continue;
        // the same page reached with "next" from the page before: keyset, no offset
        const before = await userResource.page(db, caller, {
          ...scenario.body,
          page: page - 1,
          pageSize: 10,
        });
        const keyset: number[] = [];
        for (let i = 0; i < RUNS + 5; i++) {
          const t = performance.now();
          const result = await userResource.page(db, caller, {
            ...scenario.body,
            page,
            pageSize: 10,
            after: before.cursor,
          });
          if (i >= 5) keyset.push(performance.now() - t);
          if (result.items.length === 0) throw new Error(`empty keyset ${where}`);
        }
        keyset.sort((a, b) => a - b);
        figures.push({
          name: `${scenario.label}, ${where} by cursor (next page) median`,
          value: round(percentile(keyset, 50)),
          unit: 'ms',
        });
        figures.push({
          name: `${scenario.label}, ${where} by cursor (next page) p95`,
          value: round(percentile(keyset, 95)),
          unit: 'ms',
        });
      }
    }
    return figures;
  } finally {
    await database.close();
    await drop();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function exactCount(
  database: Awaited<ReturnType<typeof openDatabase>>,
  tenantId: number,
  body: Record<string, string>,
) {
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where tenant_id = ${tenantId} and user_type = ${body.userType}
        and (${body.status ?? null}::text is null or status = ${body.status ?? null})
        and (${body.userName ?? null}::text is null or user_name like ${(body.userName ?? '') + '%'})`,
  );
  return Number(row?.n ?? 0);
}
