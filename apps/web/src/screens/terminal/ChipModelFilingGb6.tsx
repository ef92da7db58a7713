import { FilingScreen, filingResourceSpecs } from '../filing';

/** Chip model filings under GB6. */
export default function ChipModelFilingGb6() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFilingGb6} />;
}
