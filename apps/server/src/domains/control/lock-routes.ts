import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { LOCK_CALLS as C, LOCK_COMMANDS, LOCK_IMPORT_TEXT, lockCommandCall } from '@chelian/contracts/lock';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { translate } from '../../platform/messages';
import { servePage, uploadedFile } from '../../engine/routes';
import { attachmentHeader } from '../../engine/excel';
import {
  addLockVehicles,
  cancelLockCommand,
  lockItems,
  removeLockVehicles,
  sendLock,
  setLockFlag,
  unmanagedVehicles,
} from './lock';
import { importLockVehicles, lockImportErrorReport, lockImportTemplate } from './lock-import';
import { lockLogResource } from './resources';

/** Lock management and speed limits; the list pages are the lockVehicle and lockLog resources. */
export async function lockRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const tenant = (req: FastifyRequest) => authOf(req).tenantId;
  // the history lists the commands the vehicles carried out, whatever state the filters ask for
  const succeeded = (req: FastifyRequest) => ({ ...body(req), state: 'succeeded' });

  app.route({
    ...served(C.addVehicle),
    schema: { tags: ['lock'] },
    handler: (req) => addLockVehicles(ctx, tenant(req), body(req).vins ?? body(req).vin),
  });
  app.route({
    ...served(C.removeVehicle),
    schema: { tags: ['lock'] },
    handler: (req) => removeLockVehicles(ctx, tenant(req), body(req).ids),
  });
  const flags = [
    [C.enableLock, 'lockEnabled', true],
    [C.disableLock, 'lockEnabled', false],
    [C.enableBoxCtrl, 'boxCtrlEnabled', true],
    [C.disableBoxCtrl, 'boxCtrlEnabled', false],
  ] as const;
  for (const [call, flag, on] of flags)
    app.route({
      ...served(call),
      schema: { tags: ['lock'] },
      handler: (req) => setLockFlag(ctx, tenant(req), body(req).ids, flag, on),
    });
  for (const cmd of LOCK_COMMANDS)
    app.route({
      ...served(lockCommandCall(cmd)),
      schema: { tags: ['lock'] },
      handler: (req) => sendLock(ctx, { auth: authOf(req), ip: req.ip, lang: req.lang }, cmd, body(req)),
    });

  // import of vehicles into lock management: template, file, error report (spec: import variants, errors/excel)
  const xlsx = (reply: FastifyReply, title: string, buffer: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(buffer);
  app.route({
    ...served(C.importTemplate),
    schema: { tags: ['lock'] },
    handler: async (req, reply) =>
      xlsx(reply, LOCK_IMPORT_TEXT.title[req.lang], await lockImportTemplate(req.lang)),
  });
  app.route({
    ...served(C.importVehicle),
    schema: { tags: ['lock'], consumes: ['multipart/form-data'] },
    handler: async (req) => {
      return importLockVehicles(
        ctx,
        { auth: authOf(req), ip: req.ip, lang: req.lang },
        await uploadedFile(req),
      );
    },
  });
  app.route({
    ...served(C.importErrors),
    schema: { tags: ['lock'] },
    handler: async (req, reply) =>
      xlsx(
        reply,
        `${LOCK_IMPORT_TEXT.title[req.lang]}_${translate(req.lang, 'IMPORT_ERRORS_FILE')}`,
        await lockImportErrorReport(ctx, tenant(req), String(body(req).id ?? ''), req.lang),
      ),
  });
  // lock history export: the commands the vehicles carried out (the lock list and log exports are the engine's)
  servePage(app, db, C.historyExport, lockLogResource, { tags: ['lock'], body: succeeded, export: true });

  app.route({
    ...served(C.lockItems),
    schema: { tags: ['lock'], params: z.object({ vin: z.string().min(1).max(17) }) },
    handler: (req) =>
      lockItems(ctx, { tenantId: tenant(req), lang: req.lang }, (req.params as { vin: string }).vin),
  });
  // lock history: the commands the vehicles carried out
  servePage(app, db, C.history, lockLogResource, { tags: ['lock'], body: succeeded });
  // vehicles that can still be added to lock management
  app.route({
    ...served(C.addableVehicles),
    schema: { tags: ['lock'] },
    handler: (req) => {
      const b = body(req);
      const page = Math.max(1, Number(b.page ?? b.current ?? 1) || 1);
      const size = Math.min(100, Math.max(1, Number(b.pageSize ?? b.size ?? 10) || 10));
      return unmanagedVehicles(ctx, tenant(req), typeof b.vin === 'string' ? b.vin.trim() : '', page, size);
    },
  });

  // cancelCmd is form-encoded, as the console sends it
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, text, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof text === 'string' ? text : text.toString('utf8'))),
        );
      },
    );
    form.route({
      ...served(C.cancelCmd),
      schema: { tags: ['lock'] },
      handler: (req) => cancelLockCommand(ctx, tenant(req), String(body(req).checkId ?? '')),
    });
  });
}
