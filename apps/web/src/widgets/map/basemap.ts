import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, LineString, Point, Polygon, MultiPolygon } from 'geojson';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { SOUTH_CHINA_SEA_DASHES, SOUTH_CHINA_SEA_ISLANDS } from '@chelian/contracts/geo/south-china-sea';
import type { MapTiles } from '@chelian/contracts/monitor';
import type { Language } from '../../i18n';
import { FONT } from './font';

/** From this zoom on the offline basemap draws prefecture outlines, fetched when first needed. */
export const PREFECTURE_ZOOM = 5.5;

/** The colours of the offline basemap, light or dark like the console's theme. */
export function basemapColours(dark: boolean) {
  return dark
    ? {
        sea: '#141a21',
        land: '#1f2933',
        province: 'rgba(120,170,255,0.55)',
        prefecture: 'rgba(120,170,255,0.22)',
        dash: 'rgba(150,190,255,0.85)',
        label: 'rgba(255,255,255,0.75)',
      }
    : {
        sea: '#e9eef5',
        land: '#f4f7fb',
        province: 'rgba(22,119,255,0.45)',
        prefecture: 'rgba(22,119,255,0.2)',
        dash: 'rgba(22,80,160,0.8)',
        label: 'rgba(0,0,0,0.55)',
      };
}

/** Province outlines and the South China Sea islands as GeoJSON (computed once: they do not change). */
let land: FeatureCollection<Polygon | MultiPolygon> | null = null;
function landShapes(): FeatureCollection<Polygon | MultiPolygon> {
  land ??= {
    type: 'FeatureCollection',
    features: [
      ...CHINA_PROVINCES.map((p) => ({
        type: 'Feature' as const,
        id: Number(p.code),
        properties: { code: p.code },
        geometry: { type: 'MultiPolygon' as const, coordinates: p.rings.map((ring) => [ring]) },
      })),
      {
        type: 'Feature',
        properties: { code: '460300' },
        geometry: { type: 'MultiPolygon', coordinates: SOUTH_CHINA_SEA_ISLANDS.map((ring) => [ring]) },
      },
    ],
  };
  return land;
}

const dashes: FeatureCollection<LineString> = {
  type: 'FeatureCollection',
  features: SOUTH_CHINA_SEA_DASHES.map((coordinates) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  })),
};

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Province label points, named in the language asked for. */
function provinceLabels(lang: Language): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: CHINA_PROVINCES.map((p) => ({
      type: 'Feature',
      properties: { name: p.name[lang] },
      geometry: { type: 'Point', coordinates: p.centre },
    })),
  };
}

export interface BasemapOptions {
  lang: Language;
  tiles: MapTiles | null | undefined;
  dark?: boolean;
}

/**
 * The map's style: the configured tiles when there are some (a {z}/{x}/{y} raster template, or a
 * vector style's URL), else the offline basemap: provinces, the South China Sea islands and the
 * dashed maritime boundary line, prefectures from PREFECTURE_ZOOM on; the province names on top
 * in the console's language either way.
 */
export function basemapStyle({ lang, tiles, dark = false }: BasemapOptions): StyleSpecification | string {
  if (tiles?.url && /\.json(\?|$)/.test(tiles.url)) return tiles.url;
  const c = basemapColours(dark);
  const raster = Boolean(tiles?.url);
  return {
    version: 8,
    // braces as they are: new URL() would escape the tokens maplibre fills in
    glyphs: `${new URL('map/glyphs/', document.baseURI).href}{fontstack}/{range}.pbf`,
    sources: {
      ...(raster
        ? { tiles: { type: 'raster', tiles: [tiles!.url], tileSize: 256, maxzoom: 18 } }
        : {
            prefectures: { type: 'geojson', data: EMPTY },
            dashes: { type: 'geojson', data: dashes },
          }),
      provinces: { type: 'geojson', data: landShapes() },
      provinceLabels: { type: 'geojson', data: provinceLabels(lang) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': c.sea } },
      ...(raster
        ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }]
        : [
            {
              id: 'province-fill',
              type: 'fill' as const,
              source: 'provinces',
              paint: { 'fill-color': c.land },
            },
            {
              id: 'prefecture-line',
              type: 'line' as const,
              source: 'prefectures',
              minzoom: PREFECTURE_ZOOM,
              paint: { 'line-color': c.prefecture, 'line-width': 0.8 },
            },
            {
              id: 'dash-line',
              type: 'line' as const,
              source: 'dashes',
              paint: { 'line-color': c.dash, 'line-width': 2 },
            },
          ]),
      {
        id: 'province-line',
        type: 'line',
        source: 'provinces',
        paint: { 'line-color': c.province, 'line-width': raster ? 0 : 1 },
      },
      {
        id: 'province-label',
        type: 'symbol',
        source: 'provinceLabels',
        minzoom: 4.5,
        layout: { 'text-field': ['get', 'name'], 'text-font': FONT, 'text-size': 12 },
        paint: { 'text-color': c.label, 'text-halo-color': c.land, 'text-halo-width': 1 },
      },
    ],
  };
}

/** Renames the province labels of a map already drawn (the language changed). */
export function provinceLabelData(lang: Language): FeatureCollection<Point> {
  return provinceLabels(lang);
}

/** Recolours the offline basemap of a map already drawn (the theme changed); its layers stay. */
export function applyBasemapColours(map: MapLibreMap, dark: boolean): void {
  const c = basemapColours(dark);
  const paint: [string, Parameters<MapLibreMap['setPaintProperty']>[1], string][] = [
    ['background', 'background-color', c.sea],
    ['province-fill', 'fill-color', c.land],
    ['prefecture-line', 'line-color', c.prefecture],
    ['dash-line', 'line-color', c.dash],
    ['province-line', 'line-color', c.province],
    ['province-label', 'text-color', c.label],
    ['province-label', 'text-halo-color', c.land],
  ];
  for (const [layer, property, value] of paint)
    if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
}

/**
 * Fetches the prefecture outlines (public/map/prefectures.json, about 120 kB gzip) the first time the
 * offline basemap is zoomed in far enough to draw them; the whole-country view never loads them.
 * Returns the listener's removal.
 */
export function loadPrefecturesWhenShown(map: MapLibreMap): () => void {
  const source = map.getSource<GeoJSONSource>('prefectures');
  if (!source) return () => {};
  const check = () => {
    if (map.getZoom() < PREFECTURE_ZOOM) return;
    map.off('zoomend', check);
    void source.setData(new URL('map/prefectures.json', document.baseURI).href);
  };
  map.on('zoomend', check);
  check();
  return () => map.off('zoomend', check);
}
