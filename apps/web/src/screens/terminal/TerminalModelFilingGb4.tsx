import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Terminal model filings under GB4. */
export default function TerminalModelFilingGb4() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFilingGb4} />;
}
