import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Marker,
  Popup,
  type GeoJSONSource,
  type Map as MapLibreMap,
  type MapLayerMouseEvent,
  type MapMouseEvent,
} from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { MapTiles, TrackPoint } from '@chelian/contracts/monitor';
import { MapView, displayCoord } from '../../widgets/map';
import { formatTime } from '../../utils/format';
import { useLatest } from '../../utils/useLatest';
import { SPEED_BANDS, boundsOf, speedRuns, stopsOf, type TrackPosition } from './trackMath';

export interface TrackMapProps {
  tiles: MapTiles | undefined;
  points: TrackPoint[];
  /** where the vehicle is at the replay's clock, and its heading in degrees from north */
  position: TrackPosition | null;
  heading: number;
  /** keep the vehicle in the middle of the map; a drag by the user turns it off */
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  height: number;
}

type MarkKind = 'start' | 'end' | 'stop';
interface MarkProps {
  kind: MarkKind;
  from: number;
  to: number;
  colour: string;
}

const MARK_COLOURS: Record<MarkKind, string> = { start: '#13c2c2', end: '#262626', stop: '#722ed1' };
const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** A navigation arrow pointing north; the marker turns it to the heading. */
const ARROW =
  '<svg viewBox="0 0 24 24" width="28" height="28" style="display:block;filter:drop-shadow(0 1px 2px rgba(0,0,0,.45))">' +
  '<path d="M12 2 L20 21 L12 16.5 L4 21 Z" fill="#1677ff" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';

/**
 * The track on the map: lines coloured by speed band, start, end and stops (hover or click for
 * their times), and the vehicle as an arrow at the replay's position. Loaded lazily with the map
 * library, like the map itself.
 */
