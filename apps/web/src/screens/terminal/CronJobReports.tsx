import { ResourceScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Each scheduled job's day: runs, failures and rows changed. */
export default function CronJobReports() {
  return <ResourceScreen spec={archiveExtraResourceSpecs.cronJobReport} />;
}
