import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Vehicle model filings under GB4. */
export default function ModelFilingGb4() {
  return <FilingScreen spec={filingResourceSpecs.vehicleModelFilingGb4} />;
}
