import { useMemo } from 'react';
import { Card, Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OTA_PART_CALLS, type OtaFourModules } from '@chelian/contracts/resources/ota/parts';
import { callApi } from '../../api/http';
import { useDictionaryLabels } from '../../engine/options';
import { Chart, type EChartsOption } from '../../widgets/chart';

export const CHART_HEIGHT = 260;

/** Horizontal bars of labelled counts, the largest on top. */
export function barOption(rows: [string, number][], name: string): EChartsOption {
  const sorted = [...rows].sort((a, b) => a[1] - b[1]);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { top: 8, left: 8, right: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: sorted.map((r) => r[0]),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name, data: sorted.map((r) => r[1]) }],
  };
}

/** A pie of labelled counts; an empty part stays in the legend without a label pointing at nothing. */
function pieOption(rows: [string, number][], name: string): EChartsOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        name,
        radius: ['40%', '65%'],
        center: ['50%', '45%'],
        data: rows.map(([n, value]) => ({
          name: n,
          value,
          ...(value === 0 && { label: { show: false }, labelLine: { show: false } }),
        })),
      },
    ],
  };
}

/**
 * The dashboard's four modules (getReportDataForFourModules) over 30 days: versions released by
 * type, tasks created by status, the upgrade outcomes per day, and the part versions the fleet runs.
 */
export function FourModules() {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const { data } = useQuery({
    queryKey: ['ota-dashboard-modules'],
    queryFn: () => callApi<OtaFourModules>(OTA_PART_CALLS.fourModules, { days: 30 }),
    refetchInterval: 30_000,
  });
  const versions = useMemo(
    () =>
      pieOption(
        (data?.versions ?? []).map((r) => [label('otaVersionType', r.type) ?? r.type, r.count]),
        t('otaParts.modules.versions'),
      ),
    [data, label, t],
  );
  const tasks = useMemo(
    () =>
      pieOption(
        (data?.tasks ?? []).map((r) => [label('otaTaskStatus', r.status) ?? r.status, r.count]),
        t('otaParts.modules.tasks'),
      ),
    [data, label, t],
  );
  const outcomes = useMemo<EChartsOption>(() => {
    const rows = data?.outcomes ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { top: 32, left: 8, right: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', name: t('ota.dashboard.success'), data: rows.map((d) => d.success) },
        { type: 'line', name: t('ota.dashboard.failed'), data: rows.map((d) => d.failed) },
      ],
    };
  }, [data, t]);
  const components = useMemo<EChartsOption>(() => {
    const rows = data?.components ?? [];
    const codes = [...new Set(rows.map((r) => r.componentCode))];
    const versionsOf = [...new Set(rows.map((r) => r.version))];
    // one stacked bar per component, a segment per software version
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { top: 8, left: 8, right: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, name: t('otaParts.modules.vehicles') },
      yAxis: { type: 'category', data: codes },
      series: versionsOf.map((v) => ({
        type: 'bar',
        stack: 'version',
        name: v,
        data: codes.map((c) => rows.find((r) => r.componentCode === c && r.version === v)?.count ?? 0),
      })),
    };
  }, [data, t]);
  const card = (title: string, option: EChartsOption, testId: string) => (
    <Col xs={24} md={12} xl={6}>
      <Card title={title}>
        <Chart option={option} height={CHART_HEIGHT} testId={testId} />
      </Card>
    </Col>
  );
  return (
    <>
      {card(t('otaParts.modules.versions'), versions, 'ota-module-versions')}
      {card(t('otaParts.modules.tasks'), tasks, 'ota-module-tasks')}
      {card(t('otaParts.modules.outcomes'), outcomes, 'ota-module-outcomes')}
      {card(t('otaParts.modules.components'), components, 'ota-module-components')}
    </>
  );
}
