import { listScreen } from '../../engine';
import { realnameResourceSpecs } from './specs';

/** One-link logs (realname/one-link-log): the owner data checks made at each submission. */
export default listScreen({ spec: realnameResourceSpecs.realnameOneLinkLog });
