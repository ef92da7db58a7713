import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { customerZhCN } from './zh-CN';

export const customerEnUS: CatalogueOf<typeof customerZhCN> = {
  bindVehicles: {
    title: 'Bind vehicles',
    account: 'Customer account',
    vins: 'VINs (one per line, or separated by spaces or commas)',
    accountRequired: 'Choose a customer account',
    vinsRequired: 'Enter at least one VIN',
    done: '{{count}} vehicles bound, pending audit',
  },
  audit: {
    title: 'Audit vehicles ({{count}})',
    result: 'Audit result',
    remark: 'Audit opinion',
    remarkRequired: 'Enter an audit opinion when rejecting',
  },
  bindAccounts: {
    title: 'Bind customers to "{{name}}"',
    accounts: 'Customer accounts looked after',
    hint: 'The list is every customer this manager looks after: accounts taken out are released.',
  },
};
