import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DEFAULT_TIME_ZONE } from '@chelian/contracts/values';
import { sessionStore } from '../state/session';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Time display: year-month-day hour:minute:second. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The zone every time is shown and picked in: the signed-in tenant's (Asia/Shanghai unless it
 * names another), never the browser's, so the screen reads as the tenant's exports do.
 */
export function displayZone(): string {
  return sessionStore.get().user?.tenant?.timeZone || DEFAULT_TIME_ZONE;
}

/** The browser's own zone (the header says so when times are shown in another). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a dayjs on the tenant's clock (format, hour(), startOf('day') read that clock). */
export function tenantTime(value: number | string | Date | Dayjs): Dayjs {
  const instant = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return dayjs(instant).tz(displayZone());
}

export function formatTime(value: number | string | null | undefined, format = DATETIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return time.isValid() ? time.tz(displayZone()).format(format) : '';
}

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * antd's pickers work on the browser's clock. An instant goes in as a browser-local dayjs showing
 * the tenant's wall time (08:00 in Shanghai shows 08:00 in a Berlin browser, not 01:00) ...
 */
export function toPickerTime(ms: number): Dayjs {
  return dayjs(dayjs(ms).tz(displayZone()).format(WALL));
}

/** Now, as a picker holds it: the tenant's clock. */
export const pickerNow = (): Dayjs => toPickerTime(Date.now());

/** ... and a picked wall time comes back as the instant it names in the tenant's zone. */
export function fromPickerTime(value: Dayjs): number {
  return dayjs.tz(value.format(WALL), displayZone()).valueOf();
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
