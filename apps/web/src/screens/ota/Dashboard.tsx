import { useMemo } from 'react';
import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OTA_CALLS, OTA_TASK_STATUSES, type OtaDashboard } from '@chelian/contracts/resources/ota/index';
import { callApi } from '../../api/http';
import { useDictionaryLabels } from '../../engine/options';
import { Chart, type EChartsOption } from '../../widgets/chart';
import { CHART_HEIGHT, FourModules, barOption } from './DashboardModules';

/** The OTA dashboard (ota/dashboard): figures from the tenant's tasks and their vehicles, refreshed every few seconds. */
export default function Dashboard() {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const { data } = useQuery({
    queryKey: ['ota-dashboard'],
    queryFn: () => callApi<OtaDashboard>(OTA_CALLS.dashboard),
    refetchInterval: 5000,
  });
  const byStatus = useMemo<EChartsOption>(
    () =>
      barOption(
        (data?.byStatus ?? []).map((r) => [label('otaUpgradeStatus', r.status) ?? r.status, r.count]),
        t('ota.dashboard.count'),
      ),
    [data, label, t],
  );
  const byReply = useMemo<EChartsOption>(
    () =>
      barOption(
        (data?.byReply ?? []).map((r) => [label('otaReplyCode', r.code) ?? r.code, r.count]),
        t('ota.dashboard.count'),
      ),
    [data, label, t],
  );
  const days = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { top: 32, left: 8, right: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: (data?.days ?? []).map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          stack: 'day',
          name: t('ota.dashboard.success'),
          data: (data?.days ?? []).map((d) => d.success),
        },
        {
          type: 'bar',
          stack: 'day',
          name: t('ota.dashboard.failed'),
          data: (data?.days ?? []).map((d) => d.failed),
        },
      ],
    }),
    [data, t],
  );
  const u = data?.upgrades;
  const rate = u && u.total ? Math.round((u.success * 100) / u.total) : 0;
  return (
    <div data-testid="ota-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('ota.dashboard.tasks')}>
            <Row>
              {OTA_TASK_STATUSES.map((s) => (
                <Col span={8} key={s}>
                  <Statistic
                    title={label('otaTaskStatus', s) ?? ''}
                    value={data?.tasks[s] ?? 0}
                    data-testid={`ota-dashboard-task-${s}`}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('ota.dashboard.upgrades')}>
            <Row align="middle">
              <Col span={6}>
                <Statistic title={t('ota.dashboard.total')} value={u?.total ?? 0} />
              </Col>
              <Col span={6}>
                <Statistic
                  title={t('ota.dashboard.success')}
                  value={u?.success ?? 0}
                  data-testid="ota-dashboard-success"
                />
              </Col>
              <Col span={6}>
                <Statistic title={t('ota.dashboard.failed')} value={u?.failed ?? 0} />
              </Col>
              <Col span={6}>
                <Progress type="circle" size={64} percent={rate} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('ota.dashboard.byStatus')}>
            <Chart option={byStatus} height={CHART_HEIGHT} testId="ota-dashboard-by-status" />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('ota.dashboard.byReply')}>
            <Chart option={byReply} height={CHART_HEIGHT} testId="ota-dashboard-by-reply" />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('ota.dashboard.days')}>
            <Chart option={days} height={CHART_HEIGHT} testId="ota-dashboard-days" />
          </Card>
        </Col>
        <FourModules />
      </Row>
    </div>
  );
}
