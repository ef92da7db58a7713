import { createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NONCE_TTL_MS, SIGN_HEADERS, SIGN_KEY_PREFIX, SIGN_WINDOW_MS } from '@chelian/contracts/control';
import type { Db } from '../../db/client';
import { authOf } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { sessionSignSecret, type Secrets } from '../../platform/secrets';
import { controlNonces } from './schema';

/**
 * Signed control calls (the scheme is in docs/control.md):
 * key = SHA-256("chelian-ctrl-v2:" + the session's signing secret), sign = hex SHA-256(timestamp + nonce + raw body),
 * body = {"params": base64(iv[12] | AES-256-GCM ciphertext | tag[16])} with the nonce as additional data.
 */

/**
 * The per-session key. Its secret reached the console once, in the sign-in answer; the server
 * recomputes it from the session id and SECRET_KEY, so neither side stores it in the database and
 * the token (sent with every call, kept in logs of proxies) is not enough to sign.
 */
export function sessionKey(secrets: Secrets, sessionId: number): Buffer {
  return createHash('sha256')
    .update(SIGN_KEY_PREFIX + sessionSignSecret(secrets, sessionId))
    .digest();
}

export async function issueNonce(db: Db, sessionId: number): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
  await db.insert(controlNonces).values({ nonce, sessionId, expiresAt });
  // spent and stale nonces are of no further use
  await db.delete(controlNonces).where(lt(controlNonces.expiresAt, sql`now() - interval '1 hour'`));
  return { nonce, expiresAt: expiresAt.getTime() };
}

const refuse = (
  code: 'SIGN_MISSING' | 'SIGN_TIMESTAMP' | 'SIGN_WRONG' | 'NONCE_USED' | 'NONCE_EXPIRED' | 'SIGN_DECRYPT',
) => new AppError(400, code);

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  return typeof v === 'string' && v ? v : null;
}

/** Decrypts base64(iv | ciphertext | tag) with the key; null when it does not authenticate. */
export function decryptParams(key: Buffer, nonce: string, params: string): string | null {
  try {
    const bytes = Buffer.from(params, 'base64');
    if (bytes.length < 12 + 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(nonce, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * Checks a signed call and returns its decrypted payload. Every refusal has its own message:
 * headers missing, timestamp outside the window, wrong sign, nonce used, nonce expired or unknown,
 * a body that does not decrypt. The nonce is spent only by a call whose sign is right.
 */
export async function verifySignedCall(
  db: Db,
  secrets: Secrets,
  request: FastifyRequest,
  rawBody: string,
): Promise<unknown> {
  const auth = authOf(request);
  const sign = header(request, SIGN_HEADERS.sign);
  const nonce = header(request, SIGN_HEADERS.nonce);
  const timestamp = header(request, SIGN_HEADERS.timestamp);
  if (!sign || !nonce || !timestamp) throw refuse('SIGN_MISSING');
  const ts = Number(timestamp);
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(Date.now() - ts) > SIGN_WINDOW_MS)
    throw refuse('SIGN_TIMESTAMP');
  const expected = createHash('sha256')
    .update(timestamp + nonce + rawBody)
    .digest();
  const given = /^[0-9a-fA-F]{64}$/.test(sign) ? Buffer.from(sign, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) throw refuse('SIGN_WRONG');

  const spent = await db
    .update(controlNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(controlNonces.nonce, nonce),
        eq(controlNonces.sessionId, auth.sessionId),
        isNull(controlNonces.usedAt),
        gt(controlNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: controlNonces.nonce });
  if (!spent.length) {
    const [row] = await db
      .select({ usedAt: controlNonces.usedAt })
      .from(controlNonces)
      .where(and(eq(controlNonces.nonce, nonce), eq(controlNonces.sessionId, auth.sessionId)));
    throw refuse(row?.usedAt ? 'NONCE_USED' : 'NONCE_EXPIRED');
  }

  let params: unknown;
  try {
    params = (JSON.parse(rawBody) as { params?: unknown }).params;
  } catch {
    throw refuse('SIGN_DECRYPT');
  }
  const plain =
    typeof params === 'string' ? decryptParams(sessionKey(secrets, auth.sessionId), nonce, params) : null;
  if (plain === null) throw refuse('SIGN_DECRYPT');
  try {
    return JSON.parse(plain);
  } catch {
    throw refuse('SIGN_DECRYPT');
  }
}
