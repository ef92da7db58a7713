import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayTravel, Trip } from '@chelian/contracts/monitor';
import { formatTime } from '../../utils/format';

export const travelHours = (seconds: number) => (seconds / 3600).toFixed(2);

/** A vehicle's trips (travel) as the server finds them in its reports. */
export function TripTable({ trips, loading }: { trips: readonly Trip[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Trip> = [
    {
      key: 'startTime',
      dataIndex: 'startTime',
      title: t('monitor.analysis.start'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    {
      key: 'endTime',
      dataIndex: 'endTime',
      title: t('monitor.analysis.end'),
      width: 170,
      render: (v: number) => formatTime(v),
    },
    { key: 'distance', dataIndex: 'distance', title: t('monitor.analysis.distance'), width: 110 },
    {
      key: 'duration',
      dataIndex: 'durationSeconds',
      title: t('monitor.analysis.duration'),
      width: 110,
      render: (v: number) => (v / 60).toFixed(1),
    },
    { key: 'avgSpeed', dataIndex: 'avgSpeed', title: t('monitor.analysis.avgSpeed'), width: 120 },
    { key: 'maxSpeed', dataIndex: 'maxSpeed', title: t('monitor.analysis.maxSpeed'), width: 120 },
    {
      key: 'soc',
      title: t('reportValues.soc'),
      width: 100,
      render: (_, r) => `${r.startSoc ?? ''} → ${r.endSoc ?? ''}`,
    },
    { key: 'energyKwh', dataIndex: 'energyKwh', title: t('monitor.analysis.energy'), width: 110 },
  ];
  return (
    <Table<Trip>
      data-testid="analysis-trips"
      size="small"
      rowKey="startTime"
      loading={loading}
      columns={columns}
      dataSource={trips as Trip[]}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, showTotal: (n) => t('common.total', { total: n }) }}
    />
  );
}

/** A vehicle's days of travel: odometer rise, trips, driving time and energy per day. */
export function TravelDayTable({ days, loading }: { days: readonly DayTravel[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DayTravel> = [
    { key: 'date', dataIndex: 'date', title: t('monitor.analysis.date'), width: 120 },
    { key: 'mileage', dataIndex: 'mileage', title: t('monitor.analysis.distance'), width: 110 },
    { key: 'trips', dataIndex: 'trips', title: t('monitor.analysis.trips'), width: 90 },
    {
      key: 'driving',
      dataIndex: 'drivingSeconds',
      title: t('monitor.analysis.driving'),
      width: 120,
      render: (v: number) => travelHours(v),
    },
    { key: 'energyKwh', dataIndex: 'energyKwh', title: t('monitor.analysis.energy'), width: 110 },
    {
      key: 'kwhPer100km',
      dataIndex: 'kwhPer100km',
      title: t('monitor.analysis.consumption'),
      width: 140,
      render: (v: number | null) => v ?? '',
    },
    { key: 'maxSpeed', dataIndex: 'maxSpeed', title: t('monitor.analysis.maxSpeed'), width: 120 },
  ];
  return (
    <Table<DayTravel>
      data-testid="analysis-days"
      size="small"
      rowKey="date"
      loading={loading}
      columns={columns}
      dataSource={days as DayTravel[]}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 31 }}
    />
  );
}
