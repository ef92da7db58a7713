import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { SIGN_KEY_PREFIX } from '@chelian/contracts/control';
import type { Harness } from './harness';

/**
 * Encrypts a payload the way the console's signed client does: base64(iv | AES-256-GCM ciphertext | tag),
 * the nonce as additional data, under the key of the session's signing secret (from the sign-in answer).
 */
export function encryptParams(signSecret: string, nonce: string, payload: unknown): string {
  const key = createHash('sha256')
    .update(SIGN_KEY_PREFIX + signSecret)
    .digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(nonce, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export const signOf = (timestamp: string, nonce: string, body: string) =>
  createHash('sha256')
    .update(timestamp + nonce + body)
    .digest('hex');

export async function fetchNonce(h: Harness, token: string): Promise<string> {
  const res = await h.call('GET', '/api/vehicle-svc/ctrl/vehicle/V1.0/nonce', { token });
  if (res.statusCode !== 200) throw new Error(`nonce: ${res.statusCode} ${res.body}`);
  return res.json().nonce as string;
}

export interface SignedOptions {
  /** change the body after signing */
  tamper?: (body: string) => string;
  nonce?: string;
  timestamp?: string;
  params?: string;
  omit?: 'sign' | 'nonce' | 'timestamp';
  /** sign with this secret instead of the session's */
  signSecret?: string;
}

/** A signed control call with optional faults. */
export async function signedCall(
  h: Harness,
  token: string,
  kind: string,
  payload: unknown,
  opts: SignedOptions = {},
) {
  const nonce = opts.nonce ?? (await fetchNonce(h, token));
  const timestamp = opts.timestamp ?? String(Date.now());
  const body = JSON.stringify({
    params: opts.params ?? encryptParams(opts.signSecret ?? h.signSecretOf(token), nonce, payload),
  });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    sign: signOf(timestamp, nonce, body),
    nonce,
    timestamp,
  };
  if (opts.omit) delete headers[opts.omit];
  const res = await h.call('POST', `/api/vehicle-svc/ctrl/vehicle/V1.0/${kind}`, {
    token,
    body: opts.tamper ? opts.tamper(body) : body,
    headers,
  });
  return { res, nonce, timestamp, body };
}
