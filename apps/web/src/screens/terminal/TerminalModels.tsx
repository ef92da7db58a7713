import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal models and their suppliers. */
export default function TerminalModels() {
  return <ResourceScreen spec={terminalResourceSpecs.terminalModel} />;
}
