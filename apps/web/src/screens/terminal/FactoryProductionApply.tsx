import { ResourceScreen } from '../../engine';
import { archiveExtraResourceSpecs } from './specs';

/** Requests to terminal factories to produce a model. */
export default function FactoryProductionApply() {
  return <ResourceScreen spec={archiveExtraResourceSpecs.factoryProductionApply} />;
}
