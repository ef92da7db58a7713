import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Page } from '@chelian/contracts';
import {
  TERMINAL_FILE_COMMAND_ID,
  TERMINAL_FILE_READ_BYTES,
  terminalFileHex,
  type TerminalFile,
  type TerminalFileContent,
  type TerminalFileType,
} from '@chelian/contracts/terminal-files';
import { commandsFor } from '../../gateway';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { attachments } from '../../platform/files/schema';
import { deleteAttachments, sendAttachment, storeUpload, type IncomingFile } from '../file';
import { users } from '../../platform/schema';
import { terminalFiles } from './schema';
import { containing } from '../../db/like';

/** How long a terminal has to post a requested file. */
export const TICKET_MINUTES = 10;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket.toLowerCase()).digest('hex');
const ms = (d: Date | null) => (d ? d.getTime() : null);

type Row = typeof terminalFiles.$inferSelect;

const toFile = (r: Row, requestedBy: string | null): TerminalFile => ({
  id: r.id,
  vin: r.vin,
  fileType: r.fileType as TerminalFileType,
  status: r.status as TerminalFile['status'],
  fileName: r.fileName,
  fileSize: r.fileSize,
  requestedBy,
  requestTime: r.requestedAt.getTime(),
  uploadTime: ms(r.uploadedAt),
});

/** Requests whose ticket ran out without a file become expired. */
async function expireStale(ctx: ServerContext) {
  await ctx.database.db
    .update(terminalFiles)
    .set({ status: 'expired', ticketHash: null })
    .where(and(eq(terminalFiles.status, 'requested'), lt(terminalFiles.ticketExpiresAt, new Date())));
}

/** search: the files of one vehicle, newest first. */
export async function searchFiles(
  ctx: ServerContext,
  tenantId: number,
  vehicleId: number,
  q: { fileType?: TerminalFileType; fileName?: string; current: number; size: number },
): Promise<Page<TerminalFile>> {
  await expireStale(ctx);
  const db = ctx.database.db;
  const where = and(
    eq(terminalFiles.tenantId, tenantId),
    eq(terminalFiles.vehicleId, vehicleId),
    isNull(terminalFiles.deletedAt),
    q.fileType ? eq(terminalFiles.fileType, q.fileType) : undefined,
    q.fileName ? ilike(terminalFiles.fileName, containing(q.fileName)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ file: terminalFiles, requestedBy: users.realName })
      .from(terminalFiles)
      .leftJoin(users, eq(users.id, terminalFiles.requestedBy))
      .where(where)
      .orderBy(desc(terminalFiles.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(terminalFiles)
      .where(where),
  ]);
  return { items: rows.map((r) => toFile(r.file, r.requestedBy)), total, current: q.current };
}

/**
 * read: asks the vehicle's terminal to upload its file (vendor control 0x92 with a one-time
 * ticket). One request per type at a time; the terminal must be online. The row stays
 * `requested` until the upload arrives; a refusal or no answer marks it failed.
 */
export async function requestFile(
  ctx: ServerContext,
  op: { tenantId: number; userId: number },
  vehicle: { id: number; vin: string; online: boolean },
  fileType: TerminalFileType,
): Promise<TerminalFile> {
  if (!vehicle.online) throw badRequest('TERMINAL_FILE_OFFLINE', { vin: vehicle.vin });
  await expireStale(ctx);
  const db = ctx.database.db;
  const [busy] = await db
    .select({ id: terminalFiles.id })
    .from(terminalFiles)
    .where(
      and(
        eq(terminalFiles.vehicleId, vehicle.id),
        eq(terminalFiles.fileType, fileType),
        eq(terminalFiles.status, 'requested'),
      ),
    )
    .limit(1);
  if (busy) throw new AppError(409, 'TERMINAL_FILE_BUSY', { vin: vehicle.vin, type: fileType });
  const ticket = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(terminalFiles)
    .values({
      tenantId: op.tenantId,
      vehicleId: vehicle.id,
      vin: vehicle.vin,
      fileType,
      ticketHash: hashTicket(ticket),
      ticketExpiresAt: new Date(Date.now() + TICKET_MINUTES * 60_000),
      requestedBy: op.userId,
    })
    .returning();
  const failed = () =>
    db
      .update(terminalFiles)
      .set({ status: 'failed', ticketHash: null })
      .where(and(eq(terminalFiles.id, row!.id), eq(terminalFiles.status, 'requested')));
  commandsFor(ctx)
    .send(
      vehicle.vin,
      { type: 'control', commandId: TERMINAL_FILE_COMMAND_ID, hex: terminalFileHex(fileType, ticket) },
      { userId: op.userId },
    )
    .then(async (result) => {
      await db.update(terminalFiles).set({ checkId: result.checkId }).where(eq(terminalFiles.id, row!.id));
      if (result.status !== 'succeeded') await failed();
    })
    .catch(async (err) => {
      ctx.log.error({ err: String(err), vin: vehicle.vin }, 'terminal file: request failed');
      await failed();
    });
  return toFile(row!, null);
}

