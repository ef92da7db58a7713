import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HistoryExportTaskApi as Api,
  HistoryExportTaskPermissions as P,
  HistoryExportTaskRoutes,
  historyTaskDeleteBody,
  historyTaskFields,
  historyTaskPageBody,
} from '@chelian/contracts/history-export-tasks';
import { authOf } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { createTask, deleteTasks, taskContent, taskPage, taskVins, vinsOfFile } from './history-tasks';
import { signalTree } from './signals';

const tags = ['monitor'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** History export tasks of many vehicles (drive/historyExportTask). */
export function historyTaskRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: P.view, audit: false } as const;

  r.post(`/api/${Api.page}`, { config: read, schema: { tags, body: historyTaskPageBody } }, (req) =>
    taskPage(ctx, authOf(req).tenantId, req.body),
  );

  r.post(`/api/${Api.initMultiTree}`, { config: read, schema: { tags } }, (req) => signalTree(req.lang));

  r.post(
    `/api/${Api.create}`,
    { config: { access: P.create }, schema: { tags, consumes: ['multipart/form-data'] } },
    async (req) => {
      const auth = authOf(req);
      if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | null = null;
      for await (const part of req.parts({ limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (!file) {
          const bytes = await part.toBuffer();
          file = { name: part.filename, bytes };
        } else part.file.resume();
      }
      if (!file || file.bytes.length === 0) throw new AppError(400, 'FILE_REQUIRED');
      const parsed = historyTaskFields.safeParse(fields);
      if (!parsed.success)
        throw badRequest('VALIDATION', {
          detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        });
      // a file that cannot be read names no VINs; one refused for its size or shape says why
      const vins = await vinsOfFile(file.name, file.bytes).catch((err: unknown) => {
        if (err instanceof AppError && err.code !== 'IMPORT_BAD_FILE') throw err;
        return [];
      });
      return createTask(
        ctx,
        { tenantId: auth.tenantId, userId: auth.userId, lang: req.lang },
        parsed.data,
        vins,
      );
    },
  );

  r.post(
    `/api/${Api.deleteTask}`,
    { config: { access: P.delete }, schema: { tags, body: historyTaskDeleteBody } },
    (req) => deleteTasks(ctx, authOf(req).tenantId, req.body.ids),
  );

  r.post(
    `/api/${HistoryExportTaskRoutes.queryTaskVins}`,
    { config: read, schema: { tags, params: idParams } },
    (req) => taskVins(ctx, authOf(req).tenantId, req.params.id),
  );

  r.post(
    `/api/${HistoryExportTaskRoutes.getDataContent}`,
    { config: { access: P.create, audit: false }, schema: { tags, params: idParams } },
    (req, reply) => taskContent(ctx, reply, authOf(req).tenantId, req.params.id),
  );
}
