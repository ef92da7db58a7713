import { FILING_STANDARDS, FILING_STATUSES, type FilingStandard, type FilingSubject } from '../../filing';
import type { LocalizedText } from '../../menu-catalog';
import { defineResourceSpec, type ActionSpec, type ResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { text } from '../../i18n';

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
    subject: text('filing.kinds.CHIP_MODEL.subject'),
    code: text('filing.kinds.CHIP_MODEL.code'),
    name: text('filing.kinds.CHIP_MODEL.name'),
  },
  TBOX_MODEL: {
    service: 'terminal-svc',
    path: 'filing/tbox_model',
    ref: 'terminalModel',
    subject: text('filing.kinds.TBOX_MODEL.subject'),
    code: text('filing.kinds.CHIP_MODEL.code'),
    name: text('filing.kinds.CHIP_MODEL.name'),
  },
  VEHICLE_MODEL: {
    service: 'vehicle-svc',
    path: 'vehicle/vehicleModelFiling',
    ref: 'vehicleModel',
    subject: text('filing.kinds.VEHICLE_MODEL.subject'),
    code: text('filing.kinds.VEHICLE_MODEL.code'),
    name: text('filing.kinds.VEHICLE_MODEL.name'),
  },
  VEHICLE: {
    service: 'vehicle-svc',
    path: 'filing/vehicle',
    ref: 'vehicle',
    subject: text('filing.kinds.VEHICLE.subject'),
    code: text('filing.kinds.VEHICLE.code'),
    name: text('filing.kinds.VEHICLE.name'),
  },
};

const registerAction = (base: string): ActionSpec => ({
  key: 'register',
  label: text('filing.registerAction.label'),
  method: 'PUT',
  path: `/${base}/register`,
  selection: 'many',
  confirm: text('filing.registerAction.confirm'),
});

/** The toolbar actions of a filing screen, in the order of the filing flow: identifier, register, register query. */
function filingActions(kind: FilingSubject): ActionSpec[] {
  const { service, path } = FILING_KINDS[kind];
  const base = `${service}/${path}`;
  const registerQuery: ActionSpec = {
    key: 'registerQuery',
    label: text('filing.registerQuery'),
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
        label: text('filing.actions.onRecord.label'),
        method: 'POST',
        path: `/${base}/updateOnRecord`,
        selection: 'many',
        confirm: text('filing.actions.onRecord.confirm'),
      },
    ];
  return [
    {
      key: 'identifier',
      label: text('filing.actions.identifier'),
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
  /** rows are also added by file: the subject and the standard of each row (its preview under import/preview, legacy-routes.ts) */
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
        label: text('filing.fields.standard'),
        type: 'enum',
        values: standard ? [standard] : FILING_STANDARDS,
        dict: 'filingStandard',
        required: true,
        default: standard ?? 'GB6',
        form: standard ? false : 'create',
        search: standard ? undefined : 'eq',
      },
      status: {
        label: text('filing.fields.status'),
        type: 'enum',
        values: FILING_STATUSES,
        dict: 'filingStatus',
        form: false,
        search: 'eq',
      },
      auditStatus: { label: text('filing.fields.auditStatus'), type: 'integer', form: false },
      identifier: {
        label: text('filing.fields.identifier'),
        type: 'text',
        form: false,
        search: 'prefix',
      },
      requestNo: {
        label: text('filing.fields.requestNo'),
        type: 'text',
        form: false,
        list: false,
      },
      rejectReason: { label: text('filing.fields.rejectReason'), type: 'text', form: false },
      submittedAt: {
        label: text('filing.fields.submittedAt'),
        type: 'datetime',
        form: false,
        sortable: true,
      },
      auditedAt: {
        label: text('filing.fields.auditedAt'),
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
