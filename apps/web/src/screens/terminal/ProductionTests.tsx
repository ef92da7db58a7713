import { listScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** End-of-line test results of terminals from the factory. */
export default listScreen({ spec: archiveExtraResourceSpecs.terminalProductionTest });
