import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type Access } from '../../platform/access';
import type { ServerContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { callerOf, parsePage } from '../../engine/routes';
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

const ADJUST = '/api/vehicle-svc/vehicle/adjust/V1.0';
const ASSEMBLY = '/api/vehicle-svc/vehicle/assembly/V1.0';

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
  const post = (
    base: string,
    path: string,
    access: Access,
    handler: (req: FastifyRequest) => Promise<unknown>,
  ) => app.post(`${base}/${path}`, { config: { access }, schema: { tags: ['adjust'] } }, handler);

  // the task, its live step and its log
  post(ADJUST, 'detail', 'adjust/view', async (req) => {
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
  post(ADJUST, 'confirm', 'adjust/confirm', (req) => confirmAdjust(ctx, operatorOf(req), idOf(bodyOf(req))));
  post(ADJUST, 'finish', 'adjust/finish', (req) => finishAdjust(ctx, operatorOf(req), idOf(bodyOf(req))));
  post(ADJUST, 'cancel', 'adjust/cancel', (req) =>
    cancelAdjust(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).reason),
  );
  post(ADJUST, 'change/adjuster', 'adjust/changeAdjuster', (req) =>
    changeAdjuster(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).adjusterId),
  );
  post(ADJUST, 'adjust/log', 'adjust/view', async (req) =>
    vehicleAdjustLogResource.page(
      db,
      await callerOf(db, req),
      parsePage(
        vehicleAdjustLogResource.spec,
        { ...bodyOf(req), ...(bodyOf(req).id !== undefined ? { adjustId: idOf(bodyOf(req)) } : {}) },
        req.lang,
      ),
    ),
  );

  // the steps screen
  app.post(
    `${ADJUST}/:vin/step`,
    {
      config: { access: 'adjustSteps/view' },
      schema: { tags: ['adjust'], params: z.object({ vin: z.string().min(1).max(17) }) },
    },
    (req) => adjustOfVin(ctx, operatorOf(req), (req.params as { vin: string }).vin),
  );
  post(ADJUST, 'steping', 'adjustSteps/view', (req) => adjustState(ctx, operatorOf(req), idOf(bodyOf(req))));
  post(ADJUST, 'step/lock/log', 'adjustSteps/view', (req) =>
    stepLockLog(ctx, operatorOf(req), idOf(bodyOf(req))),
  );
  post(ADJUST, 'confirm/next', 'adjustSteps/update', (req) =>
    nextStep(ctx, operatorOf(req), idOf(bodyOf(req))),
  );
  post(ADJUST, 'step/previous', 'adjustSteps/update', (req) =>
    previousStep(ctx, operatorOf(req), idOf(bodyOf(req))),
  );
  post(ADJUST, 'step/lock', 'adjustSteps/update', (req) =>
    stepLock(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req).action),
  );
  post(ADJUST, 'step/gb4', 'adjustSteps/update', (req) => stepGb4(ctx, operatorOf(req), idOf(bodyOf(req))));
  post(ADJUST, 'step/customer', 'adjustSteps/update', (req) =>
    stepCustomer(ctx, operatorOf(req), idOf(bodyOf(req)), bodyOf(req)),
  );
  post(ADJUST, 'step/finish', 'adjustSteps/update', (req) =>
    finishAdjust(ctx, operatorOf(req), idOf(bodyOf(req))),
  );

  // assembly beyond the engine's calls
  post(ASSEMBLY, 'detail', 'assembly/view', async (req) =>
    assemblyDetail(db, await callerOf(db, req), idOf(bodyOf(req))),
  );
  post(ASSEMBLY, 'preview', 'assembly/view', async (req) =>
    previewAssembly(db, await callerOf(db, req), { ...bodyOf(req), id: idOf(bodyOf(req)) }),
  );
  post(ASSEMBLY, 'finish', 'assembly/finish', async (req) =>
    finishAssembly(db, await callerOf(db, req), idOf(bodyOf(req))),
  );
  // finishing and handing the vehicle to an adjuster also needs the right to create adjust tasks
  post(ASSEMBLY, 'finish/adjust', 'assembly/finish', async (req) => {
    const caller = await callerOf(db, req);
    if (!caller.can('adjust/create')) throw forbidden('adjust/create');
    return finishAssembly(db, caller, idOf(bodyOf(req)), bodyOf(req).adjusterId ?? null);
  });
  post(ASSEMBLY, 'change/assembly', 'assembly/update', async (req) =>
    changeAssembly(
      db,
      await callerOf(db, req),
      idOf(bodyOf(req)),
      bodyOf(req).terminalCode,
      bodyOf(req).remark,
    ),
  );
  post(ASSEMBLY, 'reassembly', 'assembly/reassembly', async (req) =>
    reassemble(db, await callerOf(db, req), idOf(bodyOf(req)), bodyOf(req).terminalCode, bodyOf(req).remark),
  );
  post(ASSEMBLY, 'assembly/log', 'assembly/view', async (req) =>
    vehicleAssemblyLogResource.page(
      db,
      await callerOf(db, req),
      parsePage(
        vehicleAssemblyLogResource.spec,
        { ...bodyOf(req), ...(bodyOf(req).id !== undefined ? { assemblyId: idOf(bodyOf(req)) } : {}) },
        req.lang,
      ),
    ),
  );
  app.get(
    `${ASSEMBLY}/terminal/:terminalCode`,
    {
      config: { access: 'assembly/view' },
      schema: { tags: ['adjust'], params: z.object({ terminalCode: z.string().min(1).max(64) }) },
    },
    async (req) => {
      const { id: _id, ...terminal } = await lookupTerminal(
        db,
        await callerOf(db, req),
        (req.params as { terminalCode: string }).terminalCode,
      );
      return terminal;
    },
  );
}
