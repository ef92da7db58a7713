import { otaResourceSpecs } from '@chelian/contracts/resources/ota/index';
import { registerResourceSpecs } from '../../engine';

// a task picks its version, and a task's vehicle names its task: the declarations are found by name
registerResourceSpecs(otaResourceSpecs);
