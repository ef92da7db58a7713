import { FilingScreen, filingResourceSpecs } from '../filing';

/** Chip model filings under GB4. */
export default function ChipModelFilingGb4() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFilingGb4} />;
}
