import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Row,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  TreeSelect,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { MAP_STATES } from '@chelian/contracts/monitor';
import type { AnalysisPage } from '@chelian/contracts/resources/analysis/index';
import {
  ANALYSIS_MORE_CALLS,
  type RealtimeGroup,
  type RealtimeGroupQuery,
  type RealtimeVehicleRow,
} from '@chelian/contracts/resources/analysis/more';
import { downloadCall } from '../../api/download';
import { callApi } from '../../api/http';
import { toTreeOptions, useOptionItems } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { currentLanguage } from '../../i18n';
import { formatTime } from '../../utils/format';
import { Chart, type EChartsOption } from '../../widgets/chart';
import { MAP_FONT, MapView, displayCoord, useMapTiles } from '../../widgets/map';
import { STATE_COLOURS, StateTag } from '../monitor';
import { useStatsPaging } from './paging';

const ORGS = { kind: 'ref', resource: 'organisation', tree: true } as const;
const MODELS = { kind: 'ref', resource: 'vehicleModel', tree: false } as const;
const CENTRE = new Map(CHINA_PROVINCES.map((p) => [p.code, p.centre]));
const SOURCE = 'area-counts';

/** A circle per province at its centre, its radius growing with the square root of its vehicles. */
function provincePoints(groups: RealtimeGroup[], display: (lng: number, lat: number) => [number, number]) {
  const collection: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: groups.flatMap((g) => {
      const centre = CENTRE.get(g.key);
      return centre
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: display(centre[0], centre[1]) },
              properties: { code: g.key, total: g.total, r: 8 + Math.sqrt(g.total) * 2 },
            },
          ]
        : [];
    }),
  };
  return collection;
}

/**
 * Vehicles by area (vehicleRealtime groups): the fleet now per province of its last fix (on the map
 * and as bars by state) and per model; a province's vehicles listed with their current state.
 */
