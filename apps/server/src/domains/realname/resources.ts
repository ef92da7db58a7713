import { and, eq, inArray } from 'drizzle-orm';
import {
  oneLinkLogSpec,
  realnameRecordSpec,
  UNDER_REVIEW,
  verificationHistorySpec,
  REALNAME_UNMASK,
  type VerifyStatus,
} from '@chelian/contracts/resources/realname/index';
import { text, type TextKey } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/schema';
import { openOwner, sealOwner } from './owner';
import { secretsOf } from '../../platform/secrets';
import { realnameHistory, realnameOneLinkLogs, realnameRecords } from './schema';

/** A status in the caller's language, for messages. */
export const statusLabel = (status: string, lang: keyof ReturnType<typeof text>) =>
  text(`realname.verifyStatuses.${status}` as TextKey)[lang] ?? status;

/** Writes one line of a record's history, in the same transaction as the change. */
export async function writeHistory(
  h: Pick<HookContext, 'tx' | 'caller'>,
  row: { id: number; vin: string; ownerNameMask: string | null },
  action: 'CREATE' | 'EDIT' | 'SUBMIT' | 'VERIFY',
  before: VerifyStatus | null,
  after: VerifyStatus,
  reason: string | null = null,
): Promise<void> {
  const [operator] = await h.tx
    .select({ name: users.realName, userName: users.userName })
    .from(users)
    .where(eq(users.id, h.caller.userId));
  await h.tx.insert(realnameHistory).values({
    tenantId: h.caller.tenantId,
    recordId: row.id,
    vin: row.vin,
    action,
    statusBefore: before,
    statusAfter: after,
    ownerName: row.ownerNameMask,
    reason,
    operatorId: h.caller.userId,
    operatorName: operator?.name || operator?.userName || null,
  });
}

async function stored(h: Pick<HookContext, 'tx'>, id: number) {
  const [row] = await h.tx.select().from(realnameRecords).where(eq(realnameRecords.id, id));
  return row!;
}

export const realnameRecordResource = defineResource({
  spec: realnameRecordSpec,
  table: realnameRecords,
  scope: { kind: 'tenant', column: realnameRecords.tenantId },
  // lists, details and exports read the masks; the sealed columns are never a field
  columns: {
    ownerName: realnameRecords.ownerNameMask,
    ownerPhone: realnameRecords.ownerPhoneMask,
    ownerIdNumber: realnameRecords.ownerIdNumberMask,
  },
  // ... unless the caller may read them in clear: then every list, detail and export it reads is logged
  reveal: {
    permission: REALNAME_UNMASK,
    async open(rows, db, caller) {
      const secrets = secretsOf(db);
      if (!secrets) return;
      const sealed = await db
        .select({
          id: realnameRecords.id,
          ownerName: realnameRecords.ownerName,
          ownerPhone: realnameRecords.ownerPhone,
          ownerIdNumber: realnameRecords.ownerIdNumber,
        })
        .from(realnameRecords)
        .where(
          and(
            eq(realnameRecords.tenantId, caller.tenantId),
            inArray(
              realnameRecords.id,
              rows.map((r) => r.id as number),
            ),
          ),
        );
      const byId = new Map(sealed.map((s) => [s.id, openOwner(s, secrets)]));
      for (const row of rows) Object.assign(row, byId.get(row.id as number) ?? {});
    },
  },
  hooks: {
    beforeCreate(values, _input, h) {
      sealOwner(values, h.server.secrets, h.caller.lang);
      Object.assign(values, { verifyStatus: 'NOT_VERIFY', pendingSubmit: true, updatedBy: h.caller.userId });
    },
    async afterCreate(id, _input, h) {
      await writeHistory(h, await stored(h, id), 'CREATE', null, 'NOT_VERIFY');
    },
    beforeUpdate(_id, values, _input, current, h) {
      const status = current.verifyStatus as VerifyStatus;
      if (UNDER_REVIEW.includes(status))
        throw new AppError(409, 'REALNAME_UNDER_REVIEW', { status: statusLabel(status, h.caller.lang) });
      sealOwner(values, h.server.secrets, h.caller.lang, current);
      // any edit must be submitted by hand afterwards (002 §4, §8)
      Object.assign(values, { pendingSubmit: true, updatedBy: h.caller.userId });
    },
    async afterUpdate(id, _input, current, h) {
      const status = current.verifyStatus as VerifyStatus;
      await writeHistory(h, await stored(h, id), 'EDIT', status, status);
    },
  },
});

export const verificationHistoryResource = defineResource({
  spec: verificationHistorySpec,
  table: realnameHistory,
  scope: { kind: 'tenant', column: realnameHistory.tenantId },
});

export const oneLinkLogResource = defineResource({
  spec: oneLinkLogSpec,
  table: realnameOneLinkLogs,
  scope: { kind: 'tenant', column: realnameOneLinkLogs.tenantId },
});

export const REALNAME_RESOURCES = [realnameRecordResource, verificationHistoryResource, oneLinkLogResource];
