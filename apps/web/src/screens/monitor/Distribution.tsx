import { useEffect, useMemo, useRef, useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  ExpressionSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
  MapGeoJSONFeature,
} from 'maplibre-gl';
import { MAP_STATES, type ProvinceCount } from '@chelian/contracts/monitor';
import { getCountByProvince, getMapData, monitorKeys, useVehicleState } from '../../api/monitor';
import { currentLanguage } from '../../i18n';
import { MAP_FONT, MapView, displayCoord } from '../../widgets/map';
import {
  applyPushes,
  fleetDiff,
  fleetFeatures,
  stateCounts,
  toFleetPoints,
  vehicleAt,
  type FleetPoints,
} from './map/fleetPoints';
import { STATE_COLOURS, singleVehiclePath } from './parts';

/** Pushed changes reach the map (and the legend) at most this often: one worker update, one render. */
const FLUSH_MS = 500;

/** Per cluster, its members in each state (c0 … c4, in the order of MAP_STATES). */
const CLUSTER_PROPERTIES = Object.fromEntries(
  MAP_STATES.map((_, s) => [`c${s}`, ['+', ['case', ['==', ['get', 's'], s], 1, 0]]]),
);
const colourOf = (s: number) => STATE_COLOURS[MAP_STATES[s]!];
const ALARM = MAP_STATES.indexOf('alarm');

/**
 * A cluster's colour: alarm when any member alarms (one alarm must not drown among parked cars),
 * else its most common state.
 */
const CLUSTER_COLOUR = [
  'case',
  ['>', ['get', `c${ALARM}`], 0],
  colourOf(ALARM),
  ...MAP_STATES.flatMap((_, s) =>
    s === ALARM
      ? []
      : [['all', ...MAP_STATES.map((__, o) => ['>=', ['get', `c${s}`], ['get', `c${o}`]])], colourOf(s)],
  ),
  colourOf(0),
] as unknown as ExpressionSpecification;
const POINT_COLOUR = [
  'match',
  ['get', 's'],
  ...MAP_STATES.flatMap((_, s) => [s, colourOf(s)]),
  colourOf(0),
] as unknown as ExpressionSpecification;

/**
 * Vehicle distribution (getVehicleMapData, getCountByProvince): every positioned vehicle on the
 * map, clustered (in the map's worker) and coloured by state, moving live with the pushed state;
 * counts per state and per province beside it. `height` lets a screen that composes it leave room below.
 */
