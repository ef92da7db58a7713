import { listScreen } from '../../engine';
import { fenceAreaFields } from '../dealer';
import { customerResourceSpecs } from './specs';

/** Customer fences (customer/fence): a customer's areas, drawn on the map as the dealer fences are. */
export default listScreen({
  spec: customerResourceSpecs.customerFence,
  fields: fenceAreaFields('customer-fence'),
});
