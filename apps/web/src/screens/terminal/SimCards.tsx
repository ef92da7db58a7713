import { ResourceScreen } from '../../engine';
import { AssignSimDialog } from './AssignSimDialog';
import { terminalResourceSpecs } from './specs';

/** SIM cards: ICCID, MSISDN, operator, category, status and the terminal holding each (assigned here). */
export default function SimCards() {
  return <ResourceScreen spec={terminalResourceSpecs.simCard} dialogs={{ assignSim: AssignSimDialog }} />;
}
