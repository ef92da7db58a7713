import { sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors';

const DAY_MS = 86_400_000;

/** A time range of history, track and exports: end after start, at most `days` long. */
export function checkRange(
  range: { startTime: number; endTime: number },
  days: number,
): { from: Date; to: Date } {
  if (range.endTime <= range.startTime) throw badRequest('TIME_RANGE_ORDER');
  if (range.endTime - range.startTime > days * DAY_MS) throw badRequest('TIME_RANGE_LIMIT', { days });
  return { from: new Date(range.startTime), to: new Date(range.endTime) };
}

/**
 * The days of a range on the tenant's clock (its time zone), each cut to the range: a CTE `bounds`
 * of (start, from_at, to_at), start being the day as a timestamp without zone.
 */
export const zoneDays = (from: Date, to: Date, zone: string) => sql`
  with days as (
    select generate_series(date_trunc('day', ${from.toISOString()}::timestamptz at time zone ${zone}),
                           date_trunc('day', ${to.toISOString()}::timestamptz at time zone ${zone}), interval '1 day') as start
  ), bounds as (
    select start, greatest(start at time zone ${zone}, ${from.toISOString()}::timestamptz) as from_at,
      least((start + interval '1 day') at time zone ${zone}, ${to.toISOString()}::timestamptz) as to_at from days
  )`;
