import { realnameResourceSpecs } from '@chelian/contracts/resources/realname/index';
import { registerResourceSpecs } from '../../engine';

registerResourceSpecs(realnameResourceSpecs);

export { realnameResourceSpecs };
