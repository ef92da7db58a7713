import { ResourceScreen } from '../../engine';
import { signalResourceSpecs } from './specs';

/** Every publish and cancel of a signal template, newest first. */
export default function SignalPublishHistory() {
  return <ResourceScreen spec={signalResourceSpecs.signalPublishHistory} />;
}
