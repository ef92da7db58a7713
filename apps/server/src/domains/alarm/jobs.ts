import type { DomainDeps } from '../../engine/domain';
import { telemetryStore } from '../../db/store';
import { checkOffline, dispatchNotices, mailSender } from './notice';

/** Offline vehicles are looked for this often at most: the check reads every vehicle's latest state. */
const OFFLINE_EVERY_MS = 60_000;

/**
 * The alarm jobs of a worker: new alarms told to the notice strategies' recipients every
 * ALARM_JOB_SECONDS, offline vehicles (abnormal offline, OFFLINE terminal items) every minute.
 */
export function alarmJobs({ ctx }: DomainDeps): () => void {
  const store = telemetryStore(ctx.database);
  const mail = mailSender(ctx.config, ctx.log);
  let lastOffline = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // notices first: on a first run they set the cursors, so what the offline check finds next is told
      await dispatchNotices({
        db: ctx.database.db,
        store,
        bus: ctx.bus,
        sms: ctx.sms,
        mail,
        production: ctx.config.NODE_ENV === 'production',
        log: ctx.log,
      });
      if (Date.now() - lastOffline >= OFFLINE_EVERY_MS) {
        lastOffline = Date.now();
        await checkOffline(store, Date.now(), ctx.config.ABNORMAL_OFFLINE_DAYS);
      }
    } catch (err) {
      ctx.log.warn({ err: String(err) }, 'alarm jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), ctx.config.ALARM_JOB_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
