import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Attachment, Page } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { signFileLink } from '../../platform/files/links';
import { attachments } from '../../platform/files/schema';
import { claimsImage, isRasterImage, safeFileName, sniffType, storedType } from './sniff';

type Row = typeof attachments.$inferSelect;

export const toAttachment = (row: Row, secrets: Secrets): Attachment => ({
  id: row.id,
  fileKey: row.publicId,
  url: signFileLink(secrets, row.publicId),
  fileName: row.fileName,
  contentType: row.contentType,
  fileSize: row.fileSize,
  bizType: row.bizType,
  storageType: 'LOCAL',
  createTime: row.createdAt.getTime(),
});

export interface IncomingFile {
  fileName: string;
  mimetype: string;
  stream: Readable & { truncated?: boolean };
}

/**
 * Stores an upload: streamed to storage while hashing and keeping the first bytes, then checked
 * (size limit, an image must really be an image). A refused file leaves nothing behind.
 */
export async function storeUpload(
  ctx: ServerContext,
  owner: { tenantId: number; userId: number | null },
  file: IncomingFile,
  opts: { bizType: string; imageOnly: boolean },
): Promise<Attachment> {
  const fileName = safeFileName(file.fileName);
  const now = new Date();
  const key = `${owner.tenantId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await ctx.storage.write(key, file.stream.pipe(meter));
  const refuse = async (error: AppError) => {
    await ctx.storage.remove(key);
    throw error;
  };
  if (file.stream.truncated)
    await refuse(new AppError(413, 'FILE_TOO_LARGE', { max: ctx.config.UPLOAD_MAX_MB }));
  if (size === 0) await refuse(new AppError(400, 'FILE_REQUIRED'));
  const sniffed = sniffType(head);
  const wantsImage = opts.imageOnly || claimsImage(fileName, file.mimetype);
  if (wantsImage && !(sniffed && isRasterImage(sniffed))) await refuse(new AppError(400, 'FILE_TYPE'));
  const [row] = await ctx.database.db
    .insert(attachments)
    .values({
      publicId: randomBytes(16).toString('hex'),
      tenantId: owner.tenantId,
      fileName,
      contentType: storedType(fileName, sniffed),
      fileSize: size,
      storageKey: key,
      bizType: opts.bizType,
      sha256: hash.digest('hex'),
      uploaderId: owner.userId,
    })
    .returning();
  return toAttachment(row!, ctx.secrets);
}

export async function findAttachment(ctx: ServerContext, tenantId: number, id: number): Promise<Row> {
  const [row] = await ctx.database.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.tenantId, tenantId), isNull(attachments.deletedAt)));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

export async function pageAttachments(
  ctx: ServerContext,
  tenantId: number,
  q: { page: number; pageSize: number; fileName?: string },
): Promise<Page<Attachment>> {
  const db = ctx.database.db;
  const where = and(
    eq(attachments.tenantId, tenantId),
    isNull(attachments.deletedAt),
    q.fileName ? ilike(attachments.fileName, `%${q.fileName}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(where)
      .orderBy(desc(attachments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(attachments).where(where),
  ]);
  return { items: rows.map((row) => toAttachment(row, ctx.secrets)), total: total?.n ?? 0, current: q.page };
}

/** By its public id (what URLs carry), within a tenant or, for a signed link, any tenant. */
export async function findByPublicId(
  ctx: ServerContext,
  publicId: string,
  tenantId: number | null,
): Promise<Row> {
  const [row] = await ctx.database.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.publicId, publicId),
        tenantId == null ? undefined : eq(attachments.tenantId, tenantId),
        isNull(attachments.deletedAt),
      ),
    );
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/**
 * Deletes files of the caller's tenant. An id that is not a live file of the tenant (another
 * tenant's, deleted, never existed) answers 404 and deletes nothing, as reads do, instead of a
 * quiet {"deleted":0} that tells a prober nothing different but a client nothing at all.
 */
export async function deleteAttachmentsStrict(
  ctx: ServerContext,
  tenantId: number,
  ids: number[],
): Promise<number> {
  const wanted = [...new Set(ids)];
  const [found] = await ctx.database.db
    .select({ n: count() })
    .from(attachments)
    .where(
      and(eq(attachments.tenantId, tenantId), inArray(attachments.id, wanted), isNull(attachments.deletedAt)),
    );
  if ((found?.n ?? 0) !== wanted.length) throw new AppError(404, 'NOT_FOUND');
  return deleteAttachments(ctx, tenantId, wanted);
}

export async function deleteAttachments(
  ctx: ServerContext,
  tenantId: number,
  ids: number[],
): Promise<number> {
  const removed = await ctx.database.db
    .update(attachments)
    .set({ deletedAt: new Date() })
    .where(
      and(eq(attachments.tenantId, tenantId), inArray(attachments.id, ids), isNull(attachments.deletedAt)),
    )
    .returning({ key: attachments.storageKey });
  await Promise.all(removed.map((r) => ctx.storage.remove(r.key)));
  return removed.length;
}

/** Streams a stored file; raster images inline, everything else as a download, never sniffed by the browser. */
export async function sendAttachment(
  ctx: ServerContext,
  reply: FastifyReply,
  tenantId: number,
  id: number,
  disposition: 'inline' | 'attachment' = 'attachment',
  cache = 'private, max-age=60',
) {
  return sendRow(ctx, reply, await findAttachment(ctx, tenantId, id), disposition, cache);
}

export function sendRow(
  ctx: ServerContext,
  reply: FastifyReply,
  row: Row,
  disposition: 'inline' | 'attachment' = 'attachment',
  cache = 'private, max-age=60',
) {
  const inline = disposition === 'inline' || isRasterImage(row.contentType);
  const encoded = encodeURIComponent(row.fileName);
  return reply
    .type(row.contentType)
    .header('content-length', row.fileSize)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', cache)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    )
    .send(ctx.storage.read(row.storageKey));
}

/** Stores bytes the server itself produced (seed pictures, generated reports): no upload checks apply. */
export async function storeBytes(
  ctx: ServerContext,
  owner: { tenantId: number; userId: number | null },
  fileName: string,
  contentType: string,
  bytes: Buffer,
): Promise<Attachment> {
  const { Readable } = await import('node:stream');
  const key = `${owner.tenantId}/generated/${randomUUID()}`;
  await ctx.storage.write(key, Readable.from([bytes]));
  const [row] = await ctx.database.db
    .insert(attachments)
    .values({
      publicId: randomBytes(16).toString('hex'),
      tenantId: owner.tenantId,
      fileName: safeFileName(fileName),
      contentType,
      fileSize: bytes.length,
      storageKey: key,
      bizType: 'IOV',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploaderId: owner.userId,
    })
    .returning();
  return toAttachment(row!, ctx.secrets);
}
