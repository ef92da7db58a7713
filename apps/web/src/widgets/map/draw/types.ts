import type { CSSProperties } from 'react';
import type { FenceGeometry } from '@chelian/contracts/geo/fence';
import type { MapTiles } from '@chelian/contracts/monitor';
import type { DrawShape } from './geometry';

export interface DrawMapProps {
  /**
   * The drawn area in WGS-84 (contracts geo/fence.ts): a Polygon for a polygon or a rectangle, a
   * Circle of centre and radius in metres; null or undefined: nothing drawn.
   */
  value?: FenceGeometry | null;
  /** a shape drawn, moved, reshaped or deleted (null); the second argument says which tool drew it */
  onChange?: (value: FenceGeometry | null, shape: DrawShape | null) => void;
  /** how a Polygon value is edited: 'rectangle' keeps it rectangular (default: as a polygon) */
  shape?: DrawShape | null;
  /** shows the value without the tools */
  disabled?: boolean;
  /** the tile setting (default: the server's, useMapTiles) */
  tiles?: MapTiles | null;
  testId?: string;
  style?: CSSProperties;
}
