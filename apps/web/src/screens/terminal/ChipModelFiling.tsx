import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Chip model filings under both standards. */
export default function ChipModelFiling() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFiling} />;
}
