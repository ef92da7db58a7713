import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '@chelian/contracts/platform';
import { useSession } from '../../state/session';
import type { SiderTheme } from '../../theme/themeConfig';
import { MenuIcon } from './menuIcons';
import { leafPath } from './menuModel';

type Item = NonNullable<MenuProps['items']>[number];

const EXTERNAL = 'external:';
const LABEL_STYLE: CSSProperties = {
  display: 'block',
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

function groupKey(node: MenuNode): string {
  return `group:${node.id ?? node.dataValue}`;
}

function toItems(
  nodes: readonly MenuNode[] | undefined,
  externals: Map<string, string>,
  topLevel = true,
): Item[] {
  const items: Item[] = [];
  for (const node of nodes ?? []) {
    if (!node || node.hidden) continue;
    if (node.type === 'DIR') {
      const children = toItems(node.children, externals, false);
      if (!children.length) continue;
      items.push({
        key: groupKey(node),
        icon: <MenuIcon name={node.icon ?? node.dataValue} />,
        label: (
          <span data-testid={`menu-group-${node.dataValue}`} title={node.name} style={LABEL_STYLE}>
            {node.name}
          </span>
        ),
        children,
      });
      continue;
    }
    const key = node.externalLink ? `${EXTERNAL}${node.id}` : leafPath(node);
    if (!key) continue;
    if (node.externalLink) externals.set(key, node.externalLink);
    items.push({
      key,
      // leaves inside a group show an icon only when the menu names one; top-level ones always need one
      icon: node.icon || topLevel ? <MenuIcon name={node.icon ?? node.dataValue} /> : undefined,
      label: (
        <span data-testid={`menu-${node.dataValue}`} title={node.name} style={LABEL_STYLE}>
          {node.name}
        </span>
      ),
    });
  }
  return items;
}

function groupOf(
  nodes: readonly MenuNode[] | undefined,
  path: string,
  parents: string[] = [],
): string[] | null {
  for (const node of nodes ?? []) {
    if (node.type === 'DIR') {
      const found = groupOf(node.children, path, [...parents, groupKey(node)]);
      if (found) return found;
    } else if (leafPath(node) === path) return parents;
  }
  return null;
}

/** The side menu built from the user's menu tree; external links open in a new window. */
export function SideMenu({ collapsed, siderTheme }: { collapsed: boolean; siderTheme: SiderTheme }) {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items, externals } = useMemo(() => {
    const map = new Map<string, string>();
    return { items: toItems(menu, map), externals: map };
  }, [menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupOf(menu, pathname) ?? []);

  useEffect(() => {
    const groups = groupOf(menu, pathname);
    if (groups?.length) setOpenKeys((open) => [...new Set([...open, ...groups])]);
  }, [menu, pathname]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const link = externals.get(key);
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    else navigate(key);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme={siderTheme}
      items={items}
      selectedKeys={[pathname]}
      onClick={onClick}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
