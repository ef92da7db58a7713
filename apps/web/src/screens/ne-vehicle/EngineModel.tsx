import { engineModelSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Engine models. */
export default function EngineModel() {
  return <ResourceScreen spec={engineModelSpec} />;
}
