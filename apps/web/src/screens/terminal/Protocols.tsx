import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Terminal protocols. */
export default function Protocols() {
  return <ResourceScreen spec={terminalResourceSpecs.protocol} />;
}
