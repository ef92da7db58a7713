import { useState } from 'react';
import { Button, DatePicker, Descriptions, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { exportWorkData, getDaysTravel, getTravel, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { fromPickerTime, pickerNow } from '../../utils/format';
import { TravelDayTable, TripTable, travelHours } from './TravelTables';

const MAX_DAYS = 30;
const EXPORT_DAYS = 3;

/**
 * Single-vehicle analysis (travel and days travel): the trips the server finds in the
 * reports of a range of at most 30 days, and mileage, driving time and energy per day.
 */
export function AnalysisTab({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(7, 'day').startOf('day'),
    pickerNow().add(1, 'minute'),
  ]);
  const [asked, setAsked] = useState<[number, number]>(() => [
    fromPickerTime(range[0]),
    fromPickerTime(range[1]),
  ]);
  const [exporting, setExporting] = useState(false);
  const trips = useQuery({
    queryKey: [...monitorKeys.all, 'travel', vin, asked],
    queryFn: () => getTravel(vin, asked[0], asked[1]),
  });
  const days = useQuery({
    queryKey: [...monitorKeys.all, 'daysTravel', vin, asked],
    queryFn: () => getDaysTravel(vin, asked[0], asked[1]),
  });

  const total = (days.data ?? []).reduce(
    (sum, d) => ({
      mileage: sum.mileage + d.mileage,
      seconds: sum.seconds + d.drivingSeconds,
      energy: sum.energy + d.energyKwh,
      trips: sum.trips + d.trips,
    }),
    { mileage: 0, seconds: 0, energy: 0, trips: 0 },
  );

  const tooLongForExport = range[1].diff(range[0], 'day', true) > EXPORT_DAYS;

  return (
    <div data-testid="analysis-panel" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
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
          data-testid="analysis-query"
          onClick={() => setAsked([fromPickerTime(range[0]), fromPickerTime(range[1])])}
        >
          {t('common.search')}
        </Button>
        {can('singleVehicleAnalysisTab', 'export') && (
          <Button
            data-testid="analysis-export"
            title={tooLongForExport ? t('monitor.analysis.exportLimit', { days: EXPORT_DAYS }) : undefined}
            disabled={tooLongForExport}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void exportWorkData(vin, fromPickerTime(range[0]), fromPickerTime(range[1]), vin).finally(() =>
                setExporting(false),
              );
            }}
          >
            {t('monitor.export')}
          </Button>
        )}
      </Space>
      <Descriptions bordered size="small" column={{ xs: 1, md: 4 }} data-testid="analysis-summary">
        <Descriptions.Item label={t('monitor.analysis.distance')}>
          <span data-testid="analysis-total-mileage">{total.mileage.toFixed(1)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.analysis.trips')}>
          <span data-testid="analysis-total-trips">{total.trips}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.analysis.driving')}>
          {travelHours(total.seconds)}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitor.analysis.energy')}>{total.energy.toFixed(2)}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'travel',
            label: <span data-testid="analysis-tab-travel">{t('monitor.analysis.travel')}</span>,
            children: <TripTable trips={trips.data ?? []} loading={trips.isFetching} />,
          },
          {
            key: 'days',
            label: <span data-testid="analysis-tab-days">{t('monitor.analysis.daysTravel')}</span>,
            children: <TravelDayTable days={days.data ?? []} loading={days.isFetching} />,
          },
        ]}
      />
    </div>
  );
}
