import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Part suppliers (type 1002); their MES and TUID codes are always 00. */
export default function PartSuppliers() {
  return <ResourceScreen spec={terminalResourceSpecs.partSupplier} />;
}
