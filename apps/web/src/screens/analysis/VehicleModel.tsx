import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_ANALYSIS_CALLS, MONITOR_CALLS, type TypeCount } from '@chelian/contracts/monitor';
import { callApi } from '../../api/http';
import type { EChartsOption } from '../../widgets/chart';
import { ExportButton, FiguresLayout } from './FleetFigures';

/** Vehicles by series: how many the archive holds and how many are online now. */
export default function VehicleModel() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['analysis', 'type'],
    queryFn: () => callApi<TypeCount[]>(MONITOR_CALLS.countByVehicleType),
  });
  const rows = list.data ?? [];
  const name = (r: TypeCount) => r.name || t('analysis.noSeries');
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: t('analysis.count'),
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          data: rows.map((r) => ({ name: name(r), value: r.count })),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name follows t
    [rows, t],
  );
  const columns: TableColumnsType<TypeCount> = [
    { key: 'name', title: t('analysis.series'), render: (_, r) => name(r) },
    { key: 'count', dataIndex: 'count', title: t('analysis.count'), align: 'right' },
    { key: 'online', dataIndex: 'online', title: t('analysis.onlineNow'), align: 'right' },
  ];
  return (
    <FiguresLayout
      testId="analysis-vehicle-model"
      tools={<ExportButton call={DATA_ANALYSIS_CALLS.exportType} body={{}} name="type" />}
      option={option}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.name || '-'}
      loading={list.isFetching}
    />
  );
}
