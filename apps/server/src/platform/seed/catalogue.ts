import {
  EXTRA_ACTIONS,
  EXTRA_ACTION_LABELS,
  STANDARD_ACTIONS,
  menuCatalog,
  permission,
  type LocalizedText,
} from '@chelian/contracts';
import type { Db } from '../../db/client';
import { locales, menus } from '../schema';
import { menuLabelCode } from '../localized';

/** Groups the console draws itself (sign-in, error pages) are not menu data. */
const SHELL_GROUPS = new Set(['login', 'error']);

const ACTION_NAMES: Record<string, LocalizedText> = {
  view: { 'zh-CN': '查看', 'en-US': 'View', 'zh-TW': '檢視' },
  create: { 'zh-CN': '新增', 'en-US': 'Create', 'zh-TW': '新增' },
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'zh-TW': '修改' },
  delete: { 'zh-CN': '删除', 'en-US': 'Delete', 'zh-TW': '刪除' },
  export: { 'zh-CN': '导出', 'en-US': 'Export', 'zh-TW': '匯出' },
  import: { 'zh-CN': '导入', 'en-US': 'Import', 'zh-TW': '匯入' },
  upload: { 'zh-CN': '上传', 'en-US': 'Upload', 'zh-TW': '上傳' },
};

type MenuRow = typeof menus.$inferInsert;
interface Planned {
  row: Omit<MenuRow, 'parentId'>;
  parentCode: string | null;
  names: LocalizedText;
}

/** The menu tree, permissions and their translations as the catalogue declares them. */
function plan(): Planned[] {
  const out: Planned[] = [];
  menuCatalog.forEach((group, gi) => {
    if (SHELL_GROUPS.has(group.group)) return;
    const allHidden = group.screens.every((s) => s.hidden);
    out.push({
      row: {
        code: group.group,
        name: group.name['zh-CN'],
        menuType: 'MENU',
        icon: group.icon,
        sequence: gi * 10,
        route: `/${group.group}`,
        hidden: allHidden,
      },
      parentCode: null,
      names: group.name,
    });
    group.screens.forEach((screen, si) => {
      out.push({
        row: {
          code: screen.key,
          name: screen.name['zh-CN'],
          menuType: 'SUB_MENU',
          route: screen.path,
          component: screen.key,
          sequence: si * 10,
          hidden: !!screen.hidden,
        },
        parentCode: group.group,
        names: screen.name,
      });
      const actions = [...STANDARD_ACTIONS, ...(EXTRA_ACTIONS[screen.module] ?? [])];
      actions.forEach((action, ai) => {
        const names = ACTION_NAMES[action] ??
          EXTRA_ACTION_LABELS[action] ?? { 'zh-CN': action, 'en-US': action, 'zh-TW': action };
        out.push({
          row: {
            code: `${screen.key}#${action}`,
            name: names['zh-CN'],
            menuType: 'BUTTON',
            permission: permission(screen.module, action),
            sequence: ai,
            hidden: true,
          },
          parentCode: screen.key,
          names,
        });
      });
    });
  });
  return out;
}

/**
 * Brings the menu tree up to the catalogue at every start: new screens and actions appear,
 * existing rows keep what administrators changed (names, order, status).
 */
export async function syncCatalogue(db: Db): Promise<void> {
  const planned = plan();
  const existing = new Map(
    (await db.select({ id: menus.id, code: menus.code }).from(menus)).map((m) => [m.code, m.id]),
  );
  for (const level of ['MENU', 'SUB_MENU', 'BUTTON'] as const) {
    const missing = planned.filter((p) => p.row.menuType === level && !existing.has(p.row.code));
    for (let i = 0; i < missing.length; i += 500) {
      const batch = missing
        .slice(i, i + 500)
        .map((p) => ({ ...p.row, parentId: p.parentCode ? (existing.get(p.parentCode) ?? null) : null }));
      const inserted = await db.insert(menus).values(batch).returning({ id: menus.id, code: menus.code });
      for (const m of inserted) existing.set(m.code, m.id);
    }
  }
  const translations = planned.flatMap((p) =>
    (['en-US', 'zh-TW'] as const).map((lang) => ({
      code: menuLabelCode(p.row.code),
      lang,
      value: p.names[lang],
    })),
  );
  for (let i = 0; i < translations.length; i += 1000) {
    await db
      .insert(locales)
      .values(translations.slice(i, i + 1000))
      .onConflictDoNothing({ target: [locales.code, locales.lang] });
  }
}
