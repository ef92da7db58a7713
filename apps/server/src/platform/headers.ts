import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/** The origin of a {z}/{x}/{y} tile template, or null when it is empty or not an http(s) URL. */
export function tileOrigin(template: string): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[a-z]\}/gi, '0'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer, console and API alike. The policy is what the built console
 * needs and nothing more: its own scripts only; inline styles, because antd writes its CSS-in-JS
 * into <style> elements at run time (and index.html carries one); images from itself, data: (antd
 * icons), blob: (previews) and the map tile server when MAP_TILE_URL is set; workers from itself and
 * blob: (the map's); calls and the
 * websocket to itself ('self' covers ws: and wss: of the same host in every current browser).
 * No framing (frame-ancestors 'none' and X-Frame-Options DENY), no sniffing, no referrer leaving
 * the origin with a path. Downloads set their own, stricter policy (domains/file/service.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'MAP_TILE_URL'>,
): Promise<void> {
  const tiles = tileOrigin(config.MAP_TILE_URL);
  const extra = tiles ? [tiles] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra],
        // the map library starts its tile workers from blob: URLs it makes itself
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the console is served over plain HTTP on localhost in development: HSTS belongs to the TLS proxy
    strictTransportSecurity: false,
    // cross-origin isolation would refuse the map tiles of another origin
    crossOriginEmbedderPolicy: false,
  });
}
