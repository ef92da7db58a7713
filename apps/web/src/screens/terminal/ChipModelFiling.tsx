import { FilingScreen, filingResourceSpecs } from '../filing';

/** Chip model filings under both standards. */
export default function ChipModelFiling() {
  return <FilingScreen spec={filingResourceSpecs.chipModelFiling} />;
}
