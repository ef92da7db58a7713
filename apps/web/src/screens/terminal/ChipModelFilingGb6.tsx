import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Chip model filings under GB6. */
export default function ChipModelFilingGb6() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFilingGb6} />;
}
