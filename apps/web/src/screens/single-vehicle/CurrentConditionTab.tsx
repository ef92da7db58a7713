import { useMemo } from 'react';
import { Card, Descriptions, Empty, Spin, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrentCondition, monitorKeys, useVehicleState, type CurrentCondition } from '../../api/monitor';
import { currentLanguage } from '../../i18n';
import { reportValueLabel } from '../../i18n/labels';
import { formatTime } from '../../utils/format';
import { Chart, type EChartsOption } from '../../widgets/chart';
import { reportValueText } from './valueLabels';

type Values = Record<string, unknown>;

/** Key/value pairs of one block; times are shown as times. */
function Block({
  title,
  values,
  testId,
  block,
}: {
  title: string;
  values: Values | null;
  testId: string;
  block: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (!values) return null;
  const entries = Object.entries(values).filter(([key, v]) => v !== undefined && key !== 'detail');
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
        {entries.map(([key, v]) => (
          <Descriptions.Item key={key} label={reportValueLabel(t, key)}>
            <span data-testid={`${testId}-${key}`}>
              {key === 'time' ? formatTime(v as number | null) : reportValueText(key, v, block, lang)}
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** Columns of a cell or probe heatmap: 96 cells, the common pack, make six rows. */
const HEAT_COLUMNS = 16;
const HEAT_ROW_PX = 30;
/** Cold to hot (ColorBrewer RdYlBu, reversed): low cells blue, high cells red. */
const HEAT_COLOURS = ['#4575b4', '#91bfdb', '#e0f3f8', '#ffffbf', '#fee090', '#fc8d59', '#d73027'];

/**
 * One subsystem's cells or probes as a heatmap, numbered from 1 row by row, coloured between
 * their lowest and highest value, which the card's title bar names with their cells.
 */
function HeatGrid({
  title,
  values,
  unit,
  kind,
  testId,
}: {
  title: string;
  values: (number | null)[];
  unit: string;
  kind: 'cell' | 'probe';
  testId: string;
}) {
  const { t } = useTranslation();
  const present = values.flatMap((v, i) => (v == null ? [] : [{ v, no: i + 1 }]));
  const low = present.reduce<(typeof present)[number] | undefined>(
    (a, b) => (a && a.v <= b.v ? a : b),
    undefined,
  );
  const high = present.reduce<(typeof present)[number] | undefined>(
    (a, b) => (a && a.v >= b.v ? a : b),
    undefined,
  );
  const columns = Math.min(HEAT_COLUMNS, Math.max(1, values.length));
  const rows = Math.ceil(values.length / columns);
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: {
        formatter: (p) => {
          if (Array.isArray(p)) return '';
          const [x = 0, y = 0, v] = p.value as number[];
          return `${t(`chart.cells.${kind}`, { no: y * columns + x + 1 })}: ${v} ${unit}`;
        },
      },
      grid: { top: 8, left: 44, right: 16, bottom: 60 },
      xAxis: {
        type: 'category',
        data: Array.from({ length: columns }, (_, i) => `+${i}`),
        splitArea: { show: true },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: Array.from({ length: rows }, (_, r) => `#${r * columns + 1}`),
        splitArea: { show: true },
      },
      visualMap: {
        type: 'continuous',
        min: low?.v ?? 0,
        // one value everywhere still needs a span to colour against
        max: high && low && high.v > low.v ? high.v : (low?.v ?? 0) + 1,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 160,
        itemWidth: 12,
        precision: kind === 'cell' ? 3 : 0,
        text: [`${high?.v ?? ''} ${unit}`, `${low?.v ?? ''} ${unit}`],
        inRange: { color: HEAT_COLOURS },
      },
      series: [
        {
          type: 'heatmap',
          name: title,
          data: values.flatMap((v, i) => (v == null ? [] : [[i % columns, Math.floor(i / columns), v]])),
          label: { show: true, fontSize: 10 },
          itemStyle: { borderColor: 'rgba(128,128,128,.35)', borderWidth: 1 },
        },
      ],
    }),
    [values, columns, rows, low, high, unit, kind, title, t],
  );
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      extra={
        low &&
        high && (
          <span data-testid={`${testId}-range`}>
            {t('chart.cells.range', {
              min: `${low.v} ${unit}`,
              minNo: low.no,
              max: `${high.v} ${unit}`,
              maxNo: high.no,
            })}
          </span>
        )
      }
    >
      <Chart option={option} height={rows * HEAT_ROW_PX + 72} testId={`${testId}-chart`} />
    </Card>
  );
}

/**
 * Every value of the latest frame grouped as GB/T 32960.3 groups it; refetched when the vehicle's
 * state is pushed, so it follows the vehicle live.
 */
export function CurrentConditionTab({ vin, vehicleId }: { vin: string; vehicleId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey: monitorKeys.realTime(vin),
    queryFn: () => getCurrentCondition(vin),
  });
  useVehicleState((push) => {
    if (push.vehicles.some((v) => v.vehicleId === vehicleId))
      void queryClient.invalidateQueries({ queryKey: monitorKeys.realTime(vin) });
  });
  if (isLoading) return <Spin />;
  if (!data) return <Empty data-testid="current-empty" description={t('monitor.noData')} />;
  const c: CurrentCondition = data;
  const lang = currentLanguage();
  return (
    <div data-testid="current-condition" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div>
        <Tag color={c.online ? 'green' : 'default'} data-testid="current-online">
          {c.online ? t('monitor.onlineYes') : t('monitor.onlineNo')}
        </Tag>
        {t('monitor.dataUpdateTime')}: <span data-testid="current-frame-time">{formatTime(c.frameTime)}</span>
      </div>
      <Block
        title={t('monitor.groups.vehicle')}
        values={c.vehicle}
        testId="current-vehicle"
        block="vehicle"
      />
      {c.motors.length > 0 && (
        <Card size="small" title={t('monitor.groups.motors')} data-testid="current-motors">
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={c.motors}
            columns={Object.keys(c.motors[0] ?? {}).map((key) => ({
              key,
              dataIndex: key,
              title: reportValueLabel(t, key),
              render: (v: unknown) => reportValueText(key, v, 'motors', lang),
            }))}
          />
        </Card>
      )}
      <Block
        title={t('monitor.groups.fuelCell')}
        values={c.fuelCell}
        testId="current-fuel-cell"
        block="fuelCell"
      />
      <Block title={t('monitor.groups.engine')} values={c.engine} testId="current-engine" block="engine" />
      <Block
        title={t('monitor.groups.position')}
        values={c.position}
        testId="current-position"
        block="position"
      />
      <Block
        title={t('monitor.groups.extremes')}
        values={c.extremes}
        testId="current-extremes"
        block="extremes"
      />
      <Block title={t('monitor.groups.alarm')} values={c.alarm} testId="current-alarm" block="alarm" />
      {c.storageVoltages.map((s, i) => (
        <HeatGrid
          key={`v${i}`}
          title={`${t('monitor.groups.cellVoltages')} #${String(s.no ?? i + 1)}`}
          values={s.values}
          unit="V"
          kind="cell"
          testId={`current-cells-${i}`}
        />
      ))}
      {c.storageTemps.map((s, i) => (
        <HeatGrid
          key={`t${i}`}
          title={`${t('monitor.groups.probeTemps')} #${String(s.no ?? i + 1)}`}
          values={s.values}
          unit="°C"
          kind="probe"
          testId={`current-probes-${i}`}
        />
      ))}
      {Object.keys(c.others).length > 0 && (
        <Block title={t('monitor.groups.others')} values={c.others} testId="current-others" block="others" />
      )}
    </div>
  );
}
