import './specs';
import { componentInfoSpec } from '@chelian/contracts/resources/ota/index';
import { listScreen } from '../../engine';

/** Part version (ota/part-version): the components versions are made for, with hardware version and supplier. */
export default listScreen({ spec: componentInfoSpec });
