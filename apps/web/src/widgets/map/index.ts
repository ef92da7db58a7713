export { MapView, useMapTiles, type MapViewProps } from './MapView';
export { displayCoord, storedCoord, type LngLat } from './coords';
export { FONT as MAP_FONT } from './font';
export { DrawMap, type DrawMapProps } from './draw/DrawMap';
export type { DrawShape } from './draw/geometry';
