import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';

/** Terminal model filings under both standards. */
export default function TerminalModelFiling() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFiling} />;
}
