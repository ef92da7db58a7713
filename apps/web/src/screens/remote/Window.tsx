import { RemotePanel } from './RemotePanel';

/** Remote control: the window panel. */
export default function Window() {
  return <RemotePanel group="window" />;
}
