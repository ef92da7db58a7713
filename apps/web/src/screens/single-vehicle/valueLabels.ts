import type { Language } from '@chelian/contracts/i18n';
import { gbEnumFieldOf, gbEnumLabel } from '@chelian/contracts/gb32960-enums';

/**
 * A value of a report block as text: an enumeration (the standard's code, or the name rows stored
 * before codes hold) as its label from the shared table, anything else as valueText does.
 */
export function reportValueText(key: string, value: unknown, block: string, lang: Language): string {
  const field = gbEnumFieldOf(key, block);
  return field && value !== null && value !== undefined ? gbEnumLabel(field, value, lang) : valueText(value);
}

/** A value as text: numbers rounded for reading, lists joined, nested objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
