import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client';

/** One transaction of the ingest writers: plain queries, and COPY where the driver has it. */
export interface Tx {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** the connection behind the transaction (stable across transactions), for per-connection state such as temp tables */
  connection: object;
  /** COPY ... FROM STDIN with the rows as given, text or binary format (PostgreSQL only; null on PGlite). */
  copy: ((statement: string, data: string | Buffer) => Promise<void>) | null;
}

export interface TelemetryStore {
  kind: Database['kind'];
  /** transactions have COPY: bulk rows are prepared in binary COPY form */
  copies: boolean;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** the database's gate of background work (Database.background) */
  background: Database['background'];
}

/** Temp tables each connection has, forgotten when a transaction of that connection rolls back. */
const created = new WeakMap<object, Set<string>>();

/** Runs `ddl` (a create temp table) once per connection. */
export async function ensureTempTable(tx: Tx, name: string, ddl: string): Promise<void> {
  let have = created.get(tx.connection);
  if (have?.has(name)) return;
  await tx.query(ddl);
  if (!have) created.set(tx.connection, (have = new Set()));
  have.add(name);
}

/** Raw-SQL access for the bulk paths, on node-postgres (with COPY) or PGlite. */
export function telemetryStore(database: Database): TelemetryStore {
  if (database.kind === 'postgres' && database.pool) {
    const pool = database.pool;
    return {
      kind: 'postgres',
      background: database.background,
      copies: true,
      async query<T>(text: string, params?: unknown[]) {
        return (await pool.query(text, params)).rows as T[];
      },
      async transaction<T>(fn: (tx: Tx) => Promise<T>) {
        const client: PoolClient = await pool.connect();
        let broken = false;
        try {
          await client.query('begin');
          const result = await fn({
            connection: client,
            query: async <R>(text: string, params?: unknown[]) =>
              (await client.query(text, params)).rows as R[],
            copy: async (statement, data) => {
              const stream = client.query(copyFrom(statement));
              await pipeline(Readable.from([data]), stream);
            },
          });
          await client.query('commit');
          return result;
        } catch (err) {
          created.delete(client);
          try {
            await client.query('rollback');
          } catch {
            broken = true;
          }
          throw err;
        } finally {
          client.release(broken);
        }
      },
    };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    kind: database.kind,
    copies: false,
    background: database.background,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return client.transaction((t: Transaction) =>
        fn({
          connection: client,
          query: async <R>(text: string, params?: unknown[]) => (await t.query<R>(text, params)).rows,
          copy: null,
        }),
      );
    },
  };
}
