import { filingResourceSpecs } from '@chelian/contracts/resources/filing/index';
import { terminalResourceSpecs } from '@chelian/contracts/resources/terminal/index';
import { registerResourceSpecs } from '../../engine';

// A filing names a chip model, terminal model, vehicle model or vehicle: its ref finds them here.
registerResourceSpecs(terminalResourceSpecs);
registerResourceSpecs(filingResourceSpecs);

export { filingResourceSpecs };
