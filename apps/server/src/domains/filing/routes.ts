import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { FILING_STANDARDS, type FilingPlatformInfo, type FilingSubject } from '@chelian/contracts';
import { FILING_CALLS as C } from '@chelian/contracts/filing';
import { served } from '../../platform/access';
import { logAs } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import { callerOf, type EngineContext } from '../../engine/routes';
import type { Caller } from '../../engine/types';
import { FilingService, scheduleFilingJob } from './service';
import { filings } from './schema';
import { subjectColumn } from './subjects';
import { sandboxPlatform } from './sandbox-platform';
import { httpPlatform } from './http-platform';
import type { FilingPlatformClient } from './platform-client';
import type { Config } from '../../config';

/** The permission modules of each subject's screens: the general one and one per standard. */
const MODULES: Record<FilingSubject, { all?: string; GB4?: string; GB6?: string }> = {
  CHIP_MODEL: { all: 'chipModelFiling', GB4: 'chipModelFilingGb4', GB6: 'chipModelFilingGb6' },
  TBOX_MODEL: { all: 'terminalModelFiling', GB4: 'terminalModelFilingGb4', GB6: 'terminalModelFilingGb6' },
  VEHICLE_MODEL: { all: 'modelFiling', GB4: 'modelFilingGb4', GB6: 'modelFilingGb6' },
  VEHICLE: { all: 'vehicleFiling' },
};

/** A filing call is allowed through the general screen's permission or the one of the row's standard. */
function allowed(caller: Caller, subject: FilingSubject, standard: string, action: string): boolean {
  const modules = MODULES[subject];
  const candidates = [modules.all, modules[standard as 'GB4' | 'GB6']].filter(Boolean) as string[];
  return candidates.some((m) => caller.can(`${m}/${action}`));
}

/**
 * Before any row is read: a caller with the action on none of the subject's screens is refused
 * (403) whatever the id. After that a row the caller may not act on answers 404 like a row of
 * another tenant, so the answer never tells which ids exist elsewhere or under another standard.
 */
function assertAnyAllowed(caller: Caller, subject: FilingSubject, action: string) {
  const modules = MODULES[subject];
  const all = [modules.all, modules.GB4, modules.GB6].filter(Boolean) as string[];
  if (!all.some((m) => caller.can(`${m}/${action}`))) throw forbidden(`${all[0]}/${action}`);
}

const standardsVisible = (caller: Caller, subject: FilingSubject) =>
  FILING_STANDARDS.filter((s) => {
    const m = MODULES[subject];
    return [m.all, m[s]].some((x) => x && caller.can(`${x}/view`));
  });

/** The configured national platform: a real one when its URL is set, the sandbox otherwise. */
export function platformFromConfig(config: Config): FilingPlatformClient {
  if (!config.FILING_PLATFORM_URL) return sandboxPlatform(config.FILING_SANDBOX_REVIEW_SECONDS);
  return httpPlatform({
    url: config.FILING_PLATFORM_URL,
    account: config.FILING_PLATFORM_ACCOUNT,
    secret: config.FILING_PLATFORM_SECRET,
    timeoutSeconds: config.FILING_PLATFORM_TIMEOUT_SECONDS,
  });
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const idsBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(200) });
const standardQuery = z.object({ standard: z.enum(FILING_STANDARDS).optional() });

/**
 * The filing calls (identifier query, register, register query) for chip
 * models and terminal models under terminal-svc, vehicle models and vehicles under vehicle-svc.
 * The screens' lists and forms come from the engine (resources.ts).
 */
