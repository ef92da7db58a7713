import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Chip manufacturers. */
export default function ChipFactories() {
  return <ResourceScreen spec={terminalResourceSpecs.chipFactory} />;
}
