/** Web Mercator at zoom 0: the world is 256 px square, x east from -180 deg, y south from about 85 deg N. */
export const TILE = 256;

export function project(lng: number, lat: number): [number, number] {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return [((lng + 180) / 360) * TILE, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE];
}

export function unproject(x: number, y: number): [number, number] {
  const lng = (x / TILE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE;
  return [lng, (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))];
}

export interface View {
  /** centre in zoom-0 world pixels */
  cx: number;
  cy: number;
  zoom: number;
  width: number;
  height: number;
}

/** Screen position of a zoom-0 world point in the view. */
export function toScreen(view: View, x: number, y: number): [number, number] {
  const k = 2 ** view.zoom;
  return [(x - view.cx) * k + view.width / 2, (y - view.cy) * k + view.height / 2];
}

/** Zooms by `factor` keeping the world point under (sx, sy) where it is on screen. */
export function zoomAt(view: View, sx: number, sy: number, zoom: number): View {
  const z = Math.max(3, Math.min(18, zoom));
  const k0 = 2 ** view.zoom;
  const k1 = 2 ** z;
  const wx = view.cx + (sx - view.width / 2) / k0;
  const wy = view.cy + (sy - view.height / 2) / k0;
  return { ...view, zoom: z, cx: wx - (sx - view.width / 2) / k1, cy: wy - (sy - view.height / 2) / k1 };
}
