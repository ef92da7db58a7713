import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallSpec } from '@chelian/contracts/call';
import { ADJUST_CALLS as C } from '@chelian/contracts/adjust';
import { authOf, served } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { callerOf, parsePage, servePage } from '../../engine/routes';
import type { Operator } from '../control';
import {
  adjustOfVin,
  adjustState,
  adjustTask,
  cancelAdjust,
  changeAdjuster,
  confirmAdjust,
  finishAdjust,
  nextStep,
  previousStep,
  stepCustomer,
  stepGb4,
  stepLock,
  stepLockLog,
} from './adjust';
import {
  assemblyDetail,
  changeAssembly,
  finishAssembly,
  lookupTerminal,
  previewAssembly,
  reassemble,
} from './assembly';
import { vehicleAdjustLogResource, vehicleAdjustResource, vehicleAssemblyLogResource } from './resources';

type Body = Record<string, unknown>;
const bodyOf = (req: FastifyRequest): Body =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};
/** Ids arrive as numbers or digit strings; anything else is refused by the service with its own message. */
const idOf = (body: Body): unknown =>
  typeof body.id === 'string' && /^\d{1,15}$/.test(body.id) ? Number(body.id) : body.id;
const operatorOf = (req: FastifyRequest): Operator => ({ auth: authOf(req), ip: req.ip, lang: req.lang });

/** Vehicle adjust and its steps, and assembly (`<vehicleAdjust>` and `<assembly>` calls); the lists are engine resources. */
export function adjustRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;
  const route = (call: CallSpec, handler: (req: FastifyRequest) => Promise<unknown>) =>
    app.route({ ...served(call), schema: { tags: ['adjust'] }, handler });

  // the task, its live step and its log
  route(C.detail, async (req) => {
    const op = operatorOf(req);
    const task = await adjustTask(ctx, op.auth.tenantId, idOf(bodyOf(req)));
    const caller = await callerOf(db, req);
    const logs = await vehicleAdjustLogResource.page(
      db,
      caller,
      parsePage(vehicleAdjustLogResource.spec, { adjustId: task.id, pageSize: 100 }, req.lang),
    );
    return {
      ...(await vehicleAdjustResource.find(db, caller, task.id)),
      state: await adjustState(ctx, op, task.id),
      logs: logs.items,
    };
  });
  route(C.confirm, (req) => confirmAdjust(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.finish, (req) => finishAdjust(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.cancel, (req) => cancelAdjust(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).reason));
  route(C.changeAdjuster, (req) =>
    changeAdjuster(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).adjusterId),
  );
  servePage(app, db, C.log, vehicleAdjustLogResource, {
    tags: ['adjust'],
    body: (req) => ({
      ...bodyOf(req),
      ...(bodyOf(req).id !== undefined ? { adjustId: idOf(bodyOf(req)) } : {}),
    }),
  });

  // the steps screen
  app.route({
    ...served(C.stepOfVin),
    schema: { tags: ['adjust'], params: z.object({ vin: z.string().min(1).max(17) }) },
    handler: (req) => adjustOfVin(ctx, operatorOf(req), (req.params as { vin: string }).vin),
  });
  route(C.stepState, (req) => adjustState(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.stepLockLog, (req) => stepLockLog(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.next, (req) => nextStep(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.previous, (req) => previousStep(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.stepLock, (req) => stepLock(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).action));
  route(C.stepGb4, (req) => stepGb4(ctx, operatorOf(req), idOf(bodyOf(req))));
  route(C.stepCustomer, (req) => stepCustomer(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req)));
  route(C.stepFinish, (req) => finishAdjust(ctx, operatorOf(req), idOf(bodyOf(req))));

  // assembly beyond the engine's calls
  route(C.assemblyDetail, async (req) => assemblyDetail(db, await callerOf(db, req), idOf(bodyOf(req))));
  route(C.assemblyPreview, async (req) =>
    previewAssembly(db, await callerOf(db, req), { ...bodyOf(req), id: idOf(bodyOf(req)) }),
  );
  route(C.assemblyFinish, async (req) => finishAssembly(db, await callerOf(db, req), idOf(bodyOf(req))));
  // finishing and handing the vehicle to an adjuster also needs the right to create adjust tasks
  route(C.finishToAdjust, async (req) => {
    const caller = await callerOf(db, req);
    if (!caller.can('adjust/create')) throw forbidden('adjust/create');
    return finishAssembly(db, caller, idOf(bodyOf(req)), bodyOf(req).adjusterId ?? null);
  });
  route(C.changeAssembly, async (req) =>
    changeAssembly(
      db,
      await callerOf(db, req),
      idOf(bodyOf(req)),
      bodyOf(req).terminalCode,
      bodyOf(req).remark,
    ),
  );
  route(C.reassembly, async (req) =>
    reassemble(db, await callerOf(db, req), idOf(bodyOf(req)), bodyOf(req).terminalCode, bodyOf(req).remark),
  );
  servePage(app, db, C.assemblyLog, vehicleAssemblyLogResource, {
    tags: ['adjust'],
    body: (req) => ({
      ...bodyOf(req),
      ...(bodyOf(req).id !== undefined ? { assemblyId: idOf(bodyOf(req)) } : {}),
    }),
  });
  app.route({
    ...served(C.assemblyTerminal),
    schema: { tags: ['adjust'], params: z.object({ terminalCode: z.string().min(1).max(64) }) },
    handler: async (req) => {
      const { id: _id, ...terminal } = await lookupTerminal(
        db,
        await callerOf(db, req),
        (req.params as { terminalCode: string }).terminalCode,
      );
      return terminal;
    },
  });
}
