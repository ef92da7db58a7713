import { useMemo, useState } from 'react';
import { Card, Col, Descriptions, Empty, Input, Row, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ANALYSIS_MORE_CALLS,
  type ChargeHour,
  type DriveDay,
  type DriveTop4,
} from '@chelian/contracts/resources/analysis/more';
import { callApi } from '../../api/http';
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

/**
 * Single-vehicle analysis: one vehicle's mileage, driving time, SOC charged and charges per day of
 * a period (the top-4 charts, from the daily rollups), its charging by hour of the day
 * (chargeTimeFrame, from its history) and its most frequent general alarms.
 */
export default function SingleVehicleAnalysis() {
  const { t } = useTranslation();
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
        <>
          <Card size="small" title={t('analysis.totals')} loading={top4.isFetching && !top4.data}>
            <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }} data-testid="analysis-totals">
              {(['mileage', 'driveHours', 'chargedSoc', 'chargeCount', 'alarmCount'] as const).map((k) => (
                <Descriptions.Item key={k} label={label(k)}>
                  <span data-testid={`analysis-total-${k}`}>{totals?.[k] ?? '-'}</span>
                </Descriptions.Item>
              ))}
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
        </>
      )}
    </div>
  );
}
