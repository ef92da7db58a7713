import { SIGN_KEY_PREFIX } from '@chelian/contracts/control';

/**
 * The crypto of signed control calls (the scheme is in docs/control.md), with
 * the browser's Web Crypto: key = SHA-256(prefix + the session's signing secret from the sign-in
 * answer; the token alone cannot sign), params = base64(iv | AES-256-GCM
 * ciphertext | tag) with the nonce as additional data, sign = hex SHA-256(timestamp + nonce + body).
 */
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function sessionKey(signSecret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(SIGN_KEY_PREFIX + signSecret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function encryptParams(signSecret: string, nonce: string, payload: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(nonce), tagLength: 128 },
    await sessionKey(signSecret),
    encoder.encode(JSON.stringify(payload)),
  );
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(sealed), 12);
  return toBase64(out);
}

/** The body and headers of one signed call. */
export async function signRequest(signSecret: string, nonce: string, payload: unknown, now = Date.now()) {
  const timestamp = String(now);
  const body = { params: await encryptParams(signSecret, nonce, payload) };
  const sign = await sha256Hex(timestamp + nonce + JSON.stringify(body));
  return { body, headers: { sign, nonce, timestamp } };
}
