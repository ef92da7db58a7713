import { defineCalls } from '../../call';
import { text, type TextKey } from '../../i18n';
import { defineResourceSpec, type FieldSpec } from '../../resource';
import { PATTERNS } from '../system/common';
import { VIN_PATTERN } from '../vehicle/fields';

/** Verify statuses of a real-name record (002 §3). */
export const VERIFY_STATUSES = ['NOT_VERIFY', 'SUBMIT', 'PASS', 'FAIL', 'TRANSFER', 'TRANSFER_PASS'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
export const OWNER_TYPES = ['PERSONAL', 'COMPANY'] as const;
export const HISTORY_ACTIONS = ['CREATE', 'EDIT', 'SUBMIT', 'VERIFY'] as const;
export const ONE_LINK_RESULTS = ['SUCCESS', 'FAIL'] as const;
/** The verdicts of a review: a first verification passes or fails, a transfer passes or fails. */
export const VERIFY_RESULTS = ['PASS', 'FAIL'] as const;

/**
 * The manual submission (002 §4): a record not yet verified or failed goes to review (SUBMIT); a
 * verified one, edited since, is an ownership transfer (TRANSFER). Records under review wait.
 */
export const SUBMIT_TRANSITIONS: Partial<Record<VerifyStatus, VerifyStatus>> = {
  NOT_VERIFY: 'SUBMIT',
  FAIL: 'SUBMIT',
  PASS: 'TRANSFER',
  TRANSFER_PASS: 'TRANSFER',
};
/** A review's outcome by the status under review and the verdict. */
export const VERIFY_TRANSITIONS: Partial<Record<VerifyStatus, Record<'PASS' | 'FAIL', VerifyStatus>>> = {
  SUBMIT: { PASS: 'PASS', FAIL: 'FAIL' },
  TRANSFER: { PASS: 'TRANSFER_PASS', FAIL: 'FAIL' },
};
/** Statuses under review: the record cannot be edited meanwhile. */
export const UNDER_REVIEW: readonly VerifyStatus[] = ['SUBMIT', 'TRANSFER'];

/** Who may read owner name, phone and identity number in clear (each read is written to the business log). */
export const REALNAME_UNMASK = 'realnameRecords/unmask';

/** An 18-digit resident identity number with its GB 11643 check digit. */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}

const F = (key: string) => text(`realname.fields.${key}` as TextKey);
const image = (key: string): FieldSpec => ({
  label: F(key),
  type: 'image',
  list: false,
  export: false,
  import: false,
});
const status = (key: string): FieldSpec => ({
  label: F(key),
  type: 'enum',
  values: VERIFY_STATUSES,
  dict: 'realnameVerifyStatus',
  form: false,
  import: false,
});
const vin = {
  label: F('vin'),
  type: 'text',
  required: true,
  max: 17,
  pattern: VIN_PATTERN,
  search: 'like',
  sortable: true,
} as const;
const at = (key: string, search = false): FieldSpec => ({
  label: F(key),
  type: 'datetime',
  form: false,
  import: false,
  sortable: true,
  ...(search ? { search: 'range' as const } : {}),
});

/** The real-name calls beyond the standard ones. */
export const REALNAME_CALLS = defineCalls({
  /** the manual submission after an edit (002 §4, §7) */
  submit: {
    method: 'PUT',
    path: 'verify-svc/vehicle/verify_info/V1.0/:vin/realName',
    access: 'realnameRecords/submit',
  },
  /** body { id, result: PASS | FAIL, reason }: the review of a submitted record */
  verify: {
    method: 'POST',
    path: 'verify-svc/vehicle/verify_info/V1.0/verify',
    access: 'realnameRecords/verify',
  },
  /** the owner data in clear (RealnameOwner); written to the business log */
  owner: { method: 'POST', path: 'verify-svc/vehicle/verify_info/V1.0/:id/owner', access: REALNAME_UNMASK },
});

/**
 * Real-name records of vehicle owners. Owner name, phone and identity number are kept sealed;
 * lists, details and exports show their masks, or the clear text to holders of REALNAME_UNMASK,
 * each such read written to the business log (as is each read of the owner call).
 */
