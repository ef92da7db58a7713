import { DealerMap } from './DealerMap';

/** The dealer network on the map with each dealer's picture (dealer/dealer-network-image). */
export default function DealerNetworkImage() {
  return <DealerMap />;
}