export default function AreaVehicle() {
  const { t } = useTranslation();
  const can = useCan();
  const [form] = Form.useForm<RealtimeGroupQuery>();
  const [filters, setFilters] = useState<RealtimeGroupQuery>({});
  const [by, setBy] = useState<'province' | 'model'>('province');
  const [province, setProvince] = useState<RealtimeGroup | null>(null);
  const { paging, firstPage, pagination } = useStatsPaging();
  const orgs = useOptionItems(ORGS);
  const models = useOptionItems(MODELS);
  const tiles = useMapTiles();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [exporting, setExporting] = useState(false);
  const lang = currentLanguage();
  // the list's filters: the search's and the province picked
  const listed = useMemo(
    () => ({ ...filters, ...(province ? { province: province.key } : {}) }),
    [filters, province],
  );

  const provinces = useQuery({
    queryKey: ['analysis', 'area', 'province', filters, lang],
    queryFn: () => callApi<RealtimeGroup[]>(ANALYSIS_MORE_CALLS.realtimeByProvince, filters),
  });
  const byModel = useQuery({
    queryKey: ['analysis', 'area', 'model', filters],
    queryFn: () => callApi<RealtimeGroup[]>(ANALYSIS_MORE_CALLS.realtimeByModel, filters),
    enabled: by === 'model',
  });
  const vehicles = useQuery({
    queryKey: ['analysis', 'area', 'vehicles', listed, paging, lang],
    queryFn: () =>
      callApi<AnalysisPage<RealtimeVehicleRow>>(ANALYSIS_MORE_CALLS.realtimePage, { ...listed, ...paging }),
  });
  const groups = useMemo(
    () => (by === 'province' ? (provinces.data ?? []) : (byModel.data ?? [])),
    [by, provinces.data, byModel.data],
  );
  const nameOf = (g: RealtimeGroup) => g.name ?? t('analysis.noModel');

  const display = useMemo(() => displayCoord(tiles), [tiles]);
  useEffect(() => {
    (map?.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(
      provincePoints(provinces.data ?? [], display),
    );
  }, [map, provinces.data, display]);

  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 72 },
      xAxis: { type: 'category', data: groups.map(nameOf), axisLabel: { rotate: 40 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: MAP_STATES.map((state) => ({
        name: t(`monitor.states.${state}`),
        type: 'bar',
        stack: 'states',
        itemStyle: { color: STATE_COLOURS[state] },
        data: groups.map((g) => g.states[state]),
      })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf follows t
    [groups, t],
  );

  const groupColumns: TableColumnsType<RealtimeGroup> = [
    {
      key: 'name',
      title: by === 'province' ? t('analysis.province') : t('analysis.model'),
      render: (_, g) => nameOf(g),
    },
    { key: 'total', dataIndex: 'total', title: t('analysis.vehiclesNow'), align: 'right' },
    ...MAP_STATES.map((state) => ({
      key: state,
      title: t(`monitor.states.${state}`),
      align: 'right' as const,
      render: (_: unknown, g: RealtimeGroup) => g.states[state],
    })),
  ];
  const vehicleColumns: TableColumnsType<RealtimeVehicleRow> = [
    { key: 'vin', dataIndex: 'vin', title: t('analysis.vin'), width: 190 },
    { key: 'plate', dataIndex: 'plate', title: t('analysis.plate'), width: 110 },
    { key: 'modelName', dataIndex: 'modelName', title: t('analysis.model'), width: 140 },
    { key: 'orgName', dataIndex: 'orgName', title: t('analysis.org'), width: 150 },
    { key: 'provinceName', dataIndex: 'provinceName', title: t('analysis.province'), width: 110 },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('analysis.state'),
      width: 90,
      render: (v: RealtimeVehicleRow['state']) => <StateTag state={v} />,
    },
    { key: 'speed', dataIndex: 'speed', title: t('analysis.speed'), align: 'right', width: 110 },
    { key: 'soc', dataIndex: 'soc', title: t('analysis.soc'), align: 'right', width: 90 },
    { key: 'mileage', dataIndex: 'mileage', title: t('analysis.odometer'), align: 'right', width: 130 },
    {
      key: 'time',
      dataIndex: 'time',
      title: t('analysis.lastReport'),
      width: 170,
      render: (v: number | null) => formatTime(v),
    },
  ];

  const search = () => {
    const values = form.getFieldsValue();
    setFilters({
      ...(values.orgId ? { orgId: values.orgId } : {}),
      ...(values.vehicleModelId ? { vehicleModelId: values.vehicleModelId } : {}),
    });
    setProvince(null);
    firstPage();
  };
  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadCall(ANALYSIS_MORE_CALLS.realtimeExport, listed, 'areaVehicle');
    } catch {
      /* shown by the client */
    } finally {
      setExporting(false);
    }
  };
  const pick = (g: RealtimeGroup) => {
    if (by !== 'province') return;
    setProvince((p) => (p?.key === g.key ? null : g));
    firstPage();
  };

  return (
    <div data-testid="analysis-area-vehicle" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item name="orgId" label={t('analysis.org')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              style={{ width: 200 }}
              loading={orgs.loading}
              treeData={toTreeOptions(orgs.items)}
            />
          </Form.Item>
          <Form.Item name="vehicleModelId" label={t('analysis.model')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 180 }}
              loading={models.loading}
              options={models.items.map((m) => ({ value: m.id, label: m.label }))}
              data-testid="analysis-model"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="analysis-search">
              {t('analysis.search')}
            </Button>
            {can('areaVehicle', 'export') && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void exportRows()}
                title={t('analysis.exportListed')}
                data-testid="analysis-export"
              >
                {t('analysis.export')}
              </Button>
            )}
          </Space>
        </Form>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('analysis.byProvinceNow')} styles={{ body: { padding: 0 } }}>
            <MapView
              tiles={tiles}
              testId="analysis-area-map"
              style={{ height: 360 }}
              onReady={(m) => {
                m.addSource(SOURCE, { type: 'geojson', data: provincePoints([], display) });
                m.addLayer({
                  id: 'area-circles',
                  type: 'circle',
                  source: SOURCE,
                  paint: {
                    'circle-radius': ['get', 'r'],
                    'circle-color': '#1677ff',
                    'circle-opacity': 0.55,
                    'circle-stroke-color': '#ffffff',
                    'circle-stroke-width': 1,
                  },
                });
                m.addLayer({
                  id: 'area-counts',
                  type: 'symbol',
                  source: SOURCE,
                  layout: {
                    'text-field': ['to-string', ['get', 'total']],
                    'text-font': MAP_FONT,
                    'text-size': 12,
                  },
                  paint: { 'text-color': '#ffffff' },
                });
                setMap(m);
                return () => setMap(null);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            extra={
              <Segmented
                value={by}
                onChange={(v) => setBy(v as 'province' | 'model')}
                options={[
                  { value: 'province', label: t('analysis.byProvinceNow') },
                  { value: 'model', label: t('analysis.byModelNow') },
                ]}
                data-testid="analysis-area-by"
              />
            }
          >
            <div
              data-testid="analysis-chart-points"
              data-points={JSON.stringify(groups.map((g) => ({ name: nameOf(g), total: g.total })))}
            >
              {groups.length ? (
                <Chart option={option} height={320} testId="analysis-chart" />
              ) : (
                <Empty description={t('analysis.noVehicles')} style={{ height: 288 }} />
              )}
            </div>
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Table<RealtimeGroup>
          size="small"
          data-testid="analysis-groups"
          rowKey="key"
          loading={by === 'province' ? provinces.isFetching : byModel.isFetching}
          columns={groupColumns}
          dataSource={groups}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: <Empty description={t('analysis.noVehicles')} /> }}
          onRow={(g) => ({
            onClick: () => pick(g),
            style: by === 'province' ? { cursor: 'pointer' } : undefined,
          })}
          rowClassName={(g) => (province?.key === g.key ? 'ant-table-row-selected' : '')}
          footer={by === 'province' ? () => t('analysis.pickProvince') : undefined}
        />
      </Card>
      <Card
        size="small"
        title={
          <Space>
            {province ? t('analysis.provinceVehicles', { name: province.name }) : t('analysis.allProvinces')}
            {province && (
              <Tag closable onClose={() => setProvince(null)} data-testid="analysis-province">
                {province.name}
              </Tag>
            )}
          </Space>
        }
      >
        <Table<RealtimeVehicleRow>
          size="small"
          data-testid="analysis-table"
          rowKey="vehicleId"
          loading={vehicles.isFetching}
          columns={vehicleColumns}
          dataSource={vehicles.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={pagination(vehicles.data?.total)}
        />
      </Card>
    </div>
  );
}
