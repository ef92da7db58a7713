import { useMemo, useState, type ReactNode } from 'react';
import { gbEnumFieldOf } from '@chelian/contracts/gb32960-enums';
import { Button, DatePicker, Empty, Space, Table, Tree, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { HistoryBody } from '@chelian/contracts/monitor';
import { exportHistory, getHistory, getSignalTree, monitorKeys, type HistoryRow } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';
import { Chart } from '../../widgets/chart';
import { CustomSignals } from './CustomSignals';
import { historyChartOption, loadHistoryRange, pointsOf } from './historyChart';
import { reportValueText } from './valueLabels';
import { currentLanguage } from '../../i18n';

const MAX_DAYS = 30;
const DEFAULT_SIGNALS = ['speed', 'soc'];
const NONE: string[] = [];

/**
 * Historical condition of one vehicle: values chosen on the signal tree (history/init), a time
 * range of at most 30 days, a page of reports as a table and the range's values as a chart (up to
 * CHART_MAX_POINTS); the series' custom signals are listed under the tree.
 */
export function HistoryPanel({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [exporting, setExporting] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(1, 'hour'),
    pickerNow().add(1, 'minute'),
  ]);
  const [checked, setChecked] = useState<string[]>(DEFAULT_SIGNALS);
  const [page, setPage] = useState({ current: 1, size: 50 });
  const [body, setBody] = useState<HistoryBody | null>(null);
  const { data: tree } = useQuery({ queryKey: monitorKeys.tree(vin), queryFn: () => getSignalTree(vin) });
  const { data, isFetching } = useQuery({
    queryKey: monitorKeys.history(vin, body!),
    queryFn: () => getHistory(vin, body!),
    enabled: body !== null,
  });
  const chartRange = body && { startTime: body.startTime, endTime: body.endTime, signals: body.signals };
  const chartData = useQuery({
    queryKey: [...monitorKeys.all, 'historyChart', vin, chartRange],
    queryFn: () => loadHistoryRange(vin, chartRange!),
    enabled: chartRange !== null,
  });
  const leaves = useMemo(
    () => new Map((tree ?? []).flatMap((g) => (g.children ?? []).map((c) => [c.id, c] as const))),
    [tree],
  );
  const names = useMemo(
    () => new Map([...leaves].map(([id, c]) => [id, c.unit ? `${c.name} (${c.unit})` : c.name] as const)),
    [leaves],
  );
  const leafIds = useMemo(() => new Set(names.keys()), [names]);

  const query = (current = 1, size = page.size) => {
    setPage({ current, size });
    setBody({
      startTime: fromPickerTime(range[0]),
      endTime: fromPickerTime(range[1]),
      signals: checked,
      current,
      size,
      order: 'desc',
    });
  };
  const signals = data?.signals ?? NONE;
  const columns: TableColumnsType<HistoryRow> = [
    {
      key: 'frameTime',
      dataIndex: 'frameTime',
      title: t('monitor.dataTime'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'reissue',
      dataIndex: 'reissue',
      title: t('monitor.reissue'),
      width: 80,
      render: (v: boolean) => (v ? t('monitor.yes') : ''),
    },
    // enumerations (the standard's codes) show their label; the chart keeps the code
    ...signals.map((key) => ({
      key,
      dataIndex: key,
      title: names.get(key) ?? key,
      width: 130,
      render: (v: unknown) =>
        gbEnumFieldOf(key, 'vehicle')
          ? reportValueText(key, v, 'vehicle', currentLanguage())
          : (v as ReactNode),
    })),
  ];
  const chart = chartData.data;
  const option = useMemo(
    () =>
      chart &&
      historyChartOption(
        signals.map((key) => ({
          key,
          name: leaves.get(key)?.name ?? key,
          unit: leaves.get(key)?.unit,
          points: pointsOf(chart.rows, key),
        })),
      ),
    [chart, signals, leaves],
  );
  return (
    <div data-testid="history-panel" style={{ display: 'flex', gap: 16 }}>
      <div style={{ width: 220, flex: 'none' }}>
        {/* mounted with its data, so that defaultExpandAll opens the groups */}
        {tree && (
          <Tree
            data-testid="history-signals"
            checkable
            defaultExpandAll
            checkedKeys={checked}
            onCheck={(keys) =>
              setChecked(
                (Array.isArray(keys) ? keys : keys.checked).map(String).filter((k) => leafIds.has(k)),
              )
            }
            treeData={tree.map((g) => ({
              key: g.id,
              title: g.name,
              children: (g.children ?? []).map((c) => ({
                key: c.id,
                title: <span data-testid={`history-signal-${c.id}`}>{c.name}</span>,
              })),
            }))}
          />
        )}
        <CustomSignals vin={vin} />
      </div>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
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
          <Button
            type="primary"
            data-testid="history-query"
            disabled={checked.length === 0}
            onClick={() => query()}
          >
            {t('common.search')}
          </Button>
          {can('historicalCondition', 'export') && (
            <Button
              data-testid="history-export"
              loading={exporting}
              disabled={checked.length === 0}
              onClick={() => {
                setExporting(true);
                void exportHistory(
                  vin,
                  {
                    startTime: fromPickerTime(range[0]),
                    endTime: fromPickerTime(range[1]),
                    signals: checked,
                  },
                  vin,
                ).finally(() => setExporting(false));
              }}
            >
              {t('monitor.export')}
            </Button>
          )}
        </Space>
        {option && chart && chart.rows.length > 0 ? (
          <div>
            <Typography.Text type="secondary" data-testid="history-chart-count">
              {chart.total > chart.rows.length
                ? t('chart.history.capped', { count: chart.rows.length, total: chart.total })
                : t('chart.history.points', { count: chart.rows.length })}
            </Typography.Text>
            <Chart option={option} height={340} testId="history-chart" />
          </div>
        ) : body && !isFetching && !chartData.isFetching ? (
          <Empty description={t('monitor.noData')} />
        ) : null}
        <Table<HistoryRow>
          data-testid="history-table"
          size="small"
          rowKey={(r) => `${r.frameTime}-${String(r.receivedAt)}`}
          loading={isFetching}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showTotal: (total) => t('common.total', { total }),
            onChange: (current, size) => query(size === page.size ? current : 1, size),
          }}
        />
      </div>
    </div>
  );
}
