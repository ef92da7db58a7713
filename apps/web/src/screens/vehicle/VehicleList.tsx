import { vehicleSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';
import { TerminalDialog } from './TerminalDialog';

/** The vehicle archive: every field of a vehicle, owner data masked without vehicleList/unmask; terminal binding and service suspension are declared actions. */
export default listScreen({ spec: vehicleSpec, dialogs: { terminal: TerminalDialog } });
