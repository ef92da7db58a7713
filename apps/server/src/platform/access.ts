import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage, type CallSpec, type Language } from '@chelian/contracts';
import { AppError, forbidden, unauthorized } from './errors';
import type { AuthContext, SessionStore } from './auth/sessions';

/**
 * Who may call a route: anyone ('public'), any signed-in user ('session'),
 * or a user holding the permission string 'module/action'.
 */
export type Access = 'public' | 'session' | `${string}/${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * permissions that open the route as well as `access`: the screens that read this route's data
     * for their own forms (an option list is open to every screen whose form or filter picks from it)
     */
    alsoAccess?: readonly string[];
    /** write a business-log row for this call (default: every successful change) */
    audit?: boolean;
    /** the business log's module/action for a call whose access is not a permission (CallSpec.log) */
    log?: string;
    /** open to a session whose password is initial or expired (the change itself, current-user reads) */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyInstance {
    /** every /api route with its declared access, for the route-walking test and the docs */
    routeTable: RouteInfo[];
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
  alsoAccess?: readonly string[];
}

/**
 * The token from the Authorization header (raw or Bearer), and from nowhere else: a token in a
 * URL ends up in request logs, proxies and browser history. The websocket uses a single-use
 * ticket instead (platform/tickets.ts) and file links are signed (domains/file/links.ts).
 */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  // an open API key (docs/open-api.md) is never a session: not looked up, so /api/ answers 401
  if (!header || /^ApiKey\s/i.test(header)) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token || null;
}

/**
 * The method, URL and access of a call of a contracts call table, for `app.route({ ...served(call),
 * schema, handler })`: the console calls the same entry, so neither side spells the path alone.
 */
export const served = (call: CallSpec, config: Omit<FastifyContextConfig, 'access'> = {}) => ({
  method: call.method,
  url: `/api/${call.path}`,
  config: { ...config, access: call.access, ...(call.log ? { log: call.log } : {}) },
});

/** Every /api route must say who may call it; a route without a declaration stops the server at start. */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh-CN');

  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url === '/api/openapi.json') return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${url} declares no access`);
    const alsoAccess = route.config?.alsoAccess;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        table.push({ method, url, access, ...(alsoAccess?.length ? { alsoAccess } : {}) });
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    const token = tokenOf(request);
    if (token) request.auth = await sessions.resolve(token);
    if (!access || access === 'public') return;
    if (!request.auth) throw unauthorized();
    // An administrator-set or expired password must be replaced before the session does anything else.
    if (request.auth.passwordChangeRequired && !request.routeOptions.config?.beforePasswordChange)
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED');
    const { permissions } = request.auth;
    if (
      access !== 'session' &&
      !permissions.has(access) &&
      !request.routeOptions.config?.alsoAccess?.some((p) => permissions.has(p))
    )
      throw forbidden(access);
  });
}

/** The signed-in caller of a route that requires one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
