import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeStrategySpec, noticeStrategyVehicleSpec } from '@chelian/contracts/resources/alarm/terminal';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';

/** Notice strategies (vehicle/notice-strategies): who is told about which alarms, how; and their vehicles. */
export default function NoticeStrategies() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <ResourceScreen
      spec={noticeStrategySpec}
      rowActions={(row) =>
        row.scope === 'VIN' ? (
          <Button
            type="link"
            size="small"
            data-testid={`notice-strategy-vehicles-${String(row.id)}`}
            onClick={() => setOpen(row)}
          >
            {t('alarm.noticeVehicles')}
          </Button>
        ) : null
      }
    >
      {() => (
        <SubResourceDrawer
          spec={noticeStrategyVehicleSpec}
          scope="noticeStrategyVehicleOf"
          fixed={open ? { strategyId: open.id } : null}
          fields={{ strategyId: { form: false, list: false, search: false } }}
          title={`${localize(noticeStrategySpec.title)}: ${String(open?.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </ResourceScreen>
  );
}
