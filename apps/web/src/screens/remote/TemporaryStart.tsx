import { RemotePanel } from './RemotePanel';

/** Remote control: the temporary-start panel. */
export default function TemporaryStart() {
  return <RemotePanel group="temporary-start" />;
}
