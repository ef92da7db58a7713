import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Software versions per terminal model; version numbers only grow. */
export default function SoftwareVersions() {
  return <ResourceScreen spec={terminalResourceSpecs.softwareVersion} />;
}
