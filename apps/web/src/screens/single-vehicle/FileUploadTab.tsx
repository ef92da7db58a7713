import { useState } from 'react';
import { App, Button, Modal, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TERMINAL_FILE_TYPES,
  type TerminalFile,
  type TerminalFileContent,
  type TerminalFileType,
} from '@chelian/contracts/terminal-files';
import {
  deleteTerminalFiles,
  downloadTerminalFile,
  monitorKeys,
  readTerminalFile,
  requestTerminalFile,
  searchTerminalFiles,
} from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';

const STATUS_COLORS: Record<TerminalFile['status'], string> = {
  requested: 'processing',
  uploaded: 'success',
  failed: 'error',
  expired: 'default',
};

/**
 * The terminal's files (file upload): ask the terminal for its LOG or CAN
 * file, then read, download or delete what it uploaded. Rows waiting for an upload refresh
 * every two seconds.
 */
export function FileUploadTab({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [fileType, setFileType] = useState<TerminalFileType | undefined>();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [viewing, setViewing] = useState<TerminalFileContent | null>(null);
  const key = [...monitorKeys.all, 'files', vin, fileType, page];
  const { data, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => searchTerminalFiles({ vin, fileType, ...page }),
    refetchInterval: (q) => (q.state.data?.items.some((f) => f.status === 'requested') ? 2000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...monitorKeys.all, 'files', vin] });
  const ask = useMutation({
    mutationFn: (type: TerminalFileType) => requestTerminalFile(vin, type),
    onSuccess: () => {
      message.success(t('monitor.files.requested'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTerminalFiles([id]),
    onSuccess: () => void refresh(),
  });

  const columns: TableColumnsType<TerminalFile> = [
    { key: 'fileType', dataIndex: 'fileType', title: t('monitor.files.type'), width: 80 },
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('monitor.files.name'),
      render: (v: string | null, r) => <span data-testid={`file-name-${r.id}`}>{v ?? ''}</span>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('monitor.files.status'),
      width: 110,
      render: (v: TerminalFile['status'], r) => (
        <Tag color={STATUS_COLORS[v]} data-testid={`file-status-${r.id}`}>
          {t(`monitor.files.statuses.${v}`)}
        </Tag>
      ),
    },
    {
      key: 'fileSize',
      dataIndex: 'fileSize',
      title: t('monitor.files.size'),
      width: 100,
      render: (v: number | null) => (v == null ? '' : `${(v / 1024).toFixed(1)} KB`),
    },
    { key: 'requestedBy', dataIndex: 'requestedBy', title: t('monitor.files.requestedBy'), width: 110 },
    {
      key: 'requestTime',
      dataIndex: 'requestTime',
      title: t('monitor.files.requestTime'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'uploadTime',
      dataIndex: 'uploadTime',
      title: t('monitor.files.uploadTime'),
      width: 170,
      render: (v: number | null) => formatTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          {r.status === 'uploaded' && (
            <Button
              size="small"
              type="link"
              data-testid={`file-read-${r.id}`}
              onClick={() => void readTerminalFile(r.id).then(setViewing)}
            >
              {t('monitor.files.read')}
            </Button>
          )}
          {r.status === 'uploaded' && can('fileUpload', 'export') && (
            <Button
              size="small"
              type="link"
              data-testid={`file-download-${r.id}`}
              onClick={() =>
                void downloadTerminalFile(r.id, r.fileName ?? `${vin}.log`).then((name) =>
                  message.success(t('monitor.files.downloaded', { name })),
                )
              }
            >
              {t('monitor.files.download')}
            </Button>
          )}
          {can('fileUpload', 'delete') && (
            <Popconfirm title={t('monitor.files.confirmDelete')} onConfirm={() => remove.mutate(r.id)}>
              <Button size="small" type="link" danger data-testid={`file-delete-${r.id}`}>
                {t('monitor.files.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="files-panel" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('monitor.files.type')}
          value={fileType}
          onChange={(v?: TerminalFileType) => {
            setFileType(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={TERMINAL_FILE_TYPES.map((type) => ({ value: type, label: type }))}
        />
        {can('fileUpload', 'create') &&
          TERMINAL_FILE_TYPES.map((type) => (
            <Button
              key={type}
              data-testid={`files-request-${type}`}
              loading={ask.isPending && ask.variables === type}
              onClick={() => ask.mutate(type)}
            >
              {t('monitor.files.request', { type })}
            </Button>
          ))}
      </Space>
      <Table<TerminalFile>
        data-testid="files-table"
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
        open={viewing !== null}
        title={viewing?.fileName}
        width={900}
        footer={null}
        onCancel={() => setViewing(null)}
      >
        <pre data-testid="file-content" style={{ maxHeight: 480, overflow: 'auto', fontSize: 12, margin: 0 }}>
          {viewing?.content}
        </pre>
        {viewing?.truncated && <div style={{ marginTop: 8 }}>{t('monitor.files.truncated')}</div>}
      </Modal>
    </div>
  );
}
