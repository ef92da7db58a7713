import { RemotePanel } from './RemotePanel';

/** Remote control: the air-conditioning panel. */
export default function AirConditioning() {
  return <RemotePanel group="air-conditioning" />;
}
