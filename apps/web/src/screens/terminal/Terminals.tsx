import { ResourceScreen } from '../../engine';
import { SimCardSelect } from './SimCardSelect';
import { terminalResourceSpecs } from './specs';

/** Terminals: TUID, model, supplier, SIM card (chosen among unused ones), versions and chain type. */
export default function Terminals() {
  return (
    <ResourceScreen
      spec={terminalResourceSpecs.terminal}
      fields={{ simCardId: { widget: 'custom', input: (props) => <SimCardSelect {...props} /> } }}
    />
  );
}
