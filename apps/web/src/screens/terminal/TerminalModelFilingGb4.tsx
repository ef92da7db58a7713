import { FilingScreen, filingResourceSpecs } from '../filing';

/** Terminal model filings under GB4. */
export default function TerminalModelFilingGb4() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFilingGb4} />;
}
