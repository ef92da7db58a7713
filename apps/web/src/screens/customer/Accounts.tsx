import { ResourceScreen } from '../../engine';
import { customerResourceSpecs } from './specs';

/** Customer accounts (customer/accounts): enable, disable and key attention are declared actions. */
export default function Accounts() {
  return <ResourceScreen spec={customerResourceSpecs.customerAccount} />;
}
