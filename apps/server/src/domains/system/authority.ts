import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthorityNode, Language, RoleAuthority } from '@chelian/contracts';
import type { Db } from '../../db/client';
import type { SessionStore } from '../../platform/auth/sessions';
import type { Bus } from '../../platform/bus';
import { tenantMenuIds } from '../../platform/auth/permissions';
import { AppError, notFound } from '../../platform/errors';
import { localeMap } from '../../engine/labels';
import { menuLabelCode } from '../../platform/localized';
import { menus, roleMenus, roles, tenantMenus } from '../../platform/schema';

/** Published when roles, grants or menus change: every API node drops its cached permissions. */
export const AUTHORITY_SUBJECT = 'authority.changed';

export function authorityChanged(sessions: SessionStore, bus: Bus) {
  sessions.invalidateAll();
  bus.publish(AUTHORITY_SUBJECT, {});
}

/** The MENU / SUB_MENU / BUTTON tree, names in the caller's language, limited to what the tenant may grant. */
export async function authorityTree(db: Db, tenantId: number, lang: Language): Promise<AuthorityNode[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.status, 'NORMAL'))
    .orderBy(asc(menus.sequence), asc(menus.id));
  const allowed = await tenantMenuIds(db, tenantId);
  const names = lang === 'zh-CN' ? new Map<string, string>() : await localeMap(db, lang);
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    if (allowed && !allowed.has(row.id)) continue;
    (byParent.get(row.parentId) ?? byParent.set(row.parentId, []).get(row.parentId)!).push(row);
  }
  const build = (parent: number | null): AuthorityNode[] =>
    (byParent.get(parent) ?? []).map((row) => ({
      id: row.id,
      label: names.get(menuLabelCode(row.code)) ?? row.name,
      code: row.code,
      menuType: row.menuType as AuthorityNode['menuType'],
      permission: row.permission,
      children: build(row.id),
    }));
  return build(null);
}

export async function roleAuthority(db: Db, tenantId: number, roleId: number): Promise<RoleAuthority> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId)));
  if (!role) throw notFound();
  const rows = await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
  return { roleId, allAuthority: role.allAuthority, menuIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/**
 * Replaces a role's granted menu nodes. The parents of every granted node are granted with it, so a granted button's
 * screen and group show in the menu; nodes outside the tenant's authority are refused.
 */
export async function assignAuthority(
  db: Db,
  tenantId: number,
  roleId: number,
  menuIds: number[],
): Promise<number[]> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId)));
  if (!role) throw notFound();
  const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const granted = new Set<number>();
  for (const id of menuIds) {
    if (!parentOf.has(id)) throw new AppError(400, 'REF_NOT_FOUND', { field: 'menuIds' });
    for (
      let cursor: number | null | undefined = id;
      cursor != null && !granted.has(cursor);
      cursor = parentOf.get(cursor)
    )
      granted.add(cursor);
  }
  const allowed = await tenantMenuIds(db, tenantId);
  if (allowed && [...granted].some((id) => !allowed.has(id))) throw new AppError(400, 'ROLE_AUTHORITY_LIMIT');
  await db.transaction(async (tx) => {
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    if (granted.size) await tx.insert(roleMenus).values([...granted].map((menuId) => ({ roleId, menuId })));
  });
  return [...granted].sort((a, b) => a - b);
}

/** Replaces the menu nodes a tenant may use (with their parents); an empty list lifts the limit. */
export async function assignTenantAuthority(db: Db, tenantId: number, menuIds: number[]): Promise<number[]> {
  const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const granted = new Set<number>();
  for (const id of menuIds)
    for (
      let cursor: number | null | undefined = id;
      cursor != null && !granted.has(cursor);
      cursor = parentOf.get(cursor)
    )
      granted.add(cursor);
  await db.transaction(async (tx) => {
    await tx.delete(tenantMenus).where(eq(tenantMenus.tenantId, tenantId));
    if (granted.size)
      await tx.insert(tenantMenus).values([...granted].map((menuId) => ({ tenantId, menuId })));
    // grants of the tenant's roles beyond the new authority are withdrawn
    if (granted.size) {
      const tenantRoles = (
        await tx.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, tenantId))
      ).map((r) => r.id);
      if (tenantRoles.length) {
        const outside = all.map((m) => m.id).filter((id) => !granted.has(id));
        if (outside.length)
          await tx
            .delete(roleMenus)
            .where(and(inArray(roleMenus.roleId, tenantRoles), inArray(roleMenus.menuId, outside)));
      }
    }
  });
  return [...granted].sort((a, b) => a - b);
}
