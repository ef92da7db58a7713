import { operatingUnitSpec } from '@chelian/contracts/resources/ne-vehicle';
import { listScreen } from '../../engine';
import './specs';

/** Operating units with the number of new-energy vehicles each runs; a unit in use cannot be deleted. */
export default listScreen({ spec: operatingUnitSpec });
