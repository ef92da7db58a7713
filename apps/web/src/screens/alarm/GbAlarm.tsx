import { useState } from 'react';
import { Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  alarmStrategyConditionSpec,
  alarmStrategySpec,
  alarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/strategy';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AlarmList } from './AlarmList';

/** Alarm strategies, each with its conditions and, for a VIN-scoped one, its vehicles. */
function Strategies() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ row: Row; part: 'conditions' | 'vehicles' } | null>(null);
  const spec = open?.part === 'vehicles' ? alarmStrategyVinSpec : alarmStrategyConditionSpec;
  return (
    <ResourceScreen
      spec={alarmStrategySpec}
      rowActions={(row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`alarm-strategy-conditions-${String(row.id)}`}
            onClick={() => setOpen({ row, part: 'conditions' })}
          >
            {t('alarm.conditions')}
          </Button>
          {row.scope === 'VIN' ? (
            <Button
              type="link"
              size="small"
              data-testid={`alarm-strategy-vehicles-${String(row.id)}`}
              onClick={() => setOpen({ row, part: 'vehicles' })}
            >
              {t('alarm.vehicles')}
            </Button>
          ) : null}
        </Space>
      )}
    >
      {() => (
        <SubResourceDrawer
          spec={spec}
          scope={open?.part === 'vehicles' ? 'alarmStrategyVinOf' : 'alarmStrategyConditionOf'}
          fixed={open ? { strategyId: open.row.id } : null}
          fields={{ strategyId: { form: false, list: false, search: false } }}
          title={`${localize(spec.title)}: ${String(open?.row.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </ResourceScreen>
  );
}

/** GB alarms (vehicle/gbAlarm): GB and vehicle alarm lists with their handling, and the alarm strategies. */
export default function GbAlarm() {
  const { t } = useTranslation();
  const can = useCan();
  const items = [
    { key: 'gb', label: t('alarm.tabs.gb'), children: <AlarmList kind="gb" /> },
    { key: 'vehicle', label: t('alarm.tabs.vehicle'), children: <AlarmList kind="vehicle" /> },
    ...(can(alarmStrategySpec.module, 'create')
      ? [{ key: 'strategy', label: t('alarm.tabs.strategy'), children: <Strategies /> }]
      : []),
  ];
  return <Tabs data-testid="alarm-tabs" destroyOnHidden items={items} />;
}
