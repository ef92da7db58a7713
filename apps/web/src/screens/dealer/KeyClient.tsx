import { DealerList } from './DealerList';

/** Key accounts (dealer/key-client): the list and each one's linked vehicles. */
export default function KeyClient() {
  return <DealerList kind="KEYACCOUNT" />;
}
