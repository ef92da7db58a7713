import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Software versions collected from terminals, with data used and work time. */
export default function SoftwareVersionCollects() {
  return <ResourceScreen spec={terminalResourceSpecs.softwareVersionCollect} />;
}
