import { neBelongDealerSpec } from '@chelian/contracts/resources/ne-vehicle';
import { ResourceScreen } from '../../engine';
import './specs';

/** The dealer each new-energy vehicle belongs to; only dealer, key-account and service organisations are accepted. */
export default function BelongDealer() {
  return <ResourceScreen spec={neBelongDealerSpec} />;
}
