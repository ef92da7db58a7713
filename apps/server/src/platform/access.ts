import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from '@chelian/contracts';
import { forbidden, unauthorized } from './errors';
import type { AuthContext, SessionStore } from './auth/sessions';

/**
 * Who may call a route: anyone ('public'), any signed-in user ('session'),
 * or a user holding the permission string 'module/action'.
 */
export type Access = 'public' | 'session' | `${string}/${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** write a business-log row for this call (default: every successful change) */
    audit?: boolean;
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
}

/** The token from the Authorization header (raw or Bearer), or from the query for downloads and sockets. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) return header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.Authorization ?? query?.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

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
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url, access });
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    const token = tokenOf(request);
    if (token) request.auth = await sessions.resolve(token);
    if (!access || access === 'public') return;
    if (!request.auth) throw unauthorized();
    if (access !== 'session' && !request.auth.permissions.has(access)) throw forbidden(access);
  });
}

/** The signed-in caller of a route that requires one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
