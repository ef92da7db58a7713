import { useState } from 'react';
import { App, Button, Modal, Space, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OTA_PART_CALLS, type OtaVersionVehicleRow } from '@chelian/contracts/resources/ota/parts';
import { callApi } from '../../api/http';
import { SearchPickTable } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';

type Page = { items: OtaVersionVehicleRow[]; total: number };

/**
 * The vehicles a version is released for (version link and unlink vehicle): those linked, and
 * those whose terminal reported the version's component and may still be linked.
 */
export function VersionVehicles({
  version,
  onClose,
}: {
  version: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'linked' | 'candidates'>('linked');
  const [selected, setSelected] = useState<string[]>([]);
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['ota-version-vehicles'] });
  };
  const table = (kind: 'linked' | 'candidates', selectable: boolean) => (
    <SearchPickTable<OtaVersionVehicleRow>
      testId={`ota-version-${kind}`}
      queryKey={['ota-version-vehicles', kind, version.id]}
      load={({ search, current, size }) =>
        callApi<Page>(kind === 'linked' ? OTA_PART_CALLS.versionLinked : OTA_PART_CALLS.versionUnlinked, {
          versionId: version.id,
          vin: search,
          page: current,
          pageSize: size,
        })
      }
      rowKey="vin"
      placeholder={t('otaParts.vinSearch')}
      selection={selectable ? { selected, onSelect: (keys) => setSelected(keys.map(String)) } : undefined}
      columns={[
        { key: 'vin', dataIndex: 'vin', title: t('otaParts.vinSearch') },
        { key: 'plate', dataIndex: 'plateCode', title: t('otaParts.plate') },
        { key: 'running', dataIndex: 'runningVersion', title: t('otaParts.runningVersion') },
        ...(kind === 'linked'
          ? [
              {
                key: 'linkedAt',
                dataIndex: 'linkedAt',
                title: t('otaParts.linkedAt'),
                render: (v: number | null) => formatTime(v),
              },
            ]
          : []),
      ]}
    />
  );
  const canLink = can('version', 'addVehicle');
  const canUnlink = can('version', 'deleteVehicle');
  return (
    <Modal
      open
      width={900}
      footer={null}
      title={t('otaParts.vehiclesOfVersion', { name: version.name })}
      onCancel={onClose}
    >
      <div data-testid="ota-version-vehicles">
        <Space style={{ marginBottom: 12 }}>
          {tab === 'candidates' && canLink ? (
            <Button
              type="primary"
              disabled={!selected.length}
              data-testid="ota-version-link"
              onClick={async () => {
                const r = await callApi<{ linked: number }>(
                  OTA_PART_CALLS.versionLink,
                  { vins: selected },
                  { params: { versionId: version.id } },
                );
                message.success(t('otaParts.linkedCount', { count: r.linked }));
                await refresh();
              }}
            >
              {t('otaParts.link')}
            </Button>
          ) : null}
          {tab === 'linked' && canUnlink ? (
            <Button
              danger
              disabled={!selected.length}
              data-testid="ota-version-unlink"
              onClick={async () => {
                const r = await callApi<{ unlinked: number }>(
                  OTA_PART_CALLS.versionUnlink,
                  { vins: selected },
                  { params: { versionId: version.id } },
                );
                message.success(t('otaParts.unlinkedCount', { count: r.unlinked }));
                await refresh();
              }}
            >
              {t('otaParts.unlink')}
            </Button>
          ) : null}
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k as 'linked' | 'candidates');
            setSelected([]);
          }}
          items={[
            { key: 'linked', label: t('otaParts.linked'), children: table('linked', canUnlink) },
            ...(canLink
              ? [{ key: 'candidates', label: t('otaParts.candidates'), children: table('candidates', true) }]
              : []),
          ]}
        />
      </div>
    </Modal>
  );
}
