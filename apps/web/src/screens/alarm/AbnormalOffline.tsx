import { abnormalOfflineSpec } from '@chelian/contracts/resources/alarm/terminal';
import { listScreen } from '../../engine';

/** Abnormal offline (vehicle/abnormal-offline): vehicles silent for the limit of days, until they report again. */
export default listScreen({ spec: abnormalOfflineSpec });
