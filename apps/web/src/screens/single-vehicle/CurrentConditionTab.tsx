import { Card, Descriptions, Empty, Spin, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrentCondition, monitorKeys, useVehicleState, type CurrentCondition } from '../../api/monitor';
import { currentLanguage } from '../../i18n';
import { reportValueLabel } from '../../i18n/labels';
import { formatTime } from '../../utils/format';
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

/** One subsystem's cells or probes as a grid of numbered boxes. */
function Grid({
  title,
  values,
  unit,
  testId,
}: {
  title: string;
  values: (number | null)[];
  unit: string;
  testId: string;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 4 }}>
        {values.map((v, i) => (
          <div
            key={i}
            style={{
              border: '1px solid rgba(128,128,128,.3)',
              borderRadius: 4,
              padding: '2px 4px',
              fontSize: 12,
            }}
          >
            <div style={{ opacity: 0.6 }}>#{i + 1}</div>
            <div>{v == null ? '—' : `${v}${unit}`}</div>
          </div>
        ))}
      </div>
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
        <Grid
          key={`v${i}`}
          title={`${t('monitor.groups.cellVoltages')} #${String(s.no ?? i + 1)}`}
          values={s.values}
          unit="V"
          testId={`current-cells-${i}`}
        />
      ))}
      {c.storageTemps.map((s, i) => (
        <Grid
          key={`t${i}`}
          title={`${t('monitor.groups.probeTemps')} #${String(s.no ?? i + 1)}`}
          values={s.values}
          unit="°C"
          testId={`current-probes-${i}`}
        />
      ))}
      {Object.keys(c.others).length > 0 && (
        <Block title={t('monitor.groups.others')} values={c.others} testId="current-others" block="others" />
      )}
    </div>
  );
}
