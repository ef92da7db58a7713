import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * LIKE patterns from user text: %, _ and the escape character match themselves, so a search for
 * "50%" finds "50%" and not every value starting with 50.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain `text`. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** A pattern matching values that start with `text` (an index on the column can serve it). */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;

/** A whole VIN as a "contains" pattern holds it: 17 characters of the VIN alphabet between the two %. */
const WHOLE_VIN = /^%([A-HJ-NPR-Z0-9]{17})%$/i;

/**
 * A "contains" search on a VIN column: a whole VIN (what an operator pastes from another screen)
 * is looked up by equality, which a (tenant, vin, started_at) btree answers and counts from the
 * index alone; a part of one goes through the trigram index. On 10,000,000 alarms the trigram
 * path had to read each matching row from the table to count it (bench/RESULTS.md, alarms).
 */
export function vinSearch(column: AnyPgColumn): (pattern: string) => SQL {
  return (pattern) => {
    const whole = WHOLE_VIN.exec(pattern);
    return whole ? eq(column, whole[1]!.toUpperCase()) : ilike(column, pattern);
  };
}
