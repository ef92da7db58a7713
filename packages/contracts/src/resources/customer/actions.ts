import { text } from '../../i18n';
import type { LocalizedText } from '../../menu-catalog';

/** The customer screens' actions beyond the standard ones, as BUTTON nodes of the menu tree. */
export const CUSTOMER_EXTRA_ACTIONS: Record<string, readonly string[]> = {
  accounts: ['enable', 'disable', 'focus'],
  accountManagers: ['enable', 'disable', 'bind'],
  vehicles: ['bind', 'audit'],
  serviceSites: ['focus', 'maintenance'],
};

/** Names of those actions (bind is the platform's own label). */
export const CUSTOMER_ACTION_LABELS: Record<string, LocalizedText> = {
  enable: text('customer.actions.enable'),
  disable: text('customer.actions.disable'),
  focus: text('customer.actions.focus'),
  maintenance: text('customer.actions.maintenance'),
  audit: text('customer.actions.audit'),
};
