import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TERMINAL_FILE_CALLS as C,
  terminalFileDeleteBody,
  terminalFileIdBody,
  terminalFileReadBody,
  terminalFileSearchBody,
} from '@chelian/contracts/terminal-files';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { readerOf } from './routes';
import { vehicleWithTerminal } from './single-vehicle';
import {
  deleteFiles,
  downloadFile,
  readFileContent,
  receiveUpload,
  requestFile,
  searchFiles,
} from './terminal-files';

const tags = ['monitor'];

/** Terminal files of the single-vehicle file upload tab, and the terminals' upload address. */
export function terminalFileRoutes(app: FastifyInstance, ctx: ServerContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  /** reads: no business-log row */
  const quiet = { audit: false } as const;

  r.route({
    ...served(C.search, quiet),
    schema: { tags, body: terminalFileSearchBody },
    handler: async (req) => {
      const tenantId = authOf(req).tenantId;
      const { row } = await vehicleWithTerminal(db, tenantId, req.body.vin, readerOf(req));
      return searchFiles(ctx, tenantId, row.id, req.body);
    },
  });

  r.route({
    ...served(C.read),
    schema: { tags, body: terminalFileReadBody },
    handler: async (req) => {
      const auth = authOf(req);
      const { row } = await vehicleWithTerminal(db, auth.tenantId, req.body.vin, readerOf(req));
      return requestFile(
        ctx,
        { tenantId: auth.tenantId, userId: auth.userId },
        { id: row.id, vin: row.vin, online: row.onlineStatus === 1 },
        req.body.fileType,
      );
    },
  });

  r.route({
    ...served(C.readFile, quiet),
    schema: { tags, body: terminalFileIdBody },
    handler: (req) => readFileContent(ctx, authOf(req).tenantId, req.body.id),
  });

  r.route({
    ...served(C.downloadFile, quiet),
    schema: { tags, body: terminalFileIdBody },
    handler: (req, reply) => downloadFile(ctx, reply, authOf(req).tenantId, req.body.id),
  });

  r.route({
    ...served(C.delete),
    schema: { tags, body: terminalFileDeleteBody },
    handler: (req) => deleteFiles(ctx, authOf(req).tenantId, req.body.ids),
  });

  // the terminal's side: no session, the one-time ticket of the request is the credential
  r.route({
    ...served(C.upload, quiet),
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      params: z.object({ ticket: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
      const part = await req.file({ limits: { fileSize: ctx.config.UPLOAD_MAX_MB * 1024 * 1024, files: 1 } });
      if (!part) throw new AppError(400, 'FILE_REQUIRED');
      return receiveUpload(ctx, req.params.ticket, {
        fileName: part.filename,
        mimetype: part.mimetype,
        stream: part.file,
      });
    },
  });
}
