import type { TFunction } from 'i18next';
import { zhCN } from './zh-CN';

/** Localized label of a notice business type; unknown types show their code. */
export function bizTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return type in zhCN.pushBizType ? t(`pushBizType.${type as keyof typeof zhCN.pushBizType}`) : type;
}

/** Localized label of a user type; unknown types show their code. */
export function userTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return type in zhCN.userType ? t(`userType.${type as keyof typeof zhCN.userType}`) : type;
}

/** Name (with unit) of a value of a GB/T 32960.3 report; a key not in the catalogue shows as sent. */
export function reportValueLabel(t: TFunction, key: string): string {
  return key in zhCN.reportValues ? t(`reportValues.${key as keyof typeof zhCN.reportValues}`) : key;
}
