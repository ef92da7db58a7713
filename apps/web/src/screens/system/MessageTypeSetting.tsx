import { pushClassSpec } from '@chelian/contracts/resources/system/push';
import { ResourceScreen } from '../../engine';

/** Message type settings (push classes). */
export default function MessageTypeSetting() {
  return <ResourceScreen spec={pushClassSpec} />;
}
