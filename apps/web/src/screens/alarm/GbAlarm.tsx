import { useMemo, useState } from 'react';
import { Button, Space, Tabs } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@chelian/contracts/resource';
import {
  alarmStrategyConditionSpec,
  alarmStrategySpec,
  alarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/strategy';
import {
  ImportModal,
  ResourceScreen,
  SubResourceDrawer,
  localize,
  resourceApi,
  type ListController,
  type Row,
} from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AlarmList } from './AlarmList';

/**
 * The import of one strategy's conditions or vehicles, in its drawer: under import/<strategy>, so
 * the template's example names this strategy and a file's rows need no strategy column.
 */
function StrategyImport({
  spec,
  scope,
  strategy,
  list,
}: {
  spec: ResourceSpec;
  scope: string;
  strategy: Row;
  list: ListController;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const api = useMemo(
    () => resourceApi({ ...spec, suffixes: { import: `import/${String(strategy.id)}` } }),
    [spec, strategy.id],
  );
  if (!can(spec.module, 'import')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} data-testid={`${scope}-import`} onClick={() => setOpen(true)}>
        {t('engine.import')}
      </Button>
      <ImportModal
        open={open}
        title={`${localize(spec.title)}: ${String(strategy.name ?? '')}`}
        testId={`${scope}-import`}
        api={api}
        onClose={() => setOpen(false)}
        onImported={list.refresh}
      />
    </>
  );
}

/** Alarm strategies, each with its conditions and, for a VIN-scoped one, its vehicles. */
function Strategies() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ row: Row; part: 'conditions' | 'vehicles' } | null>(null);
  const spec = open?.part === 'vehicles' ? alarmStrategyVinSpec : alarmStrategyConditionSpec;
  const scope = open?.part === 'vehicles' ? 'alarmStrategyVinOf' : 'alarmStrategyConditionOf';
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
          scope={scope}
          fixed={open ? { strategyId: open.row.id } : null}
          fields={{ strategyId: { form: false, list: false, search: false } }}
          toolbar={{
            hide: ['import'],
            extra: (list) =>
              open ? <StrategyImport spec={spec} scope={scope} strategy={open.row} list={list} /> : null,
          }}
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
