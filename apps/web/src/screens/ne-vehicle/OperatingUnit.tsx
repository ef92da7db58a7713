import { operatingUnitSpec } from '@chelian/contracts/resources/ne-vehicle';
import { ResourceScreen } from '../../engine';
import './specs';

/** Operating units with the number of new-energy vehicles each runs; a unit in use cannot be deleted. */
export default function OperatingUnit() {
  return <ResourceScreen spec={operatingUnitSpec} />;
}
