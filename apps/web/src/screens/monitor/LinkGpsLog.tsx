import { useState } from 'react';
import { Button, Checkbox, DatePicker, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { LinkGpsBody, LinkGpsRow } from '@chelian/contracts/monitor';
import { exportLinkGps, getLinkGpsPage, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';

const MAX_DAYS = 30;
const EXPORT_DAYS = 3;

/**
 * The third-party link position log: the positions one vehicle's link delivered over at most 30
 * days, with their delay and the session (terminal address, gateway) that carried them.
 */
export default function LinkGpsLog() {
  const { t } = useTranslation();
  const can = useCan();
  const [vin, setVin] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(1, 'day'),
    pickerNow().add(1, 'minute'),
  ]);
  const [validOnly, setValidOnly] = useState(false);
  const [body, setBody] = useState<LinkGpsBody | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: [...monitorKeys.all, 'linkGps', body],
    queryFn: () => getLinkGpsPage(body!),
    enabled: body !== null,
  });
  const query = (current = 1, size = body?.size ?? 20) =>
    vin.trim() &&
    setBody({
      vin: vin.trim(),
      startTime: fromPickerTime(range[0]),
      endTime: fromPickerTime(range[1]),
      validOnly,
      current,
      size,
    });
  const yesNo = (v: boolean | null) => (v == null ? '' : v ? t('monitor.yes') : t('monitor.no'));

  const columns: TableColumnsType<LinkGpsRow> = [
    {
      key: 'gpsTime',
      dataIndex: 'gpsTime',
      title: t('monitor.gpsTime'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'receivedAt',
      dataIndex: 'receivedAt',
      title: t('monitor.linkGps.receivedAt'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    { key: 'delaySeconds', dataIndex: 'delaySeconds', title: t('monitor.linkGps.delay'), width: 100 },
    {
      key: 'reissue',
      dataIndex: 'reissue',
      title: t('monitor.linkGps.reissue'),
      width: 80,
      render: (v: boolean) => (v ? <Tag color="orange">{t('monitor.yes')}</Tag> : t('monitor.no')),
    },
    {
      key: 'valid',
      dataIndex: 'valid',
      title: t('monitor.linkGps.valid'),
      width: 90,
      render: (v: boolean | null) => yesNo(v),
    },
    {
      key: 'lng',
      dataIndex: 'lng',
      title: t('monitor.lng'),
      width: 110,
      render: (v: number | null) => (v == null ? '' : v.toFixed(6)),
    },
    {
      key: 'lat',
      dataIndex: 'lat',
      title: t('monitor.lat'),
      width: 110,
      render: (v: number | null) => (v == null ? '' : v.toFixed(6)),
    },
    { key: 'province', dataIndex: 'province', title: t('monitor.location'), width: 100 },
    { key: 'speed', dataIndex: 'speed', title: t('monitor.speed'), width: 110 },
    { key: 'remoteAddr', dataIndex: 'remoteAddr', title: t('monitor.linkGps.remoteAddr'), width: 170 },
    { key: 'gateway', dataIndex: 'gateway', title: t('monitor.linkGps.gateway'), width: 160 },
    { key: 'edition', dataIndex: 'edition', title: t('monitor.linkGps.edition'), width: 100 },
  ];

  return (
    <div data-testid="link-gps-screen" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Input
          data-testid="link-gps-vin"
          placeholder="VIN"
          allowClear
          value={vin}
          onChange={(e) => setVin(e.target.value)}
          style={{ width: 220 }}
        />
        <DatePicker.RangePicker
          showTime
          value={range}
          allowClear={false}
          disabledDate={(d, info) =>
            Boolean(info.from && Math.abs(d.diff(info.from, 'day', true)) > MAX_DAYS)
          }
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Checkbox checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)}>
          {t('monitor.linkGps.validOnly')}
        </Checkbox>
        <Button type="primary" data-testid="link-gps-search" disabled={!vin.trim()} onClick={() => query()}>
          {t('common.search')}
        </Button>
        {can('thirdPartyLinkPositionLog', 'export') && (
          <Button
            data-testid="link-gps-export"
            disabled={!vin.trim() || range[1].diff(range[0], 'day', true) > EXPORT_DAYS}
            title={t('monitor.analysis.exportLimit', { days: EXPORT_DAYS })}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void exportLinkGps(
                {
                  vin: vin.trim(),
                  startTime: fromPickerTime(range[0]),
                  endTime: fromPickerTime(range[1]),
                  validOnly,
                },
                vin.trim(),
              ).finally(() => setExporting(false));
            }}
          >
            {t('monitor.export')}
          </Button>
        )}
      </Space>
      <Table<LinkGpsRow>
        data-testid="link-gps-table"
        size="small"
        rowKey={(r) => `${r.gpsTime}-${r.receivedAt}`}
        loading={isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: body?.current ?? 1,
          pageSize: body?.size ?? 20,
          total: data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (current, size) => query(size === body?.size ? current : 1, size),
        }}
      />
    </div>
  );
}
