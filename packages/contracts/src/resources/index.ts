import type { ResourceSpec } from '../resource';
import { areaSpec } from './system/area';
import { dictionaryItemSpec, dictionarySpec, dictionaryTypeSpec, localeSpec } from './system/dictionary';
import { apiLogSpec, businessLogSpec, systemLogSpec } from './system/logs';
import { manufacturerSpec } from './system/manufacturer';
import { menuSpec } from './system/menu';
import { onlineUserSpec } from './system/onlineUser';
import { organisationSpec } from './system/organisation';
import { parameterSpec } from './system/parameter';
import { pushClassSpec, pushConfigSpec } from './system/push';
import { reportSpec } from './system/report';
import { permissionResourceSpec } from './system/resource';
import { roleSpec } from './system/role';
import { securityCertificateSpec } from './system/securityCertificate';
import { tenantAppSpec, tenantPlatformAccountSpec, tenantSpec } from './system/tenant';
import { themeAttrSpec, themeSpec } from './system/theme';
import { userSpec } from './system/user';
import { userConfigSpec } from './system/userConfig';
import { userPostSpec } from './system/userPost';

export * from './system/area';
export * from './system/dictionary';
export * from './system/logs';
export * from './system/manufacturer';
export * from './system/menu';
export * from './system/onlineUser';
export * from './system/organisation';
export * from './system/parameter';
export * from './system/push';
export * from './system/report';
export * from './system/resource';
export * from './system/role';
export * from './system/securityCertificate';
export * from './system/tenant';
export * from './system/theme';
export * from './system/user';
export * from './system/userConfig';
export * from './system/userPost';

/** Every declared resource of system administration, by name (ref fields name their target here). */
export const systemResourceSpecs = {
  user: userSpec,
  role: roleSpec,
  menu: menuSpec,
  organisation: organisationSpec,
  tenant: tenantSpec,
  tenantApp: tenantAppSpec,
  tenantPlatformAccount: tenantPlatformAccountSpec,
  dictionaryType: dictionaryTypeSpec,
  dictionary: dictionarySpec,
  dictionaryItem: dictionaryItemSpec,
  locale: localeSpec,
  parameter: parameterSpec,
  area: areaSpec,
  theme: themeSpec,
  themeAttr: themeAttrSpec,
  manufacturer: manufacturerSpec,
  securityCertificate: securityCertificateSpec,
  userConfig: userConfigSpec,
  userPost: userPostSpec,
  resource: permissionResourceSpec,
  report: reportSpec,
  onlineUser: onlineUserSpec,
  apiLog: apiLogSpec,
  businessLog: businessLogSpec,
  systemLog: systemLogSpec,
  pushClass: pushClassSpec,
  pushConfig: pushConfigSpec,
} as const satisfies Record<string, ResourceSpec>;

export * from './terminal/index';
export * from './control/commandLog';
export * from './control/terminalTask';
export * from './control/lock';
export * from './control/debug';
export * from './adjust/adjust';
export * from './adjust/assembly';
export * from './control/qbParams';
export * from './control/qbLinkParams';
