import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMessageCount, messageKeys } from '../../api/messages';
import { useBranding, useTenant } from '../../api/tenant';
import { userTypeLabel } from '../../i18n/labels';
import { useSession } from '../../state/session';
import { MESSAGE_CENTER_PATH } from '../../shell/menu/menuModel';
import { FleetBreakdown } from './FleetBreakdown';
import { FleetFigures } from './FleetFigures';

/** Home: a welcome with the tenant's application, the user and the unread messages. */
export default function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const tenant = useTenant()?.tenant;
  const { data: count } = useQuery({ queryKey: messageKeys.count, queryFn: getMessageCount });
  const { appName } = useBranding();
  const name = user?.realName || user?.userName || '';

  return (
    <div data-testid="home" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <Typography.Title level={3} data-testid="home-welcome" style={{ marginTop: 0 }}>
          {t('home.welcome', { name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('home.intro', { app: appName })}</Typography.Paragraph>
      </Card>
      <FleetFigures />
      <FleetBreakdown />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={name} data-testid="home-user">
            <dl
              style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}
            >
              <dt>{t('home.userName')}</dt>
              <dd style={{ margin: 0 }}>{user?.userName}</dd>
              <dt>{t('home.realName')}</dt>
              <dd style={{ margin: 0 }}>{user?.realName}</dd>
              <dt>{t('home.userType')}</dt>
              <dd style={{ margin: 0 }} data-testid="home-user-type">
                {userTypeLabel(t, user?.userType)}
              </dd>
              <dt>{t('home.tenant')}</dt>
              <dd style={{ margin: 0 }}>{user?.tenant?.tenantName ?? tenant?.tenantName}</dd>
            </dl>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic
              title={t('home.unread')}
              value={count?.unread ?? count?.count ?? 0}
              prefix={<MessageOutlined />}
              data-testid="home-unread"
            />
            <Button
              type="link"
              style={{ paddingInline: 0, marginTop: 12 }}
              data-testid="home-open-messages"
              onClick={() => navigate(MESSAGE_CENTER_PATH)}
            >
              {t('home.openMessages')}
            </Button>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
