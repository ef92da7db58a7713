import { listScreen } from '../../engine';
import { signalResourceSpecs } from './specs';

/** Every publish and cancel of a signal template, newest first. */
export default listScreen({ spec: signalResourceSpecs.signalPublishHistory });
