import { and, eq, inArray, sql } from 'drizzle-orm';
import { FILING_PENDING, type FilingStatus, type FilingSubject, type WsPush } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { Subjects, type Bus } from '../../platform/bus';
import { SUBJECTS, documentOf } from './subjects';
import {
  PlatformFailedError,
  PlatformTimeoutError,
  type FilingPlatformClient,
  type ReviewAnswer,
} from './platform-client';
import { filings } from './schema';

type Filing = typeof filings.$inferSelect;

/** Only models get an identifier first; vehicles only have register and register query. */
const NEEDS_IDENTIFIER: readonly FilingSubject[] = ['CHIP_MODEL', 'TBOX_MODEL'];

/** What marking a filing on record outside the platform changes: approved now, or back to be submitted. */
export function onRecordChange(onRecord: boolean): Partial<typeof filings.$inferInsert> {
  return onRecord
    ? { status: 'APPROVED', auditedAt: new Date(), rejectReason: null }
    : { status: 'TO_SUBMIT', auditedAt: null, requestNo: null, rejectReason: null };
}

/**
 * The filing flow against the national platform: identifier query, register, register query, and
 * the job that follows pending registrations until the platform has reviewed them.
 */
export class FilingService {
  constructor(
    private readonly db: Db,
    readonly platform: FilingPlatformClient,
    private readonly bus: Bus,
  ) {}

  /** A filing of the caller's tenant and subject type, or 404. */
  async get(tenantId: number, subject: FilingSubject, id: number): Promise<Filing> {
    const [row] = await this.db
      .select()
      .from(filings)
      .where(and(eq(filings.id, id), eq(filings.tenantId, tenantId), eq(filings.subjectType, subject)));
    if (!row) throw notFound();
    return row;
  }

  private async document(row: Filing) {
    const doc = await documentOf(this.db, row);
    if (!doc) throw notFound();
    return doc;
  }

  /** Asks the platform for the subject's identifier and keeps it. */
  async queryIdentifier(row: Filing): Promise<Filing> {
    const doc = await this.document(row);
    const { identifier } = await this.platformCall(() => this.platform.queryIdentifier(doc));
    const [updated] = await this.db
      .update(filings)
      .set({ identifier: identifier.slice(0, 64) })
      .where(eq(filings.id, row.id))
      .returning();
    return updated!;
  }

  /**
   * Submits filings for review. All are checked before any is sent: one under review or approved,
   * or a model without its identifier, refuses the whole call.
   */
  async register(rows: Filing[], userId: number): Promise<Filing[]> {
    for (const row of rows) {
      if (FILING_PENDING.includes(row.status as FilingStatus))
        throw new AppError(409, 'FILING_PENDING', { code: await this.codeOf(row) });
      if (row.status === 'APPROVED')
        throw new AppError(409, 'FILING_APPROVED', { code: await this.codeOf(row) });
      if (NEEDS_IDENTIFIER.includes(row.subjectType as FilingSubject) && !row.identifier)
        throw new AppError(400, 'FILING_NO_IDENTIFIER', { code: await this.codeOf(row) });
    }
    const out: Filing[] = [];
    for (const row of rows) {
      const doc = await this.document(row);
      let change: Partial<Filing>;
      try {
        const { requestNo } = await this.platform.register(doc);
        change = { status: 'SUBMITTED', requestNo: requestNo.slice(0, 64), rejectReason: null };
      } catch (err) {
        change = submitFailure(err);
      }
      const [updated] = await this.db
        .update(filings)
        .set({ ...change, submittedBy: userId, submittedAt: new Date(), auditedAt: null, queryCount: 0 })
        .where(eq(filings.id, row.id))
        .returning();
      out.push(updated!);
      this.notify(updated!);
    }
    return out;
  }

