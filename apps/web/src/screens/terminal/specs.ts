import { archiveExtraResourceSpecs } from '@chelian/contracts/resources/archive-extra';
import { terminalResourceSpecs } from '@chelian/contracts/resources/terminal/index';
import { registerResourceSpecs } from '../../engine';

// Ref fields of these screens (a terminal's model, supplier, SIM card) find their targets here.
registerResourceSpecs(terminalResourceSpecs);
registerResourceSpecs(archiveExtraResourceSpecs);

export { archiveExtraResourceSpecs, terminalResourceSpecs };
