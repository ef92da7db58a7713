import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  vehicleBindAbnormalSpec,
  vehicleLoginAbnormalSpec,
} from '@chelian/contracts/resources/terminal/abnormal';
import { localize } from '../../engine';
import { useCan } from '../../hooks/useCan';
import AbnormalBindings from './AbnormalBindings';
import AbnormalLogins from './AbnormalLogins';

const TABS = [
  { spec: vehicleLoginAbnormalSpec, Screen: AbnormalLogins },
  { spec: vehicleBindAbnormalSpec, Screen: AbnormalBindings },
];

/** Terminal anomalies: abnormal logins and abnormal bindings, each tab shown to holders of its view permission. */
export default function AbnormalQuery() {
  const { t } = useTranslation();
  const can = useCan();
  const items = TABS.filter(({ spec }) => can(spec.module, 'view')).map(({ spec, Screen }) => ({
    key: spec.name,
    label: <span data-testid={`abnormalQuery-tab-${spec.name}`}>{localize(spec.title)}</span>,
    children: <Screen />,
  }));
  if (!items.length) return <Empty description={t('engine.noPermission')} />;
  return <Tabs items={items} />;
}
