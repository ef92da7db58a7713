import { AnalysisReport } from './AnalysisReport';

/** Statistics: GB alarms per level, per day and per vehicle, from the daily rollups. */
export default function Alarm() {
  return <AnalysisReport report="alarm" />;
}
