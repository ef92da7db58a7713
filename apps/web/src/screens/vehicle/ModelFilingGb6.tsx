import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Vehicle model filings under GB6. */
export default function ModelFilingGb6() {
  return <FilingScreen spec={filingResourceSpecs.vehicleModelFilingGb6} />;
}
