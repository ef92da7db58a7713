import { RemotePanel } from './RemotePanel';

/** Remote control: the smart-battery-top-up panel. */
export default function SmartBatteryTopUp() {
  return <RemotePanel group="smart-battery-top-up" />;
}
