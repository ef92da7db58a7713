import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  terminalAlarmHistorySpec,
  terminalAlarmInfoSpec,
  terminalAlarmItemSpec,
  terminalAlarmStrategySpec,
  terminalAlarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/terminal';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AlarmList } from './AlarmList';
import { LiveRefresh } from './Live';

/** Terminal alarm strategies, each with its vehicles when it names them. */
function Strategies() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <ResourceScreen
      spec={terminalAlarmStrategySpec}
      rowActions={(row) =>
        row.scope === 'VIN' ? (
          <Button
            type="link"
            size="small"
            data-testid={`terminal-strategy-vehicles-${String(row.id)}`}
            onClick={() => setOpen(row)}
          >
            {t('alarm.strategyVehicles')}
          </Button>
        ) : null
      }
    >
      {() => (
        <SubResourceDrawer
          spec={terminalAlarmStrategyVinSpec}
          scope="terminalAlarmStrategyVinOf"
          fixed={open ? { strategyId: open.id } : null}
          fields={{ strategyId: { form: false, list: false, search: false } }}
          title={`${localize(terminalAlarmStrategySpec.title)}: ${String(open?.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </ResourceScreen>
  );
}

/**
 * Terminal alarms (vehicle/terminal-alarm): open ones (live) and history, each handled as GB alarms
 * are (content, then ended; one or the selection), alarm items and strategies.
 */
export default function TerminalAlarm() {
  const { t } = useTranslation();
  const can = useCan();
  const mayEdit = can(terminalAlarmItemSpec.module, 'create');
  const items = [
    {
      key: 'info',
      label: t('alarm.terminal.info'),
      children: (
        <AlarmList kind="terminal" spec={terminalAlarmInfoSpec} autoRefresh={false}>
          {(list) => <LiveRefresh list={list} />}
        </AlarmList>
      ),
    },
    {
      key: 'history',
      label: t('alarm.terminal.history'),
      children: <AlarmList kind="terminal" spec={terminalAlarmHistorySpec} />,
    },
    ...(mayEdit
      ? [
          {
            key: 'items',
            label: t('alarm.terminal.items'),
            children: <ResourceScreen spec={terminalAlarmItemSpec} />,
          },
          { key: 'strategies', label: t('alarm.terminal.strategies'), children: <Strategies /> },
        ]
      : []),
  ];
  return <Tabs data-testid="terminal-alarm-tabs" destroyOnHidden items={items} />;
}
