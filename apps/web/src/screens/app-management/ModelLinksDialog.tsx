import { useState, type Key } from 'react';
import { App, Button, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MODEL_LINK_CALLS,
  type LinkedModel,
  type ModelLinkOwner,
} from '@chelian/contracts/resources/app-management/index';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';

const PAGE_SIZE = 8;

interface ModelPage {
  items: LinkedModel[];
  total: number;
}

/** One side of the dialog: the linked models or those not linked, a page at a time. */
function ModelTable({
  owner,
  kind,
  id,
  selected,
  onSelect,
}: {
  owner: ModelLinkOwner;
  kind: 'linked' | 'notLinked';
  id: number;
  selected: Key[];
  onSelect(keys: Key[]): void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const page = useQuery({
    queryKey: ['model-links', owner, id, kind, current, keyword],
    queryFn: () =>
      callApi<ModelPage>(MODEL_LINK_CALLS[owner][kind], {
        id,
        page: current,
        pageSize: PAGE_SIZE,
        keyword: keyword || undefined,
      }),
  });
  return (
    <div style={{ flex: 1, minWidth: 0 }} data-testid={`modelLinks-${kind}`}>
      <Input.Search
        allowClear
        placeholder={t('common.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setCurrent(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table<LinkedModel>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.items ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: onSelect, preserveSelectedRowKeys: true }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setCurrent,
          size: 'small',
        }}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('appManagement.links.code') },
          { key: 'name', dataIndex: 'name', title: t('appManagement.links.name') },
        ]}
      />
    </div>
  );
}

/**
 * The vehicle models of a manual or a maintenance plan: the linked ones (unlink some or all) beside
 * those not linked (link some or all), as the linked, not-linked and unlink screens of the spec.
 */
export function ModelLinksDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const owner = controller.spec.name as ModelLinkOwner;
  const calls = MODEL_LINK_CALLS[owner];
  const row = rows[0]!;
  const id = row.id as number;
  const [linked, setLinked] = useState<Key[]>([]);
  const [free, setFree] = useState<Key[]>([]);
  const { busy, run } = useSubmit();

  const change = (send: () => Promise<{ added?: number; removed?: number }>) =>
    run(async () => {
      const answer = await send();
      message.success(t('appManagement.links.changed', { n: answer.added ?? answer.removed ?? 0 }));
      setLinked([]);
      setFree([]);
      await client.invalidateQueries({ queryKey: ['model-links', owner, id] });
      await controller.refresh();
    });

  return (
    <Modal
      open
      width={1000}
      title={t('appManagement.links.title', { name: String(row.name ?? '') })}
      onCancel={onClose}
      footer={null}
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h4>{t('appManagement.links.linked')}</h4>
          <Space style={{ marginBottom: 8 }}>
            <Button
              data-testid="modelLinks-unlink"
              disabled={!linked.length || busy}
              onClick={() => void change(() => callApi(calls.unRelate, { id, vehicleModelIds: linked }))}
            >
              {t('appManagement.links.unlink')}
            </Button>
            <Popconfirm
              title={t('appManagement.links.unlinkAllConfirm')}
              onConfirm={() => change(() => callApi(calls.unRelate, { id, all: true }))}
            >
              <Button danger data-testid="modelLinks-unlink-all" disabled={busy}>
                {t('appManagement.links.unlinkAll')}
              </Button>
            </Popconfirm>
          </Space>
          <ModelTable owner={owner} kind="linked" id={id} selected={linked} onSelect={setLinked} />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h4>{t('appManagement.links.notLinked')}</h4>
          <Space style={{ marginBottom: 8 }}>
            <Button
              type="primary"
              data-testid="modelLinks-link"
              disabled={!free.length || busy}
              onClick={() => void change(() => callApi(calls.relate, { id, vehicleModelIds: free }))}
            >
              {t('appManagement.links.link')}
            </Button>
            <Button
              data-testid="modelLinks-link-all"
              disabled={busy}
              onClick={() => void change(() => callApi(calls.relate, { id, all: true }))}
            >
              {t('appManagement.links.linkAll')}
            </Button>
          </Space>
          <ModelTable owner={owner} kind="notLinked" id={id} selected={free} onSelect={setFree} />
        </div>
      </div>
    </Modal>
  );
}
