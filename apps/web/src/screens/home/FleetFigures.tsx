import { Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHomeAlarm, getHomeOnline, monitorKeys } from '../../api/monitor';

/** Fleet figures of the home page from the live state and today's alarm episodes, refreshed every 30 s. */
export function FleetFigures() {
  const { t } = useTranslation();
  const { data: online } = useQuery({
    queryKey: [...monitorKeys.home, 'online'],
    queryFn: getHomeOnline,
    refetchInterval: 30_000,
  });
  const { data: alarm } = useQuery({
    queryKey: [...monitorKeys.home, 'alarm'],
    queryFn: getHomeAlarm,
    refetchInterval: 30_000,
  });
  const figures = [
    ['total', online?.total],
    ['online', online?.online],
    ['driving', online?.driving],
    ['charging', online?.charging],
    ['alarming', online?.alarming],
    ['todayAlarms', alarm?.today],
    ['keyAlarms', alarm?.key],
  ] as const;
  return (
    <Card title={t('monitor.home.fleet')} data-testid="home-fleet">
      <Row gutter={[16, 16]}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={6} xl={3}>
            <Statistic
              title={t(`monitor.home.${key}`)}
              value={value ?? '-'}
              data-testid={`home-fleet-${key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