export const realnameRecordSpec = defineResourceSpec({
  name: 'realnameRecord',
  module: 'realnameRecords',
  service: 'verify-svc',
  base: 'vehicle/verify_info/V1.0',
  title: text('realname.titles.records'),
  noun: text('realname.nouns.record'),
  optionLabel: 'vin',
  defaultSort: { key: 'updatedAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export'],
  actions: [
    {
      key: 'submit',
      label: text('realname.actions.submit'),
      method: 'PUT',
      path: 'submit',
      selection: 'one',
      dialog: 'submit',
    },
    {
      key: 'verify',
      label: text('realname.actions.verify'),
      call: REALNAME_CALLS.verify,
      selection: 'one',
      dialog: 'verify',
    },
  ],
  fields: {
    vin: { ...vin, unique: true, form: 'create' },
    ownerType: {
      label: F('ownerType'),
      type: 'enum',
      values: OWNER_TYPES,
      dict: 'realnameOwnerType',
      required: true,
      default: 'PERSONAL',
      search: 'eq',
    },
    ownerName: { label: F('ownerName'), type: 'text', required: true, max: 50 },
    ownerPhone: {
      label: F('ownerPhone'),
      type: 'text',
      required: true,
      max: 20,
      // an edit form sends the stored mask back for an unchanged number
      pattern: { source: '^(1\\d{10}|.*\\*.*)$', message: PATTERNS.mobile.message },
    },

    ownerIdNumber: {
      label: F('ownerIdNumber'),
      type: 'text',
      required: true,
      max: 18,
      pattern: { source: '^(\\d{17}[\\dX]|.*\\*.*)$', message: text('realname.idNumberPattern') },
    },
    companyName: { label: F('companyName'), type: 'text', max: 100, list: false },
    ownerIdCarImg: image('ownerIdCarImg'),
    ownerIdCarBackImg: image('ownerIdCarBackImg'),
    ownerPicImg: image('ownerPicImg'),
    companyImg: image('companyImg'),
    companyAuthorizationImg: image('companyAuthorizationImg'),
    verifyStatus: { ...status('verifyStatus'), search: 'eq' },
    pendingSubmit: { label: F('pendingSubmit'), type: 'boolean', form: false, import: false, search: 'eq' },
    failReason: { label: F('failReason'), type: 'text', form: false, import: false },
    submittedAt: at('submittedAt'),
    verifiedAt: at('verifiedAt'),
    updatedAt: at('updatedAt', true),
  },
});

/** Every change of a record's verification, newest first (verify-svc vehicle/verify_history/V1.0). */
export const verificationHistorySpec = defineResourceSpec({
  name: 'realnameHistory',
  module: 'verificationHistory',
  service: 'verify-svc',
  base: 'vehicle/verify_history/V1.0',
  title: text('realname.titles.history'),
  noun: text('realname.nouns.history'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin,
    action: {
      label: F('action'),
      type: 'enum',
      values: HISTORY_ACTIONS,
      dict: 'realnameHistoryAction',
      search: 'eq',
    },
    statusBefore: status('statusBefore'),
    statusAfter: { ...status('statusAfter'), search: 'eq' },
    ownerName: { label: F('ownerName'), type: 'text' },
    reason: { label: F('reason'), type: 'text' },
    operatorName: { label: F('operatorName'), type: 'text' },
    createdAt: at('createdAt', true),
  },
});

/** The one-link checks of name, phone and identity number made at each submission. */
export const oneLinkLogSpec = defineResourceSpec({
  name: 'realnameOneLinkLog',
  module: 'oneLinkLog',
  service: 'verify-svc',
  base: 'vehicle/verify_one_link/logs/V1.0',
  title: text('realname.titles.logs'),
  noun: text('realname.nouns.log'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    vin,
    ownerPhone: { label: F('ownerPhone'), type: 'text' },
    result: {
      label: F('result'),
      type: 'enum',
      values: ONE_LINK_RESULTS,
      dict: 'realnameOneLinkResult',
      search: 'eq',
    },
    createdAt: at('createdAt', true),
  },
});

/** The owner data in clear, as the owner call answers it. */
export interface RealnameOwner {
  ownerName: string | null;
  ownerPhone: string | null;
  ownerIdNumber: string | null;
}

/** The real-name area's declarations, by name. */
export const realnameResourceSpecs = {
  realnameRecord: realnameRecordSpec,
  realnameHistory: verificationHistorySpec,
  realnameOneLinkLog: oneLinkLogSpec,
};
