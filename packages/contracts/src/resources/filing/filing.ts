import { FILING_STANDARDS, FILING_STATUSES, type FilingStandard, type FilingSubject } from '../../filing';
import type { LocalizedText } from '../../menu-catalog';
import { defineResourceSpec, type ActionSpec, type ResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';

/** How each subject is filed: its service, the path segment of the spec's filing calls, the row it names. */
export const FILING_KINDS: Record<
  FilingSubject,
  {
    service: string;
    path: string;
    ref: string;
    subject: LocalizedText;
    code: LocalizedText;
    name: LocalizedText;
  }
> = {
  CHIP_MODEL: {
    service: 'terminal-svc',
    path: 'filing/chip_model',
    ref: 'chipModel',
    subject: t('芯片型号', 'Chip model', '晶片型號'),
    code: t('型号编码', 'Model code', '型號編碼'),
    name: t('型号名称', 'Model name', '型號名稱'),
  },
  TBOX_MODEL: {
    service: 'terminal-svc',
    path: 'filing/tbox_model',
    ref: 'terminalModel',
    subject: t('终端型号', 'Terminal model', '終端型號'),
    code: t('型号编码', 'Model code', '型號編碼'),
    name: t('型号名称', 'Model name', '型號名稱'),
  },
  VEHICLE_MODEL: {
    service: 'vehicle-svc',
    path: 'vehicle/vehicleModelFiling',
    ref: 'vehicleModel',
    subject: t('车型', 'Vehicle model', '車型'),
    code: t('车型编码', 'Model code', '車型編碼'),
    name: t('车型名称', 'Model name', '車型名稱'),
  },
  VEHICLE: {
    service: 'vehicle-svc',
    path: 'filing/vehicle',
    ref: 'vehicle',
    subject: t('车辆', 'Vehicle', '車輛'),
    code: t('VIN', 'VIN', 'VIN'),
    name: t('车牌号', 'Plate', '車牌號'),
  },
};

const registerAction = (base: string): ActionSpec => ({
  key: 'register',
  label: t('提交备案', 'Register', '提交備案'),
  method: 'PUT',
  path: `/${base}/register`,
  selection: 'many',
  confirm: t(
    '确定将所选记录提交到国家平台备案吗？',
    'Submit the chosen records to the national platform?',
    '確定將所選紀錄提交到國家平台備案嗎？',
  ),
});

/** The toolbar actions of a filing screen: the flow of spec 001 section 4 (identifier, register, register query). */
function filingActions(kind: FilingSubject): ActionSpec[] {
  const { service, path } = FILING_KINDS[kind];
  const base = `${service}/${path}`;
  const registerQuery: ActionSpec = {
    key: 'registerQuery',
    label: t('查询备案结果', 'Query result', '查詢備案結果'),
    method: 'PUT',
    path: `/${base}/{id}/register/query`,
    selection: 'one',
  };
  if (kind === 'VEHICLE') return [registerAction(base), registerQuery];
  if (kind === 'VEHICLE_MODEL')
    return [
      registerAction(base),
      registerQuery,
      {
        key: 'onRecord',
        label: t('标记已备案', 'Mark as on record', '標記已備案'),
        method: 'POST',
        path: `/${base}/updateOnRecord`,
        selection: 'many',
        confirm: t(
          '所选车型已在平台外完成备案？将其标记为审核通过。',
          'Were the chosen models filed outside the platform? They will be marked approved.',
          '所選車型已在平台外完成備案？將其標記為審核通過。',
        ),
      },
    ];
  return [
    {
      key: 'identifier',
      label: t('查询备案标识', 'Query identifier', '查詢備案標識'),
      method: 'PUT',
      path: `/${base}/{id}/identifier/query`,
      selection: 'one',
    },
    registerAction(base),
    registerQuery,
  ];
}

/**
 * One filing screen: the filings of one kind of subject, of one standard (GB4, GB6) or of both
 * (the general screens). Rows are added by choosing the subject; the platform fills the rest.
 */
export function filingSpec(
  name: string,
  module: string,
  kind: FilingSubject,
  standard: FilingStandard | null,
  base: string,
  title: LocalizedText,
  /** rows are also added by file: the subject and the standard of each row (its preview under import/preview) */
  importable = false,
) {
  const k = FILING_KINDS[kind];
  return defineResourceSpec({
    name,
    module,
    service: k.service,
    base,
    title,
    optionLabel: 'subjectCode',
    defaultSort: { key: 'createdAt', order: 'desc' },
    operations: importable
      ? ['page', 'find', 'create', 'update', 'delete', 'export', 'import', 'options']
      : ['page', 'find', 'create', 'update', 'delete', 'export', 'options'],
    ...(importable ? { suffixes: { preview: 'import/preview' } } : {}),
    actions: filingActions(kind),
    fields: {
      subjectId: {
        label: k.subject,
        type: 'ref',
        ref: k.ref,
        required: true,
        form: 'create',
        list: false,
        search: 'eq',
      },
      subjectCode: { label: k.code, type: 'text', form: false, search: 'prefix', sortable: true },
      subjectName: { label: k.name, type: 'text', form: false },
      standard: {
        label: t('备案标准', 'Standard', '備案標準'),
        type: 'enum',
        values: standard ? [standard] : FILING_STANDARDS,
        dict: 'filingStandard',
        required: true,
        default: standard ?? 'GB6',
        form: standard ? false : 'create',
        search: standard ? undefined : 'eq',
      },
      status: {
        label: t('备案状态', 'Filing status', '備案狀態'),
        type: 'enum',
        values: FILING_STATUSES,
        dict: 'filingStatus',
        form: false,
        search: 'eq',
      },
      auditStatus: { label: t('审核状态码', 'Audit code', '審核狀態碼'), type: 'integer', form: false },
      identifier: {
        label: t('备案标识', 'Filing identifier', '備案標識'),
        type: 'text',
        form: false,
        search: 'prefix',
      },
      requestNo: {
        label: t('平台受理号', 'Platform request no.', '平台受理號'),
        type: 'text',
        form: false,
        list: false,
      },
      rejectReason: { label: t('驳回原因', 'Reason', '駁回原因'), type: 'text', form: false },
      submittedAt: {
        label: t('提交时间', 'Submitted at', '提交時間'),
        type: 'datetime',
        form: false,
        sortable: true,
      },
      auditedAt: {
        label: t('审核时间', 'Reviewed at', '審核時間'),
        type: 'datetime',
        form: false,
        sortable: true,
      },
      remark: remarkField,
      createdAt: createdAtField,
    },
  });
}

export type FilingResourceSpec = ReturnType<typeof filingSpec>;
export const isFilingSpec = (spec: ResourceSpec) => 'subjectId' in spec.fields && 'requestNo' in spec.fields;
