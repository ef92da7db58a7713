import { listScreen } from '../../engine';
import { customerResourceSpecs } from './specs';

/** Customer accounts (customer/accounts): enable, disable and key attention are declared actions. */
export default listScreen({ spec: customerResourceSpecs.customerAccount });
