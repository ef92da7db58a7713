import { useState, type HTMLAttributes, type Key } from 'react';
import { App, Button, Input, Modal, Popconfirm, Space, Table, theme, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlatformPermissions } from '@chelian/contracts/permissions';
import type { Attachment } from '@chelian/contracts/files';
import { attachmentKeys, deleteAttachments, fileLink, pageAttachments } from '../../api/attachments';
import { useCan } from '../../hooks/useCan';
import { formatBytes, formatTime } from '../../utils/format';
import { UploadDialog } from './UploadDialog';

const DEFAULT_PAGE_SIZE = 10;
const IMAGE_EXT = /\.(png|jpe?g|gif|bmp|webp|svg)$/i;

function isImage(file: Attachment): boolean {
  return (file.contentType ?? '').startsWith('image/') || IMAGE_EXT.test(file.fileName ?? '');
}

/** The tenant's attachments: search by name, upload, download, image preview, delete (by permission). */
export default function Attachments() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const can = useCan();
  const canUpload = can('attachment', PlatformPermissions.attachmentUpload);
  const canView = can('attachment', PlatformPermissions.attachmentView);
  const canDelete = can('attachment', PlatformPermissions.attachmentDelete);

  const [nameInput, setNameInput] = useState('');
  const [fileName, setFileName] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [preview, setPreview] = useState<Attachment | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: attachmentKeys.page(page, pageSize, fileName),
    queryFn: () => pageAttachments(page, pageSize, fileName || undefined),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all });

  const search = () => {
    setFileName(nameInput.trim());
    setPage(1);
  };
  const reset = () => {
    setNameInput('');
    setFileName('');
    setPage(1);
    setSelected([]);
  };

  const remove = async (ids: number[]) => {
    try {
      await deleteAttachments(ids);
      message.success(t('attachment.deleted'));
      setSelected((keys) => keys.filter((key) => !ids.includes(key)));
    } catch {
      /* shown by the HTTP client */
    } finally {
      void refresh();
    }
  };

  const confirmRemoveSelected = () => {
    if (!selected.length) {
      message.warning(t('common.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('attachment.confirmDeleteSelected', { count: selected.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'attachment-delete-selected-confirm' },
      onOk: () => remove(selected),
    });
  };

  const columns: TableColumnsType<Attachment> = [
    { key: 'fileName', title: t('attachment.fileName'), dataIndex: 'fileName', ellipsis: true },
    { key: 'type', title: t('attachment.type'), dataIndex: 'contentType', width: 180, ellipsis: true },
    {
      key: 'size',
      title: t('attachment.size'),
      dataIndex: 'fileSize',
      width: 120,
      render: (value: number) => formatBytes(value),
    },
    {
      key: 'time',
      title: t('attachment.time'),
      dataIndex: 'createTime',
      width: 180,
      render: (value: number) => formatTime(value),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 220,
      render: (_value, record) => (
        <Space size={4}>
          {canView ? (
            <a
              href={fileLink(record.url) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              download={record.fileName}
              data-testid={`attachment-download-${record.id}`}
            >
              {t('attachment.download')}
            </a>
          ) : null}
          {canView && isImage(record) ? (
            <Button
              type="link"
              size="small"
              data-testid={`attachment-preview-${record.id}`}
              onClick={() => setPreview(record)}
            >
              {t('attachment.preview')}
            </Button>
          ) : null}
          {canDelete ? (
            <Popconfirm
              title={t('attachment.confirmDelete')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `attachment-delete-confirm-${record.id}` }}
              onConfirm={() => remove([record.id])}
            >
              <Button type="link" size="small" danger data-testid={`attachment-delete-${record.id}`}>
                {t('attachment.delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div
      data-testid="attachments"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          data-testid="attachment-search"
          placeholder={t('attachment.searchName')}
          value={nameInput}
          onChange={(event) => setNameInput(event.target.value)}
          onPressEnter={search}
          style={{ width: 240 }}
        />
        <Button type="primary" data-testid="attachment-search-submit" onClick={search}>
          {t('common.search')}
        </Button>
        <Button data-testid="attachment-reset" onClick={reset}>
          {t('common.reset')}
        </Button>
        {canUpload ? (
          <Button
            icon={<UploadOutlined />}
            data-testid="attachment-upload"
            onClick={() => setUploadOpen(true)}
          >
            {t('attachment.upload')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            data-testid="attachment-delete-selected"
            onClick={confirmRemoveSelected}
          >
            {t('attachment.deleteSelected')}
          </Button>
        ) : null}
      </Space>
      {canUpload ? (
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={() => {
            setUploadOpen(false);
            setPage(1);
            void refresh();
          }}
        />
      ) : null}
      <Table<Attachment>
        rowKey="id"
        data-testid="attachment-table"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        rowSelection={
          canDelete
            ? { selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }
            : undefined
        }
        onRow={(record) => ({ 'data-testid': `attachment-row-${record.id}` }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (nextPage, nextSize) => {
            if (nextSize !== pageSize) {
              setPageSize(nextSize);
              setPage(1);
            } else setPage(nextPage);
          },
        }}
        scroll={{ x: 800 }}
      />
      <Modal
        open={preview !== null}
        title={preview?.fileName}
        footer={null}
        onCancel={() => setPreview(null)}
        width={720}
        destroyOnHidden
      >
        {preview ? (
          <img
            data-testid="attachment-preview-img"
            src={fileLink(preview.url) ?? undefined}
            alt={preview.fileName}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
