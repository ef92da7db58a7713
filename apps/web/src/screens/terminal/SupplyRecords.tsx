import { ResourceScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Terminal deliveries of the suppliers, against their production requests. */
export default function SupplyRecords() {
  return <ResourceScreen spec={archiveExtraResourceSpecs.supplyRecord} />;
}
