import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { appManagementResourceSpecs } from './specs';

const binds = appManagementResourceSpecs.vehicleBind;

/**
 * App accounts (app-management/account): owners of the app, enabled and disabled; each account's
 * vehicle binds and unbinds open in a drawer.
 */
export default function Account() {
  const { t } = useTranslation();
  const can = useCan();
  const [account, setAccount] = useState<{ id: number; phone: string } | null>(null);
  const canBinds = can(binds.module, operationPermission(binds, 'page'));
  return (
    <ResourceScreen
      spec={appManagementResourceSpecs.appAccount}
      rowActions={
        canBinds
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid={`appAccount-binds-${String(row.id)}`}
                onClick={() => setAccount({ id: Number(row.id), phone: String(row.phone) })}
              >
                {t('appManagement.account.binds')}
              </Button>
            )
          : undefined
      }
    >
      {() => (
        <SubResourceDrawer
          spec={binds}
          fixed={account ? { accountId: account.id } : null}
          title={`${localize(binds.title)} · ${account?.phone ?? ''}`}
          onClose={() => setAccount(null)}
        />
      )}
    </ResourceScreen>
  );
}
