import { useMemo, useState } from 'react';
import { Button, DatePicker, Empty, Select, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { getSignalTree, monitorKeys } from '../../api/monitor';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';
import { Chart } from '../../widgets/chart';
import {
  CHART_MAX_POINTS,
  historyChartOption,
  loadHistoryRange,
  pointsOf,
  type HistorySeries,
} from '../single-vehicle';
import { HistoryTasks } from './HistoryTasks';

const MAX_VEHICLES = 5;
const MAX_DAYS = 30;

interface Query {
  vins: string[];
  signal: string;
  startTime: number;
  endTime: number;
}

/**
 * History of several vehicles side by side: one value of up to five vehicles over a range of at
 * most 30 days, charted on one scale (CHART_MAX_POINTS shared among the vehicles), with each
 * vehicle's first, last, lowest and highest value.
 */
export default function HistoryMultiple() {
  const { t } = useTranslation();
  const [vins, setVins] = useState<string[]>([]);
  const [signal, setSignal] = useState('soc');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(1, 'hour'),
    pickerNow().add(1, 'minute'),
  ]);
  const [query, setQuery] = useState<Query | null>(null);
  const { data: tree } = useQuery({
    queryKey: monitorKeys.tree(vins[0] ?? ''),
    queryFn: () => getSignalTree(vins[0]!),
    enabled: vins.length > 0,
  });
  const { data, isFetching } = useQuery({
    queryKey: [...monitorKeys.all, 'multi', query],
    enabled: query !== null,
    queryFn: async () => {
      const q = query!;
      const range = { startTime: q.startTime, endTime: q.endTime, signals: [q.signal] };
      const each = CHART_MAX_POINTS / q.vins.length;
      const loaded = await Promise.all(q.vins.map((vin) => loadHistoryRange(vin, range, each)));
      return q.vins.map((vin, i) => ({ vin, items: loaded[i]!.rows, total: loaded[i]!.total }));
    },
  });
  const options = (tree ?? []).map((g) => ({
    label: g.name,
    options: (g.children ?? []).map((c) => ({
      value: c.id,
      label: c.unit ? `${c.name} (${c.unit})` : c.name,
    })),
  }));
  const unit = (tree ?? []).flatMap((g) => g.children ?? []).find((c) => c.id === query?.signal)?.unit;
  const series: HistorySeries[] = useMemo(
    () =>
      (data ?? []).map((d) => ({ key: d.vin, name: d.vin, unit, points: pointsOf(d.items, query!.signal) })),
    [data, query, unit],
  );
  const option = useMemo(() => historyChartOption(series), [series]);
  type Summary = {
    vin: string;
    total: number;
    first: number | null;
    last: number | null;
    min: number | null;
    max: number | null;
    from: number | null;
    to: number | null;
  };
  const rows: Summary[] = series.map((s, i) => {
    const ys = s.points.map((p) => p[1]);
    return {
      vin: s.key,
      total: data![i]!.total,
      first: ys[0] ?? null,
      last: ys.at(-1) ?? null,
      min: ys.length ? ys.reduce((a, b) => Math.min(a, b)) : null,
      max: ys.length ? ys.reduce((a, b) => Math.max(a, b)) : null,
      from: s.points[0]?.[0] ?? null,
      to: s.points.at(-1)?.[0] ?? null,
    };
  });
  const columns: TableColumnsType<Summary> = [
    { key: 'vin', dataIndex: 'vin', title: 'VIN' },
    { key: 'total', dataIndex: 'total', title: t('monitor.frames') },
    { key: 'from', dataIndex: 'from', title: t('monitor.from'), render: (v: number | null) => formatTime(v) },
    { key: 'to', dataIndex: 'to', title: t('monitor.to'), render: (v: number | null) => formatTime(v) },
    { key: 'first', dataIndex: 'first', title: t('monitor.first') },
    { key: 'last', dataIndex: 'last', title: t('monitor.last') },
    { key: 'min', dataIndex: 'min', title: t('monitor.min') },
    { key: 'max', dataIndex: 'max', title: t('monitor.max') },
  ];
  const compare = (
    <div
      data-testid="monitor-history-multiple-screen"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <Space wrap>
        <Select
          data-testid="history-multiple-vins"
          mode="tags"
          placeholder="VIN"
          style={{ minWidth: 360 }}
          value={vins}
          maxCount={MAX_VEHICLES}
          tokenSeparators={[',', ' ']}
          onChange={(v: string[]) => setVins(v.map((x) => x.trim().toUpperCase()).filter(Boolean))}
        />
        <Select
          data-testid="history-multiple-signal"
          style={{ width: 220 }}
          // the signals' names come with a vehicle's tree: until then the choice is not shown as its code
          value={options.length ? signal : undefined}
          placeholder={t('monitor.tasks.signal')}
          options={options}
          onChange={setSignal}
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
        <Button
          type="primary"
          data-testid="history-multiple-query"
          disabled={vins.length === 0}
          onClick={() =>
            setQuery({ vins, signal, startTime: fromPickerTime(range[0]), endTime: fromPickerTime(range[1]) })
          }
        >
          {t('common.search')}
        </Button>
      </Space>
      {series.some((s) => s.points.length > 0) ? (
        <Chart option={option} height={340} testId="history-multiple-chart" />
      ) : query && !isFetching ? (
        <Empty description={t('monitor.noData')} />
      ) : null}
      <Table<Summary>
        data-testid="history-multiple-table"
        size="small"
        rowKey="vin"
        loading={isFetching}
        pagination={false}
        columns={columns}
        dataSource={rows}
      />
    </div>
  );
  return (
    <Tabs
      items={[
        { key: 'compare', label: t('monitor.tasks.compare'), children: compare },
        {
          key: 'tasks',
          label: <span data-testid="history-multiple-tab-tasks">{t('monitor.tasks.title')}</span>,
          children: <HistoryTasks />,
        },
      ]}
    />
  );
}
