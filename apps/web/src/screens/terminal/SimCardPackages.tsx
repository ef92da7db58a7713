import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** SIM card plans. */
export default function SimCardPackages() {
  return <ResourceScreen spec={terminalResourceSpecs.simPackage} />;
}
