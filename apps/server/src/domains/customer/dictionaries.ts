import { text } from '@chelian/contracts';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** Labels of the customer area's enumerations, synced with the other dictionaries at start. */
export const CUSTOMER_DICTIONARIES: Dictionary[] = [
  {
    code: 'customerUserType',
    name: { 'zh-CN': '客户用户类型', 'en-US': 'Customer user type', 'zh-TW': '客戶使用者類型' },
    category: 'business',
    items: [
      ['PERSONAL', text('customer.userTypes.PERSONAL')],
      ['ORGANISATION', text('customer.userTypes.ORGANISATION')],
    ],
  },
  {
    code: 'customerStatus',
    name: { 'zh-CN': '客户状态', 'en-US': 'Customer status', 'zh-TW': '客戶狀態' },
    category: 'business',
    items: [
      ['NORMAL', text('customer.statuses.NORMAL')],
      ['DISABLED', text('customer.statuses.DISABLED')],
    ],
  },
  {
    code: 'customerVehicleAudit',
    name: {
      'zh-CN': '客户车辆审核状态',
      'en-US': 'Customer vehicle audit status',
      'zh-TW': '客戶車輛審核狀態',
    },
    category: 'business',
    items: [
      ['PENDING', text('customer.auditStatuses.PENDING')],
      ['PASS', text('customer.auditStatuses.PASS')],
      ['REJECT', text('customer.auditStatuses.REJECT')],
    ],
  },
];
