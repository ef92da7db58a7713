import { FilingScreen, filingResourceSpecs } from '../filing';

/** Terminal model filings under both standards. */
export default function TerminalModelFiling() {
  return <FilingScreen spec={filingResourceSpecs.terminalModelFiling} />;
}
