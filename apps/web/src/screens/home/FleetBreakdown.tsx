import { Card, Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCountByProvince, getCountByType, getMonthWorkTime, monitorKeys } from '../../api/monitor';
import { currentLanguage } from '../../i18n';

const TOP = 10;

/** Monthly hours online as bars (SVG, no chart library). */
function MonthBars({ months }: { months: { month: string; hours: number }[] }) {
  const max = Math.max(1, ...months.map((m) => m.hours));
  const w = 36;
  return (
    <svg viewBox={`0 0 ${months.length * w} 140`} style={{ width: '100%' }} data-testid="home-work-months">
      {months.map((m, i) => {
        const h = (m.hours / max) * 100;
        return (
          <g key={m.month}>
            <rect x={i * w + 6} y={110 - h} width={w - 12} height={h} fill="#1677ff" opacity={0.8}>
              <title>{`${m.month}: ${m.hours.toFixed(1)} h`}</title>
            </rect>
            <text x={i * w + w / 2} y={126} fontSize={9} textAnchor="middle" fill="currentColor">
              {m.month.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Vehicles by type and by province, and hours online per month, from the live state and the sessions. */
export function FleetBreakdown() {
  const { t } = useTranslation();
  const { data: types = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'types'],
    queryFn: getCountByType,
  });
  const { data: provinces = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'provinces', currentLanguage()],
    queryFn: getCountByProvince,
  });
  const { data: months = [] } = useQuery({
    queryKey: [...monitorKeys.home, 'months'],
    queryFn: getMonthWorkTime,
  });
  // a plain table keeps antd's Table out of the home chunk, the first screen after sign-in
  const counts = (first: string, rows: { name: string; count: number; online: number }[]) => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ textAlign: 'left', opacity: 0.65 }}>
          <th>{first}</th>
          <th>{t('monitor.vehicles')}</th>
          <th>{t('monitor.onlineYes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.name}
            data-testid="home-count-row"
            style={{ borderTop: '1px solid rgba(128,128,128,.2)' }}
          >
            <td>{r.name || '—'}</td>
            <td>{r.count}</td>
            <td>{r.online}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('monitor.home.byType')} size="small" data-testid="home-by-type">
          {counts(t('monitor.series'), types.slice(0, TOP))}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('monitor.byProvince')} size="small" data-testid="home-by-province">
          {counts(t('monitor.province'), provinces.filter((p) => p.count > 0).slice(0, TOP))}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('monitor.home.monthWork')} size="small">
          <MonthBars months={months} />
        </Card>
      </Col>
    </Row>
  );
}
