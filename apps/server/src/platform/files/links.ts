import { inArray } from 'drizzle-orm';
import { PLATFORM_CALLS, callUrl } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { secretsOf, type Secrets } from '../secrets';
import { attachments } from './schema';

/**
 * Signed file links: what the console puts in <img src> and download anchors, which a browser
 * opens without the Authorization header. A link names the file by its random public id, is
 * good for 30 minutes (a list left open that long still shows its pictures; a copied link dies
 * soon after) and carries an HMAC of id and expiry under a key derived from SECRET_KEY. It is
 * handed out only inside answers the caller was allowed to read (the record's list or detail,
 * the attachment list), so holding one proves the permission of the record the file belongs to.
 */
export const FILE_LINK_TTL_MS = 30 * 60_000;
const PURPOSE = 'file-link';
export const PUBLIC_ID = /^[0-9a-f]{32}$/;

export function signFileLink(secrets: Secrets, publicId: string, now = Date.now()): string {
  // rounded up to the minute: the links of one list stay the same for a minute, so images are cached
  const expires = Math.ceil((now + FILE_LINK_TTL_MS) / 60_000) * 60_000;
  const signature = secrets.mac(PURPOSE, `${publicId}.${expires}`);
  const path = callUrl(PLATFORM_CALLS.attachmentDownload, { id: publicId });
  return `/api/${path}?expires=${expires}&signature=${signature}`;
}

/** A link's expiry and signature are right for this file and it has not expired. */
export function verifyFileLink(
  secrets: Secrets,
  publicId: string,
  expires: unknown,
  signature: unknown,
  now = Date.now(),
): boolean {
  if (typeof expires !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{13}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Number(expires) < now || Number(expires) > now + FILE_LINK_TTL_MS + 60_000) return false;
  return secrets.verifyMac(PURPOSE, `${publicId}.${expires}`, signature);
}

/** Signed links of files by their serial ids (the ids records keep), for the rows of a list. */
export async function fileLinks(db: Db, ids: number[]): Promise<Map<number, string>> {
  const secrets = secretsOf(db);
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (!secrets || !wanted.length) return new Map();
  const rows = await db
    .select({ id: attachments.id, publicId: attachments.publicId })
    .from(attachments)
    .where(inArray(attachments.id, wanted));
  return new Map(rows.map((r) => [r.id, signFileLink(secrets, r.publicId)]));
}
