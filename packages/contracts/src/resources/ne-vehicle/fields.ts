import type { FieldSpec } from '../../resource';
import { t } from '../system/common';
import { OWNER_UNMASK, VF, VIN_PATTERN } from '../vehicle/fields';

/**
 * Where a new-energy vehicle stands: ARCHIVED (its VIN is known), PRODUCED (production recorded),
 * SOLD (sale recorded). Production needs ARCHIVED or PRODUCED, a sale needs PRODUCED.
 */
export const NE_VEHICLE_STATUSES = ['ARCHIVED', 'PRODUCED', 'SOLD'] as const;
export type NeVehicleStatus = (typeof NE_VEHICLE_STATUSES)[number];
/** What a flow row changed; DRIVER, STORAGE and TERMINAL are the parts fitted (the assembly screen). */
export const NE_FLOW_KINDS = ['PRODUCE', 'SALE', 'DRIVER', 'STORAGE', 'TERMINAL'] as const;
export const NE_PART_KINDS = ['DRIVER', 'STORAGE', 'TERMINAL'] as const;
/** The platform a vehicle is filed with (spec 001 section 9, filing usages). */
export const NE_RECORD_PLATFORMS = ['GB32960', 'LOCAL'] as const;

/** The VIN a flow row names: an archived new-energy vehicle of the caller's tenant. */
export const flowVin = {
  label: VF.vin.label,
  type: 'text',
  required: true,
  max: 17,
  pattern: VIN_PATTERN,
  list: { fixed: 'left', width: 190 },
} as const satisfies FieldSpec;

/** Fields the new-energy screens share. */
export const NF = {
  neStatus: {
    label: t('车辆状态', 'Vehicle status', '車輛狀態'),
    type: 'enum',
    values: NE_VEHICLE_STATUSES,
    dict: 'neVehicleStatus',
    search: 'eq',
    form: false,
    import: false,
  },
  productionDate: {
    label: t('生产日期', 'Production date', '生產日期'),
    type: 'date',
    search: 'range',
    sortable: true,
  },
  machineCode: { label: t('整车编号', 'Machine code', '整車編號'), type: 'text', max: 64 },
  engineNo: { label: t('发动机/电机编号', 'Engine or motor number', '引擎/馬達編號'), type: 'text', max: 32 },
  colourId: { label: t('车身颜色', 'Body colour', '車身顏色'), type: 'ref', ref: 'vehicleColour' },
  motorModelId: {
    label: t('驱动电机型号', 'Drive motor model', '驅動馬達型號'),
    type: 'ref',
    ref: 'electricDriveModel',
  },
  motorCode: {
    label: t('驱动电机编号', 'Drive motor number', '驅動馬達編號'),
    type: 'text',
    max: 64,
    search: 'prefix',
  },
  storageModelId: {
    label: t('储能装置型号', 'Energy storage model', '儲能裝置型號'),
    type: 'ref',
    ref: 'energyStorageModel',
  },
  batteryPackCode: {
    label: t('电池包编码', 'Battery pack code', '電池包編碼'),
    type: 'text',
    max: 64,
    search: 'prefix',
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
  operatingUnitId: {
    label: t('运营单位', 'Operating unit', '營運單位'),
    type: 'ref',
    ref: 'operatingUnit',
    search: 'eq',
  },
  dealerOrgId: {
    label: t('所属经销商', 'Dealer', '所屬經銷商'),
    type: 'ref',
    ref: 'organisation',
    tree: true,
    search: 'eq',
  },
  filed: {
    label: t('已备案', 'Filed', '已備案'),
    type: 'boolean',
    form: false,
    import: false,
  },
} as const satisfies Record<string, FieldSpec>;

/** A field shown in lists and files only: never in a form or an import. */
export const listOnly = <F extends FieldSpec>(f: F) =>
  ({ ...f, form: false, import: false, required: false }) as const;
