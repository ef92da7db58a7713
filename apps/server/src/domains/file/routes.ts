import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_CALLS as C, PlatformPermissions } from '@chelian/contracts';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError, forbidden, unauthorized } from '../../platform/errors';
import { PUBLIC_ID, verifyFileLink } from '../../platform/files/links';
import {
  deleteAttachmentsStrict,
  findByPublicId,
  pageAttachments,
  sendRow,
  storeUpload,
  toAttachment,
  type IncomingFile,
} from './service';

/** A file in a URL is named by its public id (32 hex digits); a serial id, which can be counted, fails the schema (400). */
const publicId = z.string().regex(PUBLIC_ID, 'file key');
const idParam = z.object({ id: publicId });
const linkQuery = {
  expires: z.string().max(20).optional(),
  signature: z.string().max(64).optional(),
  'Client-Id': z.string().max(32).optional(),
};

/** Attachments of the caller's tenant, under file-svc. */
export function fileRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['file'];

  r.route({
    ...served(C.upload),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => {
      const auth = authOf(req);
      if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
      const fields: Record<string, string> = {};
      let stored: Awaited<ReturnType<typeof storeUpload>> | null = null;
      for await (const part of req.parts({
        limits: { fileSize: ctx.config.UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 20 },
      })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (stored) {
          part.file.resume();
          continue;
        }
        const params = parseParams(fields.params);
        const file: IncomingFile = { fileName: part.filename, mimetype: part.mimetype, stream: part.file };
        stored = await storeUpload(ctx, { tenantId: auth.tenantId, userId: auth.userId }, file, {
          bizType: (fields.bizType ?? 'IOV').slice(0, 32),
          imageOnly: params.image === true || fields.image === 'true',
        });
      }
      if (!stored) throw new AppError(400, 'FILE_REQUIRED');
      return stored;
    },
  });

  r.route({
    ...served(C.attachmentPage),
    schema: {
      tags,
      body: z.object({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(1000).default(10),
        fileName: z.string().max(200).optional(),
      }),
    },
    handler: (req) => pageAttachments(ctx, authOf(req).tenantId, req.body),
  });

  r.route({
    ...served(C.attachment),
    schema: { tags, params: idParam },
    handler: async (req) =>
      toAttachment(await findByPublicId(ctx, req.params.id, authOf(req).tenantId), ctx.secrets),
  });

  /**
   * A download needs either a signed link (handed out in the answer that listed the file, so it
   * carries the permission of the record the file belongs to) or a session holding the attachment
   * screen's permission. The route is declared public because a link works without a session.
   */
  const download = async (
    req: FastifyRequest,
    id: string,
    link: { expires?: string; signature?: string },
  ) => {
    if (verifyFileLink(ctx.secrets, id, link.expires, link.signature)) return findByPublicId(ctx, id, null);
    if (!req.auth) throw unauthorized();
    if (!req.auth.permissions.has(PlatformPermissions.attachmentView))
      throw forbidden(PlatformPermissions.attachmentView);
    return findByPublicId(ctx, id, req.auth.tenantId);
  };

  r.route({
    ...served(C.attachmentDownload),
    schema: { tags, params: idParam, querystring: z.object(linkQuery) },
    handler: async (req, reply) => sendRow(ctx, reply, await download(req, req.params.id, req.query)),
  });

  r.route({
    ...served(C.attachmentDownloadById),
    schema: { tags, querystring: z.object({ id: publicId, ...linkQuery }) },
    handler: async (req, reply) => sendRow(ctx, reply, await download(req, req.query.id, req.query)),
  });

  r.route({
    ...served(C.attachmentDelete),
    schema: { tags, body: z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) }) },
    handler: async (req) => ({
      deleted: await deleteAttachmentsStrict(ctx, authOf(req).tenantId, req.body.ids),
    }),
  });
}

function parseParams(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
