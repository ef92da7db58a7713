import { listScreen } from '../../engine';
import { signalResourceSpecs } from './specs';

/** The signal dictionary of each series: add, edit, import, delete (logically). */
export default listScreen({ spec: signalResourceSpecs.signalAttr });
