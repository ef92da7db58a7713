import { useMemo, useState } from 'react';
import { Card, Col, Descriptions, Empty, Input, Row, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DayTravel, Trip } from '@chelian/contracts/monitor';
import {
  ANALYSIS_MORE_CALLS,
  type ChargeHour,
  type DriveDay,
  type DriveTop4,
} from '@chelian/contracts/resources/analysis/more';
import { callApi } from '../../api/http';
import { useCan } from '../../hooks/useCan';
import { TravelDayTable, TripTable, travelHours } from '../single-vehicle';
import { Chart, type EChartsOption } from '../../widgets/chart';
import { RangeFilter, lastWeek, rangeOf } from './FleetFigures';
import { GbAlarmCodeChart } from './GbAlarmTops';

/** The four charts per day, each a measure of the vehicle's day rows. */
const CHARTS = [
  { measure: 'mileage', type: 'bar', colour: '#1677ff' },
  { measure: 'driveHours', type: 'bar', colour: '#52c41a' },
  { measure: 'chargedSoc', type: 'bar', colour: '#13c2c2' },
  { measure: 'chargeCount', type: 'bar', colour: '#fa8c16' },
] as const satisfies readonly { measure: keyof Omit<DriveDay, 'date'>; type: 'bar'; colour: string }[];

type View = 'figures' | 'travel' | 'daysTravel';

/**
 * Single-vehicle analysis: one vehicle's mileage, driving time, SOC charged and charges per day of
 * a period (the top-4 charts, from the daily rollups), its charging by hour of the day
 * (chargeTimeFrame, from its history) and its most frequent general alarms; and its two
 * sub-screens, each behind its own permission: travel (the trips found in its history) and days
 * travel (odometer rise, trips, driving time and energy per day).
 */
