import { RemotePanel } from './RemotePanel';

/** Remote control: the tailgate panel. */
export default function Tailgate() {
  return <RemotePanel group="tailgate" />;
}
