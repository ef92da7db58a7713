// @vitest-environment node
import { createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGN_KEY_PREFIX } from '@chelian/contracts/control';
import { sha256Hex, signRequest } from '../src/api/signing';

/** What the server does with a signed call (apps/server/src/domains/control/signing.ts), in node:crypto. */
function open(token: string, nonce: string, params: string): unknown {
  const key = createHash('sha256')
    .update(SIGN_KEY_PREFIX + token)
    .digest();
  const bytes = Buffer.from(params, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(nonce));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    ),
  );
}

describe('signed client', () => {
  it('hashes like SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('encrypts the payload for the session key and signs timestamp + nonce + body', async () => {
    const payload = { vin: 'LCLE5A1B2C3D45678', action: 'on', windLevel: 3 };
    const { body, headers } = await signRequest('token-1', 'nonce-1', payload, 1_700_000_000_000);
    expect(headers).toMatchObject({ nonce: 'nonce-1', timestamp: '1700000000000' });
    expect(headers.sign).toBe(
      createHash('sha256')
        .update(`1700000000000nonce-1${JSON.stringify(body)}`)
        .digest('hex'),
    );
    expect(open('token-1', 'nonce-1', body.params)).toEqual(payload);
    // another session's key, or another nonce, does not open it
    expect(() => open('token-2', 'nonce-1', body.params)).toThrow();
    expect(() => open('token-1', 'nonce-2', body.params)).toThrow();
  });

  it('uses a fresh IV each time', async () => {
    const a = await signRequest('t', 'n', { x: 1 });
    const b = await signRequest('t', 'n', { x: 1 });
    expect(a.body.params).not.toBe(b.body.params);
  });
});
