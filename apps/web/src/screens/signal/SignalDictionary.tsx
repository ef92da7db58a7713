import { ResourceScreen } from '../../engine';
import { signalResourceSpecs } from './specs';

/** The signal dictionary of each series: add, edit, import, delete (logically). */
export default function SignalDictionary() {
  return <ResourceScreen spec={signalResourceSpecs.signalAttr} />;
}
