import { AnalysisReport } from './AnalysisReport';
import { GbAlarmTops } from './GbAlarmTops';

/**
 * Statistics: anomalies (the abnormal report): vehicle-days with GB alarms or reports without a
 * valid fix, per day and listed, with the vehicles alarming most and the most frequent flags.
 */
export default function Anomaly() {
  return <AnalysisReport report="anomaly" below={(filters) => <GbAlarmTops filters={filters} />} />;
}
