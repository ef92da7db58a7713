import { FilingScreen, filingResourceSpecs } from '../filing';

/** Terminal model filings under GB6. */
export default function TerminalModelFilingGb6() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFilingGb6} />;
}
