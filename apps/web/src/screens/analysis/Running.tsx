import { AnalysisReport } from './AnalysisReport';

/** Statistics: running statistics: mileage, driving, online time, charges and alarms per vehicle or model, from the daily rollups. */
export default function Running() {
  return <AnalysisReport report="running" />;
}
