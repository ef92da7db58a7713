import { customerResourceSpecs } from '@chelian/contracts/resources/customer/index';
import { registerResourceSpecs } from '../../engine';

// ref fields of these screens (an account's manager, a vehicle's account) find their targets here
registerResourceSpecs(customerResourceSpecs);

export { customerResourceSpecs };
