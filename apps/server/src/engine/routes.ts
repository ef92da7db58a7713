import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  callSuffix,
  operationPermission,
  pageSchema,
  resourcePath,
  splitRangeKeys,
  type Language,
  type ResourceSpec,
} from '@chelian/contracts';
import type { Db } from '../db/client';
import { authOf, type Access } from '../platform/access';
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

/** The standard calls of each resource (page, find, create, update, delete, import, export), gated by its module's permission. */
export function serveResources(
  app: FastifyInstance,
  engine: EngineContext,
  resources: readonly Resource[],
): void {
  for (const resource of resources) {
    const bases = [
      { service: resource.spec.service, base: resource.spec.base },
      ...(resource.spec.aliases ?? []),
    ];
    for (const base of bases) registerOne(app, engine, resource, `/api/${resourcePath(base)}`);
  }
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

function registerOne(app: FastifyInstance, engine: EngineContext, resource: Resource, base: string) {
  const { spec } = resource;
  const db = engine.db;
  const ops = resource.operations;
  const tags = [spec.module];
  const access = (op: Parameters<typeof operationPermission>[1]) => operationPermission(spec, op) as Access;
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    perm: Access,
    schema: Record<string, unknown>,
    handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    alsoAccess?: readonly string[],
  ) =>
    app.route({
      method,
      url,
      config: { access: perm, ...(alsoAccess?.length ? { alsoAccess } : {}) },
      schema: { tags, ...schema },
      validatorCompiler: noValidation,
      handler: guarded(handler),
    });

  if (ops.has('page')) {
    route(
      'POST',
      `${base}/${callSuffix(spec, 'page')}`,
      access('page'),
      { body: pageSchema(spec) },
      async (req) => resource.page(db, await callerOf(db, req), parsePage(spec, req.body, req.lang)),
    );
  }
  if (ops.has('export')) {
    route(
      'POST',
      `${base}/${callSuffix(spec, 'export')}`,
      access('export'),
      { body: pageSchema(spec) },
      async (req, reply) =>
        streamExport(db, resource, await callerOf(db, req), parsePage(spec, req.body, req.lang), reply),
    );
  }
  if (ops.has('options')) {
    const own = access('options');
    route(
      'GET',
      `${base}/options`,
      own,
      { querystring: optionsQuery },
      async (req) => resource.options(db, await callerOf(db, req), optionsQuery.parse(req.query ?? {})),
      optionReaders(resource.name).filter((p) => p !== own),
    );
  }
  if (ops.has('tree') && spec.tree) {
    route('GET', `${base}/tree`, access('tree'), {}, async (req) =>
      resource.tree(db, await callerOf(db, req), parsePage(spec, req.query, req.lang)),
    );
  }
  if (ops.has('children') && spec.tree) {
    const query = z.object({ parentId: z.coerce.number().int().min(0).optional() });
    route('GET', `${base}/children`, access('children'), { querystring: query }, async (req) => {
      const parsed = query.safeParse(req.query ?? {});
      const parentId = parsed.success ? (parsed.data.parentId ?? null) : null;
      return resource.children(db, await callerOf(db, req), parentId || null);
    });
  }
  if (ops.has('import')) {
    route('GET', `${base}/${callSuffix(spec, 'template')}`, access('template'), {}, async (req, reply) => {
      const caller = await callerOf(db, req);
      const buffer = await buildTemplate(db, resource, caller);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(spec.title[caller.lang]))
        .send(buffer);
    });
    route(
      'POST',
      `${base}/${callSuffix(spec, 'import')}`,
      access('import'),
      { consumes: ['multipart/form-data'] },
      async (req, reply) => runImport(db, resource, await engine.hooks(req), await uploadedFile(req), reply),
    );
    // every importable resource shows what its import would do before doing it
    route(
      'POST',
      `${base}/${callSuffix(spec, 'preview')}`,
      access('preview'),
      { consumes: ['multipart/form-data'] },
      async (req) => previewImport(db, resource, await callerOf(db, req), await uploadedFile(req)),
    );
  }
  if (ops.has('find')) {
    const params = z.object({ id: z.coerce.number().int().positive() });
    route('GET', `${base}/:id`, access('find'), { params }, async (req) => {
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw new AppError(404, 'NOT_FOUND');
      return resource.find(db, await callerOf(db, req), parsed.data.id);
    });
  }
  if (ops.has('create')) {
    route('POST', base, access('create'), {}, async (req) => {
      const h = await engine.hooks(req);
      const id = await resource.create(db, h, req.body);
      return resource.find(db, h.caller, id);
    });
  }
  if (ops.has('update')) {
    route('PUT', base, access('update'), {}, async (req) => {
      const h = await engine.hooks(req);
      const id = await resource.update(db, h, req.body);
      return resource.find(db, h.caller, id);
    });
  }
  if (ops.has('delete')) {
    route('DELETE', base, access('delete'), {}, async (req) =>
      resource.remove(db, await engine.hooks(req), parseIds(req.body)),
    );
  }
  if (spec.admin) {
    const admin = spec.admin.permission as Access;
    route('POST', `${base}/admin/page`, admin, { body: pageSchema(spec) }, async (req) =>
      resource.page(db, await callerOf(db, req), parsePage(spec, req.body, req.lang), { admin: true }),
    );
    route('GET', `${base}/admin/options`, admin, { querystring: optionsQuery }, async (req) =>
      resource.options(db, await callerOf(db, req), { ...optionsQuery.parse(req.query ?? {}), admin: true }),
    );
    route('POST', `${base}/admin/export`, admin, { body: pageSchema(spec) }, async (req, reply) =>
      streamExport(db, resource, await callerOf(db, req), parsePage(spec, req.body, req.lang), reply, {
        admin: true,
      }),
    );
  }
}
