import { and, eq, inArray, isNotNull, or, isNull, gt, sql } from 'drizzle-orm';
import { USER_TYPE_PERMISSIONS } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles, tenantMenus, userRoles } from '../schema';

/** Roles of a user that are still valid (no expiry, or expiring in the future). */
export async function activeRoles(db: Db, userId: number) {
  return db
    .select({ id: roles.id, allAuthority: roles.allAuthority })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), or(isNull(roles.expireDate), gt(roles.expireDate, sql`now()`))));
}

/** Menu ids a tenant's roles may be granted, or null when the tenant is not limited. */
export async function tenantMenuIds(db: Db, tenantId: number): Promise<Set<number> | null> {
  const rows = await db
    .select({ id: tenantMenus.menuId })
    .from(tenantMenus)
    .where(eq(tenantMenus.tenantId, tenantId));
  return rows.length ? new Set(rows.map((r) => r.id)) : null;
}

/**
 * Ids of the menu nodes a user may see: those of the user's roles (every node for an
 * all-authority role), never beyond the authority of the user's tenant.
 */
export async function grantedMenuIds(db: Db, userId: number, tenantId: number): Promise<Set<number> | 'all'> {
  const [held, tenantLimit] = await Promise.all([activeRoles(db, userId), tenantMenuIds(db, tenantId)]);
  if (held.some((r) => r.allAuthority)) return tenantLimit ?? 'all';
  if (held.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(
      inArray(
        roleMenus.roleId,
        held.map((r) => r.id),
      ),
    );
  const ids = rows.map((r) => r.menuId);
  return new Set(tenantLimit ? ids.filter((id) => tenantLimit.has(id)) : ids);
}

/** The permission strings of a user: those of granted BUTTON nodes, plus what the user type adds. */
export async function loadPermissions(
  db: Db,
  user: { userId: number; tenantId: number; userType: string },
): Promise<Set<string>> {
  const granted = await grantedMenuIds(db, user.userId, user.tenantId);
  const base = db
    .select({ permission: menus.permission, id: menus.id })
    .from(menus)
    .where(and(isNotNull(menus.permission), eq(menus.status, 'NORMAL')));
  const rows = await base;
  const result = new Set<string>();
  for (const row of rows) {
    if (row.permission && (granted === 'all' || granted.has(row.id))) result.add(row.permission);
  }
  const extra = USER_TYPE_PERMISSIONS[user.userType];
  if (extra) result.add(extra);
  return result;
}
