import type { ServerContext } from '../../platform/context';
import { runDebugJobEverywhere } from './debug';

/**
 * Work of remote control that runs on its own: the vehicle debug job every
 * DEBUG_JOB_INTERVAL_SECONDS (besides the debug screen's "Check now"). A run still going when the
 * next is due is not doubled. Returns the stop function.
 */
export function startControlSchedules(ctx: ServerContext): () => void {
  const seconds = ctx.config.DEBUG_JOB_INTERVAL_SECONDS;
  if (!seconds) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDebugJobEverywhere(ctx)
      .catch((err) => ctx.log.error({ err: String(err) }, 'debug job: scheduled run failed'))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
