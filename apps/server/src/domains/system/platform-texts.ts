import type { LocalizedText } from '@chelian/contracts';
import { DEFAULT_BRANDING } from '@chelian/contracts/branding';
import { systemTextCode, type SystemText } from '../../platform/localized';

/**
 * Names the platform gives the things it creates itself (the platform tenant, its head office, the
 * built-in roles, the administrator, the default themes). Rows store the zh-CN text; consoles in
 * another language show theirs while the row still holds it, a name an administrator changed is
 * shown as changed.
 */
export const PLATFORM_NAMES = {
  tenantName: { 'zh-CN': '车联平台', 'en-US': 'Chelian Platform', 'zh-TW': '車聯平台' },
  // as the console's catalogue names the brand (app.title)
  appName: {
    'zh-CN': DEFAULT_BRANDING.appName,
    'en-US': 'Chelian Connected Vehicle Platform',
    'zh-TW': '車聯網智慧監管平台',
  },
  headOffice: { 'zh-CN': '车联平台总部', 'en-US': 'Chelian Platform Head Office', 'zh-TW': '車聯平台總部' },
  headOfficeAbbr: { 'zh-CN': '总部', 'en-US': 'Head office', 'zh-TW': '總部' },
  adminRole: { 'zh-CN': '平台管理员', 'en-US': 'Platform administrator', 'zh-TW': '平台管理員' },
  adminRoleDescription: {
    'zh-CN': '拥有全部菜单与权限',
    'en-US': 'Has every menu and permission',
    'zh-TW': '擁有全部選單與權限',
  },
  adminName: { 'zh-CN': '系统管理员', 'en-US': 'System administrator', 'zh-TW': '系統管理員' },
  tenantAdminRole: { 'zh-CN': '租户管理员', 'en-US': 'Tenant administrator', 'zh-TW': '租戶管理員' },
  tenantAdminRoleDescription: {
    'zh-CN': '租户内全部权限',
    'en-US': 'Every permission within the tenant',
    'zh-TW': '租戶內全部權限',
  },
  themeBlue: { 'zh-CN': '科技蓝', 'en-US': 'Tech blue', 'zh-TW': '科技藍' },
  themeDark: { 'zh-CN': '极夜黑', 'en-US': 'Polar night', 'zh-TW': '極夜黑' },
} satisfies Record<string, LocalizedText>;

export const PLATFORM_TEXTS: SystemText[] = Object.entries(PLATFORM_NAMES).map(([key, text]) => [
  `platform.${key}`,
  text,
]);

/** The translation code of a stored name while it is one the platform gave. */
export const platformTextCode = systemTextCode(PLATFORM_TEXTS);
