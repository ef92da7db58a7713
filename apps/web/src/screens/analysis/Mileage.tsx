import { AnalysisReport } from './AnalysisReport';

/** Statistics: mileage per day and per vehicle, from the daily rollups. */
export default function Mileage() {
  return <AnalysisReport report="mileage" />;
}
