import { useMemo, useState, type Key } from 'react';
import { App, Button, Empty, Input, Modal, Space, Table, Tag, Tree, theme, type ButtonProps } from 'antd';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignalTreeNode } from '@chelian/contracts/resources/signal/index';
import { SIGNAL_CALLS as C } from '@chelian/contracts/resources/signal/index';
import { callApi } from '../../api/http';
import { useCan } from '../../hooks/useCan';
import { localize } from '../../engine/text';
import { SeriesSelect } from './SeriesSelect';
import { signalResourceSpecs } from './specs';
import { useSubmit } from '../../hooks/useSubmit';

const MODULE = 'signalTree';
const fields = signalResourceSpecs.signalAttr.fields;

interface UnusedSignal {
  id: number;
  signalCode: string;
  signalName: string;
  signalGroup: string | null;
}

const toTreeData = (
  nodes: SignalTreeNode[],
): { key: number; title: string; isLeaf: boolean; node: SignalTreeNode; children: unknown[] }[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.nodeType === 'SIGNAL' ? `${n.name} (${n.signalCode ?? ''})` : n.name,
    isLeaf: n.nodeType === 'SIGNAL',
    node: n,
    children: toTreeData(n.children),
  }));

function findNode(nodes: SignalTreeNode[], id: number | null): SignalTreeNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children, id);
    if (hit) return hit;
  }
  return null;
}

/** Adds signals of the series that are not in its tree yet, under the chosen folder. */
function AddSignalsDialog({
  seriesId,
  parentId,
  onClose,
  onDone,
}: {
  seriesId: number;
  parentId: number | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<Key[]>([]);
  const { busy, run } = useSubmit();
  const unused = useQuery({
    queryKey: ['signal-tree-unused', seriesId],
    queryFn: () => callApi<{ items: UnusedSignal[] }>(C.unusedSignals, { vehicleSeriesId: seriesId }),
  });
  const submit = async () => {
    await run(async () => {
      await callApi(C.addTreeNodes, { vehicleSeriesId: seriesId, parentId, signalAttrIds: keys });
      onDone();
    });
  };
  return (
    <Modal
      open
      width={720}
      title={t('signal.chooseSignals')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !keys.length, 'data-testid': 'signalTree-signals-submit' } as ButtonProps}
    >
      <Table<UnusedSignal>
        size="small"
        rowKey="id"
        loading={unused.isFetching}
        dataSource={unused.data?.items ?? []}
        rowSelection={{ selectedRowKeys: keys, onChange: setKeys }}
        pagination={{ pageSize: 10, size: 'small' }}
        columns={[
          { key: 'signalCode', dataIndex: 'signalCode', title: localize(fields.signalCode.label) },
          { key: 'signalName', dataIndex: 'signalName', title: localize(fields.signalName.label) },
          { key: 'signalGroup', dataIndex: 'signalGroup', title: localize(fields.signalGroup.label) },
        ]}
      />
    </Modal>
  );
}

