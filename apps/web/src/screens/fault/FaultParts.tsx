import { faultPartSpec } from '@chelian/contracts/resources/fault/fault';
import { listScreen } from '../../engine';
import './specs';

/** Parts fault codes are filed under (vehicle/fault-parts). */
export default listScreen({ spec: faultPartSpec });
