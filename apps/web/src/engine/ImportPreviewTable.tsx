import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@chelian/contracts/resource';

type Item = ImportPreview['items'][number];

/** The first cells of a row, enough to recognise it (the file's own columns are in the file). */
const contentOf = (item: Item) =>
  Object.values(item.values)
    .filter((v) => v != null && v !== '')
    .slice(0, 4)
    .map((v) => (Array.isArray(v) ? v.join(',') : String(v)))
    .join(' / ');

/** A refusal as the row shows it: the server's reason names its column already ("Vehicle model not found"). */
const refusalText = ({ column, reason }: Item['errors'][number]) =>
  reason.includes(column) ? reason : `${column}: ${reason}`;

/**
 * What an import would do with each row of a file: accepted, or refused with the reasons per cell.
 * An import is all or nothing, so while any row is refused the summary says nothing goes in.
 */
export function ImportPreviewTable({ preview, testId }: { preview: ImportPreview; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`${testId}-result`} style={{ marginTop: 12 }}>
      <Typography.Paragraph
        data-testid={`${testId}-summary`}
        type={preview.valid < preview.total ? 'danger' : undefined}
        style={{ marginBottom: 8 }}
      >
        {preview.valid < preview.total
          ? t('fit.previewBlocked', { total: preview.total, count: preview.total - preview.valid })
          : t('fit.previewReady', { count: preview.total })}
      </Typography.Paragraph>
      <Table<Item>
        size="small"
        rowKey="row"
        dataSource={preview.items}
        pagination={preview.items.length > 10 ? { pageSize: 10, size: 'small' } : false}
        onRow={(item) => ({ 'data-testid': `${testId}-row-${item.row}` }) as never}
        columns={[
          { title: t('engine.previewRow'), dataIndex: 'row', width: 70 },
          {
            title: t('engine.previewContent'),
            key: 'content',
            ellipsis: true,
            render: (_, item) => contentOf(item),
          },
          {
            title: t('engine.previewOutcome'),
            key: 'outcome',
            render: (_, item) =>
              item.errors.length ? (
                <Typography.Text type="danger">{item.errors.map(refusalText).join('; ')}</Typography.Text>
              ) : (
                <Tag color="success">{t('engine.previewValid')}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
