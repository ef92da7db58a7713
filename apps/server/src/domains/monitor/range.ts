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