  /**
   * Records filings made outside the platform (updateOnRecord): on record is
   * approved now; off record starts over. A filing under review is left to the platform.
   */
  async updateOnRecord(rows: Filing[], onRecord: boolean): Promise<Filing[]> {
    for (const row of rows)
      if (FILING_PENDING.includes(row.status as FilingStatus))
        throw new AppError(409, 'FILING_PENDING', { code: await this.codeOf(row) });
    if (!rows.length) return [];
    return this.db
      .update(filings)
      .set(onRecordChange(onRecord))
      .where(
        inArray(
          filings.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
  }

  /** Asks the platform where the review of a registration stands and records its answer. */
  async queryRegister(row: Filing): Promise<Filing> {
    if (!row.requestNo || !FILING_PENDING.includes(row.status as FilingStatus)) return row;
    const doc = await this.document(row);
    const answer = await this.platformCall(() => this.platform.queryRegister(row.requestNo!, doc));
    return this.record(row, answer);
  }

  private async record(row: Filing, answer: ReviewAnswer): Promise<Filing> {
    const change: Partial<Filing> =
      answer.state === 'AUDITING'
        ? { status: 'AUDITING' }
        : answer.state === 'APPROVED'
          ? { status: 'APPROVED', auditedAt: new Date(), rejectReason: null }
          : { status: 'REJECTED', auditedAt: new Date(), rejectReason: answer.reason.slice(0, 500) };
    // guarded by the status read: another node's job may have recorded the answer already
    const [updated] = await this.db
      .update(filings)
      .set({ ...change, queryCount: sql`${filings.queryCount} + 1` })
      .where(and(eq(filings.id, row.id), eq(filings.status, row.status)))
      .returning();
    if (!updated) return (await this.db.select().from(filings).where(eq(filings.id, row.id)))[0] ?? row;
    if (updated.status !== row.status) this.notify(updated);
    return updated;
  }

  /** One round of the job: every pending registration of every tenant is asked about once. */
  async poll(): Promise<number> {
    const pending = await this.db
      .select()
      .from(filings)
      .where(inArray(filings.status, [...FILING_PENDING]))
      .orderBy(filings.submittedAt)
      .limit(200);
    for (const row of pending) {
      try {
        await this.queryRegister(row);
      } catch {
        // the platform did not answer this time: the next round asks again
      }
    }
    return pending.length;
  }

  /** Filings whose subject was deleted from the archive go with it (a filing names no row by key). */
  async pruneOrphans(): Promise<void> {
    for (const [subject, source] of Object.entries(SUBJECTS)) {
      await this.db.execute(
        sql`delete from filings f where f.subject_type = ${subject}
          and not exists (select 1 from ${sql.raw(source.table)} x where x.id = f.subject_id)`,
      );
    }
  }

  private notify(row: Filing) {
    if (!row.submittedBy) return;
    const push: WsPush = {
      type: 'filing',
      id: row.id,
      subject: row.subjectType as FilingSubject,
      status: row.status as FilingStatus,
    };
    this.bus.publish(Subjects.userPush, { userIds: [row.submittedBy], push });
  }

  private async codeOf(row: Filing) {
    return (await documentOf(this.db, row))?.code ?? String(row.subjectId);
  }

  /** A call whose failure the caller sees at once (identifier and result queries). */
  private async platformCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof PlatformTimeoutError) throw new AppError(504, 'FILING_PLATFORM_TIMEOUT');
      if (err instanceof PlatformFailedError)
        throw new AppError(502, 'FILING_PLATFORM_FAILED', { detail: err.message });
      throw err;
    }
  }
}

/** A registration the platform did not take: timed out (code 5) or failed (code 6), with its words. */
function submitFailure(err: unknown): Partial<Filing> {
  if (err instanceof PlatformTimeoutError) return { status: 'TIMEOUT', requestNo: null, rejectReason: null };
  const reason = err instanceof Error ? err.message : String(err);
  return { status: 'FAILED', requestNo: null, rejectReason: reason.slice(0, 500) };
}

/** Runs the job every pollSeconds; the returned function stops it. */
export function scheduleFilingJob(
  service: FilingService,
  pollSeconds: number,
  onError: (err: unknown) => void,
) {
  let running = false;
  let rounds = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // orphans are rare: looked for about once a minute
    const prune = rounds++ % Math.max(1, Math.round(60 / pollSeconds)) === 0;
    (prune ? service.pruneOrphans() : Promise.resolve())
      .then(() => service.poll())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, pollSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
