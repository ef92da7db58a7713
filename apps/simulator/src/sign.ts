import { createECDH, createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { HEADER_SIZE, type Signature } from '@chelian/gb32960';

/** A terminal's signing key pair: the private key it signs with, the public key the archive registers. */
export interface SigningKeyPair {
  privateKey: KeyObject;
  /** uncompressed P-256 point in hex (04, X, Y), the form the terminal record accepts */
  publicKeyHex: string;
}

/**
 * The demo key pair of a VIN: a P-256 key derived from the VIN, so the server's demo seed
 * registers the public key of exactly the key the simulated terminal signs with, without any key
 * being stored. Demo only: anyone who knows the VIN can derive it.
 */
export function demoSigningKey(vin: string): SigningKeyPair {
  const d = createHash('sha256').update(`chelian-demo-signing-key:${vin}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  return {
    privateKey: createPrivateKey({ key: jwk, format: 'jwk' }),
    publicKeyHex: point.toString('hex').toUpperCase(),
  };
}

/**
 * The public half of demoSigningKey(vin) alone, in the same form: what the archive registers for
 * a simulated terminal. About half the time of the pair (no private key object is built), which
 * counts when a fleet of 100,000 is registered.
 */
export function demoSigningPublicKeyHex(vin: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(createHash('sha256').update(`chelian-demo-signing-key:${vin}`).digest());
  return ecdh.getPublicKey().toString('hex').toUpperCase();
}

/**
 * The 2025 signature block (type 3 ECC: ECDSA P-256, SHA-256) over a report's data unit, given
 * the report encoded without it: the bytes after the header, up to the BCC.
 */
export function signReport(unsigned: Uint8Array, key: KeyObject): Signature {
  const rs = sign('sha256', unsigned.subarray(HEADER_SIZE, unsigned.length - 1), {
    key,
    dsaEncoding: 'ieee-p1363',
  });
  return {
    type: 3 /* ECC */,
    r: rs.subarray(0, 32).toString('hex').toUpperCase(),
    s: rs.subarray(32).toString('hex').toUpperCase(),
  };
}
