import { listScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Each scheduled job's day: runs, failures and rows changed. */
export default listScreen({ spec: archiveExtraResourceSpecs.cronJobReport });
