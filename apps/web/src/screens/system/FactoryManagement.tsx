import { manufacturerSpec } from '@chelian/contracts/resources/system/manufacturer';
import { ResourceScreen } from '../../engine';

/** Factory management: vehicle makers and suppliers. */
export default function FactoryManagement() {
  return <ResourceScreen spec={manufacturerSpec} />;
}
