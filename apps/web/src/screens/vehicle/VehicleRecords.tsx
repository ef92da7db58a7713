import { vehicleRecordSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Vehicle records: compliance and announcement files of each vehicle. */
export default listScreen({ spec: vehicleRecordSpec });
