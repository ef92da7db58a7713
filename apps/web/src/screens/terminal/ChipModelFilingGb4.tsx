import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Chip model filings under GB4. */
export default function ChipModelFilingGb4() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFilingGb4} />;
}
