import { useMemo } from 'react';
import { useTenant } from '../api/tenant';
import { useSession } from '../state/session';
import { toAppliedTheme, type AppliedTheme } from '../theme/themeConfig';

/** The user's theme while signed in, else the tenant's first theme. */
export function useAppliedTheme(): AppliedTheme {
  const userTheme = useSession((s) => s.theme);
  const tenant = useTenant();
  const theme = userTheme ?? tenant?.themeList?.[0] ?? null;
  return useMemo(() => toAppliedTheme(theme), [theme]);
}
