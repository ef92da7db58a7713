import { useState } from 'react';
import { App, Button, Modal, Space, Tabs, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEALER_CALLS as C,
  DEALER_MODULES,
  type DealerOrgType,
  type DealerVehicleRow,
} from '@chelian/contracts/resources/dealer/dealer';
import { callApi } from '../../api/http';
import { fileNameOf, saveBlob, SearchPickTable } from '../../engine';
import { formatTime } from '../../utils/format';
import { useCan } from '../../hooks/useCan';

interface Page {
  items: DealerVehicleRow[];
  total: number;
}

function VehicleTable({
  dealerId,
  call,
  kind,
  selectable,
  selected,
  onSelect,
}: {
  dealerId: number;
  call: typeof C.pageDealerRef | typeof C.pageVehicleNoDealer;
  kind: 'linked' | 'candidates';
  selectable: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchPickTable<DealerVehicleRow>
      testId={`dealer-${kind}`}
      queryKey={['dealer-vehicles', kind, dealerId]}
      load={({ search, ...page }) => callApi<Page>(call, { dealerId, vin: search, ...page })}
      rowKey="id"
      placeholder={t('dealer.vin')}
      selection={selectable ? { selected, onSelect: (keys) => onSelect(keys.map(Number)) } : undefined}
      columns={[
        { key: 'vin', dataIndex: 'vin', title: t('dealer.vin') },
        { key: 'plate', dataIndex: 'plateCode', title: t('dealer.plate') },
        { key: 'model', dataIndex: 'modelName', title: t('dealer.model') },
        ...(kind === 'linked'
          ? [
              {
                key: 'linkedAt',
                dataIndex: 'linkedAt',
                title: t('dealer.linkedAt'),
                render: (v: number | null) => formatTime(v),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The vehicles of a dealer, key account or service provider: those linked (unlink), those it may
 * still take (link), and an import of a VIN file. Its users see only the linked ones.
 */
export function DealerVehicles({
  dealer,
  kind,
  onClose,
}: {
  dealer: { id: number; name: string };
  kind: DealerOrgType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const editable = can(DEALER_MODULES[kind], 'update');
  const [tab, setTab] = useState<'linked' | 'candidates'>('linked');
  const [selected, setSelected] = useState<number[]>([]);
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['dealer-vehicles'] });
  };
  const importFile = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const call = kind === 'KEYACCOUNT' ? C.import4KeyAccountVin : C.import4DealerVin;
    const result = await callApi<{ imported: number }>(call, form, { query: { dealerId: dealer.id } });
    message.success(t('dealer.imported', { count: result.imported }));
    await refresh();
  };
  const template = async () => {
    let name = '';
    const blob = await callApi<Blob>(C.vinTemplate, undefined, {
      responseType: 'blob',
      onResponse: (r) => (name = fileNameOf(r.headers.get('content-disposition'), t('dealer.template'))),
    });
    saveBlob(blob, name);
  };
  return (
    <Modal
      open
      width={900}
      title={t('dealer.vehiclesOf', { name: dealer.name })}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="dealer-vehicles">
        <Space style={{ marginBottom: 12 }}>
          {editable ? (
            <>
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
                <Button type="primary" data-testid="dealer-import-vins">
                  {t('dealer.importVins')}
                </Button>
              </Upload>
              <Button onClick={() => void template()} data-testid="dealer-vin-template">
                {t('dealer.template')}
              </Button>
              {tab === 'linked' ? (
                <Button
                  danger
                  disabled={!selected.length}
                  data-testid="dealer-unlink"
                  onClick={() =>
                    modal.confirm({
                      content: t('dealer.unlinkConfirm', { count: selected.length }),
                      onOk: async () => {
                        const r = await callApi<{ deleted: number }>(C.deleteDealerRef, {
                          dealerId: dealer.id,
                          vehicleIds: selected,
                        });
                        message.success(t('dealer.unlinked', { count: r.deleted }));
                        await refresh();
                      },
                    })
                  }
                >
                  {t('dealer.unlink')}
                </Button>
              ) : (
                <Button
                  type="primary"
                  disabled={!selected.length}
                  data-testid="dealer-link"
                  onClick={async () => {
                    const r = await callApi<{ imported: number }>(C.createVehicleRef, {
                      dealerId: dealer.id,
                      vehicleIds: selected,
                    });
                    message.success(t('dealer.imported', { count: r.imported }));
                    await refresh();
                  }}
                >
                  {t('dealer.link')}
                </Button>
              )}
            </>
          ) : null}
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as 'linked' | 'candidates');
            setSelected([]);
          }}
          items={[
            {
              key: 'linked',
              label: t('dealer.linked'),
              children: (
                <VehicleTable
                  dealerId={dealer.id}
                  call={C.pageDealerRef}
                  kind="linked"
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
                    label: t('dealer.candidates'),
                    children: (
                      <VehicleTable
                        dealerId={dealer.id}
                        call={C.pageVehicleNoDealer}
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
