import { useMemo } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ANALYSIS_MORE_CALLS,
  ANALYSIS_TOP_RANGE_DAYS,
  type AnalysisTopQuery,
  type GbAlarmCodeTop,
  type GbAlarmLevelTop,
} from '@chelian/contracts/resources/analysis/more';
import { callApi } from '../../api/http';
import { useDictionaryLabels } from '../../engine';
import { Chart, type EChartsOption } from '../../widgets/chart';

const LEVEL_COLOURS = ['#faad14', '#fa8c16', '#f5222d'];
type TopFilters = Omit<AnalysisTopQuery, 'size'>;
/** The tops answer a period of at most a month; a longer one shows why they are empty. */
const tooLong = (f: TopFilters) => f.endTime - f.startTime > ANALYSIS_TOP_RANGE_DAYS * 86_400_000;

/**
 * A horizontal bar chart of a top list (largest on top: `categories` run bottom to top), or why
 * it is empty (nothing in the period, or a period longer than the tops answer).
 */
function TopChart({
  testId,
  title,
  filters,
  categories,
  series,
  points,
}: {
  testId: string;
  title: string;
  filters: TopFilters;
  categories: string[];
  series: NonNullable<EChartsOption['series']>;
  points: unknown;
}) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption | null>(
    () =>
      categories.length
        ? {
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 160, right: 24, top: 32, bottom: 24 },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: { type: 'category', data: categories },
            series,
          }
        : null,
    [categories, series],
  );
  return (
    <Card size="small" title={title} data-testid={testId} data-points={JSON.stringify(points)}>
      {option ? (
        <Chart option={option} height={280} testId={`${testId}-chart`} />
      ) : (
        <Empty
          description={
            tooLong(filters)
              ? t('analysis.rangeLimit', { days: ANALYSIS_TOP_RANGE_DAYS })
              : t('analysis.noAlarms')
          }
          style={{ height: 248 }}
        />
      )}
    </Card>
  );
}

/** The general alarm flags seen in the most episodes of the filters' period (gbAlarm/codeTop). */
export function GbAlarmCodeChart({ filters, title }: { filters: TopFilters; title?: string }) {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const codes = useQuery({
    queryKey: ['analysis', 'codeTop', filters],
    queryFn: () => callApi<GbAlarmCodeTop[]>(ANALYSIS_MORE_CALLS.gbAlarmCodeTop, { ...filters, size: 10 }),
    enabled: !tooLong(filters),
  });
  const rows = useMemo(() => [...(codes.data ?? [])].reverse(), [codes.data]);
  const categories = useMemo(() => rows.map((r) => label('gbAlarmFlag', r.flag) ?? r.flag), [rows, label]);
  const series = useMemo<NonNullable<EChartsOption['series']>>(
    () => [
      { name: t('analysis.episodes'), type: 'bar', data: rows.map((r) => r.count) },
      { name: t('analysis.flagVehicles'), type: 'bar', data: rows.map((r) => r.vehicles) },
    ],
    [rows, t],
  );
  return (
    <TopChart
      testId="analysis-code-top"
      title={title ?? t('analysis.codeTop')}
      filters={filters}
      categories={categories}
      series={series}
      points={(codes.data ?? []).map((r) => ({
        flag: label('gbAlarmFlag', r.flag) ?? r.flag,
        count: r.count,
        vehicles: r.vehicles,
      }))}
    />
  );
}

/** The vehicles with the most GB alarm episodes, by highest level, beside the most frequent flags. */
export function GbAlarmTops({ filters }: { filters: TopFilters }) {
  const { t } = useTranslation();
  const levels = useQuery({
    queryKey: ['analysis', 'levelTop', filters],
    queryFn: () => callApi<GbAlarmLevelTop[]>(ANALYSIS_MORE_CALLS.gbAlarmLevelTop, { ...filters, size: 10 }),
    enabled: !tooLong(filters),
  });
  const rows = useMemo(() => [...(levels.data ?? [])].reverse(), [levels.data]);
  const categories = useMemo(() => rows.map((r) => (r.plate ? `${r.vin} (${r.plate})` : r.vin)), [rows]);
  const series = useMemo<NonNullable<EChartsOption['series']>>(
    () =>
      ([1, 2, 3] as const).map((level, i) => ({
        name: t(`shared:analysis.columns.alarmLevel${level}` as never),
        type: 'bar' as const,
        stack: 'levels',
        itemStyle: { color: LEVEL_COLOURS[i] },
        data: rows.map((r) => r[`alarmLevel${level}`]),
      })),
    [rows, t],
  );
  return (
    <Row gutter={12}>
      <Col xs={24} lg={12}>
        <TopChart
          testId="analysis-level-top"
          title={t('analysis.levelTop')}
          filters={filters}
          categories={categories}
          series={series}
          points={levels.data ?? []}
        />
      </Col>
      <Col xs={24} lg={12}>
        <GbAlarmCodeChart filters={filters} />
      </Col>
    </Row>
  );
}
