import dayjs from 'dayjs';

/** Time display: year-month-day hour:minute:second. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return time.isValid() ? time.format(DATETIME_FORMAT) : '';
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
