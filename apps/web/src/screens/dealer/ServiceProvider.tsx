import { DealerList } from './DealerList';

/** Service providers (dealer/service-provider): the list and each one's linked vehicles. */
export default function ServiceProvider() {
  return <DealerList kind="SERVICE" />;
}
