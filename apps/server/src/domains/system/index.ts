import { defineDomain } from '../../engine/domain';
import { systemRoutes } from './routes';
import { systemAdminRoutes } from './admin-routes';
import { sealedSecretRoutes } from './sealed-secret-routes';
import { sealStoredSecrets } from './sealed-secrets';
import { seedPlatform } from './bootstrap';
import { PARAMETER_TEXTS } from './parameters';
import { PLATFORM_TEXTS } from './platform-texts';
import { SYSTEM_LOG_TRANSLATIONS } from './system-log';
import {
  userResource,
  roleResource,
  menuResource,
  permissionResource,
  organisationResource,
  tenantResource,
  tenantAppResource,
  tenantPlatformAccountResource,
  dictionaryTypeResource,
  dictionaryResource,
  dictionaryItemResource,
  localeResource,
  parameterResource,
  areaResource,
  themeResource,
  themeAttrResource,
  manufacturerResource,
  securityCertificateResource,
  userConfigResource,
  userPostResource,
  reportResource,
  onlineUserResource,
  apiLogResource,
  businessLogResource,
  systemLogResource,
  pushClassResource,
  pushConfigResource,
} from './resources';

/** Users, roles, menus, organisations, dictionaries, parameters, logs and tenant settings. */
export const systemDomain = defineDomain({
  name: 'system',
  resources: [
    userResource,
    roleResource,
    menuResource,
    permissionResource,
    organisationResource,
    tenantResource,
    tenantAppResource,
    tenantPlatformAccountResource,
    dictionaryTypeResource,
    dictionaryResource,
    dictionaryItemResource,
    localeResource,
    parameterResource,
    areaResource,
    themeResource,
    themeAttrResource,
    manufacturerResource,
    securityCertificateResource,
    userConfigResource,
    userPostResource,
    reportResource,
    onlineUserResource,
    apiLogResource,
    businessLogResource,
    systemLogResource,
    pushClassResource,
    pushConfigResource,
  ],
  texts: [...PARAMETER_TEXTS, ...SYSTEM_LOG_TRANSLATIONS, ...PLATFORM_TEXTS],
  async seed(ctx) {
    await seedPlatform(ctx);
    await sealStoredSecrets(ctx);
  },
  routes(app, { ctx, sessions, engine }) {
    systemRoutes(app, ctx, sessions);
    systemAdminRoutes(app, ctx, sessions, engine);
    sealedSecretRoutes(app, ctx);
  },
});

// what other domains use
export { parameterValue } from './parameters';
export { brandTenant, PLATFORM } from './bootstrap';
export { SYSTEM_LOG_TEXTS } from './system-log';
export { openPlatformPassword } from './sealed-secrets';
