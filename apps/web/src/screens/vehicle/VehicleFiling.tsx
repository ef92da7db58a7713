import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Vehicle filings: register and follow the review of each vehicle. */
export default function VehicleFiling() {
  return <FilingScreen spec={filingResourceSpecs.vehicleFiling} />;
}
