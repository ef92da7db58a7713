import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** Protocol commands, up (terminal to platform) and down. */
export default function ProtocolCommands() {
  return <ResourceScreen spec={terminalResourceSpecs.protocolCommand} />;
}
