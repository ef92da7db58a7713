import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Function fields: the data items terminals report or accept. */
export default function FunctionFields() {
  return <ResourceScreen spec={terminalResourceSpecs.functionField} />;
}
