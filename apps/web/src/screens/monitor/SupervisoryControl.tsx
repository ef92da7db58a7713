import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../hooks/useCan';
import Distribution from './Distribution';
import Status from './Status';

/**
 * Supervisory control (the spec gives no content): the fleet at a glance, the distribution map
 * above the live status list, each shown when the user may read it.
 */
export default function SupervisoryControl() {
  const { t } = useTranslation();
  const can = useCan();
  const map = can('distribution', 'view');
  const list = can('status', 'view');
  if (!map && !list) return <Empty description={t('engine.noPermission')} />;
  return (
    <div
      data-testid="supervisory-control-screen"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      {map && <Distribution height="55vh" />}
      {list && <Status />}
    </div>
  );
}
