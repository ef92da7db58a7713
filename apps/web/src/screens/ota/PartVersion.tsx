import './specs';
import { componentInfoSpec } from '@chelian/contracts/resources/ota/index';
import { ResourceScreen } from '../../engine';

/** Part version (ota/part-version): the components versions are made for, with hardware version and supplier. */
export default function PartVersion() {
  return <ResourceScreen spec={componentInfoSpec} />;
}
