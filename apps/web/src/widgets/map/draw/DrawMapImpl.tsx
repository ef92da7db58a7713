import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Space, Tooltip, theme } from 'antd';
import Icon, { BorderOutlined, DeleteOutlined, SelectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawRenderMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { FenceGeometry } from '@chelian/contracts/geo/fence';
import { useLatest } from '../../../utils/useLatest';
import { displayCoord, storedCoord } from '../coords';
import { MapView, useMapTiles } from '../MapView';
import type { DrawMapProps } from './types';
import { boundsOf, isHole, radiusText, shapeOf, toFeatures, toGeometry, type DrawShape } from './geometry';

type Tool = DrawShape | 'select';

const SHAPES: readonly DrawShape[] = ['circle', 'polygon', 'rectangle'];

const CircleSvg = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="8" cy="8" r="6.25" />
  </svg>
);
const PolygonSvg = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M8 1.75 14.25 6.3 11.9 14.25H4.1L1.75 6.3Z" strokeLinejoin="round" />
  </svg>
);

const ICONS: Record<Tool, ReactNode> = {
  circle: <Icon component={CircleSvg} />,
  polygon: <Icon component={PolygonSvg} />,
  rectangle: <BorderOutlined />,
  select: <SelectOutlined />,
};

/** The fence colours of the console: the primary blue, filled lightly so the streets stay legible. */
const FILL = '#1677ff';
const shapeStyles = { fillColor: FILL, fillOpacity: 0.18, outlineColor: FILL, outlineWidth: 2 } as const;

/** The shape clear of what lies over the map: the tool bar at the top, the zoom buttons and the inset on the right. */
const FIT_PADDING = { top: 80, left: 40, bottom: 40, right: 128 };

const isShape = (f: GeoJSONStoreFeatures) =>
  f.geometry.type === 'Polygon' && SHAPES.includes(f.properties.mode as DrawShape);

