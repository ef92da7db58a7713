import { useQuery } from '@tanstack/react-query';
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
