import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_ANALYSIS_CALLS as C, type OnlineRateDay } from '@chelian/contracts/monitor';
import { callApi } from '../../api/http';
import type { EChartsOption } from '../../widgets/chart';
import { ExportButton, FiguresLayout, RangeFilter, lastWeek, rangeOf } from './FleetFigures';

const percent = (rate: number) => Math.round(rate * 10000) / 100;

/** Online rate: per day of the period, the tenant's vehicles, those online at some time of it, and the rate. */
export default function OnlineRate() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastWeek);
  const [asked, setAsked] = useState(() => rangeOf(lastWeek()));
  const days = useQuery({
    queryKey: ['analysis', 'onlineRate', asked],
    queryFn: () => callApi<OnlineRateDay[]>(C.onlineRate, asked),
  });
  const rows = useMemo(() => days.data ?? [], [days.data]);
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 32 },
      xAxis: { type: 'category', data: rows.map((d) => d.date) },
      yAxis: [{ type: 'value' }, { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }],
      series: [
        { name: t('analysis.count'), type: 'bar', data: rows.map((d) => d.total) },
        { name: t('analysis.online'), type: 'bar', data: rows.map((d) => d.online) },
        { name: t('analysis.rate'), type: 'line', yAxisIndex: 1, data: rows.map((d) => percent(d.rate)) },
      ],
    }),
    [rows, t],
  );
  const columns: TableColumnsType<OnlineRateDay> = [
    { key: 'date', dataIndex: 'date', title: t('analysis.date'), width: 140 },
    { key: 'total', dataIndex: 'total', title: t('analysis.count'), align: 'right' },
    { key: 'online', dataIndex: 'online', title: t('analysis.online'), align: 'right' },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('analysis.rate'),
      align: 'right',
      render: (v: number) => percent(v),
    },
  ];
  return (
    <FiguresLayout
      testId="analysis-online-rate"
      tools={
        <Space wrap>
          <RangeFilter value={range} onChange={setRange} onSearch={() => setAsked(rangeOf(range))} />
          <ExportButton call={C.exportOnlineRate} body={asked} name="onlineRate" />
        </Space>
      }
      option={option}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.date}
      loading={days.isFetching}
      pagination={false}
    />
  );
}