export default function SingleVehicleAnalysis() {
  const { t } = useTranslation();
  const can = useCan();
  const [view, setView] = useState<View>('figures');
  const [params] = useSearchParams();
  const [vin, setVin] = useState(() => params.get('vin') ?? '');
  const [range, setRange] = useState(lastWeek);
  const [asked, setAsked] = useState(() => ({
    ...rangeOf(lastWeek()),
    vin: (params.get('vin') ?? '').trim(),
  }));
  const label = (key: string) => t(`shared:analysis.columns.${key}` as never);

  const top4 = useQuery({
    queryKey: ['analysis', 'single', 'top4', asked],
    queryFn: () => callApi<DriveTop4>(ANALYSIS_MORE_CALLS.driveTop4, asked),
    enabled: Boolean(asked.vin),
  });
  const hours = useQuery({
    queryKey: ['analysis', 'single', 'chargeTimeFrame', asked],
    queryFn: () => callApi<ChargeHour[]>(ANALYSIS_MORE_CALLS.chargeTimeFrame, asked),
    enabled: Boolean(asked.vin),
  });
  const trips = useQuery({
    queryKey: ['analysis', 'single', 'travel', asked],
    queryFn: () => callApi<Trip[]>(ANALYSIS_MORE_CALLS.travel, asked),
    enabled: Boolean(asked.vin) && view === 'travel',
  });
  const travelDays = useQuery({
    queryKey: ['analysis', 'single', 'daysTravel', asked],
    queryFn: () => callApi<DayTravel[]>(ANALYSIS_MORE_CALLS.daysTravel, asked),
    enabled: Boolean(asked.vin) && view === 'daysTravel',
  });

  const days = useMemo(() => top4.data?.days ?? [], [top4.data]);
  const charts = useMemo(
    () =>
      CHARTS.map(({ measure, type, colour }) => ({
        measure,
        option: {
          tooltip: { trigger: 'axis' },
          grid: { left: 48, right: 16, top: 16, bottom: 28 },
          xAxis: { type: 'category', data: days.map((d) => d.date) },
          yAxis: { type: 'value', ...(measure === 'chargeCount' ? { minInterval: 1 } : {}) },
          series: [
            { name: label(measure), type, itemStyle: { color: colour }, data: days.map((d) => d[measure]) },
          ],
        } satisfies EChartsOption,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language with t
    [days, t],
  );
  const hourOption = useMemo<EChartsOption>(() => {
    const list = hours.data ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: list.map((h) => t('analysis.hourLabel', { hour: h.hour })) },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', name: 'h' },
      ],
      series: [
        { name: t('analysis.chargesBegun'), type: 'bar', data: list.map((h) => h.sessions) },
        {
          name: t('analysis.chargeHours'),
          type: 'line',
          yAxisIndex: 1,
          smooth: true,
          data: list.map((h) => h.chargeHours),
        },
      ],
    };
  }, [hours.data, t]);

  const totals = top4.data?.totals;
  const charged = (hours.data ?? []).some((h) => h.sessions > 0 || h.chargeHours > 0);

  return (
    <div data-testid="analysis-single-vehicle" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small">
        <Space wrap>
          <Input
            allowClear
            maxLength={17}
            placeholder={t('analysis.vin')}
            value={vin}
            onChange={(e) => setVin(e.target.value)}
            onPressEnter={() => setAsked({ ...rangeOf(range), vin: vin.trim() })}
            style={{ width: 220 }}
            data-testid="analysis-vin"
          />
          <RangeFilter
            value={range}
            onChange={setRange}
            onSearch={() => setAsked({ ...rangeOf(range), vin: vin.trim() })}
          />
        </Space>
      </Card>
      {!asked.vin ? (
        <Card size="small">
          <Empty description={t('analysis.enterVin')} data-testid="analysis-enter-vin" />
        </Card>
      ) : (
        <Tabs
          activeKey={view}
          onChange={(key) => setView(key as View)}
          data-testid="analysis-single-views"
          items={[
            {
              key: 'figures',
              label: <span data-testid="analysis-view-figures">{t('analysis.figures')}</span>,
              children: (
                <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                  <Card size="small" title={t('analysis.totals')} loading={top4.isFetching && !top4.data}>
                    <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }} data-testid="analysis-totals">
                      {(['mileage', 'driveHours', 'chargedSoc', 'chargeCount', 'alarmCount'] as const).map(
                        (k) => (
                          <Descriptions.Item key={k} label={label(k)}>
                            <span data-testid={`analysis-total-${k}`}>{totals?.[k] ?? '-'}</span>
                          </Descriptions.Item>
                        ),
                      )}
                      <Descriptions.Item label={t('analysis.driveDays')}>
                        <span data-testid="analysis-total-driveDays">{totals?.driveDays ?? '-'}</span>
                      </Descriptions.Item>
                    </Descriptions>
                  </Card>
                  <Row gutter={[12, 12]} data-testid="analysis-top4" data-points={JSON.stringify(days)}>
                    {charts.map(({ measure, option }) => (
                      <Col key={measure} xs={24} lg={12}>
                        <Card size="small" title={label(measure)}>
                          <Chart option={option} height={220} testId={`analysis-chart-${measure}`} />
                        </Card>
                      </Col>
                    ))}
                  </Row>
                  <Row gutter={12}>
                    <Col xs={24} lg={12}>
                      <Card
                        size="small"
                        title={t('analysis.chargeFrame')}
                        data-testid="analysis-charge-frame"
                        data-points={JSON.stringify(hours.data ?? [])}
                      >
                        {charged ? (
                          <Chart option={hourOption} height={280} testId="analysis-chart-hours" />
                        ) : (
                          <Empty style={{ height: 248 }} />
                        )}
                      </Card>
                    </Col>
                    <Col xs={24} lg={12}>
                      <GbAlarmCodeChart
                        filters={{ startTime: asked.startTime, endTime: asked.endTime, vin: asked.vin }}
                        title={t('analysis.vehicleAlarms')}
                      />
                    </Col>
                  </Row>
                </div>
              ),
            },
            ...(can('singleVehicleTravel', 'view')
              ? [
                  {
                    key: 'travel',
                    label: <span data-testid="analysis-view-travel">{t('analysis.travel')}</span>,
                    children: (
                      <Card size="small" title={t('analysis.tripsFound', { count: trips.data?.length ?? 0 })}>
                        <TripTable trips={trips.data ?? []} loading={trips.isFetching} />
                      </Card>
                    ),
                  },
                ]
              : []),
            ...(can('singleVehicleDaysTravel', 'view')
              ? [
                  {
                    key: 'daysTravel',
                    label: <span data-testid="analysis-view-days">{t('analysis.daysTravel')}</span>,
                    children: <DaysTravel days={travelDays.data ?? []} loading={travelDays.isFetching} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}

/** The days travel sub-screen: the period's sums above the vehicle's days. */
function DaysTravel({ days, loading }: { days: readonly DayTravel[]; loading: boolean }) {
  const { t } = useTranslation();
  const sum = (pick: (d: DayTravel) => number) => days.reduce((s, d) => s + pick(d), 0);
  const totals = [
    { key: 'mileage', label: t('monitor.analysis.distance'), value: sum((d) => d.mileage).toFixed(1) },
    { key: 'trips', label: t('monitor.analysis.trips'), value: String(sum((d) => d.trips)) },
    {
      key: 'driving',
      label: t('monitor.analysis.driving'),
      value: travelHours(sum((d) => d.drivingSeconds)),
    },
    { key: 'energy', label: t('monitor.analysis.energy'), value: sum((d) => d.energyKwh).toFixed(2) },
  ];
  return (
    <Card size="small" title={t('analysis.totals')}>
      <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="analysis-days-totals">
        {totals.map(({ key, label, value }) => (
          <Descriptions.Item key={key} label={label}>
            <span data-testid={`analysis-days-total-${key}`}>{value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <TravelDayTable days={days} loading={loading} />
    </Card>
  );
}
