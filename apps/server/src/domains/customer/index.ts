import { defineDomain } from '../../engine/domain';
import { CUSTOMER_DICTIONARIES } from './dictionaries';
import { customerMessages } from './messages';
import { CUSTOMER_RESOURCES } from './resources';
import { customerRoutes } from './routes';

/**
 * Customers (customer-svc): accounts and their managers, the vehicles bound to them with their
 * audit, customer fences and service sites.
 */
export const customerDomain = defineDomain({
  name: 'customer',
  resources: CUSTOMER_RESOURCES,
  dictionaries: CUSTOMER_DICTIONARIES,
  messages: customerMessages,
  routes: (app, { ctx }) => customerRoutes(app, ctx),
});
