import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { HEADER_SIZE, type Signature } from '@chelian/gb32960';

/**
 * The 2025 edition's signature block (info type 0xFF: type, R length, R, S length, S), checked
 * against the public key the archive registers for the terminal.
 *
 * What is signed: the data unit up to the 0xFF type byte (the report's time and its info blocks).
 * Types, as this node's OpenSSL can verify them:
 *   3 ECC: ECDSA over P-256 with SHA-256, R and S the two 32-byte integers;
 *   2 RSA: RSASSA-PKCS1-v1_5 with SHA-256, the whole signature in R (S empty);
 *   1 SM2: not verifiable here. Node's crypto has no SM2 key type and cannot set the SM2 signer
 *     identity (the Z value of GB/T 32918.2), so an ECDSA check over the SM2 curve would accept
 *     or refuse the wrong signatures. An SM2 key cannot be registered, and an SM2-signed report
 *     from a terminal with a key is refused like any signature that does not verify.
 */

/** The signature block's type byte for each kind of key. */
const SIGNATURE_TYPE = { RSA: 2, ECC: 3 } as const;

/** A registered key, parsed once per login. */
export interface SigningKey {
  kind: 'ECC' | 'RSA';
  key: KeyObject;
}

const POINT = /^04[0-9a-f]{128}$/i;
const SM2_CURVE_OID = Buffer.from('06082a811ccf5501822d', 'hex');
const SM2_UNSUPPORTED =
  'SM2 keys cannot be verified by this server (no SM2 signature support in its crypto library)';

/** base64url of a big-endian integer given as hex */
const b64url = (hex: string): string => Buffer.from(hex, 'hex').toString('base64url');

/**
 * The stored key text (PEM "PUBLIC KEY", or the hex of an uncompressed P-256 point as the 2025
 * activation frame carries it) to a key, or the reason it cannot be used.
 */
export function parseSigningKey(text: string): SigningKey | string {
  const value = text.trim();
  let key: KeyObject;
  try {
    if (POINT.test(value)) {
      key = createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: b64url(value.slice(2, 66)), y: b64url(value.slice(66)) },
        format: 'jwk',
      });
    } else if (value.startsWith('-----BEGIN PUBLIC KEY-----')) {
      key = createPublicKey(value);
    } else return 'not a PEM public key nor an uncompressed P-256 point in hex';
  } catch (err) {
    return `not a valid public key (${(err as Error).message})`;
  }
  // Node reports no key type for a key on the SM2 curve (its OID 1.2.156.10197.1.301)
  if (
    key.asymmetricKeyType === undefined &&
    key.export({ type: 'spki', format: 'der' }).includes(SM2_CURVE_OID)
  )
    return SM2_UNSUPPORTED;
  if (key.asymmetricKeyType === 'rsa')
    return (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048
      ? { kind: 'RSA', key }
      : 'an RSA key must have at least 2048 bits';
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    if (curve === 'prime256v1') return { kind: 'ECC', key };
    if (curve === 'SM2') return SM2_UNSUPPORTED;
    return `EC curve ${String(curve)} is not supported (P-256 only)`;
  }
  return `key type ${String(key.asymmetricKeyType)} is not supported (P-256 or RSA)`;
}

/** Where the signature block (its 0xFF byte) starts in a frame whose decoded body carries `sig`. */
export function signatureOffset(frame: Uint8Array, sig: Signature): number {
  // type byte, signature type, two WORD lengths, R, S, then the BCC
  return frame.length - 1 - (1 + 1 + 2 + sig.r.length / 2 + 2 + sig.s.length / 2);
}

/** The outcome of checking one report: null when it verifies, else why not. */
export function checkSignature(
  frame: Uint8Array,
  sig: Signature | undefined,
  key: SigningKey,
): string | null {
  if (!sig) return 'the terminal has a registered key and the report carries no signature';
  if (sig.type !== SIGNATURE_TYPE[key.kind])
    return `signature type ${String(sig.type)} does not match the registered ${key.kind} key`;
  const at = signatureOffset(frame, sig);
  if (at < HEADER_SIZE || frame[at] !== 0xff) return 'signature block not found';
  const data = frame.subarray(HEADER_SIZE, at);
  try {
    const ok =
      key.kind === 'ECC'
        ? sig.r.length <= 64 &&
          sig.s.length <= 64 &&
          verify(
            'sha256',
            data,
            { key: key.key, dsaEncoding: 'ieee-p1363' },
            Buffer.from(sig.r.padStart(64, '0') + sig.s.padStart(64, '0'), 'hex'),
          )
        : sig.s.length === 0 && verify('sha256', data, key.key, Buffer.from(sig.r, 'hex'));
    return ok ? null : 'signature does not verify with the registered key';
  } catch (err) {
    return `signature cannot be checked (${(err as Error).message})`;
  }
}
