import { signalResourceSpecs } from '@chelian/contracts/resources/signal/index';
import { registerResourceSpecs } from '../../engine';

registerResourceSpecs(signalResourceSpecs);

export { signalResourceSpecs };
