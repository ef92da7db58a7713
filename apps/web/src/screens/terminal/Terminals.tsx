import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminals: TUID, model, supplier, SIM card, versions and chain type. */
export default function Terminals() {
  return <ResourceScreen spec={terminalResourceSpecs.terminal} />;
}