export default function DrawMapImpl({
  value,
  onChange,
  shape,
  disabled,
  tiles: given,
  testId,
  style,
}: DrawMapProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const fetched = useMapTiles();
  const tiles = given === undefined ? fetched : given;
  const drawRef = useRef<TerraDraw | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  /** the value last sent through onChange: when it comes back as the value, nothing is reloaded */
  const emitted = useRef<FenceGeometry | null | undefined>(undefined);
  /** features being replaced by code: their change events are not the user's */
  const quiet = useRef(false);
  const [tool, setTool] = useState<Tool>('select');
  const [view, setView] = useState('');
  const latest = useLatest({ value, shape, onChange, tiles, disabled });

  /** Shows the current value, alone, and fits the view to it. */
  const load = useCallback(() => {
    const draw = drawRef.current;
    const map = mapRef.current;
    if (!draw || !map) return;
    const { value: current, shape: asShape, tiles: setting } = latest.current;
    emitted.current = current;
    quiet.current = true;
    draw.clear();
    quiet.current = false;
    if (!current) return;
    const [feature, ...holes] = toFeatures(current, shapeOf(current, asShape), displayCoord(setting));
    const [result] = draw.addFeatures(
      [feature!, ...holes].map((f) => ({ id: draw.getFeatureId(), type: 'Feature' as const, ...f })),
    );
    if (result?.valid)
      map.fitBounds(boundsOf(feature!.geometry.coordinates[0]!), {
        padding: FIT_PADDING,
        duration: 0,
        maxZoom: 16,
      });
  }, [latest]);

  /** Sends the drawn shape (or null) out, in WGS-84. */
  const emit = useCallback(() => {
    const draw = drawRef.current;
    if (!draw) return;
    const shapes = draw.getSnapshot().filter(isShape);
    const drawn = shapes.filter((f) => !isHole(f)).at(-1);
    // a polygon's holes stay with it; a circle has none
    const holes = drawn && drawn.properties.mode !== 'circle' ? shapes.filter(isHole) : [];
    const geometry = drawn ? toGeometry(drawn, storedCoord(latest.current.tiles), holes) : null;
    emitted.current = geometry;
    latest.current.onChange?.(geometry, drawn ? (drawn.properties.mode as DrawShape) : null);
  }, [latest]);

  const onReady = useCallback(
    (map: MapLibreMap) => {
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawCircleMode({ styles: shapeStyles }),
          new TerraDrawPolygonMode({ styles: shapeStyles }),
          new TerraDrawRectangleMode({ styles: shapeStyles }),
          new TerraDrawSelectMode({
            flags: {
              polygon: {
                feature: {
                  draggable: true,
                  coordinates: { draggable: true, deletable: true, midpoints: true },
                },
              },
              // corners drag with the opposite one fixed: the rectangle stays axis-aligned
              rectangle: { feature: { draggable: true, coordinates: { resizable: 'opposite' } } },
              // a circle moves whole; it is redrawn to change its radius
              circle: { feature: { draggable: true } },
            },
          }),
          new TerraDrawRenderMode({
            modeName: 'static',
            styles: {
              polygonFillColor: FILL,
              polygonFillOpacity: 0.18,
              polygonOutlineColor: FILL,
              polygonOutlineWidth: 2,
            },
          }),
        ],
      });
      draw.start();
      draw.setMode(latest.current.disabled ? 'static' : 'select');
      drawRef.current = draw;
      mapRef.current = map;
      load();

      draw.on('finish', (id, context) => {
        if (context.action === 'draw') {
          // one area per fence: a new shape replaces the old one
          const others = draw
            .getSnapshot()
            .filter((f) => isShape(f) && f.id !== id)
            .map((f) => f.id!);
          quiet.current = true;
          if (others.length) draw.removeFeatures(others);
          quiet.current = false;
          draw.setMode('select');
          setTool('select');
          draw.selectFeature(id);
        }
        emit();
      });
      draw.on('change', (_ids, type) => {
        if (type === 'delete' && !quiet.current) emit();
      });
      const showView = () => {
        const c = map.getCenter();
        setView(`${c.lng},${c.lat},${map.getZoom()}`);
      };
      map.on('moveend', showView);
      showView();
      return () => {
        map.off('moveend', showView);
        draw.stop();
        drawRef.current = null;
        mapRef.current = null;
      };
    },
    [emit, latest, load],
  );

  // a value from outside (another record, a reset) replaces what is drawn
  useEffect(() => {
    if (value !== emitted.current && !(value == null && emitted.current == null)) load();
  }, [value, load]);

  useEffect(() => {
    const draw = drawRef.current;
    const mode = disabled ? 'static' : tool;
    // setting the mode it is in starts it again, which would drop the selection a finished
    // drawing has just made
    if (draw && draw.getMode() !== mode) draw.setMode(mode);
  }, [disabled, tool]);

  const remove = () => {
    const draw = drawRef.current;
    if (!draw) return;
    quiet.current = true;
    draw.clear();
    quiet.current = false;
    emit();
  };

  const summary = (v: FenceGeometry) =>
    v.type === 'Circle'
      ? t('draw.radius', { value: radiusText(v.radius) })
      : t('draw.vertices', { count: v.coordinates[0]!.length - 1 });
  const hint =
    !disabled && tool !== 'select'
      ? t(`draw.hint.${tool}`)
      : value
        ? summary(value)
        : disabled
          ? ''
          : t('draw.hint.empty');

  return (
    <div data-testid={testId ?? 'draw-map'} data-view={view} style={{ height: 360, ...style }}>
      <MapView
        tiles={tiles}
        onReady={onReady}
        testId={`${testId ?? 'draw-map'}-canvas`}
        style={{ height: '100%' }}
      >
        <div
          style={{
            position: 'absolute',
            top: 8,
            left: 8,
            display: 'flex',
            flexDirection: 'column',
            gap: 6,
            alignItems: 'flex-start',
            maxWidth: 'calc(100% - 64px)',
          }}
        >
          {disabled ? null : (
            <Space.Compact>
              {(['circle', 'polygon', 'rectangle', 'select'] as const).map((key) => (
                <Tooltip
                  key={key}
                  title={
                    key === 'select' ? (
                      // how to edit is told here: the hint box shows the shape while selecting
                      <>
                        <div>{t('draw.select')}</div>
                        <div style={{ opacity: 0.8, fontSize: token.fontSizeSM }}>
                          {t('draw.hint.select')}
                        </div>
                      </>
                    ) : (
                      t(`draw.${key}`)
                    )
                  }
                >
                  <Button
                    aria-label={t(`draw.${key}`)}
                    data-testid={`draw-tool-${key}`}
                    type={tool === key ? 'primary' : 'default'}
                    icon={ICONS[key]}
                    onClick={() => setTool(key)}
                  />
                </Tooltip>
              ))}
              <Tooltip title={t('draw.delete')}>
                <Button
                  aria-label={t('draw.delete')}
                  data-testid="draw-tool-delete"
                  icon={<DeleteOutlined />}
                  disabled={!value}
                  onClick={remove}
                />
              </Tooltip>
            </Space.Compact>
          )}
          {hint ? (
            <div
              data-testid="draw-hint"
              style={{
                background: token.colorBgElevated,
                color: token.colorText,
                boxShadow: token.boxShadowTertiary,
                borderRadius: token.borderRadiusSM,
                padding: '2px 8px',
                fontSize: token.fontSizeSM,
              }}
            >
              {hint}
            </div>
          ) : null}
        </div>
      </MapView>
    </div>
  );
}
