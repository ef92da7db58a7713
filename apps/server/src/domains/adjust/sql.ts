import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of a raw statement on the database or inside a transaction (PGlite has one connection: hooks must use their tx). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