export default function TrackMap({
  tiles,
  points,
  position,
  heading,
  follow,
  onFollowChange,
  height,
}: TrackMapProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const display = useMemo(() => displayCoord(tiles), [tiles]);
  const shown = useMemo(() => points.map((p) => display(p.lng, p.lat)), [points, display]);
  const bounds = useMemo(() => boundsOf(shown) ?? undefined, [shown]);
  const latest = useLatest({ t, onFollowChange });

  // the map is set up once per map; what changes reaches it through the effects below
  const onReady = useCallback(
    (m: MapLibreMap) => {
      m.addSource('track-line', { type: 'geojson', data: EMPTY });
      m.addSource('track-marks', { type: 'geojson', data: EMPTY });
      const round = { 'line-join': 'round', 'line-cap': 'round' } as const;
      m.addLayer({
        id: 'track-casing',
        type: 'line',
        source: 'track-line',
        layout: round,
        paint: { 'line-color': '#fff', 'line-width': 7, 'line-opacity': 0.85 },
      });
      m.addLayer({
        id: 'track-line',
        type: 'line',
        source: 'track-line',
        layout: round,
        paint: { 'line-color': ['get', 'colour'], 'line-width': 4 },
      });
      m.addLayer({
        id: 'track-marks',
        type: 'circle',
        source: 'track-marks',
        paint: {
          'circle-color': ['get', 'colour'],
          'circle-radius': ['match', ['get', 'kind'], 'stop', 6, 7],
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 2,
        },
      });

      const element = document.createElement('div');
      element.dataset.testid = 'track-marker';
      element.innerHTML = ARROW;
      marker.current = new Marker({ element, rotationAlignment: 'map', pitchAlignment: 'map' })
        .setLngLat(m.getCenter())
        .addTo(m);

      const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 10 });
      const describe = ({ kind, from, to }: MarkProps) => {
        const { t } = latest.current;
        if (kind === 'start') return t('track.startAt', { time: formatTime(from) });
        if (kind === 'end') return t('track.endAt', { time: formatTime(to) });
        return t('track.stopped', { from: formatTime(from), to: formatTime(to) });
      };
      const show = (feature: Feature | undefined) => {
        if (feature?.geometry.type !== 'Point') {
          popup.remove();
          return;
        }
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        popup
          .setLngLat([lng, lat])
          .setText(describe(feature.properties as MarkProps))
          .addTo(m);
      };
      const hover = (e: MapLayerMouseEvent) => {
        m.getCanvas().style.cursor = 'pointer';
        show(e.features?.[0]);
      };
      const leave = () => {
        m.getCanvas().style.cursor = '';
        popup.remove();
      };
      // a tap shows the times too (touch screens have no hover) and a tap elsewhere hides them
      const click = (e: MapMouseEvent) =>
        show(m.queryRenderedFeatures(e.point, { layers: ['track-marks'] })[0]);
      const drag = (e: { originalEvent?: unknown }) => {
        if (e.originalEvent) latest.current.onFollowChange(false);
      };
      m.on('mousemove', 'track-marks', hover);
      m.on('mouseleave', 'track-marks', leave);
      m.on('click', click);
      m.on('dragstart', drag);
      setMap(m);
      return () => {
        m.off('mousemove', 'track-marks', hover);
        m.off('mouseleave', 'track-marks', leave);
        m.off('click', click);
        m.off('dragstart', drag);
        popup.remove();
        marker.current?.remove();
        marker.current = null;
        setMap(null);
      };
    },
    [latest],
  );

  // a new track: its lines and marks, and the map fitted to it (before the vehicle's effect
  // below, so that following centres the fitted view on the vehicle)
  useLayoutEffect(() => {
    if (!map) return;
    const colours = Object.fromEntries(SPEED_BANDS.map((b) => [b.band, b.colour]));
    const lines: FeatureCollection<LineString> = {
      type: 'FeatureCollection',
      features: speedRuns(points).map((run) => ({
        type: 'Feature',
        properties: { colour: colours[run.band] },
        geometry: { type: 'LineString', coordinates: shown.slice(run.from, run.to + 1) },
      })),
    };
    const mark = (kind: MarkKind, index: number, from: number, to: number): Feature<Point, MarkProps> => ({
      type: 'Feature',
      properties: { kind, from, to, colour: MARK_COLOURS[kind] },
      geometry: { type: 'Point', coordinates: shown[index]! },
    });
    const last = points.length - 1;
    const marks: FeatureCollection<Point, MarkProps> = {
      type: 'FeatureCollection',
      // later features are drawn on top: start and end over a stop at the same place
      features:
        last < 0
          ? []
          : [
              ...stopsOf(points).map((s) => mark('stop', s.index, s.from, s.to)),
              mark('start', 0, points[0]!.time, points[0]!.time),
              mark('end', last, points[last]!.time, points[last]!.time),
            ],
    };
    void map.getSource<GeoJSONSource>('track-line')?.setData(lines);
    void map.getSource<GeoJSONSource>('track-marks')?.setData(marks);
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 16, duration: 0 });
  }, [map, points, shown, bounds]);

  // the vehicle, every frame of the replay: a layout effect, so the marker moves in the same
  // commit as the clock and the index shown beside the map
  useLayoutEffect(() => {
    const m = marker.current;
    if (!map || !m || !position) return;
    m.setLngLat(display(position.lng, position.lat)).setRotation(heading);
    const at = m.getLngLat();
    const element = m.getElement();
    element.dataset.lng = String(at.lng);
    element.dataset.lat = String(at.lat);
    element.dataset.heading = String(heading);
    // not while the map moves by hand or by its zoom buttons: a jump would cut that short
    if (follow && !map.isMoving()) map.jumpTo({ center: at });
  }, [map, position, heading, follow, display]);

  // the view does not change with the clock: kept out of the re-render of every frame
  return useMemo(
    () => (
      <MapView tiles={tiles} onReady={onReady} bounds={bounds} testId="track-map" style={{ height }}>
        <div
          data-testid="track-legend"
          style={{
            position: 'absolute',
            top: 8,
            left: 8,
            padding: '6px 10px',
            borderRadius: token.borderRadius,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowTertiary,
            color: token.colorText,
            fontSize: 12,
            lineHeight: '20px',
          }}
        >
          {SPEED_BANDS.map((b, i) => (
            <div key={b.band}>
              {swatch(b.colour, true)}
              {t(`track.bands.${b.band}`, { min: SPEED_BANDS[i - 1]?.below ?? 0, max: b.below })}
            </div>
          ))}
          {(['start', 'end', 'stop'] as const).map((kind) => (
            <div key={kind}>
              {swatch(MARK_COLOURS[kind], false)}
              {t(`track.${kind}`)}
            </div>
          ))}
        </div>
      </MapView>
    ),
    [tiles, onReady, bounds, height, token, t],
  );
}

/** A legend entry's sample: a short line for a speed band, a dot for a mark. */
function swatch(colour: string, line: boolean) {
  return (
    <span
      style={{
        display: 'inline-block',
        width: line ? 18 : 10,
        height: line ? 4 : 10,
        borderRadius: line ? 2 : 5,
        background: colour,
        marginRight: 6,
        verticalAlign: 'middle',
      }}
    />
  );
}