export function filingRoutes(
  app: FastifyInstance,
  engine: EngineContext,
  platform = platformFromConfig(engine.server.config),
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = engine.db;
  const service = new FilingService(db, platform, engine.server.bus);
  const tags = ['filing'];

  const load = async (req: FastifyRequest, subject: FilingSubject, id: number, action: string) => {
    const caller = await callerOf(db, req);
    assertAnyAllowed(caller, subject, action);
    logAs(req, `${MODULES[subject].all}/${action}`);
    const row = await service.get(caller.tenantId, subject, id);
    if (!allowed(caller, subject, row.standard, action)) throw notFound();
    return { caller, row };
  };
  const loadMany = async (req: FastifyRequest, subject: FilingSubject, ids: number[], action: string) => {
    const caller = await callerOf(db, req);
    assertAnyAllowed(caller, subject, action);
    logAs(req, `${MODULES[subject].all}/${action}`);
    const rows = await db
      .select()
      .from(filings)
      .where(
        and(
          inArray(filings.id, ids),
          eq(filings.tenantId, caller.tenantId),
          eq(filings.subjectType, subject),
        ),
      );
    if (rows.length !== new Set(ids).size) throw notFound();
    if (rows.some((row) => !allowed(caller, subject, row.standard, action))) throw notFound();
    return { caller, rows };
  };
  const view = (row: typeof filings.$inferSelect) => ({
    id: row.id,
    subjectId: row.subjectId,
    standard: row.standard,
    status: row.status,
    identifier: row.identifier,
    requestNo: row.requestNo,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.getTime() ?? null,
    auditedAt: row.auditedAt?.getTime() ?? null,
  });

  /** Which platform answers: the console labels the sandbox on every filing screen. */
  r.route({
    ...served(C.platform),
    schema: { tags },
    handler: (): FilingPlatformInfo => ({
      kind: platform.kind,
      reviewSeconds: platform.reviewSeconds,
    }),
  });

  // chip models and terminal models: the same shapes under two paths
  for (const [subject, calls] of [
    [
      'CHIP_MODEL',
      {
        identifiers: C.chipModelIdentifiers,
        filing: C.chipModelFiling,
        identifier: C.chipModelIdentifier,
        registerOne: C.chipModelRegisterOne,
        register: C.chipModelRegister,
        query: C.chipModelRegisterQuery,
      },
    ],
    [
      'TBOX_MODEL',
      {
        identifiers: C.tboxModelIdentifiers,
        filing: C.tboxModelFiling,
        identifier: C.tboxModelIdentifier,
        registerOne: C.tboxModelRegisterOne,
        register: C.tboxModelRegister,
        query: C.tboxModelRegisterQuery,
      },
    ],
  ] as const) {
    /** The identifiers the platform gave this tenant's models, of the standards the caller sees. */
    r.route({
      ...served(calls.identifiers),
      schema: { tags, querystring: standardQuery },
      handler: async (req) => {
        const caller = await callerOf(db, req);
        const standards = standardsVisible(caller, subject).filter(
          (s) => !req.query.standard || s === req.query.standard,
        );
        if (!standards.length) throw forbidden(`${MODULES[subject].all}/view`);
        const items = await db
          .select({
            id: filings.id,
            subjectId: filings.subjectId,
            subjectCode: subjectColumn(subject, 'code'),
            standard: filings.standard,
            identifier: filings.identifier,
            status: filings.status,
          })
          .from(filings)
          .where(
            and(
              eq(filings.tenantId, caller.tenantId),
              eq(filings.subjectType, subject),
              inArray(filings.standard, standards),
              isNotNull(filings.identifier),
            ),
          )
          .orderBy(filings.id)
          .limit(1000);
        return { items, total: items.length, current: 1 };
      },
    });

    r.route({
      ...served(calls.filing),
      schema: { tags, params: idParam },
      handler: async (req) => {
        const { row } = await load(req, subject, req.params.id, 'view');
        return view(row);
      },
    });

    r.route({
      ...served(calls.identifier),
      schema: { tags, params: idParam },
      handler: async (req) => {
        const { row } = await load(req, subject, req.params.id, 'identifier');
        return view(await service.queryIdentifier(row));
      },
    });

    r.route({
      ...served(calls.registerOne),
      schema: { tags, params: idParam },
      handler: async (req) => {
        const { caller, row } = await load(req, subject, req.params.id, 'register');
        const [done] = await service.register([row], caller.userId);
        return view(done!);
      },
    });

    r.route({
      ...served(calls.query),
      schema: { tags, params: idParam },
      handler: async (req) => {
        const { row } = await load(req, subject, req.params.id, 'registerQuery');
        return view(await service.queryRegister(row));
      },
    });

    r.route({
      ...served(calls.register),
      schema: { tags, body: idsBody },
      handler: async (req) => {
        const { caller, rows } = await loadMany(req, subject, req.body.ids, 'register');
        return { items: (await service.register(rows, caller.userId)).map(view) };
      },
    });
  }

  // vehicle models and vehicles: register and register query
  for (const [subject, register, query] of [
    ['VEHICLE_MODEL', C.vehicleModelRegister, C.vehicleModelRegisterQuery],
    ['VEHICLE', C.vehicleRegister, C.vehicleRegisterQuery],
  ] as const) {
    r.route({
      ...served(register),
      schema: { tags, body: idsBody },
      handler: async (req) => {
        const { caller, rows } = await loadMany(req, subject, req.body.ids, 'register');
        return { items: (await service.register(rows, caller.userId)).map(view) };
      },
    });
    r.route({
      ...served(query),
      schema: { tags, params: idParam },
      handler: async (req) => {
        const { row } = await load(req, subject, req.params.id, 'registerQuery');
        return view(await service.queryRegister(row));
      },
    });
  }

  // vehicle models filed outside the platform, and the filings as dropdown options
  const onRecordBody = z.object({ ids: idsBody.shape.ids, onRecord: z.boolean().default(true) });
  r.route({
    ...served(C.vehicleModelOnRecord),
    schema: { tags, body: onRecordBody },
    handler: async (req) => {
      const { rows } = await loadMany(req, 'VEHICLE_MODEL', req.body.ids, 'onRecord');
      return { items: (await service.updateOnRecord(rows, req.body.onRecord)).map(view) };
    },
  });
  r.route({
    ...served(C.vehicleModelOptions),
    schema: { tags, body: standardQuery.default({}) },
    handler: async (req) => {
      const caller = await callerOf(db, req);
      const standards = standardsVisible(caller, 'VEHICLE_MODEL').filter(
        (s) => !req.body.standard || s === req.body.standard,
      );
      if (!standards.length) throw forbidden('modelFilingGb6/view');
      const rows = await db
        .select({
          id: filings.id,
          code: subjectColumn('VEHICLE_MODEL', 'code'),
          standard: filings.standard,
          status: filings.status,
        })
        .from(filings)
        .where(
          and(
            eq(filings.tenantId, caller.tenantId),
            eq(filings.subjectType, 'VEHICLE_MODEL'),
            inArray(filings.standard, standards),
          ),
        )
        .orderBy(filings.id)
        .limit(1000);
      return rows.map((row) => ({
        id: row.id,
        label: `${String(row.code)} (${row.standard})`,
        standard: row.standard,
        status: row.status,
      }));
    },
  });

  const stop = scheduleFilingJob(service, engine.server.config.FILING_POLL_SECONDS, (err) =>
    app.log.error({ err }, 'filing job failed'),
  );
  app.addHook('onClose', async () => stop());
  return service;
}
