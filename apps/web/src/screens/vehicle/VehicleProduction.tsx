import { vehicleProductionSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle production information. */
export default function VehicleProduction() {
  return <ResourceScreen spec={vehicleProductionSpec} />;
}
