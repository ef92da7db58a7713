import type { FieldSpec } from '../../resource';
import { t } from '../system/common';

/** Who may see owner name, phone and identity number in clear (lists, finds, exports). */
export const OWNER_UNMASK = 'vehicleList/unmask';

export const VIN_PATTERN = {
  source: '^[A-HJ-NPR-Z0-9]{17}$',
  message: t(
    '17 位大写字母或数字（不含 I、O、Q）',
    '17 capital letters or digits (no I, O or Q)',
    '17 位大寫字母或數字（不含 I、O、Q）',
  ),
};

export const SALE_STATUSES = ['SOLD', 'UNSOLD'] as const;
export const SERVICE_STATUSES = ['NOT_OPEN', 'HAS_OPENED', 'SUSPENDED', 'EXPIRE'] as const;
export const TERMINAL_LOG_ACTIONS = ['BIND', 'CHANGE', 'SWAP', 'UNBIND'] as const;

/** Fields the vehicle screens share (list, sales, production, records, codes). */
export const VF = {
  vin: {
    label: t('车架号(VIN)', 'VIN', '車架號(VIN)'),
    type: 'text',
    required: true,
    max: 17,
    pattern: VIN_PATTERN,
    search: { op: 'prefix', input: 'autocomplete' },
    unique: true,
    sortable: true,
    list: { fixed: 'left', width: 190 },
  },
  plateCode: {
    label: t('车牌号', 'Plate number', '車牌號'),
    type: 'text',
    max: 20,
    search: 'prefix',
    sortable: true,
  },
  vehicleModelId: {
    label: t('车型', 'Vehicle model', '車型'),
    type: 'ref',
    ref: 'vehicleModel',
    required: true,
    search: 'eq',
  },
  vehicleSeriesId: {
    label: t('车系', 'Series', '車系'),
    type: 'ref',
    ref: 'vehicleSeries',
    form: false,
    import: false,
    search: 'eq',
  },
  vehicleTypeId: {
    label: t('车辆类型', 'Vehicle type', '車輛類型'),
    type: 'ref',
    ref: 'vehicleType',
    form: false,
    import: false,
  },
  orgId: {
    label: t('所属组织', 'Organization', '所屬組織'),
    type: 'ref',
    ref: 'organisation',
    tree: true,
    search: 'eq',
  },
  saleStatus: {
    label: t('销售状态', 'Sale status', '銷售狀態'),
    type: 'enum',
    values: SALE_STATUSES,
    dict: 'saleStatus',
    search: 'eq',
    default: 'UNSOLD',
    required: true,
  },
  saleDate: { label: t('销售日期', 'Sale date', '銷售日期'), type: 'date', search: 'range', sortable: true },
  dealerName: { label: t('经销商', 'Dealer', '經銷商'), type: 'text', max: 100, search: 'like' },
  ownerName: { label: t('车主姓名', 'Owner name', '車主姓名'), type: 'text', max: 50, masked: OWNER_UNMASK },
  ownerPhone: {
    label: t('车主电话', 'Owner phone', '車主電話'),
    type: 'text',
    max: 20,
    pattern: { source: '^[0-9+\\-() ]{5,20}$' },
    masked: OWNER_UNMASK,
  },
  ownerIdNumber: {
    label: t('车主证件号', 'Owner identity number', '車主證件號'),
    type: 'text',
    max: 18,
    pattern: {
      source: '^(\\d{15}|\\d{17}[0-9Xx])$',
      message: t('15 或 18 位身份证号', 'A 15- or 18-character identity number', '15 或 18 位身分證號'),
    },
    masked: OWNER_UNMASK,
    list: false,
  },
  creditCode: {
    label: t('企业信用代码', 'Company credit code', '企業信用代碼'),
    type: 'text',
    pattern: {
      source: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
      message: t(
        '18 位统一社会信用代码',
        'An 18-character unified social credit code',
        '18 位統一社會信用代碼',
      ),
    },
    list: false,
  },
  serviceStatus: {
    label: t('服务状态', 'Service status', '服務狀態'),
    type: 'enum',
    values: SERVICE_STATUSES,
    dict: 'serviceStatus',
    search: 'eq',
    form: 'readonly',
    import: false,
  },
  serviceStartDate: {
    label: t('服务开始日期', 'Service start', '服務開始日期'),
    type: 'date',
    search: 'range',
  },
  serviceEndDate: {
    label: t('服务到期日期', 'Service end', '服務到期日期'),
    type: 'date',
    search: 'range',
    sortable: true,
  },
  terminalCode: {
    label: t('终端编号', 'Terminal code', '終端編號'),
    type: 'text',
    form: false,
    import: false,
    search: 'prefix',
  },
} as const satisfies Record<string, FieldSpec>;

/** The VIN shown, not edited, on the screens that edit one side of a vehicle. */
export const vinReadonly = {
  ...VF.vin,
  form: 'readonly',
  required: false,
  unique: false,
} as const satisfies FieldSpec;
export const modelReadonly = {
  ...VF.vehicleModelId,
  form: 'readonly',
  required: false,
} as const satisfies FieldSpec;
