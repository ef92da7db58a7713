import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  callSuffix,
  legacyRoutesOf,
  operationPermission,
  pageSchema,
  RESOURCE_CALLS,
  resourcePath,
  splitRangeKeys,
  type CallSpec,
  type Language,
  type LegacyCall,
  type LegacyRoute,
  type ResourceSpec,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { authOf, served, type Access } from '../platform/access';
import { markDisclosed } from '../platform/audit';
import type { SessionStore } from '../platform/auth/sessions';
import type { ServerContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { translate } from '../platform/messages';
import { localizeError, type Resource } from './engine';
import { buildTemplate, attachmentHeader, previewImport, runImport, streamExport } from './excel';
import { dropCached, platformTenants, type CacheKind } from './labels';
import { allResources } from './registry';
import type { Caller, HookContext } from './types';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts';

/** Cached reference data changed on some node: every node drops its copy. */
export const CACHE_SUBJECT = 'resource.cache';

export async function callerOf(db: Db, request: FastifyRequest): Promise<Caller> {
  const auth = authOf(request);
  const platform = await platformTenants(db);
  return {
    auth,
    tenantId: auth.tenantId,
    userId: auth.userId,
    lang: request.lang,
    isPlatform: platform.has(auth.tenantId),
    can: (permission) => auth.permissions.has(permission),
    disclosed: () => markDisclosed(request),
  };
}

export interface EngineContext {
  server: ServerContext;
  sessions: SessionStore;
  db: Db;
  hooks(request: FastifyRequest): Promise<Omit<HookContext, 'tx'>>;
  /** forgets cached reference data here and on every other node */
  invalidate(...kinds: CacheKind[]): void;
}

export function engineContext(server: ServerContext, sessions: SessionStore): EngineContext {
  const db = server.database.db;
  return {
    server,
    sessions,
    db,
    hooks: async (request) => ({ caller: await callerOf(db, request), server, sessions, source: 'api' }),
    invalidate: (...kinds) => {
      dropCached(db, ...kinds);
      server.bus.publish(CACHE_SUBJECT, { kinds });
    },
  };
}

/** Fastify checks nothing itself on these routes: the engine validates against the declaration with localized labels. */
const noValidation = () => (data: unknown) => ({ value: data });

const idsBody = z.union([
  z.array(z.coerce.number().int().positive()),
  z.object({ ids: z.array(z.coerce.number().int().positive()) }),
]);

export function parsePage(spec: ResourceSpec, raw: unknown, lang: Language): Record<string, unknown> {
  const body = splitRangeKeys((raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>);
  const parsed = pageSchema(spec).safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body');
      const base = key.replace(/(Start|End)$/, '');
      fields[key] = translate(lang, 'FIELD_INVALID', { field: spec.fields[base]?.label[lang] ?? key });
    }
    throw new AppError(400, 'VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
  }
  return parsed.data as Record<string, unknown>;
}

/** How a domain serves a resource's list at one of its calls. */
export interface ServedPage {
  tags: string[];
  /** the page body to parse instead of the request's (with fields fixed or renamed) */
  body?: (req: FastifyRequest) => unknown;
  /** which rows the call lists at all, besides the caller's filters */
  options?: (req: FastifyRequest) => { where?: SQL };
  /** the rows as the resource's workbook instead of a page */
  export?: boolean;
}

/**
 * A resource's page (or export) at a call of a domain's call table: the body parsed against the
 * resource and the caller's scope applied, as at the resource's own page and export.
 */
export function servePage(
  app: FastifyInstance,
  db: Db,
  call: CallSpec,
  resource: Resource,
  how: ServedPage,
): void {
  app.route({
    ...served(call),
    schema: { tags: how.tags },
    handler: async (req, reply) => {
      const caller = await callerOf(db, req);
      const body = parsePage(resource.spec, how.body ? how.body(req) : req.body, req.lang);
      const options = how.options?.(req);
      return how.export
        ? streamExport(db, resource, caller, body, reply, options)
        : resource.page(db, caller, body, options);
    },
  });
}

function parseIds(raw: unknown): number[] {
  const parsed = idsBody.safeParse(raw);
  if (!parsed.success) throw new AppError(400, 'VALIDATION', { detail: 'ids' }, { ids: 'ids' });
  const ids = Array.isArray(parsed.data) ? parsed.data : parsed.data.ids;
  if (!ids.length || ids.length > 10000)
    throw new AppError(400, 'VALIDATION', { detail: 'ids' }, { ids: 'ids' });
  return ids;
}

const optionsQuery = z.object({
  keyword: z.string().max(100).optional(),
  ids: z
    .union([
      z.array(z.coerce.number().int().positive()),
      z.string().transform((s) => s.split(',').filter(Boolean).map(Number)),
    ])
    .optional(),
  limit: z.coerce.number().int().min(1).max(20000).optional(),
});

/** The engine of one server: cached reference data is dropped on every node when it changes. */
export function createEngine(server: ServerContext, sessions: SessionStore): EngineContext {
  const engine = engineContext(server, sessions);
  server.bus.subscribe(CACHE_SUBJECT, (payload) =>
    dropCached(engine.db, ...((payload as { kinds: CacheKind[] }).kinds ?? [])),
  );
  return engine;
}

/**
 * The standard calls of each resource (page, find, create, update, delete, import, export), gated
 * by its module's permission, and the legacy paths legacy-routes.ts gives them.
 */
export function serveResources(
  app: FastifyInstance,
  engine: EngineContext,
  resources: readonly Resource[],
): void {
  for (const resource of resources) registerOne(app, engine, resource, legacyRoutesOf(resource.name));
}

/** The first file of a multipart upload (an import or its preview). */
export async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
  let buffer: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (!buffer) buffer = await part.toBuffer();
    else part.file.resume();
  }
  if (!buffer) throw new AppError(400, 'FILE_REQUIRED');
  return buffer;
}

