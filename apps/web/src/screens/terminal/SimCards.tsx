import { ResourceScreen } from '../../engine';
import { terminalResourceSpecs } from './specs';

/** SIM cards: ICCID, MSISDN, operator, category, status and the terminal holding each. */
export default function SimCards() {
  return <ResourceScreen spec={terminalResourceSpecs.simCard} />;
}
