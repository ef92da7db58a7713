import { useMemo, useState } from 'react';
import { Input, Space, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_ANALYSIS_CALLS as C, type VehicleWork } from '@chelian/contracts/monitor';
import { callApi } from '../../api/http';
import { formatTime } from '../../utils/format';
import type { EChartsOption } from '../../widgets/chart';
import { ExportButton, FiguresLayout, RangeFilter, lastWeek, rangeOf } from './FleetFigures';
import { useStatsPaging } from './paging';

/** Work time: the fleet's hours online per day of the period, and each vehicle's, most first. */
export default function WorkTimeTotal() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastWeek);
  const [vin, setVin] = useState('');
  const [asked, setAsked] = useState(() => ({ ...rangeOf(lastWeek()), vin: '' }));
  const { paging, firstPage, pagination } = useStatsPaging();
  const period = { startTime: asked.startTime, endTime: asked.endTime };
  const days = useQuery({
    queryKey: ['analysis', 'workTime', period],
    queryFn: () => callApi<{ date: string; hours: number }[]>(C.workTime, period),
  });
  const page = useQuery({
    queryKey: ['analysis', 'workTimePage', asked, paging],
    queryFn: () =>
      callApi<{ items: VehicleWork[]; total: number }>(C.pageWorkTime, {
        ...period,
        ...(asked.vin ? { vin: asked.vin } : {}),
        ...paging,
      }),
  });
  const series = useMemo(() => days.data ?? [], [days.data]);
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: series.map((d) => d.date) },
      yAxis: { type: 'value' },
      series: [{ name: t('analysis.workHours'), type: 'bar', data: series.map((d) => d.hours) }],
    }),
    [series, t],
  );
  const columns: TableColumnsType<VehicleWork> = [
    { key: 'vin', dataIndex: 'vin', title: t('analysis.vin'), width: 190 },
    { key: 'plate', dataIndex: 'plate', title: t('analysis.plate'), width: 120 },
    { key: 'modelName', dataIndex: 'modelName', title: t('analysis.model'), width: 140 },
    { key: 'hours', dataIndex: 'hours', title: t('analysis.workHours'), align: 'right' },
    { key: 'sessions', dataIndex: 'sessions', title: t('analysis.sessions'), align: 'right' },
    {
      key: 'lastLoginTime',
      dataIndex: 'lastLoginTime',
      title: t('analysis.lastLogin'),
      render: (v: number | null) => formatTime(v),
    },
  ];
  return (
    <FiguresLayout
      testId="analysis-work-time-total"
      tools={
        <Space wrap>
          <Input
            allowClear
            maxLength={17}
            placeholder={t('analysis.vin')}
            value={vin}
            onChange={(e) => setVin(e.target.value)}
            style={{ width: 200 }}
            data-testid="analysis-vin"
          />
          <RangeFilter
            value={range}
            onChange={setRange}
            onSearch={() => {
              setAsked({ ...rangeOf(range), vin: vin.trim() });
              firstPage();
            }}
          />
          <ExportButton call={C.exportTime} body={period} name="workTime" />
          <ExportButton
            call={C.exportTotal}
            body={asked.vin ? { vin: asked.vin } : {}}
            name="workTimeTotal"
            label={t('analysis.exportTotal')}
            testId="analysis-export-total"
          />
        </Space>
      }
      option={option}
      columns={columns}
      rows={page.data?.items ?? []}
      rowKey={(r) => r.vin}
      loading={page.isFetching}
      pagination={pagination(page.data?.total)}
    />
  );
}
