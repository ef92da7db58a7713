import { faultCodeSpec } from '@chelian/contracts/resources/fault/fault';
import { listScreen } from '../../engine';
import './specs';

/** Fault codes of each vehicle series (vehicle/fault-codes): list, form, import with preview, export. */
export default listScreen({ spec: faultCodeSpec });
