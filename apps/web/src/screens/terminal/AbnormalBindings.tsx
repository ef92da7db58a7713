import { vehicleBindAbnormalSpec } from '@chelian/contracts/resources/terminal/abnormal';
import { ResourceScreen } from '../../engine';

/** Bindings in force whose terminal and SIM card do not add up (docs/terminal.md). */
export default function AbnormalBindings() {
  return <ResourceScreen spec={vehicleBindAbnormalSpec} />;
}
