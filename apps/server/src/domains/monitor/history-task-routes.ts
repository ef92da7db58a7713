import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HISTORY_TASK_CALLS as C,
  historyTaskDeleteBody,
  historyTaskFields,
  historyTaskPageBody,
} from '@chelian/contracts/history-export-tasks';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { createTask, deleteTasks, taskContent, taskPage, taskVins, vinsOfFile } from './history-tasks';
import { signalTree } from './signals';

const tags = ['monitor'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** History export tasks of many vehicles (drive/historyExportTask). */
export function historyTaskRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** reads: no business-log row */
  const quiet = { audit: false } as const;

  r.route({
    ...served(C.page, quiet),
    schema: { tags, body: historyTaskPageBody },
    handler: (req) => taskPage(ctx, authOf(req).tenantId, req.body, req.lang),
  });

  r.route({
    ...served(C.initMultiTree, quiet),
    schema: { tags },
    handler: (req) => signalTree(req.lang),
  });

  r.route({
    ...served(C.create),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => {
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
  });

  r.route({
    ...served(C.deleteTask),
    schema: { tags, body: historyTaskDeleteBody },
    handler: (req) => deleteTasks(ctx, authOf(req).tenantId, req.body.ids),
  });

  r.route({
    ...served(C.queryTaskVins, quiet),
    schema: { tags, params: idParams },
    handler: (req) => taskVins(ctx, authOf(req).tenantId, req.params.id),
  });

  r.route({
    ...served(C.getDataContent, quiet),
    schema: { tags, params: idParams },
    handler: (req, reply) => taskContent(ctx, reply, authOf(req).tenantId, req.params.id),
  });
}
