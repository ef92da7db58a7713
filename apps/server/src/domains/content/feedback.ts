import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { contentFeedback } from './schema';

/**
 * Answers a feedback once: WAIT becomes RESP with the answer, and it counts as handled (002 §4).
 * Both screens of feedback answer through here (content, and mobile-app management for what
 * owners sent from the app). A feedback of another tenant is 404, an answered one a conflict.
 */
export async function replyToFeedback(
  db: Db,
  by: { tenantId: number; userId: number },
  id: number,
  reply: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = contentFeedback;
    const [row] = await tx
      .select({ subject: t.subject, replyStatus: t.replyStatus })
      .from(t)
      .where(and(eq(t.id, id), eq(t.tenantId, by.tenantId)))
      .for('update');
    if (!row) throw notFound();
    if (row.replyStatus === 'RESP')
      throw new AppError(409, 'FEEDBACK_ALREADY_REPLIED', { title: row.subject });
    await tx
      .update(t)
      .set({
        reply,
        replyStatus: 'RESP',
        handleStatus: 'HANDLED',
        repliedAt: new Date(),
        repliedBy: by.userId,
        updatedBy: by.userId,
      })
      .where(eq(t.id, id));
  });
}
