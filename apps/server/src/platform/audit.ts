import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { apiLogs, businessLogs } from './schema';
import { SECRET_NAME } from './log-redaction';

// credentials, tokens, codes and keys (log-redaction.ts), and personal data: owner* are vehicle
// owners' name, phone and identity number
const PERSONAL_KEYS = /idcard|identity|owner/i;
const isSecretKey = (key: string) => SECRET_NAME.test(key) || PERSONAL_KEYS.test(key);
const READ_ACTIONS = new Set(['view', 'page', 'export', 'options', 'tree']);
const MAX_TEXT = 4000;

/** Copies a body for the logs with secrets replaced, so no password or token is ever written. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value == null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) ? '***' : redact(v, depth + 1);
  return out;
}

const clip = (text: string | null) => (text && text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
const json = (value: unknown) => (value === undefined ? null : clip(JSON.stringify(redact(value))));

type ApiLogRow = typeof apiLogs.$inferInsert;
type BusinessLogRow = typeof businessLogs.$inferInsert;

/** Rows are buffered and written in batches, off the request path. */
class BatchWriter<T> {
  private rows: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private flushRows: (rows: T[]) => Promise<unknown>,
    private onError: (err: unknown) => void,
  ) {}
  add(row: T) {
    this.rows.push(row);
    if (this.rows.length >= 500) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 500);
  }
  async flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows.splice(0);
    if (rows.length) await this.flushRows(rows).catch(this.onError);
  }
}

/**
 * One hook writes the business log (every successful change, who/what/when/ip) and the API log
 * (every call), so no route writes logs by itself.
 */
export function registerAudit(app: FastifyInstance, db: Db, apiLogEnabled: boolean) {
  const business = new BatchWriter<BusinessLogRow>(
    (rows) => db.insert(businessLogs).values(rows),
    (err) => app.log.error({ err }, 'business log write failed'),
  );
  const api = new BatchWriter<ApiLogRow>(
    (rows) => db.insert(apiLogs).values(rows),
    (err) => app.log.error({ err }, 'api log write failed'),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string')
      (request as RequestWithPayload).errorPayload = payload;
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.split('?')[0] ?? request.url;
    if (!url.startsWith('/api/') || request.method === 'OPTIONS' || request.method === 'HEAD') return;
    const access = request.routeOptions.config?.access;
    const auth = request.auth;
    if (apiLogEnabled) {
      api.add({
        tenantId: auth?.tenantId ?? null,
        userId: auth?.userId ?? null,
        name: access && access.includes('/') ? access : (request.routeOptions.url ?? url),
        uri: url.slice(0, 500),
        method: request.method,
        clientIp: request.ip,
        status: reply.statusCode,
        queryParams: json(request.query && Object.keys(request.query).length ? request.query : undefined),
        requestBody: isMultipart(request) ? null : json(request.body),
        responseBody: clip((request as RequestWithPayload).errorPayload ?? null),
        durationMs: Math.round(reply.elapsedTime),
        requestTime: new Date(Date.now() - reply.elapsedTime),
      });
    }
    if (shouldAudit(request) && reply.statusCode < 400 && auth) {
      const [module, action] = splitAccess(logName(request), url);
      business.add({
        tenantId: auth.tenantId,
        userId: auth.userId,
        userName: auth.userName,
        module,
        action,
        method: request.method,
        url: url.slice(0, 500),
        ip: request.ip,
        status: reply.statusCode,
        detail: isMultipart(request) ? null : json(request.body),
      });
    }
  });

  app.addHook('onClose', async () => {
    await business.flush();
    await api.flush();
  });
  return { flush: async () => (await business.flush(), await api.flush()) };
}

type RequestWithPayload = FastifyRequest & { errorPayload?: string };

/** Requests that read personal data in clear: written to the business log, whatever their method. */
const disclosures = new WeakSet<FastifyRequest>();
export const markDisclosed = (request: FastifyRequest) => void disclosures.add(request);

/**
 * A call open to any session whose permission the handler checks itself (a filing's screen depends
 * on the filing's standard) names its entry by that permission: module/action.
 */
const logNames = new WeakMap<FastifyRequest, string>();
export const logAs = (request: FastifyRequest, name: string) => void logNames.set(request, name);

/**
 * The module/action a request's entry is named by: the handler's logAs, else the route's log name
 * (a signed-in user's own settings), else the permission the route needs.
 */
const logName = (request: FastifyRequest): string | undefined => {
  const config = request.routeOptions.config;
  const name = logNames.get(request) ?? config?.log ?? config?.access;
  return name?.includes('/') ? name : undefined;
};

function isMultipart(request: FastifyRequest) {
  return (request.headers['content-type'] ?? '').startsWith('multipart/');
}

/**
 * Every successful change is written: a call named by a module and an action (above) that is not a
 * read. A call with no such name (a ticket, a session's own reads) is not a change of anything an
 * operator looks up, and is left out rather than written under words of its URL.
 */
function shouldAudit(request: FastifyRequest): boolean {
  if (disclosures.has(request)) return true;
  const config = request.routeOptions.config;
  if (config?.audit !== undefined) return config.audit;
  if (request.method === 'GET') return false;
  const action = logName(request)?.split('/')[1];
  return action !== undefined && !READ_ACTIONS.has(action);
}

function splitAccess(access: string | undefined, url: string): [string, string] {
  if (access && access.includes('/')) {
    const [module, action] = access.split('/');
    return [module!, action!];
  }
  const parts = url.split('/').filter(Boolean);
  // /api/<service>/<module>/<rest...>
  return [parts[2] ?? 'api', parts.slice(3).join('/').slice(0, 64) || 'call'];
}
