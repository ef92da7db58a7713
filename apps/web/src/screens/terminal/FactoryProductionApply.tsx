import { listScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Requests to terminal factories to produce a model. */
export default listScreen({ spec: archiveExtraResourceSpecs.factoryProductionApply });