/** Runs a handler and names resource fields in the caller's language in its errors. */
const guarded =
  <T>(fn: (req: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await fn(req, reply);
    } catch (err) {
      throw localizeError(err, req.lang);
    }
  };

/**
 * Who may read a resource's options besides its own viewers: the viewers of every resource with a
 * field that picks from it, whose search form and dialog need the list (a role holding only the
 * vehicle list reads the organisations, groups, series and models of its filters).
 */
export function optionReaders(name: string): string[] {
  const readers = new Set<string>();
  for (const other of allResources())
    if (Object.values(other.spec.fields).some((field) => field.ref === name))
      readers.add(operationPermission(other.spec, 'page'));
  return [...readers];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
interface Call {
  method: Method;
  schema: Record<string, unknown>;
  handler: Handler;
  /** permissions that open the call as well (option readers) */
  alsoAccess?: readonly string[];
}

/** The handler of each call a resource serves, before it is given a path. */
function callsOf(engine: EngineContext, resource: Resource): Partial<Record<LegacyCall, Call>> {
  const { spec } = resource;
  const db = engine.db;
  const ops = resource.operations;
  const calls: Partial<Record<LegacyCall, Call>> = {};
  const call = (op: LegacyCall, schema: Record<string, unknown>, handler: Handler, alsoAccess?: string[]) => {
    calls[op] = { method: RESOURCE_CALLS[op].method, schema, handler, alsoAccess };
  };

  if (ops.has('page')) {
    call('page', { body: pageSchema(spec) }, async (req) =>
      resource.page(db, await callerOf(db, req), parsePage(spec, req.body, req.lang)),
    );
  }
  if (ops.has('export')) {
    call('export', { body: pageSchema(spec) }, async (req, reply) =>
      streamExport(db, resource, await callerOf(db, req), parsePage(spec, req.body, req.lang), reply),
    );
  }
  if (ops.has('options')) {
    const own = operationPermission(spec, 'options');
    call(
      'options',
      { querystring: optionsQuery },
      async (req) => resource.options(db, await callerOf(db, req), optionsQuery.parse(req.query ?? {})),
      optionReaders(resource.name).filter((p) => p !== own),
    );
  }
  if (ops.has('tree') && spec.tree) {
    call('tree', {}, async (req) =>
      resource.tree(db, await callerOf(db, req), parsePage(spec, req.query, req.lang)),
    );
  }
  if (ops.has('children') && spec.tree) {
    const query = z.object({ parentId: z.coerce.number().int().min(0).optional() });
    call('children', { querystring: query }, async (req) => {
      const parsed = query.safeParse(req.query ?? {});
      const parentId = parsed.success ? (parsed.data.parentId ?? null) : null;
      return resource.children(db, await callerOf(db, req), parentId || null);
    });
  }
  if (ops.has('import')) {
    call('template', {}, async (req, reply) => {
      const caller = await callerOf(db, req);
      const buffer = await buildTemplate(db, resource, caller);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(spec.title[caller.lang]))
        .send(buffer);
    });
    call('import', { consumes: ['multipart/form-data'] }, async (req, reply) =>
      runImport(db, resource, await engine.hooks(req), await uploadedFile(req), reply),
    );
    // every importable resource shows what its import would do before doing it
    call('preview', { consumes: ['multipart/form-data'] }, async (req) =>
      previewImport(db, resource, await callerOf(db, req), await uploadedFile(req)),
    );
  }
  if (ops.has('find')) {
    const params = z.object({ id: z.coerce.number().int().positive() });
    call('find', { params }, async (req) => {
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw new AppError(404, 'NOT_FOUND');
      return resource.find(db, await callerOf(db, req), parsed.data.id);
    });
  }
  if (ops.has('create')) {
    call('create', {}, async (req) => {
      const h = await engine.hooks(req);
      const id = await resource.create(db, h, req.body);
      return resource.find(db, h.caller, id);
    });
  }
  if (ops.has('update')) {
    call('update', {}, async (req) => {
      const h = await engine.hooks(req);
      const id = await resource.update(db, h, req.body);
      return resource.find(db, h.caller, id);
    });
  }
  if (ops.has('delete')) {
    // the ids in the body; a legacy path with ':id' names one row there instead
    const one = z.object({ id: z.coerce.number().int().positive() });
    call('delete', {}, async (req) => {
      const inPath = one.safeParse(req.params);
      return resource.remove(
        db,
        await engine.hooks(req),
        inPath.success ? [inPath.data.id] : parseIds(req.body),
      );
    });
  }
  return calls;
}

