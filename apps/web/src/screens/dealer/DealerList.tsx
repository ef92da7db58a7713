import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEALER_SPECS, type DealerOrgType } from '@chelian/contracts/resources/dealer/dealer';
import { ResourceScreen, type ListController } from '../../engine';
import { DealerVehicles } from './DealerVehicles';

/** The list of one kind of the dealer network, each row with its vehicles. */
export function DealerList({
  kind,
  children,
}: {
  kind: DealerOrgType;
  children?: (controller: ListController) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  return (
    <ResourceScreen
      spec={DEALER_SPECS[kind]}
      rowActions={(row) => (
        <Button
          type="link"
          size="small"
          data-testid={`dealer-vehicles-${String(row.id)}`}
          onClick={() => setOpen({ id: Number(row.id), name: String(row.name ?? '') })}
        >
          {t('dealer.vehicles')}
        </Button>
      )}
    >
      {(controller) => (
        <>
          {children?.(controller)}
          {open ? <DealerVehicles dealer={open} kind={kind} onClose={() => setOpen(null)} /> : null}
        </>
      )}
    </ResourceScreen>
  );
}
