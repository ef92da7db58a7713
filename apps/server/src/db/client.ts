import { mkdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import { lockDataDir } from './data-dir-lock';

/**
 * The drizzle database, whichever driver is behind it. Queries name their tables; the client holds
 * no schema, so the platform does not depend on the domains' tables (db/schema.ts gathers them
 * for migrations only).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows (for the few queries drizzle does not express well). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** The node-postgres pool when on PostgreSQL (COPY and other bulk paths). */
  pool?: import('pg').Pool;
  /**
   * The gate of work nobody waits for on a screen (terminals' downloads and command states,
   * progress reports): it holds at most BACKGROUND_CONNECTIONS of the pool at once, so a burst of
   * it queues here and a console's read still finds a free connection. Gate single queries and
   * transactions only: work holding the gate must not wait for the gate again.
   */
  background: LimitFunction;
  close(): Promise<void>;
}

/** Connections of the PostgreSQL pool. */
const POOL_SIZE = 10;
/**
 * Of those, what background work may hold at once. Before the gate a wave of an upgrade campaign
 * (3,000 terminals) put up to 272 queries in front of the console's: its progress page took 2.3 s
 * at p95 (bench/ota.ts).
 */
const BACKGROUND_CONNECTIONS = 3;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (or in memory when
 * dataDir is null). PGlite's directory is locked for this process while it is open (`holder` names
 * it to a second one, which is refused: data-dir-lock.ts).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  holder?: string;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null, opts.holder ?? 'the server');
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint and numeric come back as numbers: ids and counts stay well inside 2^53.
  pg.default.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server drops (restart, failover) must not take the process down:
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzle(pool) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'postgres',
    pool,
    background: pLimit(BACKGROUND_CONNECTIONS),
    async rows<T>(query: SQL) {
      const result = await db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, holder: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  let lock: { release(): void } | null = null;
  if (dataDir) {
    dir = join(resolve(dataDir), 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(dataDir, holder);
  }
  try {
    // pg_trgm backs the trigram indexes of "contains" searches, as on PostgreSQL
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    const db = drizzle(client) as unknown as Db;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'pglite',
      // one connection: background work takes turns with the console's queries, one at a time
      background: pLimit(1),
      async rows<T>(query: SQL) {
        const result = await db.execute(query);
        return (result as unknown as { rows: T[] }).rows;
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

export async function ping(database: Database): Promise<void> {
  await database.rows(sql`select 1`);
}
