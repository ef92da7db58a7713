import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { QB_PARAM_CALLS as C, qbTaskVehicleSpec } from '@chelian/contracts/resources/control/qbParams';
import { paramDef } from '@chelian/contracts/terminalParams';
import { qbVehicleExportText } from '@chelian/contracts/qbLink';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { attachmentHeader } from '../../engine/excel';
import { errorWorkbook, lockImportTemplate, readVins } from './lock-import';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { callerOf, servePage } from '../../engine/routes';
import { storedParams } from './params';
import {
  addQbVehicles,
  deleteQbVehicles,
  importQbVehicles,
  qbParamList,
  qbTasksOfVehicle,
  readParamInput,
  startQbTask,
  stopQbTask,
  unlinkedQbVehicles,
  watchQbOutcomes,
} from './qb';
import { sendLinkParams, simpleWorkbook } from './qb-link';
import { CONTROL_DICTIONARIES } from './dictionaries';
import { qbLinkParamHistoryResource, qbLinkParamResource, qbTaskResource } from './resources';
import { controlVehicle } from './service';

/**
 * QB (enterprise) parameter tasks (vehicle enterprise params). The task list and a task's vehicles are the qbTask and
 * qbTaskVehicle resources, their console names legacy routes (legacy-routes.ts); these are the task's own actions.
 */
export function qbRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  watchQbOutcomes(ctx);
  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const operator = (req: FastifyRequest) => ({ auth: authOf(req), ip: req.ip, lang: req.lang });
  const tags = ['qbParams'];
  const pageOf = (b: Record<string, unknown>) => ({
    page: Math.max(1, Number(b.page ?? b.current ?? 1) || 1),
    size: Math.min(100, Math.max(1, Number(b.pageSize ?? b.size ?? 10) || 10)),
  });

  app.route({
    ...served(C.task),
    schema: { tags },
    handler: async (req) => qbTaskResource.find(db, await callerOf(db, req), Number(body(req).id)),
  });
  app.route({
    ...served(C.start),
    schema: { tags },
    handler: (req) => startQbTask(ctx, operator(req), body(req).id),
  });
  app.route({
    ...served(C.stop),
    schema: { tags },
    handler: (req) => stopQbTask(ctx, operator(req), body(req).id),
  });
  app.route({
    ...served(C.params),
    schema: { tags },
    handler: (req) => qbParamList(req.lang),
  });

  // a task's list, its vehicles (task progress) and their export, create and edit are legacy routes of the engine's calls
  app.route({
    ...served(C.addVehicle),
    schema: { tags },
    handler: (req) => addQbVehicles(ctx, operator(req), body(req).taskId, body(req).vins ?? body(req).vin),
  });
  // the task's vehicles from an xlsx (the template's VIN column); refusals answer the error report (an import answer that is not JSON is the report)
  app.route({
    ...served(C.importVehicleTemplate),
    schema: { tags },
    handler: async (req, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(qbTaskVehicleSpec.title[req.lang]))
        .send(await lockImportTemplate(req.lang)),
  });
  app.route({
    ...served(C.importVehicle),
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
      let buffer: Buffer | null = null;
      let taskId: unknown = (req.query as { taskId?: unknown } | undefined)?.taskId;
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (!buffer) buffer = await part.toBuffer();
          else part.file.resume();
        } else if (part.fieldname === 'taskId') taskId = part.value;
      }
      if (!buffer) throw new AppError(400, 'FILE_REQUIRED');
      const result = await importQbVehicles(ctx, operator(req), taskId, await readVins(buffer));
      if (!result.errors) return result;
      const title = qbTaskVehicleSpec.title[req.lang];
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          attachmentHeader(`${title}_${translate(req.lang, 'IMPORT_ERRORS_FILE')}`),
        )
        .header('x-import-errors', String(result.errors.length))
        .send(await errorWorkbook(title, result.errors, req.lang));
    },
  });
  app.route({
    ...served(C.deleteVehicle),
    schema: { tags },
    handler: (req) => deleteQbVehicles(ctx, authOf(req).tenantId, body(req).ids),
  });
  app.route({
    ...served(C.addableVehicles),
    schema: { tags },
    handler: (req) => {
      const b = body(req);
      const { page, size } = pageOf(b);
      return unlinkedQbVehicles(
        ctx,
        authOf(req).tenantId,
        b.taskId,
        typeof b.vin === 'string' ? b.vin.trim() : '',
        page,
        size,
      );
    },
  });
  // one vehicle: the tasks it is in with their outcome, and its parameters as last read or set
  app.route({
    ...served(C.vehicleTasks),
    schema: { tags },
    handler: async (req) => {
      const vehicle = await controlVehicle(ctx, authOf(req).tenantId, String(body(req).vin ?? ''));
      return { vin: vehicle.vin, items: await qbTasksOfVehicle(ctx, authOf(req).tenantId, vehicle.id) };
    },
  });
  app.route({
    ...served(C.vehicleParams),
    schema: { tags },
    handler: (req) => storedParams(ctx, authOf(req).tenantId, String(body(req).vin ?? '')),
  });
  const xlsx = (reply: FastifyReply, title: string, book: Buffer) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(title))
      .send(book);
  const when = (ms: number | null) =>
    ms === null ? '' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
  app.route({
    ...served(C.vehicleTasksExport),
    schema: { tags },
    handler: async (req, reply) => {
      const vehicle = await controlVehicle(ctx, authOf(req).tenantId, String(body(req).vin ?? ''));
      const items = await qbTasksOfVehicle(ctx, authOf(req).tenantId, vehicle.id);
      const T = qbVehicleExportText;
      const label = (dict: string, code: string | null) =>
        code === null
          ? ''
          : (CONTROL_DICTIONARIES.find((d) => d.code === dict)?.items.find(([c]) => c === code)?.[1][
              req.lang
            ] ?? code);
      const rows = items.map((i) => [
        i.name,
        i.params,
        label('qbTaskStatus', i.taskStatus),
        label('commandStatus', i.status),
        i.statusCode ?? '',
        when(i.sentAt),
      ]);
      return xlsx(
        reply,
        `${T.tasksTitle[req.lang]}_${vehicle.vin}`,
        await simpleWorkbook(
          [T.task, T.params, T.taskStatus, T.status, T.statusCode, T.sentAt],
          rows,
          req.lang,
        ),
      );
    },
  });
  app.route({
    ...served(C.vehicleParamsExport),
    schema: { tags },
    handler: async (req, reply) => {
      const stored = await storedParams(ctx, authOf(req).tenantId, String(body(req).vin ?? ''));
      const T = qbVehicleExportText;
      const rows = stored.params.map((p) => [
        `0x${p.id.toString(16).padStart(2, '0').toUpperCase()}`,
        paramDef(p.id)?.label[req.lang] ?? p.key,
        p.value,
        when(p.updatedAt),
      ]);
      return xlsx(
        reply,
        `${T.paramsTitle[req.lang]}_${stored.vin}`,
        await simpleWorkbook([T.paramId, T.param, T.value, T.updatedAt], rows, req.lang),
      );
    },
  });

  // QB link parameters of each vehicle (list), every set sent (historyList), and the setting
  servePage(app, db, C.linkParams, qbLinkParamResource, { tags });
  servePage(app, db, C.linkParamHistory, qbLinkParamHistoryResource, { tags });
  app.route({
    ...served(C.linkSetting),
    schema: { tags },
    handler: (req) =>
      sendLinkParams(ctx, operator(req), body(req), readParamInput(body(req).params, req.lang)),
  });
}
