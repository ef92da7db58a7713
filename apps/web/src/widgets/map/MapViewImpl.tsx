import { useEffect, useRef, useState } from 'react';
import {
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  prewarm,
  type GeoJSONSource,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SOUTH_CHINA_SEA_BOUNDS } from '@chelian/contracts/geo/south-china-sea';
import type { Language } from '../../i18n';
import { useAppliedTheme } from '../../hooks/useAppliedTheme';
import { useLatest } from '../../utils/useLatest';
import { applyBasemapColours, basemapStyle, loadPrefecturesWhenShown, provinceLabelData } from './basemap';
import type { MapViewProps } from './props';
import { SouthChinaSeaInset } from './SouthChinaSeaInset';

// the library looks for its worker beside its own module, which the bundle does not keep: the
// worker ships as an asset of its own (self-contained, 520 kB, 147 kB gzip) and is named here
setWorkerUrl(workerUrl);
// the worker starts with the chunk, while the screen still waits for its data
prewarm();

const CHINA: [[number, number], [number, number]] = [
  [73, 17],
  [135, 54],
];

/** CJK names are drawn with the browser's own fonts: no glyph download for them. */
const LOCAL_CJK_FONTS =
  '"Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';

/** Whether the view leaves out part of the South China Sea islands and the dashed line. */
function missesSouthChinaSea(map: MapLibreMap): boolean {
  const view = map.getBounds();
  const [[west, south], [east, north]] = SOUTH_CHINA_SEA_BOUNDS;
  return !(
    view.getWest() <= west &&
    view.getSouth() <= south &&
    view.getEast() >= east &&
    view.getNorth() >= north
  );
}

/** The titles of the library's controls in the console's language (its own are English). */
const controlTexts = (t: TFunction) => ({
  'NavigationControl.ZoomIn': t('map.zoomIn'),
  'NavigationControl.ZoomOut': t('map.zoomOut'),
  'Map.Title': t('map.title'),
  'Marker.Title': t('map.marker'),
  'Popup.Close': t('map.closePopup'),
});

export default function MapViewImpl({ tiles, onReady, bounds, testId, style, children }: MapViewProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { config } = useAppliedTheme();
  const dark = config.algorithm === antdTheme.darkAlgorithm;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const ready = useLatest(onReady);
  const [inset, setInset] = useState(false);
  const navigation = useRef<NavigationControl | null>(null);

  useEffect(() => {
    const map = new MapLibreMap({
      container: container.current!,
      style: basemapStyle({ lang, tiles, dark }),
      bounds: bounds ?? CHINA,
      attributionControl: false,
      localIdeographFontFamily: LOCAL_CJK_FONTS,
      // the controls' titles in the console's language (the library's own are English)
      locale: controlTexts(t),
      dragRotate: false,
      pitchWithRotate: false,
      // labels appear at once: a fade is 300 ms of frames drawn again, each 40-400 ms without a GPU,
      // before the map stands still ('idle') with the fleet on it
      fadeDuration: 0,
    });
    map.touchZoomRotate.disableRotation();
    navigation.current = new NavigationControl({ showCompass: false });
    map.addControl(navigation.current, 'top-right');
    map.addControl(new ScaleControl({}), 'bottom-left');
    mapRef.current = map;
    const placeInset = () => setInset(missesSouthChinaSea(map));
    map.on('moveend', placeInset);
    const cleanups: (() => void)[] = [];
    // as soon as the style is in: the screen's data goes to the worker while the basemap is still
    // being drawn ('load' waits for that first full render, 2-3 s later under SwiftShader)
    map.once('style.load', () => {
      placeInset();
      cleanups.push(loadPrefecturesWhenShown(map));
      const cleanup = ready.current(map);
      if (typeof cleanup === 'function') cleanups.push(cleanup);
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
      map.off('moveend', placeInset);
      mapRef.current = null;
      map.remove();
    };
    // a new map only when the tiles drawn change (the datum matters only with tiles: a screen that
    // learns the setting with its data would otherwise build its map twice); language and theme
    // are applied in place below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles?.url ? `${tiles.url} ${tiles.coord}` : '']);

  useEffect(() => {
    const map = mapRef.current;
    void map?.getSource<GeoJSONSource>('provinceLabels')?.setData(provinceLabelData(lang));
    // the library titles its buttons as a control is added: the zoom buttons are added again
    // with the new language's titles
    if (map && navigation.current && map._locale['NavigationControl.ZoomIn'] !== t('map.zoomIn')) {
      Object.assign(map._locale, controlTexts(t));
      map.removeControl(navigation.current);
      navigation.current = new NavigationControl({ showCompass: false });
      map.addControl(navigation.current, 'top-right');
    }
  }, [lang, t]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.isStyleLoaded()) applyBasemapColours(map, dark);
    else map?.once('style.load', () => applyBasemapColours(map, dark));
  }, [dark]);

  return (
    <div style={{ position: 'relative', height: '100%', ...style }}>
      <div ref={container} data-testid={testId ?? 'map'} style={{ position: 'absolute', inset: 0 }} />
      {inset && <SouthChinaSeaInset dark={dark} />}
      {children}
    </div>
  );
}
