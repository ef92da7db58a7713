import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, Input, Modal, Progress, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { text, type TextKey } from '@chelian/contracts/i18n';
import { OTA_CALLS, type OtaVehicleRow } from '@chelian/contracts/resources/ota/index';
import { callApi } from '../../api/http';
import { useDictionaryLabels } from '../../engine/options';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';
import { localize } from '../../engine/text';
import { TaskVehicleFiles } from './TaskVehicleFiles';
import { OTA_FALLBACK_REFRESH_MS, useOtaPushes, useSocketOpen } from './live';

/** A label of the shared catalogue in the language shown. */
const L = (key: TextKey) => localize(text(key));

interface Page<T> {
  items: T[];
  total: number;
}
interface HistoryRow {
  id: number;
  event: 'ORDER' | 'REPORT' | 'COMMAND' | 'CLOSE' | 'IGNORED';
  upgradeStatus: string;
  replyCode: string | null;
  progress: number | null;
  createdAt: number;
}

const FAILED = new Set(['DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED']);

function History({ row, onClose }: { row: OtaVehicleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const { data } = useQuery({
    queryKey: ['ota-history', row.id],
    queryFn: () => callApi<Page<HistoryRow>>(OTA_CALLS.history, { taskVehicleId: row.id }),
    // read again when a push names the vehicle (TaskVehicles); polled only while the socket is down
    refetchInterval: useSocketOpen() ? false : OTA_FALLBACK_REFRESH_MS,
    refetchOnMount: 'always',
  });
  return (
    <Drawer open width={640} title={t('ota.historyOf', { vin: row.vin })} onClose={onClose}>
      <Table<HistoryRow>
        rowKey="id"
        size="small"
        pagination={false}
        data-testid="ota-history"
        dataSource={data?.items ?? []}
        columns={[
          {
            key: 'at',
            dataIndex: 'createdAt',
            title: L('ota.detail.fields.createdAt'),
            render: (v: number) => formatTime(v),
          },
          {
            key: 'event',
            dataIndex: 'event',
            title: L('ota.detail.fields.event'),
            render: (v: HistoryRow['event']) => t(`ota.event.${v}`),
          },
          {
            key: 'status',
            dataIndex: 'upgradeStatus',
            title: L('ota.detail.fields.status'),
            render: (v: string) => label('otaUpgradeStatus', v),
          },
          {
            key: 'reply',
            dataIndex: 'replyCode',
            title: L('ota.detail.fields.replyCode'),
            render: (v: string | null) => (v ? label('otaReplyCode', v) : ''),
          },
        ]}
      />
    </Drawer>
  );
}

/**
 * A task's vehicles (the link and unlink screens of the task): progress as the terminals report it,
 * pushed over the websocket while open (read again every ten seconds only while the socket is
 * down), the vehicles waiting for the task's start time or window, the preconditions live data says are unmet, and the
 * per-vehicle actions of 001 §4 (start flush, batch start, distribute, close upgrade, re-update).
 */
export function TaskVehicles({ task, onClose }: { task: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const label = useDictionaryLabels();
  const can = useCan();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'linked' | 'candidates'>('linked');
  const [vin, setVin] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [history, setHistory] = useState<OtaVehicleRow | null>(null);
  const socketOpen = useSocketOpen();
  const linked = useQuery({
    queryKey: ['ota-linked', task.id, vin, page],
    queryFn: () =>
      callApi<Page<OtaVehicleRow>>(OTA_CALLS.linked, {
        taskId: task.id,
        vin: vin || undefined,
        page: page.current,
        pageSize: page.size,
      }),
    refetchInterval: socketOpen ? false : OTA_FALLBACK_REFRESH_MS,
    // read again at every opening: what was pushed while the dialog was closed was not heard, and a
    // page cached a few seconds ago can show vehicles as not started that have since upgraded
    refetchOnMount: 'always',
    enabled: tab === 'linked',
  });
  // the pushed vehicles replace their rows on the page shown; a push that cannot say it all reloads it
  useOtaPushes(task.id, (push) => {
    const changed = new Map(push.vehicles.filter((v) => v.taskId === task.id).map((v) => [v.id, v]));
    if (changed.size)
      queryClient.setQueriesData<Page<OtaVehicleRow>>({ queryKey: ['ota-linked', task.id] }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((r) => {
                const v = changed.get(r.id);
                if (!v) return r;
                const { taskId: _task, ...fields } = v;
                return { ...r, ...fields, held: v.operateStatus === 'READY' ? r.held : null };
              }),
            }
          : old,
      );
    if (push.reload.includes(task.id))
      void queryClient.invalidateQueries({ queryKey: ['ota-linked', task.id] });
    if (history && changed.has(history.id))
      void queryClient.invalidateQueries({ queryKey: ['ota-history', history.id] });
  });
  // back from a cut: what was pushed meanwhile is lost, read the page again
  const wasOpen = useRef(socketOpen);
  useEffect(() => {
    if (socketOpen && !wasOpen.current)
      void queryClient.invalidateQueries({ queryKey: ['ota-linked', task.id] });
    wasOpen.current = socketOpen;
  }, [socketOpen, queryClient, task.id]);
  const candidates = useQuery({
    queryKey: ['ota-candidates', task.id, vin, page],
    queryFn: () =>
      callApi<Page<{ id: number; vin: string }>>(OTA_CALLS.unlinked, {
        taskId: task.id,
        vin: vin || undefined,
        page: page.current,
        pageSize: page.size,
      }),
    enabled: tab === 'candidates' && can('updateTask', 'addVehicle'),
  });
  const refresh = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['ota-linked'] });
    await queryClient.invalidateQueries({ queryKey: ['ota-candidates'] });
  };
  const rows = linked.data?.items ?? [];
  const selectedRows = rows.filter((r) => selected.includes(r.id));
  const vinsOf = (ids: number[], list: { id: number; vin: string }[]) =>
    list.filter((r) => ids.includes(r.id)).map((r) => r.vin);

  const run = async (work: () => Promise<{ [k: string]: number }>, text: (n: number) => string) => {
    const result = await work();
    message.success(text(Object.values(result)[0] ?? 0));
    await refresh();
  };

  return (
    <Modal
      open
      width={1100}
      title={t('ota.vehiclesOf', { name: task.name })}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="ota-task-vehicles">
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as 'linked' | 'candidates');
            setSelected([]);
            setPage({ current: 1, size: 10 });
          }}
          items={[
            { key: 'linked', label: t('ota.linked') },
            ...(can('updateTask', 'addVehicle') ? [{ key: 'candidates', label: t('ota.candidates') }] : []),
          ]}
        />
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder={t('ota.vin')}
            data-testid="ota-vin-search"
            style={{ width: 240 }}
            onSearch={(v) => {
              setVin(v.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
          />
          <TaskVehicleFiles task={task} onImported={refresh} />
          {tab === 'candidates' ? (
            <>
              <Button
                type="primary"
                disabled={!selected.length}
                data-testid="ota-link"
                onClick={() =>
                  void run(
                    () =>
                      callApi(
                        OTA_CALLS.link,
                        { vins: vinsOf(selected, candidates.data?.items ?? []) },
                        { params: { taskId: task.id } },
                      ),
                    (n) => t('ota.linkedCount', { count: n }),
                  )
                }
              >
                {t('ota.link')}
              </Button>
              <Button
                data-testid="ota-link-all"
                onClick={() =>
                  void run(
                    () => callApi(OTA_CALLS.linkAll, { taskId: task.id }),
                    (n) => t('ota.linkedCount', { count: n }),
                  )
                }
              >
                {t('ota.linkAll')}
              </Button>
            </>
          ) : (
            <>
              {can('updateTask', 'distribute') ? (
                <>
                  <Button
                    disabled={!selected.length}
                    data-testid="ota-flush"
                    onClick={() =>
                      void run(
                        () => callApi(OTA_CALLS.batchFlush, { ids: selected }),
                        (n) => t('ota.sentCount', { count: n }),
                      )
                    }
                  >
                    {t('ota.flush')}
                  </Button>
                  <Button
                    data-testid="ota-distribute"
                    onClick={() =>
                      void run(
                        () => callApi(OTA_CALLS.distribute, { taskId: task.id }),
                        (n) => t('ota.sentCount', { count: n }),
                      )
                    }
                  >
                    {t('ota.distribute')}
                  </Button>
                </>
              ) : null}
              {can('updateTask', 'reUpdate') ? (
                <Button
                  disabled={!selectedRows.length}
                  data-testid="ota-reupdate"
                  onClick={() =>
                    void run(
                      () => callApi(OTA_CALLS.reUpdate, { ids: selected }),
                      (n) => t('ota.sentCount', { count: n }),
                    )
                  }
                >
                  {t('ota.reUpdate')}
                </Button>
              ) : null}
              {can('updateTask', 'stop') ? (
                <Button
                  disabled={!selectedRows.length}
                  data-testid="ota-close-vehicles"
                  onClick={() =>
                    void run(
                      () =>
                        callApi(
                          OTA_CALLS.closeVehicles,
                          { vins: selectedRows.map((r) => r.vin) },
                          { params: { taskId: task.id } },
                        ),
                      (n) => t('ota.closedCount', { count: n }),
                    )
                  }
                >
                  {t('ota.closeVehicles')}
                </Button>
              ) : null}
              {can('updateTask', 'deleteVehicle') ? (
                <Button
                  danger
                  disabled={!selectedRows.length}
                  data-testid="ota-unlink"
                  onClick={() =>
                    modal.confirm({
                      content: t('ota.unlink'),
                      onOk: () =>
                        run(
                          () =>
                            callApi(
                              OTA_CALLS.unlink,
                              { vins: selectedRows.map((r) => r.vin) },
                              { params: { taskId: task.id } },
                            ),
                          (n) => t('ota.unlinkedCount', { count: n }),
                        ),
                    })
                  }
                >
                  {t('ota.unlink')}
                </Button>
              ) : null}
            </>
          )}
        </Space>
        {tab === 'linked' ? (
          <Table<OtaVehicleRow>
            rowKey="id"
            size="small"
            data-testid="ota-linked-table"
            dataSource={rows}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            pagination={{
              current: page.current,
              pageSize: page.size,
              total: linked.data?.total ?? 0,
              onChange: (current, size) => setPage({ current, size }),
            }}
            columns={[
              { key: 'vin', dataIndex: 'vin', title: L('ota.taskVehicle.fields.vin') },
              { key: 'wave', dataIndex: 'wave', title: L('ota.taskVehicle.fields.wave') },
              {
                key: 'online',
                dataIndex: 'online',
                title: L('ota.taskVehicle.fields.online'),
                render: (v: boolean) => (
                  <Tag color={v ? 'green' : 'default'}>
                    {L(v ? 'ota.onlineStatus.ONLINE' : 'ota.onlineStatus.OFFLINE')}
                  </Tag>
                ),
              },
              {
                key: 'precondition',
                dataIndex: 'precondition',
                title: L('ota.taskVehicle.fields.precondition'),
                render: (v: OtaVehicleRow['precondition']) => (
                  <Tag color={v === 'OK' ? 'green' : 'orange'}>{L(`ota.precondition.${v}`)}</Tag>
                ),
              },
              {
                key: 'operate',
                dataIndex: 'operateStatus',
                title: L('ota.taskVehicle.fields.operateStatus'),
                render: (v: string, r) => (
                  <Space size={4}>
                    {label('otaOperateStatus', v)}
                    {r.held ? (
                      <Tag color="orange" data-testid="ota-held">
                        {L(`ota.dispatchState.${r.held}`)}
                      </Tag>
                    ) : null}
                  </Space>
                ),
              },
              {
                key: 'upgrade',
                dataIndex: 'upgradeStatus',
                title: L('ota.taskVehicle.fields.upgradeStatus'),
                render: (v: string) => (
                  <span data-testid={`ota-upgrade-status`} data-status={v}>
                    <Tag color={v === 'SUCCESS' ? 'green' : FAILED.has(v) ? 'red' : 'blue'}>
                      {label('otaUpgradeStatus', v)}
                    </Tag>
                  </span>
                ),
              },
              {
                key: 'progress',
                dataIndex: 'progress',
                title: L('ota.taskVehicle.fields.progress'),
                render: (v: number | null, r) => (
                  <Progress
                    percent={v ?? 0}
                    size="small"
                    status={
                      FAILED.has(r.upgradeStatus)
                        ? 'exception'
                        : r.upgradeStatus === 'SUCCESS'
                          ? 'success'
                          : 'active'
                    }
                  />
                ),
              },
              {
                key: 'reply',
                dataIndex: 'replyCode',
                title: L('ota.taskVehicle.fields.replyCode'),
                render: (v: string | null) =>
                  v ? (
                    <Tooltip title={`0x${Number(v).toString(16).padStart(2, '0').toUpperCase()}`}>
                      {label('otaReplyCode', v)}
                    </Tooltip>
                  ) : null,
              },
              {
                key: 'updatedAt',
                dataIndex: 'updatedAt',
                title: L('ota.taskVehicle.fields.updatedAt'),
                render: (v: number) => formatTime(v),
              },
              {
                key: 'actions',
                title: '',
                render: (_: unknown, r) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setHistory(r)}
                    data-testid={`ota-history-${r.vin}`}
                  >
                    {t('ota.history')}
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <Table<{ id: number; vin: string }>
            rowKey="id"
            size="small"
            data-testid="ota-candidates-table"
            dataSource={candidates.data?.items ?? []}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            pagination={{
              current: page.current,
              pageSize: page.size,
              total: candidates.data?.total ?? 0,
              onChange: (current, size) => setPage({ current, size }),
            }}
            columns={[{ key: 'vin', dataIndex: 'vin', title: L('ota.taskVehicle.fields.vin') }]}
          />
        )}
        {history ? <History row={history} onClose={() => setHistory(null)} /> : null}
      </div>
    </Modal>
  );
}
