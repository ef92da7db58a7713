import { listScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Runs of the server's scheduled jobs, one row per run and tenant. */
export default listScreen({ spec: archiveExtraResourceSpecs.cronJobLog });
