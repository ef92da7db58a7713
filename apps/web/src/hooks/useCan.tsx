import { useMemo, type ReactNode } from 'react';
import { isAllowed } from '@chelian/contracts/permissions';
import { useSession } from '../state/session';
import { toPermissionSet } from '../state/permissions';

export type Can = (module: string, action: string) => boolean;

/** can(module, action) over a permission list and user type (useCan's, for code outside React). */
export function permissionCheck(
  resources: readonly string[] | null | undefined,
  userType: string | null,
): Can {
  const granted = toPermissionSet(resources, userType);
  return (module: string, action: string) => isAllowed(granted, module, action);
}

/** can(module, action): whether the permission list holds the action (a string with a slash is used as given). */
export function useCan(): Can {
  const resources = useSession((s) => s.resources);
  const userType = useSession((s) => s.user?.userType ?? null);
  return useMemo(() => permissionCheck(resources, userType), [resources, userType]);
}

/** Renders its children only when the permission is held. */
export function Authorized({
  module,
  action,
  children,
}: {
  module: string;
  action: string;
  children: ReactNode;
}) {
  const can = useCan();
  return can(module, action) ? <>{children}</> : null;
}
