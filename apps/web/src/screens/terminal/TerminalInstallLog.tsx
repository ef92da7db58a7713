import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal installations: vehicle, installer, time and result. */
export default function TerminalInstallLog() {
  return <ResourceScreen spec={terminalResourceSpecs.terminalInstallLog} />;
}
