import { FilingScreen, filingResourceSpecs } from '../filing';

/** Vehicle filings: register and follow the review of each vehicle. */
export default function VehicleFiling() {
  return <FilingScreen spec={filingResourceSpecs.vehicleFiling} />;
}
