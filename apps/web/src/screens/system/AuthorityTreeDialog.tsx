import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Empty,
  Input,
  Modal,
  Space,
  Spin,
  Tag,
  Tree,
  theme,
  type TreeDataNode,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorityNode } from '@chelian/contracts/resources/system/role';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import { callApi } from '../../api/http';
import { useDictionary } from '../../state/dictionaries';

const TYPE_COLOR: Record<AuthorityNode['menuType'], string> = {
  MENU: 'blue',
  SUB_MENU: 'green',
  BUTTON: 'default',
};

/** Whether a node answers the search: its label, code or permission contain the keyword (any case). */
function matches(node: AuthorityNode, keyword: string): boolean {
  return [node.label, node.code, node.permission ?? ''].some((text) => text.toLowerCase().includes(keyword));
}

/** The label with each occurrence of the keyword marked. */
function highlight(label: string, keyword: string): ReactNode {
  if (!keyword) return label;
  const parts: ReactNode[] = [];
  const lower = label.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(keyword); at >= 0; at = lower.indexOf(keyword, from)) {
    parts.push(label.slice(from, at), <mark key={at}>{label.slice(at, at + keyword.length)}</mark>);
    from = at + keyword.length;
  }
  parts.push(label.slice(from));
  return parts;
}

/**
 * The search's outcome: the nodes to show (those matching, their ancestors and everything under a
 * match, so a matched screen can still be ticked button by button) and the ancestors to open.
 * Nodes outside it are hidden, not dropped: antd ticks parents from the whole tree, so a search
 * never loses the grant of what it hides.
 */
function searchTree(nodes: AuthorityNode[], keyword: string) {
  const shown = new Set<number>();
  const open = new Set<number>();
  const walk = (list: AuthorityNode[], inMatch: boolean): boolean => {
    let any = false;
    for (const node of list) {
      const hit = inMatch || matches(node, keyword);
      const below = walk(node.children, hit);
      if (hit || below) {
        shown.add(node.id);
        any = true;
      }
      if (below) open.add(node.id);
    }
    return any;
  };
  walk(nodes, false);
  return { shown, open };
}

function toTreeData(
  nodes: AuthorityNode[],
  opts: { disabled: boolean; kinds: Map<string, string>; keyword: string; shown: Set<number> | null },
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span data-testid={`authority-node-${node.code}`} title={node.permission ?? node.code}>
        {highlight(node.label, opts.keyword)}{' '}
        <Tag color={TYPE_COLOR[node.menuType]} style={{ marginInlineStart: 4 }}>
          {opts.kinds.get(node.menuType) ?? node.menuType}
        </Tag>
      </span>
    ),
    disableCheckbox: opts.disabled,
    ...(opts.shown && !opts.shown.has(node.id) && { style: { display: 'none' } }),
    children: node.children.length ? toTreeData(node.children, opts) : undefined,
  }));
}

function leafIds(nodes: AuthorityNode[], out: Set<number> = new Set()): Set<number> {
  for (const node of nodes) {
    if (node.children.length) leafIds(node.children, out);
    else out.add(node.id);
  }
  return out;
}

function allIds(nodes: AuthorityNode[], out: number[] = []): number[] {
  for (const node of nodes) {
    out.push(node.id);
    allIds(node.children, out);
  }
  return out;
}

/**
 * Ticked and half-ticked nodes from the ticked leaves. antd leaves disabled checkboxes out of its
 * own working-out, so the read-only view (every box disabled) would show parents blank: there the
 * tree is given both lists, worked out here the way antd does for an editable one.
 */
function conduct(nodes: AuthorityNode[], leaves: Set<Key>) {
  const checked: Key[] = [];
  const halfChecked: Key[] = [];
  const walk = (node: AuthorityNode): 'all' | 'some' | 'none' => {
    const states = node.children.map(walk);
    const state = !states.length
      ? leaves.has(node.id)
        ? 'all'
        : 'none'
      : states.every((s) => s === 'all')
        ? 'all'
        : states.some((s) => s !== 'none')
          ? 'some'
          : 'none';
    if (state === 'all') checked.push(node.id);
    else if (state === 'some') halfChecked.push(node.id);
    return state;
  };
  nodes.forEach(walk);
  return { checked, halfChecked };
}

export interface Granted {
  allAuthority: boolean;
  menuIds: number[];
}

