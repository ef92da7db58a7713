import './specs';
import { vehicleCompVersionSpec } from '@chelian/contracts/resources/ota/index';
import { ResourceScreen } from '../../engine';

/** Vehicle component versions (ota/vehicle-comps): what each vehicle's components run, as reported. */
export default function VehicleComps() {
  return <ResourceScreen spec={vehicleCompVersionSpec} />;
}
