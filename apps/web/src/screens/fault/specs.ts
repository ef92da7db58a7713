import { faultResourceSpecs } from '@chelian/contracts/resources/fault/fault';
import { registerResourceSpecs } from '../../engine';

// fault codes pick their part, and fault detail names it: the declarations are found by name
registerResourceSpecs(faultResourceSpecs);
