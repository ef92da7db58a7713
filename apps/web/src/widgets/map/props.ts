import type { CSSProperties, ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapTiles } from '@chelian/contracts/monitor';

export interface MapViewProps {
  /** the tile setting; null or an empty url: the offline basemap */
  tiles: MapTiles | null | undefined;
  /**
   * Called once the style has loaded, with the map; what it returns is called when the map goes
   * (remove listeners, markers). Sources and layers added here survive a change of language.
   */
  onReady: (map: MapLibreMap) => void | (() => void);
  /** initial view: WGS-84 bounds [[west, south], [east, north]]; China when not given */
  bounds?: [[number, number], [number, number]];
  testId?: string;
  style?: CSSProperties;
  /** drawn over the map (legends, tool bars) */
  children?: ReactNode;
}
