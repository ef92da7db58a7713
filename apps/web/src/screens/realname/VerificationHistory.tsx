import { listScreen } from '../../engine';
import { realnameResourceSpecs } from './specs';

/** Verification history (realname/verification-history): every change of a record's status. */
export default listScreen({ spec: realnameResourceSpecs.realnameHistory });
