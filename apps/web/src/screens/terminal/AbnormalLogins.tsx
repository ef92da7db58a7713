import { vehicleLoginAbnormalSpec } from '@chelian/contracts/resources/terminal/abnormal';
import { ResourceScreen } from '../../engine';

/** Logins that do not match the archive's bindings and SIM cards (docs/terminal.md). */
export default function AbnormalLogins() {
  return <ResourceScreen spec={vehicleLoginAbnormalSpec} />;
}
