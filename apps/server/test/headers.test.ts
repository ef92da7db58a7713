import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders, tileOrigin } from '../src/platform/headers';

const policyOf = async (tiles: string) => {
  const app = Fastify();
  await registerSecurityHeaders(app, { MAP_TILE_URL: tiles });
  app.get('/', () => 'console');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers;
};

describe('security headers', () => {
  it('sends a policy the console can live with, and no framing, sniffing or referrer leak', async () => {
    const headers = await policyOf('');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // the map's tile workers
    expect(csp).toContain("worker-src 'self' blob:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the map tiles of MAP_TILE_URL in, and only its origin', async () => {
    const csp = String(
      (await policyOf('https://tiles.example.com/{z}/{x}/{y}.png?key=abc'))['content-security-policy'],
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).not.toContain('key=abc');
    expect(tileOrigin('not a url')).toBeNull();
    expect(tileOrigin('javascript:alert(1)')).toBeNull();
  });
});
