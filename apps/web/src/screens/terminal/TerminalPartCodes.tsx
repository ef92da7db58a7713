import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Part numbers of terminal models and their part suppliers. */
export default function TerminalPartCodes() {
  return <ResourceScreen spec={terminalResourceSpecs.terminalPartCode} />;
}
