import { neAssemblySpec } from '@chelian/contracts/resources/ne-vehicle';
import { listScreen } from '../../engine';
import './specs';

/** Every drive motor, energy storage pack and terminal fitted to a new-energy vehicle. */
export default listScreen({ spec: neAssemblySpec });
