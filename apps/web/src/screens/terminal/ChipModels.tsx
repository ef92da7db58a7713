import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Chip models and their manufacturers. */
export default function ChipModels() {
  return <ResourceScreen spec={terminalResourceSpecs.chipModel} />;
}
