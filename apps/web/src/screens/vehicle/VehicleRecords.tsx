import { vehicleRecordSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Vehicle records: compliance and announcement files of each vehicle. */
export default function VehicleRecords() {
  return <ResourceScreen spec={vehicleRecordSpec} />;
}
