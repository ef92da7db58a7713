import { neBelongDealerSpec } from '@chelian/contracts/resources/ne-vehicle';
import { listScreen } from '../../engine';
import './specs';

/** The dealer each new-energy vehicle belongs to; only dealer, key-account and service organisations are accepted. */
export default listScreen({ spec: neBelongDealerSpec });
