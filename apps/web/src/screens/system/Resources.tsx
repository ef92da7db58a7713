import { permissionResourceSpec } from '@chelian/contracts/resources/system/resource';
import { listScreen } from '../../engine';

/** Resources: the permission strings under their screens. */
export default listScreen({ spec: permissionResourceSpec });
