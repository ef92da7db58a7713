import { RemotePanel } from './RemotePanel';

/** Remote control: the light-and-horn panel. */
export default function LightAndHorn() {
  return <RemotePanel group="light-and-horn" />;
}
