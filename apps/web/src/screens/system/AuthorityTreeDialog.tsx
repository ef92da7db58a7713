import { useEffect, useMemo, useState, type Key } from 'react';
import { Alert, App, Button, Empty, Modal, Space, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorityNode } from '@chelian/contracts/resources/system/role';
import { http } from '../../api/http';

/** The MENU / SUB_MENU / BUTTON tree a role (or tenant) may be granted. */
export const AUTHORITY_TREE_PATH = 'system-svc/menus/V1.0/tree/authority';

const TYPE_COLOR: Record<AuthorityNode['menuType'], string> = {
  MENU: 'blue',
  SUB_MENU: 'green',
  BUTTON: 'default',
};

function toTreeData(nodes: AuthorityNode[], disabled: boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span data-testid={`authority-node-${node.code}`}>
        {node.label}{' '}
        <Tag color={TYPE_COLOR[node.menuType]} style={{ marginInlineStart: 4 }}>
          {node.menuType === 'BUTTON' ? (node.permission ?? node.code) : node.menuType}
        </Tag>
      </span>
    ),
    disableCheckbox: disabled,
    children: node.children.length ? toTreeData(node.children, disabled) : undefined,
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
  const readOnly = !save;
  const tree = useQuery({
    queryKey: ['authority', 'tree'],
    queryFn: () => http.get<AuthorityNode[]>(AUTHORITY_TREE_PATH),
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
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const treeData = useMemo(
    () => toTreeData(nodes, readOnly || Boolean(granted.data?.allAuthority)),
    [nodes, readOnly, granted.data?.allAuthority],
  );

  useEffect(() => {
    if (!granted.data || !tree.data) return;
    const leaves = leafIds(tree.data);
    setChecked(granted.data.allAuthority ? [...leaves] : granted.data.menuIds.filter((id) => leaves.has(id)));
    setExpanded(tree.data.map((node) => node.id));
  }, [granted.data, tree.data]);

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
        <Space style={{ marginBottom: 8 }}>
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
        ) : nodes.length ? (
          <Tree
            checkable
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
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
