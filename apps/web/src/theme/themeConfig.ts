import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '@chelian/contracts/platform';

export type SiderTheme = 'light' | 'dark';

export interface AppliedTheme {
  config: ThemeConfig;
  siderTheme: SiderTheme;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function themeAttr(theme: Theme | null | undefined, code: string): string | undefined {
  return theme?.attrList?.find((attr) => attr.attrCode === code)?.attrValue ?? undefined;
}

/**
 * Turns a theme's attributes into antd settings: colorPrimary (hex), algorithm ('default' | 'dark'),
 * borderRadius (number as text), siderTheme ('light' | 'dark'). Unknown or malformed values are ignored.
 */
export function toAppliedTheme(theme: Theme | null | undefined): AppliedTheme {
  const token: NonNullable<ThemeConfig['token']> = {};
  const primary = themeAttr(theme, 'colorPrimary');
  if (primary && HEX.test(primary.trim())) token.colorPrimary = primary.trim();
  const radius = Number(themeAttr(theme, 'borderRadius'));
  if (themeAttr(theme, 'borderRadius') && Number.isFinite(radius) && radius >= 0 && radius <= 32)
    token.borderRadius = radius;
  const dark = themeAttr(theme, 'algorithm') === 'dark';
  const sider = themeAttr(theme, 'siderTheme');
  return {
    config: { token, algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm },
    siderTheme: sider === 'light' || sider === 'dark' ? sider : 'dark',
  };
}
