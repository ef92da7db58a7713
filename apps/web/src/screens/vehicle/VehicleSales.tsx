import { vehicleSaleSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle sales: sale, customer and service dates. */
export default function VehicleSales() {
  return <ResourceScreen spec={vehicleSaleSpec} />;
}
