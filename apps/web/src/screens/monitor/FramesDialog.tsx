import { useState } from 'react';
import { Button, DatePicker, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { FrameMessage } from '@chelian/contracts/monitor';
import { exportFrameMessages, getFrameMessages, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';

const MAX_DAYS = 30;
const EXPORT_DAYS = 3;

/** A vehicle's frames as the gateway saw them (queryMsg): time, direction, command, flag, hex; export of at most 3 days. */
export function FramesDialog({ vin, onClose }: { vin: string; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(1, 'hour'),
    pickerNow().add(1, 'minute'),
  ]);
  const [direction, setDirection] = useState<'up' | 'down' | undefined>();
  const [asked, setAsked] = useState({
    startTime: fromPickerTime(range[0]),
    endTime: fromPickerTime(range[1]),
    direction,
    current: 1,
    size: 20,
  });
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: [...monitorKeys.all, 'frames', vin, asked],
    queryFn: () => getFrameMessages({ vin, ...asked }),
  });

  const columns: TableColumnsType<FrameMessage> = [
    {
      key: 'time',
      dataIndex: 'time',
      title: t('monitor.frameLog.time'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'direction',
      dataIndex: 'direction',
      title: t('monitor.frameLog.direction'),
      width: 80,
      render: (v: 'up' | 'down') => t(`monitor.frameLog.${v}`),
    },
    { key: 'command', dataIndex: 'command', title: t('monitor.frameLog.command'), width: 150 },
    { key: 'responseFlag', dataIndex: 'responseFlag', title: t('monitor.frameLog.flag'), width: 80 },
    { key: 'error', dataIndex: 'error', title: t('monitor.frameLog.error'), width: 150 },
    {
      key: 'hex',
      dataIndex: 'hex',
      title: t('monitor.frameLog.hex'),
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }} ellipsis style={{ maxWidth: 360, fontFamily: 'monospace' }}>
          {v}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Modal
      open
      title={`${t('monitor.frameLog.title')} · ${vin}`}
      width={1100}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="frames-dialog" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Space wrap>
          <DatePicker.RangePicker
            showTime
            value={range}
            allowClear={false}
            disabledDate={(d, info) =>
              Boolean(info.from && Math.abs(d.diff(info.from, 'day', true)) > MAX_DAYS)
            }
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('monitor.frameLog.direction')}
            value={direction}
            onChange={(v?: 'up' | 'down') => setDirection(v)}
            options={[
              { value: 'up', label: t('monitor.frameLog.up') },
              { value: 'down', label: t('monitor.frameLog.down') },
            ]}
          />
          <Button
            type="primary"
            data-testid="frames-search"
            onClick={() =>
              setAsked({
                startTime: fromPickerTime(range[0]),
                endTime: fromPickerTime(range[1]),
                direction,
                current: 1,
                size: asked.size,
              })
            }
          >
            {t('common.search')}
          </Button>
          {can('status', 'export') && (
            <Button
              data-testid="frames-export"
              disabled={range[1].diff(range[0], 'day', true) > EXPORT_DAYS}
              title={t('monitor.analysis.exportLimit', { days: EXPORT_DAYS })}
              loading={exporting}
              onClick={() => {
                setExporting(true);
                void exportFrameMessages(
                  { vin, startTime: fromPickerTime(range[0]), endTime: fromPickerTime(range[1]), direction },
                  vin,
                ).finally(() => setExporting(false));
              }}
            >
              {t('monitor.export')}
            </Button>
          )}
        </Space>
        <Table<FrameMessage>
          data-testid="frames-table"
          size="small"
          rowKey={(r, i) => `${r.time}-${i}`}
          loading={isFetching}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: 'max-content', y: 420 }}
          pagination={{
            current: asked.current,
            pageSize: asked.size,
            total: data?.total ?? 0,
            showTotal: (total) => t('common.total', { total }),
            onChange: (current, size) =>
              setAsked((a) => ({ ...a, current: size === a.size ? current : 1, size })),
          }}
        />
      </div>
    </Modal>
  );
}
