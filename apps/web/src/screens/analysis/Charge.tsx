import { AnalysisReport } from './AnalysisReport';

/** Statistics: charges, charging time and SOC charged, from the daily rollups. */
export default function Charge() {
  return <AnalysisReport report="charge" />;
}
