import { and, asc, eq, ne } from 'drizzle-orm';
import type { Language, MenuNode } from '@chelian/contracts';
import { PLANNED_SCREENS } from '@chelian/contracts/planned-screens';
import type { Db } from '../../db/client';
import { grantedMenuIds } from './permissions';
import { menuLabelCode, translations } from '../localized';
import { menus } from '../schema';

/** The signed-in user's menu tree (DIR groups with LEAF screens), names in the caller's language. */
export async function menuTree(
  db: Db,
  user: { userId: number; tenantId: number },
  lang: Language,
): Promise<MenuNode[]> {
  const granted = await grantedMenuIds(db, user.userId, user.tenantId);
  const rows = await db
    .select()
    .from(menus)
    .where(and(ne(menus.menuType, 'BUTTON'), eq(menus.status, 'NORMAL')))
    .orderBy(asc(menus.sequence), asc(menus.id));
  const names = await translations(db, lang);
  const allowed = (id: number) => granted === 'all' || granted.has(id);
  const toNode = (row: (typeof rows)[number], children: MenuNode[]): MenuNode => ({
    id: row.id,
    type: row.menuType === 'MENU' ? 'DIR' : 'LEAF',
    name: names.get(menuLabelCode(row.code)) ?? row.name,
    dataValue: row.component ?? row.code,
    path: row.route ?? '',
    icon: row.icon,
    externalLink: row.externalLink,
    keepAlive: row.keepAlive,
    // a leaf whose screen is not built yet is not offered; nor is a group with nothing to offer
    hidden:
      row.hidden ||
      PLANNED_SCREENS.has(row.code) ||
      (row.menuType === 'MENU' && children.every((child) => child.hidden)),
    children,
  });
  const build = (parentId: number | null): MenuNode[] =>
    rows
      .filter((row) => row.parentId === parentId && allowed(row.id))
      .map((row) => toNode(row, build(row.id)))
      // A group with nothing granted inside it is left out.
      .filter((node) => node.type === 'LEAF' || node.children.length > 0);
  return build(null);
}