export interface AuthorityTreeDialogProps {
  open: boolean;
  title: string;
  /** the current grant; its parents are implied, so only leaves are ticked and antd works out the parents */
  load: () => Promise<Granted>;
  /** absent: read-only */
  save?: (menuIds: number[]) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** A checkable tree of the menu / resource tree; saving sends the ticked nodes (the server adds their parents). */
export function AuthorityTreeDialog({ open, title, load, save, onClose, testId }: AuthorityTreeDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const readOnly = !save;
  const tree = useQuery({
    queryKey: ['authority', 'tree'],
    queryFn: () => callApi<AuthorityNode[]>(SYSTEM_ADMIN_CALLS.authorityTree),
    enabled: open,
    staleTime: 0,
  });
  const granted = useQuery({
    queryKey: ['authority', 'granted', testId, title],
    queryFn: load,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const keyword = search.trim().toLowerCase();
  const kindItems = useDictionary('menuType');
  const kinds = useMemo(() => new Map(kindItems.map((item) => [item.id, item.label])), [kindItems]);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const found = useMemo(() => (keyword ? searchTree(nodes, keyword) : null), [nodes, keyword]);
  const disabled = readOnly || Boolean(granted.data?.allAuthority);
  const treeData = useMemo(
    () => toTreeData(nodes, { disabled, kinds, keyword, shown: found?.shown ?? null }),
    [nodes, disabled, kinds, keyword, found],
  );
  // disabled boxes: the parents' state is worked out here (see conduct)
  const checkedKeys = useMemo(
    () => (disabled ? conduct(nodes, new Set(checked)) : checked),
    [disabled, nodes, checked],
  );

  useEffect(() => {
    if (!granted.data || !tree.data) return;
    const leaves = leafIds(tree.data);
    setChecked(granted.data.allAuthority ? [...leaves] : granted.data.menuIds.filter((id) => leaves.has(id)));
    setExpanded(tree.data.map((node) => node.id));
  }, [granted.data, tree.data]);

  // a search opens the ancestors of what it found; clearing it goes back to the top level
  useEffect(() => {
    if (found) setExpanded([...found.open]);
    else if (tree.data) setExpanded(tree.data.map((node) => node.id));
  }, [found, tree.data]);

  const submit = async () => {
    if (!save) return onClose();
    setSaving(true);
    try {
      await save(checked.map(Number));
      message.success(t('engine.saved'));
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };

  const loading = tree.isFetching || granted.isFetching;
  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={onClose}
      onOk={submit}
      okText={readOnly ? t('common.close') : t('common.ok')}
      cancelText={t('common.cancel')}
      cancelButtonProps={readOnly ? { style: { display: 'none' } } : undefined}
      okButtonProps={{ 'data-testid': `${testId}-submit`, disabled: loading } as never}
      confirmLoading={saving}
      destroyOnHidden
      styles={{ body: { maxHeight: 600, overflowY: 'auto' } }}
    >
      <div data-testid={testId}>
        {granted.data?.allAuthority ? (
          <Alert type="info" showIcon title={t('engine.authorityAll')} style={{ marginBottom: 12 }} />
        ) : null}
        <Space wrap style={{ marginBottom: 8 }}>
          <Input.Search
            size="small"
            allowClear
            placeholder={t('authorityTree.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
            data-testid={`${testId}-search`}
          />
          <Button size="small" onClick={() => setExpanded(allIds(nodes))}>
            {t('engine.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('engine.collapseAll')}
          </Button>
          {!readOnly && !granted.data?.allAuthority ? (
            <>
              <Button size="small" onClick={() => setChecked([...leafIds(nodes)])}>
                {t('engine.checkAll')}
              </Button>
              <Button size="small" onClick={() => setChecked([])}>
                {t('engine.uncheckAll')}
              </Button>
            </>
          ) : null}
        </Space>
        {loading && !nodes.length ? (
          <Spin />
        ) : found && !found.shown.size ? (
          <Empty description={t('authorityTree.noMatch')} data-testid={`${testId}-no-match`} />
        ) : nodes.length ? (
          <Tree
            checkable
            checkStrictly={disabled}
            selectable={false}
            // antd greys the title beside a disabled checkbox; a grant shown read-only is read, not a disabled control
            styles={disabled ? { itemTitle: { color: token.colorText } } : undefined}
            treeData={treeData}
            checkedKeys={checkedKeys}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(keys) => {
              if (readOnly) return;
              setChecked(Array.isArray(keys) ? keys : keys.checked);
            }}
          />
        ) : (
          <Empty />
        )}
      </div>
    </Modal>
  );
}
