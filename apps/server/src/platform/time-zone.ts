import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@chelian/contracts/values';
import type { Db } from '../db/client';
import { tenants } from './schema';

/**
 * A tenant's times are shown and written in its own zone (tenants.time_zone, default
 * Asia/Shanghai), never the server's or a browser's: the same instant reads the same in the list,
 * the exported file and every text the server writes.
 */
export async function tenantTimeZone(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** One formatter per zone: building one costs far more than formatting (seconds over a 10,000-row export). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** "YYYY-MM-DD HH:mm:ss" (with ".SSS" when asked) of an instant, as a clock in the zone shows it. */
export function zonedTime(time: number | Date, timeZone: string, withMs = false): string {
  const ms = Number(time);
  const p = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const text = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  return withMs ? `${text}.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}` : text;
}

/** How far a zone's clock is ahead of UTC at an instant, ms (Asia/Shanghai: 8 h). */
export function zoneOffset(ms: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a zone's clock reads 00:00 of a day (month 1-12; a day past the month's end rolls
 * over, so `day + 1` is the next midnight). The offset is read twice: once at the UTC midnight,
 * then at the instant that gives, which lands right across a daylight-saving change.
 */
export function zoneMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, timeZone), timeZone));
}

/** The start of the zone's day that holds an instant. */
export function zoneDayStart(ms: number, timeZone: string): Date {
  const [year, month, day] = zonedTime(ms, timeZone).slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return zoneMidnight(year, month, day, timeZone);
}
