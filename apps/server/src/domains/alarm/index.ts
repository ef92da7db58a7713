import { defineDomain } from '../../engine/domain';
import { ALARM_DICTIONARIES } from './dictionaries';
import { alarmMessages } from './messages';
import { alarmResources } from './resources';
import { alarmJobs } from './jobs';
import { alarmRoutes } from './routes';

/**
 * Alarms: GB alarms (the episodes of the reports' alarm blocks) and vehicle alarms raised by
 * strategies and model thresholds, with their handling; terminal alarms and abnormal locations
 * (an ingest step), abnormal offline vehicles and the notice strategies' SMS, mail and web notices
 * (jobs). The rules run in the ingest worker.
 */
export const alarmDomain = defineDomain({
  name: 'alarm',
  resources: alarmResources,
  dictionaries: ALARM_DICTIONARIES,
  messages: alarmMessages,
  routes: alarmRoutes,
  jobs: alarmJobs,
});

export { alarmEvaluator, ALARM_RULES_CHANGED, type AlarmEvaluator, type RaisedAlarm } from './evaluator';
export type { MetricValues } from './rules';
export { terminalWatch, TERMINAL_RULES_CHANGED } from './watch';
export { mailSender, dispatchNotices, checkOffline, type MailSender } from './notice';