/** The administrators' variant: page, options and export across tenants. */
function adminCalls(engine: EngineContext, resource: Resource): Partial<Record<LegacyCall, Call>> {
  const { spec } = resource;
  const db = engine.db;
  return {
    page: {
      method: 'POST',
      schema: { body: pageSchema(spec) },
      handler: async (req) =>
        resource.page(db, await callerOf(db, req), parsePage(spec, req.body, req.lang), { admin: true }),
    },
    options: {
      method: 'GET',
      schema: { querystring: optionsQuery },
      handler: async (req) =>
        resource.options(db, await callerOf(db, req), {
          ...optionsQuery.parse(req.query ?? {}),
          admin: true,
        }),
    },
    export: {
      method: 'POST',
      schema: { body: pageSchema(spec) },
      handler: async (req, reply) =>
        streamExport(db, resource, await callerOf(db, req), parsePage(spec, req.body, req.lang), reply, {
          admin: true,
        }),
    },
  };
}

/**
 * Each call at its path under the resource's base and each legacy base ('instead' entries
 * rename it there), then at its other legacy paths. A legacy entry naming a call the resource
 * does not serve stops the server at start, as a route without access does.
 */
function registerOne(
  app: FastifyInstance,
  engine: EngineContext,
  resource: Resource,
  legacy: readonly LegacyRoute[],
) {
  const { spec } = resource;
  const tags = [spec.module];
  const route = (
    method: Method,
    url: string,
    access: string,
    call: Call,
    alsoAccess?: readonly string[],
    audit?: boolean,
  ) =>
    app.route({
      method,
      url,
      config: {
        access: access as Access,
        ...(alsoAccess?.length ? { alsoAccess } : {}),
        ...(audit === undefined ? {} : { audit }),
      },
      schema: { tags, ...call.schema },
      validatorCompiler: noValidation,
      handler: guarded(call.handler),
    });
  const join = (base: string, suffix: string) => (suffix ? `${base}/${suffix}` : base);
  const bases = [resourcePath(spec), ...legacy.flatMap((entry) => ('base' in entry ? [entry.base] : []))].map(
    (base) => `/api/${base}`,
  );
  const calls = callsOf(engine, resource);
  const admin = adminCalls(engine, resource);

  for (const entry of legacy) {
    if (!('op' in entry)) continue;
    const where = `legacy route ${entry.resource} ${entry.op} ${entry.path}`;
    if (!(entry.kind === 'admin' ? admin : calls)[entry.op])
      throw new Error(`${where}: the resource does not serve ${entry.op}`);
    if (entry.kind && entry.kind !== 'also' && entry.path.startsWith('/'))
      throw new Error(`${where}: an '${entry.kind}' path is under the resource's base`);
  }

  for (const base of bases)
    for (const [op, call] of Object.entries(calls) as [LegacyCall, Call][])
      route(
        call.method,
        join(base, callSuffix(spec, op)),
        operationPermission(spec, op),
        call,
        call.alsoAccess,
      );

  for (const entry of legacy) {
    if (!('op' in entry) || entry.kind === 'instead') continue;
    const call = (entry.kind === 'admin' ? admin : calls)[entry.op]!;
    const urls = entry.path.startsWith('/')
      ? [`/api${entry.path}`]
      : bases.map((base) => join(base, entry.path));
    const access = entry.permission ?? operationPermission(spec, entry.op);
    for (const url of urls)
      route(
        entry.method ?? call.method,
        url,
        access,
        call,
        entry.kind === 'admin' ? undefined : call.alsoAccess,
        // the administrators' variant reads across tenants (page, options, export): not a change
        entry.kind === 'admin' ? false : undefined,
      );
  }
}
