import { useMemo, useState } from 'react';
import { App, Button, Modal, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAINTENANCE_CALLS,
  maintenanceFreeVehicleSpec,
  maintenanceStrategySpec,
  maintenanceVehicleSpec,
} from '@chelian/contracts/resources/maintenance/maintenance';
import { callApi } from '../../api/http';
import {
  ListContextProvider,
  ResourcePager,
  ResourceScreen,
  ResourceTable,
  SearchForm,
  useDictionaryLabels,
  useListController,
  type ActionDialogProps,
  type Row,
} from '../../engine';
import './specs';

/** The linked list shows each vehicle's standing; its strategy is the dialog's, so not a column. */
const linkedFields = { strategyId: { list: false, search: false } };

function VehicleList({
  strategyId,
  linked,
  onChanged,
}: {
  strategyId: number;
  linked: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const scope = linked ? 'maintenanceLinked' : 'maintenanceNotLinked';
  const fixed = useMemo(() => ({ strategyId }), [strategyId]);
  const list = useListController(linked ? maintenanceVehicleSpec : maintenanceFreeVehicleSpec, {
    scope,
    fixed,
    ...(linked ? { fields: linkedFields } : { paths: { page: MAINTENANCE_CALLS.notRef.path } }),
  });
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ linked?: number; unlinked?: number }>) => {
    setBusy(true);
    try {
      const result = await work();
      message.success(
        result.linked != null
          ? t('maintenance.linkedCount', { count: result.linked })
          : t('maintenance.unlinkedCount', { count: result.unlinked ?? 0 }),
      );
      list.clearSelection();
      onChanged();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  const change = () => {
    const vehicleIds = list.selectedKeys.map(Number);
    if (!vehicleIds.length) return void message.warning(t('common.selectFirst'));
    void run(() =>
      callApi(linked ? MAINTENANCE_CALLS.unRelate : MAINTENANCE_CALLS.relate, { strategyId, vehicleIds }),
    );
  };
  const all = () =>
    modal.confirm({
      content: linked ? t('maintenance.unlinkAllConfirm') : t('maintenance.linkAllConfirm'),
      okButtonProps: { 'data-testid': `${scope}-all-confirm` } as never,
      onOk: () =>
        run(() =>
          callApi(linked ? MAINTENANCE_CALLS.allUnlink : MAINTENANCE_CALLS.allLink, {
            strategyId,
            ...(linked
              ? {}
              : { vin: (list.searchForm.getFieldValue('vin') as string | undefined) || undefined }),
          }),
        ),
    });
  return (
    <ListContextProvider value={list}>
      <div data-testid={`${scope}-screen`}>
        <SearchForm />
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            danger={linked}
            loading={busy}
            data-testid={`${scope}-change`}
            onClick={change}
          >
            {linked ? t('engine.unlink') : t('engine.link')}
          </Button>
          <Button danger={linked} loading={busy} data-testid={`${scope}-all`} onClick={all}>
            {linked ? t('maintenance.unlinkAll') : t('maintenance.linkAll')}
          </Button>
        </Space>
        <ResourceTable height={360} />
        <ResourcePager />
      </div>
    </ListContextProvider>
  );
}

/** The vehicles of a strategy: linked ones with where they stand, and those free to link. */
function VehiclesDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  const id = Number(row?.id);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    void controller.refresh();
  };
  return (
    <Modal
      open
      title={t('maintenance.vehiclesTitle', { name: String(row?.name ?? id) })}
      width={1100}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'linked',
            label: t('maintenance.linked'),
            children: <VehicleList key={`l${version}`} strategyId={id} linked onChanged={changed} />,
          },
          {
            key: 'notLinked',
            label: t('maintenance.notLinked'),
            children: <VehicleList key={`n${version}`} strategyId={id} linked={false} onChanged={changed} />,
          },
        ]}
      />
    </Modal>
  );
}

/** Maintenance strategies (vehicle/maintenance-strategy): by mileage and time, copy, linked vehicles. */
export default function MaintenanceStrategy() {
  const label = useDictionaryLabels();
  // A strategy by time only has no mileage warning, one by mileage only no time unit or warning:
  // their stored defaults (0, MONTH) are not figures of the strategy, so the cells stay empty.
  const fields = useMemo(() => {
    const byMileage = (value: unknown, row: Row) => (row.mileageOver == null ? '' : String(value ?? ''));
    const byTime = (value: unknown, row: Row) => (row.timeOver == null ? '' : String(value ?? ''));
    return {
      mileagePre: { render: byMileage },
      timePre: { render: byTime },
      timeUnit: {
        render: (value: unknown, row: Row) =>
          row.timeOver == null || value == null ? '' : (label('maintenanceTimeUnit', value) ?? String(value)),
      },
    };
  }, [label]);
  return (
    <ResourceScreen
      spec={maintenanceStrategySpec}
      fields={fields}
      dialogs={{ maintenanceVehicles: VehiclesDialog }}
    />
  );
}
