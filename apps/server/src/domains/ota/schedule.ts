import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { OtaDispatchState } from '@chelian/contracts/resources/ota/index';
import { AppError } from '../../platform/errors';
import { zonedTime } from '../../platform/time-zone';
import type { ServerContext } from '../../platform/context';
import { tenants } from '../../platform/schema';
import { otaTasks } from './schema';

/** When a task's orders may go out: its start time and its daily maintenance window ("HH:mm", tenant clock). */
export interface Schedule {
  scheduledAt: Date | null;
  windowStart: string | null;
  windowEnd: string | null;
}

/**
 * Whether a running task's orders go out at `now`: not before its scheduled start, and only
 * within its window on the tenant's clock. An end before the start runs over midnight
 * (22:00-04:00 holds 23:30 and 03:00). The window opens new downloads only: an upgrade under way
 * when it closes goes on.
 */
export function dispatchState(s: Schedule, timeZone: string, now: number): OtaDispatchState {
  if (s.scheduledAt && s.scheduledAt.getTime() > now) return 'SCHEDULED';
  if (!s.windowStart || !s.windowEnd) return 'OPEN';
  // "YYYY-MM-DD HH:mm:ss": the string compare of "HH:mm" is the compare of the times
  const clock = zonedTime(now, timeZone).slice(11, 16);
  const inside =
    s.windowStart < s.windowEnd
      ? clock >= s.windowStart && clock < s.windowEnd
      : clock >= s.windowStart || clock < s.windowEnd;
  return inside ? 'OPEN' : 'OUTSIDE_WINDOW';
}

/** The same decision in SQL for the task list, on the tenant's clock; none for a task not running. */
export const dispatchStateSql = sql<OtaDispatchState | null>`(select case
  when "ota_tasks"."status" <> 'START' then null
  when "ota_tasks"."scheduled_at" > now() then 'SCHEDULED'
  when "ota_tasks"."window_start" is null or "ota_tasks"."window_end" is null then 'OPEN'
  when case when "ota_tasks"."window_start" < "ota_tasks"."window_end"
            then c.clock >= "ota_tasks"."window_start" and c.clock < "ota_tasks"."window_end"
            else c.clock >= "ota_tasks"."window_start" or c.clock < "ota_tasks"."window_end" end then 'OPEN'
  else 'OUTSIDE_WINDOW' end
  from (select to_char(now() at time zone tz.time_zone, 'HH24:MI') as clock
          from tenants tz where tz.id = "ota_tasks"."tenant_id") c)`;

/** A schedule coming from a form: the window's two ends together and apart, a start time not already past. */
export function checkSchedule(values: Record<string, unknown>, current: Schedule | null, now = Date.now()) {
  const has = (k: string) => values[k] !== undefined && values[k] !== null && values[k] !== '';
  const start = 'windowStart' in values ? values.windowStart : current?.windowStart;
  const end = 'windowEnd' in values ? values.windowEnd : current?.windowEnd;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  // an emptied field is stored as no window, not as ''
  for (const k of ['windowStart', 'windowEnd'] as const) if (k in values && !has(k)) values[k] = null;
  if (given(start) !== given(end))
    throw new AppError(
      400,
      'OTA_WINDOW_INCOMPLETE',
      {},
      { [given(start) ? 'windowEnd' : 'windowStart']: 'OTA_WINDOW_INCOMPLETE' },
    );
  if (given(start) && start === end)
    throw new AppError(400, 'OTA_WINDOW_EMPTY', {}, { windowEnd: 'OTA_WINDOW_EMPTY' });
  if ('scheduledAt' in values && has('scheduledAt')) {
    const at = new Date(values.scheduledAt as string | number | Date).getTime();
    const unchanged = current?.scheduledAt != null && new Date(current.scheduledAt).getTime() === at;
    // a minute of slack: the form was filled a moment ago
    if (!unchanged && at < now - 60_000)
      throw new AppError(400, 'OTA_SCHEDULE_PAST', {}, { scheduledAt: 'OTA_SCHEDULE_PAST' });
  }
}

/** Refuses a hand-sent order outside the task's schedule, naming the window or the start time. */
export function assertDispatchOpen(
  task: Schedule & { taskName: string },
  timeZone: string,
  now = Date.now(),
): void {
  const state = dispatchState(task, timeZone, now);
  if (state === 'SCHEDULED')
    throw new AppError(409, 'OTA_BEFORE_SCHEDULE', {
      task: task.taskName,
      at: zonedTime(task.scheduledAt!, timeZone).slice(0, 16),
    });
  if (state === 'OUTSIDE_WINDOW')
    throw new AppError(409, 'OTA_OUTSIDE_WINDOW', {
      task: task.taskName,
      from: task.windowStart ?? '',
      to: task.windowEnd ?? '',
    });
}

/**
 * The running, unpaused tasks that have a schedule, with their tenant's zone: the ones whose
 * orders may be held. A task without a schedule never waits, so it is never read here.
 */
export async function scheduledTasks(ctx: ServerContext) {
  return ctx.database.db
    .select({
      id: otaTasks.id,
      tenantId: otaTasks.tenantId,
      currentWave: otaTasks.currentWave,
      scheduledAt: otaTasks.scheduledAt,
      windowStart: otaTasks.windowStart,
      windowEnd: otaTasks.windowEnd,
      timeZone: tenants.timeZone,
    })
    .from(otaTasks)
    .innerJoin(tenants, eq(tenants.id, otaTasks.tenantId))
    .where(
      and(
        eq(otaTasks.status, 'START'),
        eq(otaTasks.paused, false),
        or(isNotNull(otaTasks.scheduledAt), isNotNull(otaTasks.windowStart)),
      ),
    );
}
