import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal suppliers (type 1001) with their MES and TUID codes. */
export default function TerminalSuppliers() {
  return <ResourceScreen spec={terminalResourceSpecs.terminalSupplier} />;
}
