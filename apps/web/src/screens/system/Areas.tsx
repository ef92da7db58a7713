import { areaSpec } from '@chelian/contracts/resources/system/area';
import { ResourceScreen } from '../../engine';

/** Administrative areas: provinces, cities and districts as a lazy tree. */
export default function Areas() {
  return <ResourceScreen spec={areaSpec} />;
}
