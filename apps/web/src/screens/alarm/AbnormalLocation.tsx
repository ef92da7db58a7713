import { abnormalLocationSpec } from '@chelian/contracts/resources/alarm/terminal';
import { ResourceScreen } from '../../engine';
import { LiveRefresh } from './Live';

/** Abnormal locations (vehicle/abnormal-location): jumps, fixes outside China and frozen fixes, as they come. */
export default function AbnormalLocation() {
  return <ResourceScreen spec={abnormalLocationSpec}>{(list) => <LiveRefresh list={list} />}</ResourceScreen>;
}
