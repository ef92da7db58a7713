import { RemotePanel } from './RemotePanel';

/** Remote control: the battery-preheat panel. */
export default function BatteryPreheat() {
  return <RemotePanel group="battery-preheat" />;
}
