import { listScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Terminal deliveries of the suppliers, against their production requests. */
export default listScreen({ spec: archiveExtraResourceSpecs.supplyRecord });
