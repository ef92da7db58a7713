import { Card, Col, Empty, Progress, Row, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OTA_CALLS, OTA_TASK_STATUSES, type OtaDashboard } from '@chelian/contracts/resources/ota/index';
import { callApi } from '../../api/http';
import { useDictionaryLabels } from '../../engine/options';

/** The OTA dashboard (ota/dashboard): figures from the tenant's tasks and their vehicles, refreshed every few seconds. */
export default function Dashboard() {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const { data } = useQuery({
    queryKey: ['ota-dashboard'],
    queryFn: () => callApi<OtaDashboard>(OTA_CALLS.dashboard),
    refetchInterval: 5000,
  });
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
            <Table
              size="small"
              rowKey="status"
              pagination={false}
              locale={{ emptyText: <Empty description={t('ota.dashboard.empty')} /> }}
              dataSource={data?.byStatus ?? []}
              columns={[
                {
                  key: 's',
                  dataIndex: 'status',
                  title: '',
                  render: (v: string) => label('otaUpgradeStatus', v) ?? '',
                },
                { key: 'c', dataIndex: 'count', title: t('ota.dashboard.count') },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('ota.dashboard.byReply')}>
            <Table
              size="small"
              rowKey="code"
              pagination={false}
              locale={{ emptyText: <Empty description={t('ota.dashboard.empty')} /> }}
              dataSource={data?.byReply ?? []}
              columns={[
                {
                  key: 'r',
                  dataIndex: 'code',
                  title: '',
                  render: (v: string) => label('otaReplyCode', v) ?? '',
                },
                { key: 'c', dataIndex: 'count', title: t('ota.dashboard.count') },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('ota.dashboard.days')}>
            <Table
              size="small"
              rowKey="day"
              pagination={false}
              locale={{ emptyText: <Empty description={t('ota.dashboard.empty')} /> }}
              dataSource={data?.days ?? []}
              columns={[
                { key: 'd', dataIndex: 'day', title: t('ota.dashboard.day') },
                { key: 's', dataIndex: 'success', title: t('ota.dashboard.success') },
                { key: 'f', dataIndex: 'failed', title: t('ota.dashboard.failed') },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
