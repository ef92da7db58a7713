import { and, eq, inArray, isNotNull, or, isNull, gt, sql } from 'drizzle-orm';
import { USER_TYPE_PERMISSIONS } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles, userRoles } from '../../domains/system/schema';

/** Roles of a user that are still valid (no expiry, or expiring in the future). */
export async function activeRoles(db: Db, userId: number) {
  return db
    .select({ id: roles.id, allAuthority: roles.allAuthority })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), or(isNull(roles.expireDate), gt(roles.expireDate, sql`now()`))));
}

/** Ids of the menu nodes a user may see: every node for an all-authority role, else the granted ones. */
export async function grantedMenuIds(db: Db, userId: number): Promise<Set<number> | 'all'> {
  const held = await activeRoles(db, userId);
  if (held.some((r) => r.allAuthority)) return 'all';
  if (held.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, held.map((r) => r.id)));
  return new Set(rows.map((r) => r.menuId));
}

/** The permission strings of a user: those of granted BUTTON nodes, plus what the user type adds. */
export async function loadPermissions(db: Db, userId: number, userType: string): Promise<Set<string>> {
  const granted = await grantedMenuIds(db, userId);
  const base = db
    .select({ permission: menus.permission, id: menus.id })
    .from(menus)
    .where(and(isNotNull(menus.permission), eq(menus.status, 'NORMAL')));
  const rows = await base;
  const result = new Set<string>();
  for (const row of rows) {
    if (row.permission && (granted === 'all' || granted.has(row.id))) result.add(row.permission);
  }
  const extra = USER_TYPE_PERMISSIONS[userType];
  if (extra) result.add(extra);
  return result;
}
