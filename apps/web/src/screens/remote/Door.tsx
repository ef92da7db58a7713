import { RemotePanel } from './RemotePanel';

/** Remote control: the door panel. */
export default function Door() {
  return <RemotePanel group="door" />;
}
