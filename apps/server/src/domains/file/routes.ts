import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlatformApi, PlatformPermissions } from '@chelian/contracts';
import { authOf } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteAttachments, findAttachment, pageAttachments, sendAttachment, storeUpload, toAttachment, type IncomingFile } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Attachments of the caller's tenant (spec 000 section 7, file-svc). */
export function fileRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${PlatformApi.attachments}`;
  const tags = ['file'];

  r.post(`/api/${PlatformApi.upload}`, { config: { access: PlatformPermissions.attachmentUpload }, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
    const auth = authOf(req);
    if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
    const fields: Record<string, string> = {};
    let stored: Awaited<ReturnType<typeof storeUpload>> | null = null;
    for await (const part of req.parts({ limits: { fileSize: ctx.config.UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 20 } })) {
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
  });

  r.post(
    `${base}/page`,
    {
      config: { access: PlatformPermissions.attachmentView },
      schema: { tags, body: z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(1000).default(10), fileName: z.string().max(200).optional() }) },
    },
    (req) => pageAttachments(ctx, authOf(req).tenantId, req.body),
  );

  r.get(`${base}/:id`, { config: { access: 'session' }, schema: { tags, params: idParam } }, async (req) =>
    toAttachment(await findAttachment(ctx, authOf(req).tenantId, req.params.id)),
  );

  r.get(`${base}/:id/download`, { config: { access: 'session' }, schema: { tags, params: idParam } }, (req, reply) =>
    sendAttachment(ctx, reply, authOf(req).tenantId, req.params.id),
  );

  r.get(`${base}/download`, { config: { access: 'session' }, schema: { tags, querystring: z.object({ id: z.coerce.number().int().positive() }) } }, (req, reply) =>
    sendAttachment(ctx, reply, authOf(req).tenantId, req.query.id),
  );

  r.delete(
    base,
    { config: { access: PlatformPermissions.attachmentDelete }, schema: { tags, body: z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) }) } },
    async (req) => ({ deleted: await deleteAttachments(ctx, authOf(req).tenantId, req.body.ids) }),
  );
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
