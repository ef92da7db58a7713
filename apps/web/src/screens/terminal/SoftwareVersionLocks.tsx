import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminals held at one software version of their model. */
export default function SoftwareVersionLocks() {
  return <ResourceScreen spec={terminalResourceSpecs.softwareVersionLock} />;
}
