import type { TFunction } from 'i18next';

/** Localized label of a notice business type; unknown types show their code. */
export function bizTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return t(`pushBizType.${type}` as never, { defaultValue: type });
}

/** Localized label of a user type; unknown types show their code. */
export function userTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return t(`userType.${type}` as never, { defaultValue: type });
}

/** Name (with unit) of a value of a GB/T 32960.3 report; a key not in the catalogue shows as sent. */
export function reportValueLabel(t: TFunction, key: string): string {
  return t(`reportValues.${key}` as never, { defaultValue: key });
}
