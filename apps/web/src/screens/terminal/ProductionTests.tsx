import { ResourceScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** End-of-line test results of terminals from the factory. */
export default function ProductionTests() {
  return <ResourceScreen spec={archiveExtraResourceSpecs.terminalProductionTest} />;
}
