import type { MenuNode } from '@chelian/contracts/platform';
import { HOME_PATH } from '../tabs/tabsModel';

export const MESSAGE_CENTER_PATH = '/message/message_center';
export const MESSAGE_CENTER_KEY = 'message/message_center';
export const HOME_KEY = 'home/home';

/** A routable screen: a LEAF of the menu tree (hidden leaves included) or a built-in route. */
export interface RouteInfo {
  path: string;
  /** component key 'group/screen', looked up in the screen registry */
  key: string;
  title: string;
  /** title of the group shown in breadcrumbs, null when the group is hidden */
  groupTitle: string | null;
  keepAlive: boolean;
  hidden: boolean;
}

export interface BuiltInTitles {
  home: string;
  messageCenter: string;
}

/** The path of a menu leaf: its own path, else '/' + its component key. */
export function leafPath(node: Pick<MenuNode, 'path' | 'dataValue'>): string {
  const raw = (node.path || node.dataValue || '').trim();
  if (!raw) return '';
  return raw.startsWith('/') ? raw : `/${raw}`;
}

function walk(
  nodes: readonly MenuNode[] | undefined,
  group: MenuNode | null,
  out: Map<string, RouteInfo>,
): void {
  for (const node of nodes ?? []) {
    if (!node) continue;
    if (node.type === 'DIR') {
      walk(node.children, node, out);
      continue;
    }
    if (node.externalLink) continue;
    const path = leafPath(node);
    if (!path || out.has(path)) continue;
    const groupHidden = !group || group.hidden || path === MESSAGE_CENTER_PATH;
    out.set(path, {
      path,
      key: node.dataValue || path.replace(/^\//, ''),
      title: node.name,
      groupTitle: groupHidden ? null : group.name,
      keepAlive: Boolean(node.keepAlive),
      hidden: Boolean(node.hidden),
    });
    if (node.children?.length) walk(node.children, group, out);
  }
}

/**
 * Every route of the session: the menu's leaves, plus home and the message centre when the menu does not carry them.
 */
export function collectRoutes(
  menu: readonly MenuNode[] | undefined,
  titles: BuiltInTitles,
): Map<string, RouteInfo> {
  const routes = new Map<string, RouteInfo>();
  walk(menu, null, routes);
  if (!routes.has(HOME_PATH))
    routes.set(HOME_PATH, {
      path: HOME_PATH,
      key: HOME_KEY,
      title: titles.home,
      groupTitle: null,
      keepAlive: false,
      hidden: false,
    });
  if (!routes.has(MESSAGE_CENTER_PATH))
    routes.set(MESSAGE_CENTER_PATH, {
      path: MESSAGE_CENTER_PATH,
      key: MESSAGE_CENTER_KEY,
      title: titles.messageCenter,
      groupTitle: null,
      keepAlive: false,
      hidden: true,
    });
  return routes;
}
