/**
 * The platform tenant's branding as first seeded. A tenant that still carries these texts kept the
 * defaults, so a console shows its own localized brand instead of the seeded zh-CN one (an English
 * header would otherwise read 车联网智能监管平台); a tenant that set its own name sees that name.
 */
export const DEFAULT_BRANDING = {
  appName: '车联网智能监管平台',
  copyright: '© 2026 Chelian 车联',
} as const;
