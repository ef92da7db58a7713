import { defineDomain } from '../../engine/domain';
import { ALARM_DICTIONARIES } from './dictionaries';
import { alarmMessages } from './messages';
import { alarmResources } from './resources';
import { alarmRoutes } from './routes';

/**
 * Alarms: GB alarms (the episodes of the reports' alarm blocks) and vehicle alarms raised by
 * strategies and model thresholds, with their handling; the rules run in the ingest worker.
 */
export const alarmDomain = defineDomain({
  name: 'alarm',
  resources: alarmResources,
  dictionaries: ALARM_DICTIONARIES,
  messages: alarmMessages,
  routes: alarmRoutes,
});

export { alarmEvaluator, ALARM_RULES_CHANGED, type AlarmEvaluator, type RaisedAlarm } from './evaluator';
export type { MetricValues } from './rules';
