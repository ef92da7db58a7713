import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHomeAlarm, getHomeOnline, monitorKeys } from '../../api/monitor';

/** What the alarm figures count, on hover: "in alarm" (now) and "alarms today" (raised) read alike. */
const HINTS = {
  alarming: 'homeFit.hints.alarming',
  todayAlarms: 'homeFit.hints.todayAlarms',
  keyAlarms: 'homeFit.hints.keyAlarms',
} as const;

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
              title={
                key in HINTS ? (
                  <Tooltip title={t(HINTS[key as keyof typeof HINTS])}>
                    <span data-testid={`home-fleet-${key}-hint`} style={{ cursor: 'help' }}>
                      {t(`monitor.home.${key}`)} <QuestionCircleOutlined />
                    </span>
                  </Tooltip>
                ) : (
                  t(`monitor.home.${key}`)
                )
              }
              value={value ?? '-'}
              data-testid={`home-fleet-${key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
