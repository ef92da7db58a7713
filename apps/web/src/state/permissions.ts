import { USER_TYPE_PERMISSIONS } from '@chelian/contracts/permissions';

/**
 * The granted set from the resource list: an entry may hold several
 * lines, each a 'module/action' string; the user type adds userType/admin or userType/tenant.
 */
export function toPermissionSet(
  resources: readonly string[] | null | undefined,
  userType?: string | null,
): Set<string> {
  const granted = new Set<string>();
  for (const entry of resources ?? []) {
    if (typeof entry !== 'string') continue;
    for (const line of entry.split(/\r?\n/)) {
      const value = line.trim();
      if (value) granted.add(value);
    }
  }
  const extra = userType ? USER_TYPE_PERMISSIONS[userType] : undefined;
  if (extra) granted.add(extra);
  return granted;
}
