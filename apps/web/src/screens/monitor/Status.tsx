import { useEffect, useState } from 'react';
import { FramesDialog } from './FramesDialog';
import { App, Button, Input, Select, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MonitorListBody, MonitorRow } from '@chelian/contracts/monitor';
import { exportMonitorList, getMonitorList, monitorKeys, useVehicleState } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';
import { applyVehicleState, vehicleStateOf } from './liveRows';
import { StateTag, singleVehiclePath } from './parts';

type Filters = Pick<MonitorListBody, 'vin' | 'plate' | 'onlineStatus' | 'acc' | 'charging'>;
const SORTABLE = new Set(['vin', 'dataUpdateTime', 'gpsTime', 'soc', 'speed', 'mileage']);

/** Vehicle status list, one monitor row per vehicle: paged, filtered, sorted, updated live over the websocket. */
export default function Status() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [sort, setSort] = useState<Pick<MonitorListBody, 'sortField' | 'sortOrder'>>({});
  const [exporting, setExporting] = useState(false);
  const [framesOf, setFramesOf] = useState<string | null>(null);
  const body: MonitorListBody = { ...filters, ...sort, ...page };
  const { data, isFetching } = useQuery({
    queryKey: monitorKeys.list(body),
    queryFn: () => getMonitorList(body),
    placeholderData: keepPreviousData,
  });
  const [rows, setRows] = useState<MonitorRow[]>([]);
  useEffect(() => setRows(data?.items ?? []), [data]);
  useVehicleState((push) => setRows((current) => applyVehicleState(current, push.vehicles)));

  const yesNo = (v: 0 | 1) => (v ? t('monitor.yes') : t('monitor.no'));
  const base: TableColumnsType<MonitorRow> = [
    {
      key: 'state',
      title: t('monitor.state'),
      width: 90,
      render: (_, r) => <StateTag state={vehicleStateOf(r)} testId={`status-state-${r.vin}`} />,
    },
    {
      key: 'vin',
      dataIndex: 'vin',
      title: 'VIN',
      width: 190,
      render: (vin: string) => (
        <a data-testid={`status-open-${vin}`} onClick={() => navigate(singleVehiclePath(vin))}>
          {vin}
        </a>
      ),
    },
    { key: 'plateCode', dataIndex: 'plateCode', title: t('monitor.plate'), width: 110 },
    { key: 'terminalCode', dataIndex: 'terminalCode', title: t('monitor.terminalCode'), width: 170 },
    { key: 'simCode', dataIndex: 'simCode', title: t('monitor.simCode'), width: 190 },
    { key: 'modelName', dataIndex: 'modelName', title: t('monitor.model'), width: 120 },
    { key: 'typeName', dataIndex: 'typeName', title: t('monitor.vehicleType'), width: 110 },
    { key: 'orgName', dataIndex: 'orgName', title: t('monitor.orgName'), width: 130 },
    { key: 'customerName', dataIndex: 'customerName', title: t('monitor.customerName'), width: 110 },
    {
      key: 'saleDate',
      dataIndex: 'saleDate',
      title: t('monitor.saleDate'),
      width: 110,
      render: (v: number | null) => formatTime(v).slice(0, 10),
    },
    {
      key: 'serviceStartDate',
      dataIndex: 'serviceStartDate',
      title: t('monitor.serviceStartDate'),
      width: 120,
      render: (v: number | null) => formatTime(v).slice(0, 10),
    },
    {
      key: 'serviceEndDate',
      dataIndex: 'serviceEndDate',
      title: t('monitor.serviceEndDate'),
      width: 120,
      render: (v: number | null) => formatTime(v).slice(0, 10),
    },
    {
      key: 'onlineStatus',
      title: t('monitor.online'),
      width: 80,
      render: (_, r) => (
        <span data-testid={`status-online-${r.vin}`}>
          {r.onlineStatus ? t('monitor.onlineYes') : t('monitor.onlineNo')}
        </span>
      ),
    },
    { key: 'gps', title: 'GPS', width: 70, render: (_, r) => yesNo(r.gps) },
    { key: 'acc', title: 'ACC', width: 70, render: (_, r) => (r.acc ? 'ON' : 'OFF') },
    { key: 'charging', title: t('monitor.charging'), width: 80, render: (_, r) => yesNo(r.charging) },
    {
      key: 'soc',
      dataIndex: 'soc',
      title: 'SOC (%)',
      width: 90,
      render: (v: number | null, r) => <span data-testid={`status-soc-${r.vin}`}>{v ?? ''}</span>,
    },
    {
      key: 'speed',
      dataIndex: 'speed',
      title: t('monitor.speed'),
      width: 110,
      render: (v: number | null, r) => <span data-testid={`status-speed-${r.vin}`}>{v ?? ''}</span>,
    },
    {
      key: 'mileage',
      dataIndex: 'mileage',
      title: t('monitor.mileage'),
      width: 120,
      render: (v: number | null) => (v == null ? '' : v.toFixed(1)),
    },
    {
      key: 'lockStatus',
      dataIndex: 'lockStatusText',
      title: t('monitor.lockStatus'),
      width: 90,
      render: (v: string, r) => <span data-testid={`status-lock-${r.vin}`}>{v}</span>,
    },
    { key: 'gpsAddress', dataIndex: 'gpsAddress', title: t('monitor.location'), width: 100 },
    {
      key: 'lastLon',
      dataIndex: 'lastLon',
      title: t('monitor.lng'),
      width: 110,
      render: (v: number | null) => (v == null ? '' : v.toFixed(6)),
    },
    {
      key: 'lastLat',
      dataIndex: 'lastLat',
      title: t('monitor.lat'),
      width: 110,
      render: (v: number | null) => (v == null ? '' : v.toFixed(6)),
    },
    {
      key: 'gpsTime',
      dataIndex: 'gpsTime',
      title: t('monitor.gpsTime'),
      width: 170,
      render: (v: number | null) => formatTime(v),
    },
    {
      key: 'dataUpdateTime',
      dataIndex: 'dataUpdateTime',
      title: t('monitor.dataUpdateTime'),
      width: 170,
      render: (v: number | null, r) => <span data-testid={`status-time-${r.vin}`}>{formatTime(v)}</span>,
    },
    {
      key: 'totalWorkTime',
      dataIndex: 'totalWorkTime',
      title: t('monitor.workTime'),
      width: 120,
      render: (v: number) => (v / 3600).toFixed(1),
    },
    {
      key: 'chipCode',
      dataIndex: 'chipCode',
      title: t('monitor.chipCode'),
      width: 130,
      render: (v: string | null, r) => <span data-testid={`status-chip-${r.vin}`}>{v ?? ''}</span>,
    },
    { key: 'chipModel', dataIndex: 'chipModel', title: t('monitor.chipModel'), width: 140 },
    { key: 'chipFactory', dataIndex: 'chipFactory', title: t('monitor.chipFactory'), width: 140 },
    {
      key: 'chipRegister',
      title: t('monitor.chipRegister'),
      width: 100,
      render: (_, r) => yesNo(r.chipRegister),
    },
    {
      key: 'terminalRegister',
      title: t('monitor.terminalRegister'),
      width: 100,
      render: (_, r) => yesNo(r.terminalRegister),
    },
    {
      key: 'vehicleRegister',
      title: t('monitor.vehicleRegister'),
      width: 100,
      render: (_, r) => <span data-testid={`status-filed-${r.vin}`}>{yesNo(r.vehicleRegister)}</span>,
    },
    {
      key: 'vehicleRegisterGb4',
      dataIndex: 'vehicleRegisterGb4Text',
      title: t('monitor.vehicleRegisterGb4'),
      width: 120,
    },
    {
      key: 'vehicleRegisterGb6',
      dataIndex: 'vehicleRegisterGb6Text',
      title: t('monitor.vehicleRegisterGb6'),
      width: 120,
    },
    {
      key: 'frames',
      title: t('common.actions'),
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <a data-testid={`status-frames-${r.vin}`} onClick={() => setFramesOf(r.vin)}>
          {t('monitor.frameLog.title')}
        </a>
      ),
    },
  ];
  const columns = base.map((c) => ({ ...c, sorter: SORTABLE.has(String(c.key)) }));

  const onChange: TableProps<MonitorRow>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? (String(one.columnKey) as MonitorListBody['sortField']) : undefined;
    setSort(field ? { sortField: field, sortOrder: one!.order! } : {});
    setPage((p) => ({ ...p, current: 1 }));
  };

  const search = () => {
    setFilters({ ...draft, vin: draft.vin?.trim() || undefined, plate: draft.plate?.trim() || undefined });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPage((p) => ({ ...p, current: 1 }));
  };
  const exportFile = async () => {
    setExporting(true);
    try {
      await exportMonitorList({ ...filters, ...sort }, t('monitor.statusTitle'));
    } finally {
      setExporting(false);
    }
    message.success(t('common.success'));
  };

  const flagOptions = (yes: string, no: string) => [
    { value: 1, label: yes },
    { value: 0, label: no },
  ];
  return (
    <div data-testid="monitor-status-screen" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Input
          data-testid="monitor-status-vin"
          placeholder="VIN"
          allowClear
          value={draft.vin ?? ''}
          onChange={(e) => setDraft({ ...draft, vin: e.target.value })}
          onPressEnter={search}
          style={{ width: 200 }}
        />
        <Input
          placeholder={t('monitor.plate')}
          allowClear
          value={draft.plate ?? ''}
          onChange={(e) => setDraft({ ...draft, plate: e.target.value })}
          onPressEnter={search}
          style={{ width: 160 }}
        />
        <Select
          data-testid="monitor-status-online"
          placeholder={t('monitor.online')}
          allowClear
          style={{ width: 140 }}
          value={draft.onlineStatus}
          options={flagOptions(t('monitor.onlineYes'), t('monitor.onlineNo'))}
          onChange={(v) => setDraft({ ...draft, onlineStatus: v })}
        />
        <Select
          placeholder="ACC"
          allowClear
          style={{ width: 110 }}
          value={draft.acc}
          options={flagOptions('ON', 'OFF')}
          onChange={(v) => setDraft({ ...draft, acc: v })}
        />
        <Select
          placeholder={t('monitor.charging')}
          allowClear
          style={{ width: 140 }}
          value={draft.charging}
          options={flagOptions(t('monitor.yes'), t('monitor.no'))}
          onChange={(v) => setDraft({ ...draft, charging: v })}
        />
        <Button type="primary" data-testid="monitor-status-search" onClick={search}>
          {t('common.search')}
        </Button>
        <Button data-testid="monitor-status-reset" onClick={reset}>
          {t('common.reset')}
        </Button>
        {can('status', 'export') && (
          <Button data-testid="monitor-status-export" loading={exporting} onClick={() => void exportFile()}>
            {t('monitor.export')}
          </Button>
        )}
      </Space>
      <Table<MonitorRow>
        data-testid="monitor-status-table"
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `monitor-status-row-${r.vin}` }) as React.HTMLAttributes<HTMLElement>}
        onChange={onChange}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
      {framesOf && <FramesDialog vin={framesOf} onClose={() => setFramesOf(null)} />}
    </div>
  );
}
