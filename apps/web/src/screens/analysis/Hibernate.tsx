import { AnalysisReport } from './AnalysisReport';

/** Statistics: sleeps (reporting gaps) per vehicle and day, from the daily rollups. */
export default function Hibernate() {
  return <AnalysisReport report="hibernate" />;
}
