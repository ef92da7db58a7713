import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/** Prefix of a value encrypted at rest: lets a start tell old plaintext rows from sealed ones. */
export const SEALED_PREFIX = 'enc:v1:';
/** The key file written into DATA_DIR when SECRET_KEY is unset (development and tests only). */
export const SECRET_KEY_FILE = 'secret.key';

/** The secrets of the server each database belongs to (one per server; tests run several). */
const byDatabase = new WeakMap<object, Secrets>();
/** Registers the server's secrets for code handed only its database (signed file links, reads the engine decorates). */
export function registerSecrets(db: object, secrets: Secrets): void {
  byDatabase.set(db, secrets);
}
export function secretsOf(db: object): Secrets | undefined {
  return byDatabase.get(db);
}

/**
 * The server's one secret (SECRET_KEY) and the keys derived from it with HKDF, one per purpose,
 * so a leak of one derived key (say a signed file link's MAC key) says nothing about the others.
 * Every API node of a deployment must share SECRET_KEY: links signed on one verify on another,
 * and the control signing key of a session is the same on all of them.
 */
export class Secrets {
  private readonly derived = new Map<string, Buffer>();

  constructor(private readonly master: Buffer) {}

  key(purpose: string): Buffer {
    let key = this.derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, Buffer.alloc(0), `chelian:${purpose}`, 32));
      this.derived.set(purpose, key);
    }
    return key;
  }

  /** Hex HMAC-SHA-256 of a text under the purpose's key. */
  mac(purpose: string, text: string): string {
    return createHmac('sha256', this.key(purpose)).update(text).digest('hex');
  }

  /** Constant-time check of a hex MAC. */
  verifyMac(purpose: string, text: string, mac: string): boolean {
    const want = Buffer.from(this.mac(purpose, text), 'hex');
    const got = Buffer.from(mac, 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  }

  /** AES-256-GCM: `enc:v1:` + base64(iv[12] ‖ ciphertext ‖ tag[16]); the purpose is the additional data. */
  seal(purpose: string, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key('at-rest'), iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  }

  /** The plain text of a sealed value; a value without the prefix is returned as it is (a row not yet migrated). */
  open(purpose: string, value: string): string {
    if (!isSealed(value)) return value;
    const raw = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key('at-rest'), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const isSealed = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);

/**
 * SECRET_KEY (at least 32 characters; its SHA-256 is the master key), or outside production a
 * random key kept in DATA_DIR/secret.key (created on first start, mode 0600) so that sealed
 * values survive restarts. Production without SECRET_KEY stops at start (config.ts).
 */
export function loadSecrets(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR' | 'NODE_ENV'>): Secrets {
  if (config.SECRET_KEY)
    return new Secrets(createHmac('sha256', 'chelian-secret-key').update(config.SECRET_KEY).digest());
  if (config.NODE_ENV === 'production')
    throw new Error('Invalid settings:\n  SECRET_KEY: required in production');
  const file = join(config.DATA_DIR, SECRET_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // two processes on one DATA_DIR starting together: the first one's key wins
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file}: not a 64-digit hex key`);
  return new Secrets(Buffer.from(text, 'hex'));
}

/**
 * The control signing secret of a session (docs/control.md): HMAC of the session id under a key
 * derived from SECRET_KEY. Handed to the console once, in the sign-in answer; recomputed, never
 * stored, by whichever node verifies a signed call. A stolen token alone therefore cannot sign.
 */
export function sessionSignSecret(secrets: Secrets, sessionId: number): string {
  return createHmac('sha256', secrets.key('control-sign')).update(`session:${sessionId}`).digest('base64url');
}
