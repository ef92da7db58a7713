import { useState, type ReactNode } from 'react';
import { Button, Card, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { LIMITS } from '@chelian/contracts';
import type { CallSpec } from '@chelian/contracts/call';
import { downloadCall } from '../../api/download';
import { useCan } from '../../hooks/useCan';
import { fromPickerTime, pickerNow } from '../../utils/format';
import { Chart, type EChartsOption } from '../../widgets/chart';

/** The last seven days of the tenant's clock, today included. */
export const lastWeek = (): [Dayjs, Dayjs] => [
  pickerNow().subtract(6, 'day').startOf('day'),
  pickerNow().endOf('day'),
];
export const rangeOf = (range: [Dayjs, Dayjs]) => ({
  startTime: fromPickerTime(range[0].startOf('day')),
  endTime: fromPickerTime(range[1].endOf('day')),
});

/** A period of at most the history limit (30 days), as the data-analysis calls take it. */
export function RangeFilter({
  value,
  onChange,
  onSearch,
}: {
  value: [Dayjs, Dayjs];
  onChange: (v: [Dayjs, Dayjs]) => void;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <span>{t('analysis.range')}</span>
      <DatePicker.RangePicker
        value={value}
        allowClear={false}
        data-testid="analysis-range"
        disabledDate={(d, info) =>
          Boolean(info.from && Math.abs(d.diff(info.from, 'day', true)) >= LIMITS.historyRangeDays)
        }
        onChange={(v) => v?.[0] && v[1] && onChange([v[0], v[1]])}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={onSearch} data-testid="analysis-search">
        {t('analysis.search')}
      </Button>
    </Space>
  );
}

/** An export button shown with the permission of its call; the file comes through the API with the session. */
export function ExportButton({
  call,
  body,
  name,
  label,
  testId = 'analysis-export',
}: {
  call: CallSpec;
  body: unknown;
  name: string;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  const [module = '', action = ''] = call.access.split('/');
  if (!can(module, action)) return null;
  const run = async () => {
    setBusy(true);
    try {
      await downloadCall(call, body, name);
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {label ?? t('analysis.export')}
    </Button>
  );
}

/** A figures screen: its filters and buttons, a chart, and the table of what the chart draws. */
export function FiguresLayout<T extends object>({
  testId,
  tools,
  option,
  columns,
  rows,
  rowKey,
  loading,
  pagination,
}: {
  testId: string;
  tools: ReactNode;
  option: EChartsOption;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  pagination?: false | object;
}) {
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small">{tools}</Card>
      <Card size="small">
        <Chart option={option} height={300} testId="analysis-chart" />
      </Card>
      <Card size="small">
        <Table<T>
          size="small"
          data-testid="analysis-table"
          rowKey={rowKey}
          loading={loading}
          columns={columns}
          dataSource={rows as T[]}
          scroll={{ x: 'max-content' }}
          pagination={pagination ?? { pageSize: 10, showSizeChanger: true }}
        />
      </Card>
    </div>
  );
}
