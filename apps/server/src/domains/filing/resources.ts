import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  FILING_AUDIT_CODES,
  FILING_PENDING,
  type FilingStandard,
  type FilingSubject,
} from '@chelian/contracts';
import { filingResourceSpecs, type FilingResourceSpec } from '@chelian/contracts/resources/filing/index';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { filings } from './schema';
import { subjectColumn } from './subjects';
import { sandboxReasonCode } from './sandbox-platform';

/** The console's audit code of a row: it depends on the row's standard. */
const auditCodeSql = () => {
  const cases = (Object.entries(FILING_AUDIT_CODES) as [FilingStandard, Record<string, number>][]).flatMap(
    ([standard, codes]) =>
      Object.entries(codes).map(
        ([status, code]) =>
          `when filings.standard = '${standard}' and filings.status = '${status}' then ${code}`,
      ),
  );
  return sql.raw(`(case ${cases.join(' ')} end)`).mapWith(Number);
};

function defineFiling(spec: FilingResourceSpec, subject: FilingSubject, standard: FilingStandard | null) {
  return defineResource({
    spec,
    table: filings,
    scope: { kind: 'tenant', column: filings.tenantId },
    systemTexts: { rejectReason: (row) => sandboxReasonCode(row.rejectReason) },
    where: () =>
      standard
        ? and(eq(filings.subjectType, subject), eq(filings.standard, standard))!
        : eq(filings.subjectType, subject),
    columns: {
      subjectCode: subjectColumn(subject, 'code'),
      subjectName: subjectColumn(subject, 'name'),
      auditStatus: auditCodeSql(),
    },
    exactTotal: true,
    hooks: {
      // a subject is filed once per standard; the platform fills every other field
      async beforeCreate(values, _input, h) {
        values.subjectType = subject;
        if (standard) values.standard = standard;
        values.status = 'TO_SUBMIT';
        const [existing] = await h.tx
          .select({ id: filings.id })
          .from(filings)
          .where(
            and(
              eq(filings.tenantId, h.caller.tenantId),
              eq(filings.subjectType, subject),
              eq(filings.subjectId, values.subjectId as number),
              eq(filings.standard, values.standard as string),
            ),
          );
        if (existing) {
          const message = translate(h.caller.lang, 'FILING_EXISTS', {
            field: spec.fields.subjectId.label[h.caller.lang],
          });
          throw new AppError(
            409,
            'FILING_EXISTS',
            { field: spec.fields.subjectId.label[h.caller.lang] },
            { subjectId: message },
          );
        }
      },
      async beforeDelete(ids, h) {
        const [pending] = await h.tx
          .select({ id: filings.id })
          .from(filings)
          .where(and(inArray(filings.id, ids), inArray(filings.status, [...FILING_PENDING])));
        if (pending) throw new AppError(409, 'FILING_DELETE_PENDING');
      },
    },
  });
}

export const chipModelFilingResource = defineFiling(filingResourceSpecs.chipModelFiling, 'CHIP_MODEL', null);
export const chipModelFilingGb4Resource = defineFiling(
  filingResourceSpecs.chipModelFilingGb4,
  'CHIP_MODEL',
  'GB4',
);
export const chipModelFilingGb6Resource = defineFiling(
  filingResourceSpecs.chipModelFilingGb6,
  'CHIP_MODEL',
  'GB6',
);
export const terminalModelFilingResource = defineFiling(
  filingResourceSpecs.terminalModelFiling,
  'TBOX_MODEL',
  null,
);
export const terminalModelFilingGb4Resource = defineFiling(
  filingResourceSpecs.terminalModelFilingGb4,
  'TBOX_MODEL',
  'GB4',
);
export const terminalModelFilingGb6Resource = defineFiling(
  filingResourceSpecs.terminalModelFilingGb6,
  'TBOX_MODEL',
  'GB6',
);
export const vehicleModelFilingResource = defineFiling(
  filingResourceSpecs.vehicleModelFiling,
  'VEHICLE_MODEL',
  null,
);
export const vehicleModelFilingGb4Resource = defineFiling(
  filingResourceSpecs.vehicleModelFilingGb4,
  'VEHICLE_MODEL',
  'GB4',
);
export const vehicleModelFilingGb6Resource = defineFiling(
  filingResourceSpecs.vehicleModelFilingGb6,
  'VEHICLE_MODEL',
  'GB6',
);
export const vehicleFilingResource = defineFiling(filingResourceSpecs.vehicleFiling, 'VEHICLE', null);
