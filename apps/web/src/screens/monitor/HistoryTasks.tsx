import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { HistoryExportTask, HistoryTaskVin } from '@chelian/contracts/history-export-tasks';
import {
  createHistoryTask,
  deleteHistoryTasks,
  downloadHistoryTask,
  getHistoryTaskVins,
  getHistoryTasks,
  getMultiSignalTree,
  monitorKeys,
} from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';

const EXPORT_DAYS = 3;
const STATUS_COLORS: Record<HistoryExportTask['status'], string> = {
  waiting: 'default',
  running: 'processing',
  finished: 'success',
  failed: 'error',
};

/**
 * History export tasks: the history of many vehicles (a file of VINs) over at most 3 days,
 * written in the background; running tasks refresh every two seconds.
 */
export function HistoryTasks() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [creating, setCreating] = useState(false);
  const [taskName, setTaskName] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [pickerNow().subtract(1, 'day'), pickerNow()]);
  const [signals, setSignals] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [vinsOf, setVinsOf] = useState<HistoryTaskVin[] | null>(null);
  const key = [...monitorKeys.all, 'historyTasks', page];
  const { data, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => getHistoryTasks(page),
    refetchInterval: (q) =>
      q.state.data?.items.some((task) => task.status === 'waiting' || task.status === 'running')
        ? 2000
        : false,
  });
  const { data: tree } = useQuery({
    queryKey: [...monitorKeys.all, 'multiTree'],
    queryFn: getMultiSignalTree,
    enabled: creating,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...monitorKeys.all, 'historyTasks'] });
  const create = useMutation({
    mutationFn: () =>
      createHistoryTask(
        {
          taskName: taskName.trim(),
          startTime: fromPickerTime(range[0]),
          endTime: fromPickerTime(range[1]),
          signals,
        },
        file!,
      ),
    onSuccess: () => {
      message.success(t('common.success'));
      setCreating(false);
      setFile(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteHistoryTasks([id]),
    onSuccess: () => void refresh(),
  });

  const columns: TableColumnsType<HistoryExportTask> = [
    { key: 'taskName', dataIndex: 'taskName', title: t('monitor.tasks.name') },
    {
      key: 'range',
      title: t('monitor.tasks.range'),
      width: 330,
      render: (_, r) => `${formatTime(r.startTime)} ~ ${formatTime(r.endTime)}`,
    },
    { key: 'vinCount', dataIndex: 'vinCount', title: t('monitor.tasks.vehicles'), width: 90 },
    { key: 'rowCount', dataIndex: 'rowCount', title: t('monitor.frames'), width: 90 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('monitor.files.status'),
      width: 100,
      render: (v: HistoryExportTask['status'], r) => (
        <Tag color={STATUS_COLORS[v]} data-testid={`task-status-${r.id}`} title={r.error ?? undefined}>
          {t(`monitor.tasks.statuses.${v}`)}
        </Tag>
      ),
    },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('monitor.files.requestedBy'), width: 100 },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('monitor.files.requestTime'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 220,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => void getHistoryTaskVins(r.id).then(setVinsOf)}>
            {t('monitor.tasks.vehicles')}
          </Button>
          {r.status === 'finished' && can('historyMultiple', 'export') && (
            <Button
              size="small"
              type="link"
              data-testid={`task-download-${r.id}`}
              onClick={() => void downloadHistoryTask(r.id, r.taskName)}
            >
              {t('monitor.files.download')}
            </Button>
          )}
          {can('historyMultiple', 'delete') && (
            <Popconfirm title={t('monitor.files.confirmDelete')} onConfirm={() => remove.mutate(r.id)}>
              <Button size="small" type="link" danger>
                {t('monitor.files.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  const tooLong = range[1].diff(range[0], 'day', true) > EXPORT_DAYS;

  return (
    <div data-testid="history-tasks" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {can('historyMultiple', 'export') && (
        <Space>
          <Button type="primary" data-testid="history-task-new" onClick={() => setCreating(true)}>
            {t('monitor.tasks.create')}
          </Button>
        </Space>
      )}
      <Table<HistoryExportTask>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
      <Modal
        open={creating}
        title={t('monitor.tasks.create')}
        okButtonProps={{ disabled: !taskName.trim() || !file || tooLong, loading: create.isPending }}
        onOk={() => create.mutate()}
        onCancel={() => setCreating(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            placeholder={t('monitor.tasks.name')}
            value={taskName}
            maxLength={100}
            onChange={(e) => setTaskName(e.target.value)}
          />
          <DatePicker.RangePicker
            showTime
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          {tooLong && <span>{t('monitor.analysis.exportLimit', { days: EXPORT_DAYS })}</span>}
          <Select
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            placeholder={t('monitor.tasks.allSignals')}
            value={signals}
            onChange={setSignals}
            options={(tree ?? []).map((g) => ({
              label: g.name,
              options: (g.children ?? []).map((c) => ({ value: c.id, label: c.name })),
            }))}
          />
          <Upload
            accept=".xlsx,.txt,.csv"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button>{t('monitor.tasks.vinFile')}</Button>
          </Upload>
        </Space>
      </Modal>
      <Modal
        open={vinsOf !== null}
        title={t('monitor.tasks.vehicles')}
        footer={null}
        onCancel={() => setVinsOf(null)}
      >
        <Table<HistoryTaskVin>
          size="small"
          rowKey="vin"
          pagination={false}
          dataSource={vinsOf ?? []}
          columns={[
            { key: 'vin', dataIndex: 'vin', title: 'VIN' },
            { key: 'rowCount', dataIndex: 'rowCount', title: t('monitor.frames') },
          ]}
        />
      </Modal>
    </div>
  );
}
