import { AnalysisReport } from './AnalysisReport';

/** Statistics: reports without a valid fix per vehicle and day, from the daily rollups. */
export default function NoPositioning() {
  return <AnalysisReport report="noPositioning" />;
}
