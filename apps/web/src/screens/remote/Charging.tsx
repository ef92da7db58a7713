import { RemotePanel } from './RemotePanel';

/** Remote control: the charging panel. */
export default function Charging() {
  return <RemotePanel group="charging" />;
}
