import { ResourceScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Runs of the server's scheduled jobs, one row per run and tenant. */
export default function CronJobLogs() {
  return <ResourceScreen spec={archiveExtraResourceSpecs.cronJobLog} />;
}