export default function Distribution({ height = 'calc(100vh - 190px)' }: { height?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: [...monitorKeys.all, 'map'], queryFn: getMapData });
  const { data: provinces } = useQuery({
    queryKey: [...monitorKeys.all, 'provinces', currentLanguage()],
    queryFn: getCountByProvince,
    refetchInterval: 60_000,
  });
  const points = useMemo(() => (data ? toFleetPoints(data) : null), [data]);
  const display = useMemo(() => displayCoord(data?.tiles), [data?.tiles]);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [counts, setCounts] = useState<number[] | null>(null);
  /** the states whose vehicles changed since the map was last updated */
  const changed = useRef(new Set<number>());
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ points, display, navigate });
  latest.current = { points, display, navigate };
  /** what the map's worker last received whole, so the same fleet is not posted twice */
  const posted = useRef<{ points: FleetPoints; display: typeof display } | null>(null);

  useEffect(() => setCounts(points ? stateCounts(points) : null), [points]);

  // the whole fleet goes to the map's worker, which clusters it (when the data comes after the map)
  useEffect(() => {
    if (!map || !points) return;
    if (posted.current?.points === points && posted.current.display === display) return;
    posted.current = { points, display };
    changed.current.clear();
    void map.getSource<GeoJSONSource>('fleet')?.setData(fleetFeatures(points, display));
  }, [map, points, display]);

  useEffect(
    () => () => {
      if (flushTimer.current) clearTimeout(flushTimer.current);
    },
    [],
  );

  // pushes change the typed arrays at once and reach the map and the legend every FLUSH_MS
  useVehicleState((push) => {
    if (!points) return;
    for (const s of applyPushes(points, push.vehicles)) changed.current.add(s);
    if (changed.current.size === 0 || flushTimer.current) return;
    flushTimer.current = setTimeout(() => {
      flushTimer.current = null;
      const update = fleetDiff(points, changed.current, display);
      changed.current.clear();
      void map?.getSource<GeoJSONSource>('fleet')?.updateData({ update });
      const next = stateCounts(points);
      setCounts((prev) => (prev && prev.every((n, s) => n === next[s]) ? prev : next));
    }, FLUSH_MS);
  });

  const onReady = (m: MapLibreMap) => {
    // data that came before the map goes with the source, at once: through the screen's state it
    // waited behind the basemap's first frames (0.3-0.7 s under SwiftShader)
    const { points: fleet, display: shown } = latest.current;
    posted.current = fleet ? { points: fleet, display: shown } : null;
    m.addSource('fleet', {
      type: 'geojson',
      data: fleet ? fleetFeatures(fleet, shown) : { type: 'FeatureCollection', features: [] },
      // the buffer only makes world copies here (the cluster index pads its tiles by the cluster
      // radius): the default 128 px copied every vehicle east of 90°E, all of China, into a second
      // world, which the worker clustered too
      buffer: 0,
      cluster: true,
      clusterRadius: 50,
      // every zoom level clustered is one more pass over the fleet in the worker; past 10 (a city)
      // vehicles are drawn one by one
      clusterMaxZoom: 10,
      clusterProperties: CLUSTER_PROPERTIES,
    });
    m.addLayer({
      id: 'fleet-clusters',
      type: 'circle',
      source: 'fleet',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': CLUSTER_COLOUR,
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 10, 16, 100, 19, 1000, 23, 10000, 27],
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 1,
      },
    });
    m.addLayer({
      id: 'fleet-count',
      type: 'symbol',
      source: 'fleet',
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': MAP_FONT,
        'text-size': 12,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#fff' },
    });
    m.addLayer({
      id: 'fleet-points',
      type: 'circle',
      source: 'fleet',
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': POINT_COLOUR,
        'circle-radius': 5,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 1.5,
      },
    });
    const openVehicle = (e: { features?: MapGeoJSONFeature[] }) => {
      const { points: fleet, display: shown, navigate: go } = latest.current;
      const vehicle = e.features?.[0];
      if (!fleet || vehicle?.geometry.type !== 'Point') return;
      const at = vehicle.geometry.coordinates as [number, number];
      const i = vehicleAt(fleet, Number(vehicle.properties.s), at, shown);
      if (i !== undefined) void go(singleVehiclePath(fleet.vins[i]!));
    };
    const zoomIn = (e: { features?: MapGeoJSONFeature[] }) => {
      const cluster = e.features?.[0];
      if (!cluster || cluster.geometry.type !== 'Point') return;
      const center = cluster.geometry.coordinates as [number, number];
      void m
        .getSource<GeoJSONSource>('fleet')
        ?.getClusterExpansionZoom(Number(cluster.properties.cluster_id))
        .then((zoom) => m.easeTo({ center, zoom }));
    };
    const pointer = () => (m.getCanvas().style.cursor = 'pointer');
    const plain = () => (m.getCanvas().style.cursor = '');
    // what the browser tests read: the view and how many clusters and vehicles are drawn
    const describe = () => {
      const { lng, lat } = m.getCenter();
      const el = m.getContainer();
      el.dataset.view = `${lng.toFixed(6)},${lat.toFixed(6)},${m.getZoom().toFixed(4)}`;
      el.dataset.clusters = String(m.queryRenderedFeatures({ layers: ['fleet-clusters'] }).length);
      el.dataset.points = String(m.queryRenderedFeatures({ layers: ['fleet-points'] }).length);
    };
    m.on('click', 'fleet-points', openVehicle);
    m.on('click', 'fleet-clusters', zoomIn);
    for (const layer of ['fleet-points', 'fleet-clusters']) {
      m.on('mouseenter', layer, pointer);
      m.on('mouseleave', layer, plain);
    }
    m.on('idle', describe);
    setMap(m);
    return () => setMap(null);
  };

  return (
    <div
      data-testid="monitor-distribution-screen"
      style={{ display: 'flex', gap: 12, height, minHeight: 420 }}
    >
      <div
        style={{
          flex: 1,
          minWidth: 0,
          border: '1px solid rgba(128,128,128,.25)',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        <MapView tiles={data?.tiles} onReady={onReady} testId="map">
          <div
            style={{ position: 'absolute', left: 8, top: 8, display: 'flex', gap: 4, flexWrap: 'wrap' }}
            data-testid="map-legend"
          >
            {MAP_STATES.map((state, i) => (
              <Tag key={state} color={STATE_COLOURS[state]} data-testid={`map-count-${state}`}>
                {t(`monitor.states.${state}`)} {counts?.[i] ?? 0}
              </Tag>
            ))}
          </div>
        </MapView>
      </div>
      <Card
        size="small"
        title={t('monitor.byProvince')}
        style={{ width: 260, overflow: 'auto' }}
        data-testid="map-provinces"
      >
        <Table<ProvinceCount>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={(provinces ?? []).filter((p) => p.count > 0)}
          onRow={(r) => ({ 'data-testid': `map-province-${r.code}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('monitor.province') },
            { key: 'count', dataIndex: 'count', title: t('monitor.vehicles'), width: 70 },
            { key: 'online', dataIndex: 'online', title: t('monitor.onlineYes'), width: 70 },
          ]}
        />
      </Card>
    </div>
  );
}
