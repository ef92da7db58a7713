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

/** A horizontal bar chart of a top list (largest on top), or the empty state. */
function TopChart({
  testId,
  title,
  option,
  empty,
  points,
}: {
  testId: string;
  title: string;
  option: EChartsOption | null;
  empty: string;
  points: unknown;
}) {
  return (
    <Card size="small" title={title} data-testid={testId} data-points={JSON.stringify(points)}>
      {option ? (
        <Chart option={option} height={280} testId={`${testId}-chart`} />
      ) : (
        <Empty description={empty} style={{ height: 248 }} />
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
  const option = useMemo<EChartsOption | null>(
    () =>
      rows.length
        ? {
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 160, right: 24, top: 32, bottom: 24 },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: { type: 'category', data: rows.map((r) => label('gbAlarmFlag', r.flag) ?? r.flag) },
            series: [
              { name: t('analysis.episodes'), type: 'bar', data: rows.map((r) => r.count) },
              { name: t('analysis.flagVehicles'), type: 'bar', data: rows.map((r) => r.vehicles) },
            ],
          }
        : null,
    [rows, label, t],
  );
  return (
    <TopChart
      testId="analysis-code-top"
      title={title ?? t('analysis.codeTop')}
      option={option}
      empty={
        tooLong(filters)
          ? t('analysis.rangeLimit', { days: ANALYSIS_TOP_RANGE_DAYS })
          : t('analysis.noAlarms')
      }
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
  const option = useMemo<EChartsOption | null>(
    () =>
      rows.length
        ? {
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 160, right: 24, top: 32, bottom: 24 },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: { type: 'category', data: rows.map((r) => (r.plate ? `${r.vin} (${r.plate})` : r.vin)) },
            series: ([1, 2, 3] as const).map((level, i) => ({
              name: t(`shared:analysis.columns.alarmLevel${level}` as never),
              type: 'bar',
              stack: 'levels',
              itemStyle: { color: LEVEL_COLOURS[i] },
              data: rows.map((r) => r[`alarmLevel${level}`]),
            })),
          }
        : null,
    [rows, t],
  );
  return (
    <Row gutter={12}>
      <Col xs={24} lg={12}>
        <TopChart
          testId="analysis-level-top"
          title={t('analysis.levelTop')}
          option={option}
          empty={
            tooLong(filters)
              ? t('analysis.rangeLimit', { days: ANALYSIS_TOP_RANGE_DAYS })
              : t('analysis.noAlarms')
          }
          points={levels.data ?? []}
        />
      </Col>
      <Col xs={24} lg={12}>
        <GbAlarmCodeChart filters={filters} />
      </Col>
    </Row>
  );
}
