import { parameterSpec } from '@chelian/contracts/resources/system/parameter';
import { ResourceScreen } from '../../engine';

/** System parameters. */
export default function Parameters() {
  return <ResourceScreen spec={parameterSpec} />;
}
