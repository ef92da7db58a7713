import { useState } from 'react';
import { App, Button, Modal, Space, Switch, Tabs, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceCall } from '@chelian/contracts/resource';
import {
  FORWARD_CALLS as C,
  forwardVehicleSpec,
  type ForwardBindResult,
} from '@chelian/contracts/resources/forward/forward';
import { callApi } from '../../api/http';
import { SearchPickTable } from '../../engine';
import { formatTime } from '../../utils/format';
import { useCan } from '../../hooks/useCan';

interface VehicleRow {
  id: number;
  vin: string;
  plate: string | null;
  createdAt?: number | null;
}

interface Page {
  items: VehicleRow[];
  total: number;
}

function VehicleTable({
  configId,
  kind,
  selectable,
  selected,
  onSelect,
}: {
  configId: number;
  kind: 'bound' | 'candidates';
  selectable: boolean;
  selected: string[];
  onSelect: (vins: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchPickTable<VehicleRow>
      testId={`forward-${kind}`}
      queryKey={['forward-vehicles', kind, configId]}
      load={({ search, current, size }) =>
        kind === 'bound'
          ? callApi<Page>(resourceCall(forwardVehicleSpec, 'page'), {
              configId,
              vin: search,
              page: current,
              pageSize: size,
            })
          : callApi<Page>(C.unBindPage, { taskId: configId, vin: search, current, size })
      }
      rowKey="vin"
      placeholder={t('forward.vin')}
      selection={selectable ? { selected, onSelect: (keys) => onSelect(keys.map(String)) } : undefined}
      columns={[
        { key: 'vin', dataIndex: 'vin', title: t('forward.vin') },
        { key: 'plate', dataIndex: 'plate', title: t('forward.plate') },
        ...(kind === 'bound'
          ? [
              {
                key: 'createdAt',
                dataIndex: 'createdAt',
                title: t('forward.boundAt'),
                render: (v: number | null) => formatTime(v),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The vehicles a forward config relays: those bound (unbind), the tenant's others (bind), an
 * import of a VIN file, and the switch to relay every vehicle of the tenant.
 */
export function ForwardVehicles({
  config,
  onClose,
}: {
  config: { id: number; name: string; allVehicles: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const editable = can('forwardConfig', 'bind');
  const [all, setAll] = useState(config.allVehicles);
  const [tab, setTab] = useState<'bound' | 'candidates'>('bound');
  const [selected, setSelected] = useState<string[]>([]);
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['forward-vehicles'] });
  };
  const bound = async (result: ForwardBindResult) => {
    message.success(t('forward.bound_count', { count: result.bound }));
    if (result.missing.length) message.warning(t('forward.missing', { vins: result.missing.join(', ') }));
    await refresh();
  };
  const importFile = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    await bound(await callApi<ForwardBindResult>(C.bindImport, form, { params: { taskId: config.id } }));
  };
  return (
    <Modal
      open
      width={900}
      title={t('forward.vehiclesOf', { name: config.name })}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="forward-vehicles">
        {editable ? (
          <Space style={{ marginBottom: 12 }} wrap>
            <Space>
              <Switch
                checked={all}
                data-testid="forward-all-vehicles"
                onChange={async (on) => {
                  await callApi(on ? C.bindAll : C.unbindAll, { taskId: config.id });
                  setAll(on);
                  message.success(t(on ? 'forward.allVehiclesOn' : 'forward.allVehiclesOff'));
                }}
              />
              {t('forward.allVehicles')}
            </Space>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              customRequest={({ file, onSuccess, onError }) => {
                importFile(file as File).then(
                  () => onSuccess?.(null),
                  (e: Error) => onError?.(e),
                );
              }}
            >
              <Button data-testid="forward-import-vins">{t('forward.importVins')}</Button>
            </Upload>
            {tab === 'bound' ? (
              <Button
                danger
                disabled={!selected.length}
                data-testid="forward-unbind"
                onClick={() =>
                  modal.confirm({
                    content: t('forward.unbindConfirm', { count: selected.length }),
                    onOk: async () => {
                      const r = await callApi<{ unbound: number }>(
                        C.unbindVehicles,
                        { vins: selected },
                        { params: { taskId: config.id } },
                      );
                      message.success(t('forward.unbound_count', { count: r.unbound }));
                      await refresh();
                    },
                  })
                }
              >
                {t('forward.unbind')}
              </Button>
            ) : (
              <Button
                type="primary"
                disabled={!selected.length}
                data-testid="forward-bind"
                onClick={async () =>
                  bound(
                    await callApi<ForwardBindResult>(
                      C.bindVehicles,
                      { vins: selected },
                      { params: { taskId: config.id } },
                    ),
                  )
                }
              >
                {t('forward.bind')}
              </Button>
            )}
          </Space>
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as 'bound' | 'candidates');
            setSelected([]);
          }}
          items={[
            {
              key: 'bound',
              label: t('forward.bound'),
              children: (
                <VehicleTable
                  configId={config.id}
                  kind="bound"
                  selectable={editable}
                  selected={selected}
                  onSelect={setSelected}
                />
              ),
            },
            ...(editable
              ? [
                  {
                    key: 'candidates',
                    label: t('forward.candidates'),
                    children: (
                      <VehicleTable
                        configId={config.id}
                        kind="candidates"
                        selectable
                        selected={selected}
                        onSelect={setSelected}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </Modal>
  );
}
