import './specs';
import { useState } from 'react';
import { Button, Descriptions, Drawer, Input, Space, Table, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  componentHardwareInfoSpec,
  OTA_PART_CALLS,
  otaPartResourceSpecs,
  vehicleCompVersionDetailSpec,
  type OtaVehiclePart,
  type OtaVinGroupRow,
} from '@chelian/contracts/resources/ota/parts';
import { text, type TextKey } from '@chelian/contracts/i18n';
import { callApi } from '../../api/http';
import {
  fileNameOf,
  localize,
  registerResourceSpecs,
  ResourceScreen,
  saveBlob,
  SubResourceDrawer,
  useDictionaryLabels,
} from '../../engine';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';

registerResourceSpecs(otaPartResourceSpecs);

/** A label of the shared catalogue in the language shown. */
const L = (key: TextKey) => localize(text(key));

/** The parts of one vehicle: component, software and hardware versions, part number, where the version came from. */
function PartsTable({ parts }: { parts: OtaVehiclePart[] }) {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  return (
    <Table<OtaVehiclePart>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={parts}
      data-testid="ota-vehicle-parts"
      columns={[
        { key: 'code', dataIndex: 'componentCode', title: t('otaParts.componentSearch') },
        { key: 'name', dataIndex: 'componentName', title: t('otaParts.componentName') },
        { key: 'sw', dataIndex: 'softwareVersion', title: L('ota.comp.fields.softwareVersion') },
        { key: 'hw', dataIndex: 'hardwareVersion', title: L('ota.comp.fields.hardwareVersion') },
        { key: 'partNo', dataIndex: 'partNo', title: t('otaParts.partNo') },
        { key: 'supplier', dataIndex: 'supplier', title: t('otaParts.supplier') },
        {
          key: 'source',
          dataIndex: 'source',
          title: L('ota.comp.fields.source'),
          render: (v: string) => label('otaCompSource', v),
        },
        {
          key: 'at',
          dataIndex: 'reportedAt',
          title: L('ota.comp.fields.reportedAt'),
          render: (v: number) => formatTime(v),
        },
      ]}
    />
  );
}

/** Vehicles with their parts, one row per vehicle (pageByVinGroup), searched by VIN and component. */
function VehicleParts() {
  const { t } = useTranslation();
  const can = useCan();
  const [filters, setFilters] = useState({ vin: '', componentCode: '' });
  const [draft, setDraft] = useState(filters);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [detail, setDetail] = useState<OtaVinGroupRow | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['ota-vehicle-parts', filters, page],
    queryFn: () =>
      callApi<{ items: OtaVinGroupRow[]; total: number }>(OTA_PART_CALLS.pageByVinGroup, {
        vin: filters.vin || undefined,
        componentCode: filters.componentCode || undefined,
        page: page.current,
        pageSize: page.size,
      }),
  });
  const exportFile = async () => {
    const title = t('otaParts.exportTitle');
    let name = '';
    const blob = await callApi<Blob>(
      OTA_PART_CALLS.export4Mix,
      { ...filters, title, sheetName: 'Sheet' },
      {
        responseType: 'blob',
        onResponse: (r) => (name = fileNameOf(r.headers.get('content-disposition'), title)),
      },
    );
    saveBlob(blob, name);
  };
  return (
    <div data-testid="ota-vehicle-part">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder={t('otaParts.vinSearch')}
          value={draft.vin}
          data-testid="ota-vehicle-part-vin"
          onChange={(e) => setDraft({ ...draft, vin: e.target.value })}
          style={{ width: 220 }}
        />
        <Input
          allowClear
          placeholder={t('otaParts.componentSearch')}
          value={draft.componentCode}
          data-testid="ota-vehicle-part-component"
          onChange={(e) => setDraft({ ...draft, componentCode: e.target.value })}
          style={{ width: 160 }}
        />
        <Button
          type="primary"
          data-testid="ota-vehicle-part-search"
          onClick={() => {
            setFilters({ vin: draft.vin.trim(), componentCode: draft.componentCode.trim() });
            setPage((p) => ({ ...p, current: 1 }));
          }}
        >
          {t('otaParts.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({ vin: '', componentCode: '' });
            setFilters({ vin: '', componentCode: '' });
          }}
        >
          {t('otaParts.reset')}
        </Button>
        {can('vehiclePart', 'export') ? (
          <Button
            data-testid="ota-vehicle-part-export"
            onClick={() => void exportFile().catch(() => undefined)}
          >
            {t('otaParts.export')}
          </Button>
        ) : null}
      </Space>
      <Table<OtaVinGroupRow>
        rowKey="vehicleId"
        size="small"
        loading={isFetching}
        data-testid="ota-vehicle-part-table"
        dataSource={data?.items ?? []}
        expandable={{ expandedRowRender: (row) => <PartsTable parts={row.parts} /> }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { key: 'vin', dataIndex: 'vin', title: t('otaParts.vinSearch') },
          { key: 'plate', dataIndex: 'plateCode', title: t('otaParts.plate') },
          { key: 'model', dataIndex: 'modelName', title: t('otaParts.model') },
          {
            key: 'parts',
            title: t('otaParts.parts'),
            render: (_, row) => (
              <Space size={[4, 4]} wrap>
                {row.parts.map((p) => (
                  <Tag key={p.id}>{`${p.componentCode} ${p.softwareVersion}`}</Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'at',
            dataIndex: 'lastReportedAt',
            title: t('otaParts.lastReported'),
            render: (v: number) => formatTime(v),
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  data-testid={`ota-vehicle-part-detail-${row.vin}`}
                  onClick={() => setDetail(row)}
                >
                  {t('otaParts.detail')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  data-testid={`ota-vehicle-part-history-${row.vin}`}
                  onClick={() => setHistory(row.vin)}
                >
                  {t('otaParts.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {detail ? (
        <Drawer
          open
          size={900}
          title={t('otaParts.detailOf', { vin: detail.vin })}
          onClose={() => setDetail(null)}
        >
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('otaParts.vinSearch')}>{detail.vin}</Descriptions.Item>
            <Descriptions.Item label={t('otaParts.plate')}>{detail.plateCode ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('otaParts.model')}>{detail.modelName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('otaParts.partCount')}>{detail.partCount}</Descriptions.Item>
          </Descriptions>
          <PartsTable parts={detail.parts} />
        </Drawer>
      ) : null}
      <SubResourceDrawer
        spec={vehicleCompVersionDetailSpec}
        fixed={history ? { vin: history } : null}
        title={t('otaParts.historyOf', { vin: history ?? '' })}
        onClose={() => setHistory(null)}
      />
    </div>
  );
}

/**
 * Vehicle parts (ota/vehicle-part): what each vehicle's controllers run, software and hardware, as
 * their terminals reported it (an upgrade's last report included) or as entered by hand, with the
 * history and detail of each vehicle; and the hardware builds of each component with their part numbers.
 */
export default function VehiclePart() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'vehicles', label: t('otaParts.tabs.vehicles'), children: <VehicleParts /> },
        {
          key: 'hardware',
          label: t('otaParts.tabs.hardware'),
          children: <ResourceScreen spec={componentHardwareInfoSpec} />,
        },
      ]}
    />
  );
}
