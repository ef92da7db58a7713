import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key is `ck_<prefix>.<secret>`: 9 random bytes of prefix (12 base64url characters) name
 * the row, 32 random bytes of secret make it unguessable. Only the SHA-256 of the whole key is
 * stored, as sessions' tokens are: a copy of the table opens nothing.
 */
const KEY = /^ck_([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function issueKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(9).toString('base64url');
  const key = `ck_${prefix}.${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: sha256(key) };
}

/** The prefix of a well-formed key, else null. */
export function prefixOf(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}

/** Whether a key is the one a stored hash was made from (compared in constant time). */
export function keyMatches(key: string, hash: string): boolean {
  const given = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key a request carries: `X-Api-Key: <key>` or `Authorization: ApiKey <key>`; never a session token. */
export function keyOfHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^ApiKey\s+/i.test(auth))
    return auth.replace(/^ApiKey\s+/i, '').trim() || null;
  return null;
}
