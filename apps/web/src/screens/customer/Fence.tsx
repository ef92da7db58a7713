import { ResourceScreen } from '../../engine';
import { fenceAreaFields } from '../dealer';
import { customerResourceSpecs } from './specs';

/** Customer fences (customer/fence): a customer's areas, drawn on the map as the dealer fences are. */
export default function Fence() {
  return (
    <ResourceScreen spec={customerResourceSpecs.customerFence} fields={fenceAreaFields('customer-fence')} />
  );
}
