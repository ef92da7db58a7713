import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  REALNAME_CALLS,
  realnameRecordSpec,
  SUBMIT_TRANSITIONS,
  VERIFY_RESULTS,
  VERIFY_TRANSITIONS,
  type RealnameOwner,
  type VerifyStatus,
} from '@chelian/contracts/resources/realname/index';
import { maskText, type LocalizedText } from '@chelian/contracts';
import { served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { callerOf } from '../../engine/routes';
import { oneLinkCheck, openOwner } from './owner';
import { realnameRecordResource, statusLabel, writeHistory } from './resources';
import { realnameOneLinkLogs, realnameRecords } from './schema';

/** How the review's inputs are named in messages. */
const VERIFY_LABELS: Record<string, LocalizedText> = {
  id: realnameRecordSpec.noun!,
  result: realnameRecordSpec.fields.verifyStatus.label,
  reason: realnameRecordSpec.fields.failReason.label,
};
const idParam = z.object({ id: z.coerce.number().int().positive() });
const vinParam = z.object({ vin: z.string().trim().toUpperCase().min(1).max(17) });

/** The manual submission, the review and the owner data in clear. */
export function realnameRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  const tags = ['realname'];

  const locked = async (tx: Db, tenantId: number, where: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select()
      .from(realnameRecords)
      .where(and(eq(realnameRecords.tenantId, tenantId), where))
      .for('update');
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  };

  // PUT .../{vin}/realName: sends an edited record to review after a one-link check of its owner data
  app.route({
    ...served(REALNAME_CALLS.submit),
    schema: { tags },
    handler: async (req: FastifyRequest) => {
      const caller = await callerOf(db, req);
      const params = vinParam.safeParse(req.params);
      if (!params.success) throw new AppError(404, 'NOT_FOUND');
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await locked(tx, caller.tenantId, eq(realnameRecords.vin, params.data.vin));
        const before = row.verifyStatus as VerifyStatus;
        const next = SUBMIT_TRANSITIONS[before];
        if (!next)
          throw new AppError(409, 'REALNAME_SUBMIT_STATE', { status: statusLabel(before, caller.lang) });
        if (!row.pendingSubmit) throw new AppError(409, 'REALNAME_NOTHING_TO_SUBMIT');
        const owner = openOwner(row, ctx.secrets);
        const matched = oneLinkCheck(owner);
        await tx.insert(realnameOneLinkLogs).values({
          tenantId: caller.tenantId,
          recordId: row.id,
          vin: row.vin,
          ownerPhone: maskText(owner.ownerPhone ?? ''),
          result: matched ? 'SUCCESS' : 'FAIL',
        });
        // a mismatch of the one-link check fails the submission at once
        const after: VerifyStatus = matched ? next : 'FAIL';
        await tx
          .update(realnameRecords)
          .set({
            verifyStatus: after,
            pendingSubmit: false,
            submittedAt: new Date(),
            failReason: null,
            updatedBy: caller.userId,
          })
          .where(eq(realnameRecords.id, row.id));
        await writeHistory({ tx, caller }, row, 'SUBMIT', before, after);
        return row.id;
      });
      return realnameRecordResource.find(db, caller, id);
    },
  });

  // the review of a submitted record or transfer
  app.route({
    ...served(REALNAME_CALLS.verify),
    schema: { tags },
    handler: async (req: FastifyRequest) => {
      const caller = await callerOf(db, req);
      const lang = caller.lang;
      const parsed = z
        .object({
          id: z.coerce.number().int().positive(),
          result: z.enum(VERIFY_RESULTS),
          reason: z.string().trim().max(200).optional(),
        })
        .safeParse(req.body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'body');
          const label = VERIFY_LABELS[key]?.[lang] ?? key;
          fields[key] = translate(lang, 'FIELD_INVALID', { field: label });
        }
        throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
      }
      const body = parsed.data;
      if (body.result === 'FAIL' && !body.reason)
        throw new AppError(
          400,
          'REALNAME_FAIL_REASON',
          {},
          { reason: translate(lang, 'REALNAME_FAIL_REASON') },
        );
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await locked(tx, caller.tenantId, eq(realnameRecords.id, body.id));
        const before = row.verifyStatus as VerifyStatus;
        const after = VERIFY_TRANSITIONS[before]?.[body.result];
        if (!after) throw new AppError(409, 'REALNAME_VERIFY_STATE', { status: statusLabel(before, lang) });
        await tx
          .update(realnameRecords)
          .set({
            verifyStatus: after,
            verifiedAt: new Date(),
            failReason: body.result === 'FAIL' ? body.reason! : null,
            updatedBy: caller.userId,
          })
          .where(eq(realnameRecords.id, row.id));
        await writeHistory({ tx, caller }, row, 'VERIFY', before, after, body.reason || null);
      });
      return realnameRecordResource.find(db, caller, body.id);
    },
  });

  // the owner data in clear: written to the business log (who, which record, when), never cached
  app.route({
    ...served(REALNAME_CALLS.owner),
    config: { access: REALNAME_CALLS.owner.access, audit: true },
    schema: { tags },
    handler: async (req: FastifyRequest, reply): Promise<RealnameOwner> => {
      const caller = await callerOf(db, req);
      const params = idParam.safeParse(req.params);
      if (!params.success) throw new AppError(404, 'NOT_FOUND');
      const row = await realnameRecordResource.current(db, caller, params.data.id);
      reply.header('cache-control', 'no-store');
      return openOwner(row, ctx.secrets);
    },
  });
}
