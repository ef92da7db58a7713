import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BRANDING } from '@chelian/contracts/branding';
import type { TenantAndThemes } from '@chelian/contracts/platform';
import { getTenantAndThemes } from './platform';

/** Tenant branding and themes, loaded at start-up. */
export function useTenant(): TenantAndThemes | undefined {
  const { data } = useQuery({
    queryKey: ['tenant'],
    queryFn: getTenantAndThemes,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

/**
 * The tenant's application name and copyright as this language shows them: a tenant that kept the
 * seeded zh-CN defaults gets the brand of the catalogue (an English console reads "Chelian
 * Connected Vehicle Platform", not 车联网智能监管平台); a name the tenant set itself is shown as set.
 */
export function useBranding(): { appName: string; copyright: string | null; recordNo: string | null } {
  const { t } = useTranslation();
  const tenant = useTenant()?.tenant;
  const appName = tenant?.appName;
  const copyright = tenant?.copyright ?? null;
  return {
    appName: !appName || appName === DEFAULT_BRANDING.appName ? t('app.title') : appName,
    copyright: copyright === DEFAULT_BRANDING.copyright ? t('app.copyright') : copyright,
    recordNo: tenant?.recordNo ?? null,
  };
}
