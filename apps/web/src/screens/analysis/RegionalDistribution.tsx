import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_ANALYSIS_CALLS as C, type ProvinceWorkTime } from '@chelian/contracts/monitor';
import { callApi } from '../../api/http';
import type { EChartsOption } from '../../widgets/chart';
import { ExportButton, FiguresLayout } from './FleetFigures';

/** Regional distribution: the tenant's vehicles and their hours online by the province of their last fix. */
export default function RegionalDistribution() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['analysis', 'province'],
    queryFn: () => callApi<ProvinceWorkTime[]>(C.workTimeByProvince),
  });
  const rows = list.data ?? [];
  const name = (r: ProvinceWorkTime) => r.name || t('analysis.unlocated');
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 64 },
      xAxis: { type: 'category', data: rows.map(name), axisLabel: { rotate: 40 } },
      yAxis: [{ type: 'value' }, { type: 'value' }],
      series: [
        { name: t('analysis.count'), type: 'bar', data: rows.map((r) => r.vehicles) },
        { name: t('analysis.workHours'), type: 'line', yAxisIndex: 1, data: rows.map((r) => r.hours) },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name follows t
    [rows, t],
  );
  const columns: TableColumnsType<ProvinceWorkTime> = [
    { key: 'name', title: t('analysis.province'), render: (_, r) => name(r) },
    { key: 'vehicles', dataIndex: 'vehicles', title: t('analysis.count'), align: 'right' },
    { key: 'hours', dataIndex: 'hours', title: t('analysis.workHours'), align: 'right' },
  ];
  return (
    <FiguresLayout
      testId="analysis-regional-distribution"
      tools={<ExportButton call={C.exportProvince} body={{}} name="province" />}
      option={option}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.code || '-'}
      loading={list.isFetching}
    />
  );
}