/**
 * The terminal's upload: the ticket names the request. The file is stored as an attachment of
 * the vehicle's tenant; a ticket that is unknown, used or expired is refused before anything is
 * stored.
 */
export async function receiveUpload(
  ctx: ServerContext,
  ticket: string,
  file: IncomingFile,
): Promise<{ id: number; fileName: string }> {
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(terminalFiles)
    .where(and(eq(terminalFiles.ticketHash, hashTicket(ticket)), eq(terminalFiles.status, 'requested')));
  if (!row || !row.ticketExpiresAt || row.ticketExpiresAt.getTime() < Date.now()) {
    file.stream.resume();
    throw new AppError(404, 'TERMINAL_FILE_TICKET');
  }
  const stored = await storeUpload(ctx, { tenantId: row.tenantId, userId: null }, file, {
    bizType: `TERMINAL_${row.fileType}`,
    imageOnly: false,
  });
  const [updated] = await db
    .update(terminalFiles)
    .set({
      status: 'uploaded',
      ticketHash: null,
      attachmentId: stored.id,
      fileName: stored.fileName,
      fileSize: stored.fileSize,
      uploadedAt: new Date(),
    })
    .where(and(eq(terminalFiles.id, row.id), eq(terminalFiles.status, 'requested')))
    .returning({ id: terminalFiles.id });
  if (!updated) {
    // a second upload with the same ticket lost the race: keep nothing of it
    await deleteAttachments(ctx, row.tenantId, [stored.id]);
    throw new AppError(404, 'TERMINAL_FILE_TICKET');
  }
  return { id: row.id, fileName: stored.fileName };
}

/** An uploaded file of the tenant. */
async function uploadedFile(
  ctx: ServerContext,
  tenantId: number,
  id: number,
): Promise<Row & { attachmentId: number }> {
  const [row] = await ctx.database.db
    .select()
    .from(terminalFiles)
    .where(
      and(eq(terminalFiles.id, id), eq(terminalFiles.tenantId, tenantId), isNull(terminalFiles.deletedAt)),
    );
  if (!row) throw notFound();
  if (row.status !== 'uploaded' || row.attachmentId == null) throw badRequest('TERMINAL_FILE_NOT_READY');
  return row as Row & { attachmentId: number };
}

/** readFile: the first 64 KB of a file as UTF-8 text (log and CAN files are text). */
export async function readFileContent(
  ctx: ServerContext,
  tenantId: number,
  id: number,
): Promise<TerminalFileContent> {
  const row = await uploadedFile(ctx, tenantId, id);
  const [attachment] = await ctx.database.db
    .select()
    .from(attachments)
    .where(eq(attachments.id, row.attachmentId));
  if (!attachment) throw notFound();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.storage.read(attachment.storageKey)) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.length;
    if (size >= TERMINAL_FILE_READ_BYTES) break;
  }
  const head = Buffer.concat(chunks).subarray(0, TERMINAL_FILE_READ_BYTES);
  return {
    id: row.id,
    fileName: row.fileName ?? attachment.fileName,
    content: head.toString('utf8'),
    truncated: attachment.fileSize > TERMINAL_FILE_READ_BYTES,
  };
}

/** downloadFile: the stored bytes as an attachment download. */
export async function downloadFile(ctx: ServerContext, reply: FastifyReply, tenantId: number, id: number) {
  const row = await uploadedFile(ctx, tenantId, id);
  return sendAttachment(ctx, reply, tenantId, row.attachmentId, 'attachment', 'no-store');
}

/** delete: the rows and their stored files; another tenant's ids are skipped. */
export async function deleteFiles(
  ctx: ServerContext,
  tenantId: number,
  ids: number[],
): Promise<{ deleted: number }> {
  const rows = await ctx.database.db
    .update(terminalFiles)
    .set({
      deletedAt: new Date(),
      ticketHash: null,
      status: sql`case when ${terminalFiles.status} = 'requested' then 'expired' else ${terminalFiles.status} end`,
    })
    .where(
      and(
        eq(terminalFiles.tenantId, tenantId),
        inArray(terminalFiles.id, ids),
        isNull(terminalFiles.deletedAt),
      ),
    )
    .returning({ attachmentId: terminalFiles.attachmentId });
  const attachmentIds = rows.map((r) => r.attachmentId).filter((id): id is number => id != null);
  if (attachmentIds.length) await deleteAttachments(ctx, tenantId, attachmentIds);
  return { deleted: rows.length };
}
