import { faultPartSpec } from '@chelian/contracts/resources/fault/fault';
import { ResourceScreen } from '../../engine';
import './specs';

/** Parts fault codes are filed under (vehicle/fault-parts). */
export default function FaultParts() {
  return <ResourceScreen spec={faultPartSpec} />;
}
