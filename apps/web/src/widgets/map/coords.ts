import { gcj02ToWgs84, wgs84ToGcj02 } from '@chelian/contracts/geo/locate';
import type { MapTiles } from '@chelian/contracts/monitor';

export type LngLat = [number, number];

const isGcj02 = (tiles: MapTiles | null | undefined) => !!tiles?.url && tiles.coord === 'gcj02';

/**
 * Positions are stored and sent in WGS-84; tiles of the Chinese providers are drawn in GCJ-02, so
 * what goes on such a map is shifted first. The offline basemap is WGS-84 like the data.
 */
export function displayCoord(tiles: MapTiles | null | undefined): (lng: number, lat: number) => LngLat {
  return isGcj02(tiles) ? wgs84ToGcj02 : (lng, lat) => [lng, lat];
}

/** The inverse of displayCoord: a position picked on the map, back in WGS-84 to be stored. */
export function storedCoord(tiles: MapTiles | null | undefined): (lng: number, lat: number) => LngLat {
  return isGcj02(tiles) ? gcj02ToWgs84 : (lng, lat) => [lng, lat];
}
