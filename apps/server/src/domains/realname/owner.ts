import { maskText, type Language } from '@chelian/contracts';
import { isIdNumber, realnameRecordSpec } from '@chelian/contracts/resources/realname/index';
import type { Secrets } from '../../platform/secrets';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';

/**
 * The owner's personal data: each field is kept sealed in its column (the column name is the
 * additional data, so a value cannot be moved to another column) and as its mask beside it.
 */
export const OWNER_FIELDS = {
  ownerName: { sealed: 'ownerName', mask: 'ownerNameMask', purpose: 'realname_records.owner_name' },
  ownerPhone: { sealed: 'ownerPhone', mask: 'ownerPhoneMask', purpose: 'realname_records.owner_phone' },
  ownerIdNumber: {
    sealed: 'ownerIdNumber',
    mask: 'ownerIdNumberMask',
    purpose: 'realname_records.owner_id_number',
  },
} as const;
export type OwnerField = keyof typeof OWNER_FIELDS;

/**
 * Turns the clear owner values the engine wrote into the mask columns into sealed values and
 * masks. A value equal to the stored mask is what an edit form sends back unchanged: no change.
 */
export function sealOwner(
  values: Record<string, unknown>,
  secrets: Secrets,
  lang: Language,
  current?: Record<string, unknown>,
): void {
  for (const [key, { sealed, mask, purpose }] of Object.entries(OWNER_FIELDS)) {
    if (!(mask in values)) continue;
    const clear = values[mask];
    delete values[mask];
    if (typeof clear !== 'string' || clear === '') continue;
    if (current && clear === current[mask]) continue;
    if (key === 'ownerIdNumber' && !isIdNumber(clear)) {
      const field = realnameRecordSpec.fields.ownerIdNumber.label[lang];
      throw new AppError(
        400,
        'REALNAME_ID_NUMBER',
        { field },
        {
          ownerIdNumber: translate(lang, 'REALNAME_ID_NUMBER', { field }),
        },
      );
    }
    // a mask passes the form's pattern (an edit sends it back); anything else must be a number
    if (key === 'ownerPhone' && !/^1\d{10}$/.test(clear)) {
      const field = realnameRecordSpec.fields.ownerPhone.label[lang];
      throw new AppError(
        400,
        'FIELD_INVALID',
        { field },
        {
          ownerPhone: translate(lang, 'FIELD_INVALID', { field }),
        },
      );
    }
    values[sealed] = secrets.seal(purpose, clear);
    values[mask] = maskText(clear);
  }
}

/** Opens the sealed owner values of a stored row. */
export function openOwner(row: Record<string, unknown>, secrets: Secrets): Record<OwnerField, string | null> {
  const out = {} as Record<OwnerField, string | null>;
  for (const [key, { sealed, purpose }] of Object.entries(OWNER_FIELDS) as [
    OwnerField,
    (typeof OWNER_FIELDS)[OwnerField],
  ][]) {
    const value = row[sealed];
    out[key] = typeof value === 'string' && value ? secrets.open(purpose, value) : null;
  }
  return out;
}

/** The one-link check: a valid identity number whose birth date is a real past day, and a mobile number. */
export function oneLinkCheck(owner: Record<OwnerField, string | null>): boolean {
  const id = owner.ownerIdNumber ?? '';
  if (!isIdNumber(id) || !owner.ownerName || !/^1\d{10}$/.test(owner.ownerPhone ?? '')) return false;
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const born = new Date(Date.UTC(y, m - 1, d));
  return (
    born.getUTCFullYear() === y &&
    born.getUTCMonth() === m - 1 &&
    born.getUTCDate() === d &&
    y >= 1900 &&
    born.getTime() < Date.now()
  );
}
