import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Terminal model filings under GB6. */
export default function TerminalModelFilingGb6() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFilingGb6} />;
}
