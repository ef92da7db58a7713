import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FilingStandard, FilingStatus, FilingSubject } from '@chelian/contracts';
import type { Db } from '../db/client';
import { vehicleModels } from '../domains/model/schema';
import { chipModels, terminalModels } from '../domains/terminal/schema';
import { vehicles } from '../domains/vehicle/schema';
import { filingOnRecordImports, filings } from '../domains/filing/schema';

type Plan = { standard: FilingStandard; status: FilingStatus; reason?: string };

const PREFIX: Record<FilingSubject, string> = {
  CHIP_MODEL: 'CP',
  TBOX_MODEL: 'TB',
  VEHICLE_MODEL: 'VM',
  VEHICLE: 'VH',
};
const DAY = 24 * 3600 * 1000;

/** Filings in each status the flow reaches, for the demo tenant's models and vehicles (added once). */
export async function seedFilingDemo(db: Db, tenantId: number): Promise<void> {
  const [already] = await db
    .select({ id: filings.id })
    .from(filings)
    .where(eq(filings.tenantId, tenantId))
    .limit(1);
  if (already) return;
  const byCode = <T extends { id: number; code: string }>(rows: T[]) =>
    rows.sort((a, b) => a.code.localeCompare(b.code));
  const subjects: [FilingSubject, { id: number; code: string }[], Plan[][]][] = [
    [
      'CHIP_MODEL',
      byCode(
        await db
          .select({ id: chipModels.id, code: chipModels.modelCode })
          .from(chipModels)
          .where(eq(chipModels.tenantId, tenantId)),
      ),
      [
        [
          { standard: 'GB6', status: 'APPROVED' },
          { standard: 'GB4', status: 'TO_SUBMIT' },
        ],
      ],
    ],
    [
      'TBOX_MODEL',
      byCode(
        await db
          .select({ id: terminalModels.id, code: terminalModels.modelCode })
          .from(terminalModels)
          .where(eq(terminalModels.tenantId, tenantId)),
      ),
      [
        [
          { standard: 'GB6', status: 'APPROVED' },
          { standard: 'GB4', status: 'REJECTED', reason: '缺少必填项：芯片型号（chipModelCode）' },
        ],
        [
          { standard: 'GB6', status: 'TO_SUBMIT' },
          { standard: 'GB4', status: 'TIMEOUT' },
        ],
      ],
    ],
    [
      'VEHICLE_MODEL',
      byCode(
        await db
          .select({ id: vehicleModels.id, code: vehicleModels.code })
          .from(vehicleModels)
          .where(eq(vehicleModels.tenantId, tenantId)),
      ),
      [
        [{ standard: 'GB6', status: 'APPROVED' }],
        [{ standard: 'GB6', status: 'TO_SUBMIT' }],
        [{ standard: 'GB4', status: 'FAILED', reason: '503 Service Unavailable' }],
      ],
    ],
    [
      'VEHICLE',
      await db
        .select({ id: vehicles.id, code: vehicles.vin })
        .from(vehicles)
        .where(eq(vehicles.tenantId, tenantId))
        .orderBy(asc(vehicles.id))
        .limit(3),
      [
        [{ standard: 'GB6', status: 'APPROVED' }],
        [{ standard: 'GB6', status: 'TO_SUBMIT' }],
        [{ standard: 'GB6', status: 'REJECTED', reason: '缺少必填项：车载终端（terminalCode）' }],
      ],
    ],
  ];
  const now = Date.now();
  const values = subjects.flatMap(([subject, rows, plans]) =>
    rows.slice(0, plans.length).flatMap((row, i) =>
      plans[i]!.map((plan) => {
        const submitted = plan.status !== 'TO_SUBMIT';
        const digest = createHash('sha256').update(`${subject}:${plan.standard}:${row.code}`).digest('hex');
        const identifier =
          subject === 'CHIP_MODEL' || subject === 'TBOX_MODEL'
            ? `${plan.standard}${PREFIX[subject]}${digest.slice(0, 12).toUpperCase()}`
            : null;
        return {
          tenantId,
          subjectType: subject,
          subjectId: row.id,
          standard: plan.standard,
          status: plan.status,
          identifier,
          requestNo:
            submitted && plan.status !== 'FAILED' && plan.status !== 'TIMEOUT'
              ? `SBX-${now - 3 * DAY}-${digest.slice(0, 6).toUpperCase()}`
              : null,
          rejectReason: plan.reason ?? null,
          submittedAt: submitted ? new Date(now - 3 * DAY) : null,
          auditedAt:
            plan.status === 'APPROVED' || plan.status === 'REJECTED' ? new Date(now - 2 * DAY) : null,
        };
      }),
    ),
  );
  if (values.length) await db.insert(filings).values(values).onConflictDoNothing();
  // the approved GB6 model filing was marked on record by file once (importOnRecordStatus)
  const approved = await db
    .select({ id: filings.id, code: vehicleModels.code })
    .from(filings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, filings.subjectId))
    .where(
      and(
        eq(filings.tenantId, tenantId),
        eq(filings.subjectType, 'VEHICLE_MODEL'),
        eq(filings.status, 'APPROVED'),
      ),
    )
    .limit(1);
  for (const row of approved)
    await db.insert(filingOnRecordImports).values({
      tenantId,
      filingId: row.id,
      vehicleModelCode: row.code,
      standard: 'GB6',
      onRecord: true,
      statusBefore: 'TO_SUBMIT',
    });
}
