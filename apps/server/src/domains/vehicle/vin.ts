import type { LocalizedText } from '@chelian/contracts';
import type { SystemText } from '../../platform/localized';

/** ISO 3779 transliteration of VIN characters to numbers (I, O and Q never appear). */
const VALUES: Record<string, number> = Object.fromEntries([
  ...'0123456789'.split('').map((d) => [d, Number(d)]),
  ...'ABCDEFGH'.split('').map((c, i) => [c, i + 1]),
  ...'JKLMN'.split('').map((c, i) => [c, i + 1]),
  ['P', 7],
  ['R', 9],
  ...'STUVWXYZ'.split('').map((c, i) => [c, i + 2]),
]);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a 17-character VIN must carry: '0'-'9' or 'X'; null if a character is not allowed. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = VALUES[vin[i]!];
    if (value === undefined) return null;
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Parameter that turns the check-digit rule on for a tenant ('true'); off by default. */
export const VIN_CHECK_PARAM = 'vehicle.vinCheckDigit';

/** The parameter's name and description as a tenant is given it, in every language (the domain's texts). */
export const VIN_CHECK_TEXTS: { name: LocalizedText; description: LocalizedText } = {
  name: { 'zh-CN': 'VIN 校验位检查', 'en-US': 'VIN check digit', 'zh-TW': 'VIN 檢查碼檢查' },
  description: {
    'zh-CN': '为 true 时，新增或修改车辆须通过 VIN 第 9 位校验位检查（ISO 3779）',
    'en-US':
      'When true, a vehicle created or edited must pass the check digit of its VIN, the 9th character (ISO 3779)',
    'zh-TW': '為 true 時，新增或修改車輛須通過 VIN 第 9 位檢查碼檢查（ISO 3779）',
  },
};

export const VIN_TEXTS: SystemText[] = [
  [`parameter.${VIN_CHECK_PARAM}.name`, VIN_CHECK_TEXTS.name],
  [`parameter.${VIN_CHECK_PARAM}.description`, VIN_CHECK_TEXTS.description],
];
