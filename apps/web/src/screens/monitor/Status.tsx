import { useCallback, useEffect, useMemo, useState } from 'react';
import { FramesDialog } from './FramesDialog';
import {
  App,
  Button,
  ConfigProvider,
  Form,
  Table,
  theme,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MonitorListBody, MonitorRow } from '@chelian/contracts/monitor';
import { exportMonitorList, getMonitorList, monitorKeys, useVehicleState } from '../../api/monitor';
import {
  ColumnChooserButton,
  DEFAULT_PAGE_SIZE,
  INDEX_WIDTH,
  ListPager,
  PAGE_SIZES,
  ListToolbar,
  SearchFormView,
  TABLE_HEIGHT,
  applyColumnPrefs,
  columnPrefsKey,
  useColumnPrefs,
  type SearchDef,
} from '../../engine';
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
/** The sizes of the lists' pager the status list serves: monitorListBody takes at most 1000 rows a page. */
const STATUS_PAGE_SIZES = PAGE_SIZES.filter((size) => size <= 1000);
/** The search inputs take a quarter of the row each, as the resource lists' plain inputs do. */
const SEARCH_SPAN = 6;

/** The status list's search fields, drawn by the lists' search form (labels, folding, buttons). */
function statusSearchDefs(t: TFunction): SearchDef[] {
  const text = (key: 'vin' | 'plate', label: string): SearchDef => ({
    name: key,
    key,
    input: 'text',
    label,
    width: SEARCH_SPAN,
    required: false,
  });
  const flag = (
    key: 'onlineStatus' | 'acc' | 'charging',
    label: string,
    yes: string,
    no: string,
  ): SearchDef => ({
    name: key,
    key,
    input: 'select',
    label,
    width: SEARCH_SPAN,
    required: false,
    options: {
      kind: 'static',
      items: [
        { id: 1, label: yes },
        { id: 0, label: no },
      ],
    },
  });
  return [
    text('vin', t('listFit.vin')),
    text('plate', t('monitor.plate')),
    flag('onlineStatus', t('monitor.online'), t('monitor.onlineYes'), t('monitor.onlineNo')),
    flag('acc', t('listFit.acc'), 'ON', 'OFF'),
    flag('charging', t('monitor.charging'), t('monitor.yes'), t('monitor.no')),
  ];
}

/** Vehicle status list, one monitor row per vehicle: paged, filtered, sorted, updated live over the websocket. */
export default function Status() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const { token } = theme.useToken();
  const userId = useSession((state) => state.user?.id ?? null);
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(columnPrefsKey(userId, SCOPE));
  const [searchForm] = Form.useForm<Filters>();
  const searchDefs = useMemo(() => statusSearchDefs(t), [t]);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Pick<MonitorListBody, 'sortField' | 'sortOrder'>>({});
  const [exporting, setExporting] = useState(false);
  const [framesOf, setFramesOf] = useState<string | null>(null);
  const body: MonitorListBody = { ...filters, ...sort, ...page };
  const { data, isFetching, refetch } = useQuery({
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
      title: t('reportValues.soc'),
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
  const index: TableColumnsType<MonitorRow>[number] = {
    key: '__index',
    title: '#',
    width: INDEX_WIDTH,
    align: 'center',
    fixed: 'left',
    render: (_value, _row, i) => (page.current - 1) * page.size + i + 1,
  };
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
  const shownColumns = [index, ...chosen.visible, ...columns.filter((c) => c.fixed)];

  const onChange: TableProps<MonitorRow>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? (String(one.columnKey) as MonitorListBody['sortField']) : undefined;
    setSort(field ? { sortField: field, sortOrder: one!.order! } : {});
    setPage((p) => ({ ...p, current: 1 }));
  };

  const search = useCallback(async () => {
    const draft = searchForm.getFieldsValue();
    setFilters({
      onlineStatus: draft.onlineStatus ?? undefined,
      acc: draft.acc ?? undefined,
      charging: draft.charging ?? undefined,
      vin: draft.vin?.trim() || undefined,
      plate: draft.plate?.trim() || undefined,
    });
    setPage((p) => ({ ...p, current: 1 }));
    return true;
  }, [searchForm]);
  const reset = useCallback(() => {
    searchForm.resetFields();
    setFilters({});
    setPage((p) => ({ ...p, current: 1 }));
  }, [searchForm]);
  const exportFile = async () => {
    setExporting(true);
    try {
      await exportMonitorList({ ...filters, ...sort }, t('monitor.statusTitle'));
    } finally {
      setExporting(false);
    }
    message.success(t('common.success'));
  };

  return (
    <div
      data-testid="monitor-status-screen"
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <SearchFormView
        defs={searchDefs}
        searchForm={searchForm}
        scope={SCOPE}
        resource=""
        admin={false}
        submitSearch={search}
        resetSearch={reset}
      />
      <ListToolbar
        scope={SCOPE}
        onRefresh={() => void refetch()}
        columns={
          <ColumnChooserButton
            scope={SCOPE}
            columns={{
              ordered: chosen.ordered.map((c) => ({ key: c.key, title: String(c.title) })),
              prefs: columnPrefs,
              setPrefs: setColumnPrefs,
            }}
          />
        }
      >
        {can('status', 'export') && (
          <Button
            icon={<DownloadOutlined />}
            data-testid="monitor-status-export"
            loading={exporting}
            onClick={() => void exportFile()}
          >
            {t('engine.export')}
          </Button>
        )}
      </ListToolbar>
      {/* as the resource lists: no click wave, it reads computed styles on every click */}
      <ConfigProvider wave={{ disabled: true }} theme={{ token: { motion: false } }}>
        <Table<MonitorRow>
          className="rs-table"
          data-testid="monitor-status-table"
          rowKey="id"
          size="middle"
          bordered
          loading={isFetching && !data}
          columns={shownColumns}
          dataSource={rows}
          scroll={{ x: 'max-content', y: TABLE_HEIGHT }}
          showSorterTooltip={false}
          onRow={(r) =>
            ({ 'data-testid': `monitor-status-row-${r.vin}` }) as React.HTMLAttributes<HTMLElement>
          }
          onChange={onChange}
          pagination={false}
        />
      </ConfigProvider>
      <ListPager
        scope={SCOPE}
        current={page.current}
        pageSize={page.size}
        total={data?.total ?? 0}
        pageSizes={STATUS_PAGE_SIZES}
        onChange={(current, size) => setPage({ current: size === page.size ? current : 1, size })}
      />
      {framesOf && <FramesDialog vin={framesOf} onClose={() => setFramesOf(null)} />}
    </div>
  );
}
