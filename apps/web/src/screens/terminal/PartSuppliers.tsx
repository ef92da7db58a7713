import { listScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Part suppliers (type 1002); their MES and TUID codes are always 00. */
export default listScreen({ spec: terminalResourceSpecs.partSupplier });
