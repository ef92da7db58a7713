import { useTranslation } from 'react-i18next';
import { onlineUserSpec } from '@chelian/contracts/resources/system/onlineUser';
import { ResourceScreen } from '../../engine';

/** Live sessions of the tenant, refreshed every 30 s; deleting kicks them out. */
export default function OnlineUsers() {
  const { t } = useTranslation();
  return (
    <ResourceScreen
      spec={onlineUserSpec}
      autoRefresh
      toolbar={{ deleteLabel: t('engine.kick'), hide: ['detail'] }}
    />
  );
}
