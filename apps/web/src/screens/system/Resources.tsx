import { permissionResourceSpec } from '@chelian/contracts/resources/system/resource';
import { ResourceScreen } from '../../engine';

/** Resources: the permission strings under their screens. */
export default function Resources() {
  return <ResourceScreen spec={permissionResourceSpec} />;
}