/** The signal tree of a series (signalTrees): folders and the signals under them. */
export default function SignalTree() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const can = useCan();
  const client = useQueryClient();
  const [seriesId, setSeriesId] = useState<number>();
  const [selected, setSelected] = useState<number | null>(null);
  const [folderOpen, setFolderOpen] = useState(false);
  const [folderName, setFolderName] = useState('');
  const [signalsOpen, setSignalsOpen] = useState(false);

  const tree = useQuery({
    queryKey: ['signal-tree', seriesId],
    queryFn: () =>
      callApi<SignalTreeNode[]>(C.tree, undefined, { params: { vehicleSeriesId: String(seriesId) } }),
    enabled: seriesId != null,
  });
  const data = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  const chosen = findNode(tree.data ?? [], selected);
  // new nodes go under the chosen folder, or beside the chosen signal, or at the root
  const parentId = chosen
    ? chosen.nodeType === 'NODE'
      ? chosen.id
      : parentOf(tree.data ?? [], chosen.id)
    : null;

  const reload = async () => {
    message.success(t('common.success'));
    await client.invalidateQueries({ queryKey: ['signal-tree', seriesId] });
    await client.invalidateQueries({ queryKey: ['signal-tree-unused', seriesId] });
  };
  const addFolder = async () => {
    try {
      await callApi(C.addTreeNodes, { vehicleSeriesId: seriesId, parentId, name: folderName.trim() });
      setFolderOpen(false);
      setFolderName('');
      await reload();
    } catch {
      // the client showed the server's message
    }
  };
  const remove = () => {
    if (!chosen) {
      message.warning(t('signal.chooseNode'));
      return;
    }
    modal.confirm({
      title: t('signal.deleteConfirm'),
      okButtonProps: { danger: true, 'data-testid': 'signalTree-delete-confirm' } as never,
      onOk: async () => {
        await callApi(C.deleteTreeNodes, { ids: [chosen.id] });
        setSelected(null);
        await reload();
      },
    });
  };

  if (!can(MODULE, 'view'))
    return (
      <div data-testid="signalTree-screen" style={{ background: token.colorBgContainer, padding: 48 }}>
        <Empty description={t('engine.noPermission')} />
      </div>
    );
  return (
    <div
      data-testid="signalTree-screen"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('signal.series')}</span>
        <SeriesSelect
          testId="signalTree-series"
          value={seriesId}
          onChange={(id) => {
            setSeriesId(id);
            setSelected(null);
          }}
        />
        {can(MODULE, 'create') ? (
          <>
            <Button
              data-testid="signalTree-add-folder"
              disabled={seriesId == null}
              icon={<FolderOutlined />}
              onClick={() => setFolderOpen(true)}
            >
              {t('signal.addFolder')}
            </Button>
            <Button
              data-testid="signalTree-add-signals"
              disabled={seriesId == null}
              onClick={() => setSignalsOpen(true)}
            >
              {t('signal.addSignals')}
            </Button>
          </>
        ) : null}
        {can(MODULE, 'delete') ? (
          <Button danger data-testid="signalTree-delete" disabled={!chosen} onClick={remove}>
            {t('signal.deleteNode')}
          </Button>
        ) : null}
        {chosen ? <Tag>{chosen.name}</Tag> : null}
      </Space>
      {seriesId == null ? (
        <Empty description={t('signal.chooseSeries')} />
      ) : data.length ? (
        <Tree
          data-testid="signalTree-tree"
          showLine
          defaultExpandAll
          key={`${seriesId}-${tree.dataUpdatedAt}`}
          treeData={data as never}
          selectedKeys={selected != null ? [selected] : []}
          onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
        />
      ) : (
        <Empty description={t('signal.emptyTree')} />
      )}
      {folderOpen ? (
        <Modal
          open
          title={t('signal.addFolder')}
          onCancel={() => setFolderOpen(false)}
          onOk={() => void addFolder()}
          okButtonProps={
            { disabled: !folderName.trim(), 'data-testid': 'signalTree-folder-submit' } as ButtonProps
          }
        >
          <div>{t('signal.folderName')}</div>
          <Input
            data-testid="signalTree-folder-name"
            maxLength={100}
            value={folderName}
            onChange={(e) => setFolderName(e.target.value)}
          />
        </Modal>
      ) : null}
      {signalsOpen && seriesId != null ? (
        <AddSignalsDialog
          seriesId={seriesId}
          parentId={parentId}
          onClose={() => setSignalsOpen(false)}
          onDone={() => {
            setSignalsOpen(false);
            void reload();
          }}
        />
      ) : null}
    </div>
  );
}

function parentOf(nodes: SignalTreeNode[], id: number, parent: number | null = null): number | null {
  for (const n of nodes) {
    if (n.id === id) return parent;
    const hit = parentOf(n.children, id, n.id);
    if (hit !== null) return hit;
  }
  return null;
}
