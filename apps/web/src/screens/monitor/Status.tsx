import { useEffect, useState } from 'react';
import { FramesDialog } from './FramesDialog';
import {
  App,
  Button,
  Col,
  Form,
  Input,
  Row as Grid,
  Select,
  Space,
  Table,
  theme,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MonitorListBody, MonitorRow } from '@chelian/contracts/monitor';
import { exportMonitorList, getMonitorList, monitorKeys, useVehicleState } from '../../api/monitor';
import { ColumnChooserButton, applyColumnPrefs, columnPrefsKey, useColumnPrefs } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { useSession } from '../../state/session';
import { formatTime } from '../../utils/format';
import { applyVehicleState, vehicleStateOf } from './liveRows';
import { StateTag, singleVehiclePath } from './parts';

type Filters = Pick<MonitorListBody, 'vin' | 'plate' | 'onlineStatus' | 'acc' | 'charging'>;
const SORTABLE = new Set(['vin', 'dataUpdateTime', 'gpsTime', 'soc', 'speed', 'mileage']);
/** Measures line up on their last digit, as in the other lists. */
const NUMERIC = new Set(['soc', 'speed', 'mileage', 'lastLon', 'lastLat', 'totalWorkTime']);
const SCOPE = 'monitor-status';
/** The search inputs take a quarter of the row each, with the lists' label width. */
const SEARCH_SPAN = 6;
const SEARCH_LABEL_WIDTH = 100;

/** Vehicle status list, one monitor row per vehicle: paged, filtered, sorted, updated live over the websocket. */
export default function Status() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const { token } = theme.useToken();
  const userId = useSession((state) => state.user?.id ?? null);
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(columnPrefsKey(userId, SCOPE));
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
  const columns = base.map((c) => ({
    ...c,
    sorter: SORTABLE.has(String(c.key)),
    align: NUMERIC.has(String(c.key))
      ? ('right' as const)
      : c.fixed
        ? ('center' as const)
        : ('left' as const),
  }));
  // the operations column stays at the right; the others follow the user's column settings
  const choosable = columns.filter((c) => !c.fixed).map((c) => ({ ...c, key: String(c.key) }));
  const chosen = applyColumnPrefs(choosable, columnPrefs);
  const shownColumns = [...chosen.visible, ...columns.filter((c) => c.fixed)];

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
  const field = (label: string, input: React.ReactNode) => (
    <Col span={SEARCH_SPAN}>
      <Form.Item label={label} style={{ marginBottom: 12 }}>
        {input}
      </Form.Item>
    </Col>
  );
  return (
    <div
      data-testid="monitor-status-screen"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Form
        data-testid="monitor-status-form"
        labelCol={{ flex: `${SEARCH_LABEL_WIDTH}px` }}
        labelWrap
        onFinish={search}
        style={{ marginBottom: 8 }}
      >
        <Grid gutter={[16, 0]}>
          {field(
            t('listFit.vin'),
            <Input
              data-testid="monitor-status-vin"
              allowClear
              value={draft.vin ?? ''}
              onChange={(e) => setDraft({ ...draft, vin: e.target.value })}
            />,
          )}
          {field(
            t('monitor.plate'),
            <Input
              data-testid="monitor-status-plate"
              allowClear
              value={draft.plate ?? ''}
              onChange={(e) => setDraft({ ...draft, plate: e.target.value })}
            />,
          )}
          {field(
            t('monitor.online'),
            <Select
              data-testid="monitor-status-online"
              allowClear
              value={draft.onlineStatus}
              options={flagOptions(t('monitor.onlineYes'), t('monitor.onlineNo'))}
              onChange={(v) => setDraft({ ...draft, onlineStatus: v })}
            />,
          )}
          {field(
            t('listFit.acc'),
            <Select
              data-testid="monitor-status-acc"
              allowClear
              value={draft.acc}
              options={flagOptions('ON', 'OFF')}
              onChange={(v) => setDraft({ ...draft, acc: v })}
            />,
          )}
          {field(
            t('monitor.charging'),
            <Select
              data-testid="monitor-status-charging"
              allowClear
              value={draft.charging}
              options={flagOptions(t('monitor.yes'), t('monitor.no'))}
              onChange={(v) => setDraft({ ...draft, charging: v })}
            />,
          )}
          <Col flex="auto" style={{ textAlign: 'right' }}>
            <Space style={{ marginBottom: 12 }}>
              <Button type="primary" htmlType="submit" data-testid="monitor-status-search">
                {t('common.search')}
              </Button>
              <Button data-testid="monitor-status-reset" onClick={reset}>
                {t('common.reset')}
              </Button>
            </Space>
          </Col>
        </Grid>
      </Form>
      <Space wrap style={{ marginBottom: 12, width: '100%' }} data-testid="monitor-status-toolbar">
        {can('status', 'export') && (
          <Button data-testid="monitor-status-export" loading={exporting} onClick={() => void exportFile()}>
            {t('monitor.export')}
          </Button>
        )}
        <ColumnChooserButton
          scope={SCOPE}
          placement="bottomLeft"
          columns={{
            ordered: chosen.ordered.map((c) => ({ key: c.key, title: String(c.title) })),
            prefs: columnPrefs,
            setPrefs: setColumnPrefs,
          }}
        />
      </Space>
      <Table<MonitorRow>
        data-testid="monitor-status-table"
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        columns={shownColumns}
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
