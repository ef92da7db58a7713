import { pushClassSpec } from '@chelian/contracts/resources/system/push';
import { listScreen } from '../../engine';

/** Message type settings (push classes). */
export default listScreen({ spec: pushClassSpec });
