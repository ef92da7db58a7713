import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MonthWorkTime } from '@chelian/contracts/monitor';
import {
  getCountByProvince,
  getCountByType,
  getHomeOnline,
  getMonthWorkTime,
  monitorKeys,
} from '../../api/monitor';
import { currentLanguage } from '../../i18n';
import { Chart, type EChartsOption } from '../../widgets/chart';

const TOP = 10;
const CHART_HEIGHT = 260;

/** Vehicles by state: the four parts of the fleet the figures above count. */
function StateChart() {
  const { t } = useTranslation();
  // the figures' own query: one request serves both
  const { data } = useQuery({
    queryKey: [...monitorKeys.home, 'online'],
    queryFn: getHomeOnline,
    refetchInterval: 30_000,
  });
  const option = useMemo<EChartsOption>(() => {
    const driving = data?.driving ?? 0;
    const charging = data?.charging ?? 0;
    const online = data?.online ?? 0;
    const parts = [
      [t('monitor.home.driving'), driving],
      [t('monitor.home.charging'), charging],
      [t('chart.home.onlineOther'), Math.max(0, online - driving - charging)],
      [t('monitor.onlineNo'), Math.max(0, (data?.total ?? 0) - online)],
    ] as const;
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          name: t('chart.home.byState'),
          radius: ['45%', '70%'],
          center: ['50%', '45%'],
          label: { formatter: '{c}' },
          // an empty part stays in the legend without a label pointing at nothing
          data: parts.map(([name, value]) => ({
            name,
            value,
            ...(value === 0 && { label: { show: false }, labelLine: { show: false } }),
          })),
        },
      ],
    };
  }, [data, t]);
  return <Chart option={option} height={CHART_HEIGHT} testId="home-by-state-chart" />;
}

/** Vehicles and those online per series, the largest first. */
function TypeChart({ types }: { types: { name: string; count: number; online: number }[] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    const rows = types.slice(0, TOP).reverse();
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { top: 32, left: 8, right: 24, bottom: 8 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: rows.map((r) => r.name || t('homeFit.noSeries')) },
      series: [
        { type: 'bar', name: t('monitor.vehicles'), data: rows.map((r) => r.count) },
        { type: 'bar', name: t('monitor.onlineYes'), data: rows.map((r) => r.online) },
      ],
    };
  }, [types, t]);
  return <Chart option={option} height={CHART_HEIGHT} testId="home-by-type-chart" />;
}

/**
 * Hours online per day of each month, the last twelve: a month's total alone would show the
 * current month (so far) near zero beside full ones, so each bar is its hours over the days it
 * covers, the current month marked "so far" and the totals in the tooltip.
 */
function MonthChart({ months }: { months: MonthWorkTime[] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(() => {
    const label = (m: MonthWorkTime, i: number) =>
      i === months.length - 1 ? t('homeFit.soFar', { month: m.month }) : m.month;
    const perDay = (m: MonthWorkTime) => (m.days > 0 ? m.hours / m.days : 0);
    return {
      // the accessible description names all twelve months (echarts stops at 10)
      aria: { enabled: true, data: { maxCount: 12 } },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const m = months[(Array.isArray(params) ? params[0] : params)?.dataIndex ?? -1];
          if (!m) return '';
          return [
            label(m, months.indexOf(m)),
            t('homeFit.monthAverage', { hours: perDay(m).toFixed(1), days: Number(m.days.toFixed(1)) }),
            t('homeFit.monthTotal', { hours: m.hours.toFixed(1) }),
          ].join('<br/>');
        },
      },
      // containLabel keeps the value axis' figures inside the card (a bare 8 px margin cut them off)
      grid: { top: 32, left: 8, right: 16, bottom: 8, containLabel: true },
      // every month named, the current one on two lines ("so far" below)
      xAxis: {
        type: 'category',
        data: months.map(label),
        axisLabel: { interval: 0, formatter: (value: string) => value.replace(/\s*([（(])/, '\n$1') },
      },
      yAxis: { type: 'value', name: t('homeFit.perDay'), axisLabel: { show: true } },
      series: [
        {
          type: 'bar',
          name: t('homeFit.monthTitle'),
          data: months.map((m, i) => ({
            name: label(m, i),
            value: Math.round(perDay(m) * 10) / 10,
            // the month still under way is drawn lighter
            ...(i === months.length - 1 && { itemStyle: { opacity: 0.55 } }),
          })),
          barMaxWidth: 36,
        },
      ],
    };
  }, [months, t]);
  return <Chart option={option} height={CHART_HEIGHT} testId="home-work-months" />;
}

/**
 * Vehicles by state, by type and by province, and hours online per month, from the live state and
 * the sessions.
 */
export function FleetBreakdown() {
  const { t } = useTranslation();
  const { data: types = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'types'],
    queryFn: getCountByType,
  });
  const { data: provinces = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'provinces', currentLanguage()],
    queryFn: getCountByProvince,
  });
  const { data: months = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'months'],
    queryFn: getMonthWorkTime,
  });
  // a plain table keeps antd's Table out of the home chunk, the first screen after sign-in
  const counts = (first: string, rows: { name: string; count: number; online: number }[]) => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ textAlign: 'left', opacity: 0.65 }}>
          <th>{first}</th>
          <th>{t('monitor.vehicles')}</th>
          <th>{t('monitor.onlineYes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.name}
            data-testid="home-count-row"
            style={{ borderTop: '1px solid rgba(128,128,128,.2)' }}
          >
            <td>{r.name || '—'}</td>
            <td>{r.count}</td>
            <td>{r.online}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('chart.home.byState')} size="small" data-testid="home-by-state">
          <StateChart />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('monitor.home.byType')} size="small" data-testid="home-by-type">
          <TypeChart types={types} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('monitor.byProvince')} size="small" data-testid="home-by-province">
          {counts(t('monitor.province'), provinces.filter((p) => p.count > 0).slice(0, TOP))}
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('homeFit.monthTitle')} size="small" data-testid="home-months">
          <MonthChart months={months} />
        </Card>
      </Col>
    </Row>
  );
}
