import { CHINA_PROVINCES, type ProvinceOutline } from './china-provinces';

interface Indexed {
  province: ProvinceOutline;
  box: [minLng: number, minLat: number, maxLng: number, maxLat: number];
}

let index: Indexed[] | null = null;

function boxes(): Indexed[] {
  index ??= CHINA_PROVINCES.map((province) => {
    const points = province.rings.flat();
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    return { province, box: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] };
  });
  return index;
}

/** Even-odd ray casting: whether the point lies inside the ring. */
export function inRing(lng: number, lat: number, ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd over all rings: a ring inside another is a hole (an enclave of a neighbour). */
function inside(lng: number, lat: number, province: ProvinceOutline): boolean {
  let count = 0;
  for (const ring of province.rings) if (inRing(lng, lat, ring)) count++;
  return count % 2 === 1;
}

/**
 * The province holding a WGS-84 position, from the simplified outlines: a point on a coast or a
 * border may fall outside them, so the nearest province centre within 1 degree is taken then.
 */
export function provinceAt(lng: number, lat: number): ProvinceOutline | null {
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  const cell = grid().at(lng, lat);
  if (typeof cell === 'number')
    return cell >= 0 ? CHINA_PROVINCES[cell]! : cell === NONE ? null : exactProvinceAt(lng, lat);
  // a border cell: only the provinces whose outlines cross it can hold the point
  for (const i of cell) if (inside(lng, lat, CHINA_PROVINCES[i]!)) return CHINA_PROVINCES[i]!;
  return exactProvinceAt(lng, lat);
}

export function exactProvinceAt(lng: number, lat: number): ProvinceOutline | null {
  let nearest: ProvinceOutline | null = null;
  let best = 1;
  for (const { province, box } of boxes()) {
    if (lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] && inside(lng, lat, province))
      return province;
    const d = Math.hypot(province.centre[0] - lng, province.centre[1] - lat);
    if (d < best) {
      best = d;
      nearest = province;
    }
  }
  return nearest;
}

/**
 * Grid cells no outline edge crosses lie wholly in one province (or in none); a cell an edge
 * crosses keeps the provinces whose edges do.
 */
const CELL_DEGREES = 0.25;
const OUTSIDE = -1;
/** outside every outline and farther than a degree from every province centre: no province */
const NONE = -2;

interface Grid {
  /** the province index of the cell holding the point (NONE: none, OUTSIDE: test it), or the provinces to test */
  at(lng: number, lat: number): number | readonly number[];
}

let cells: Grid | null = null;

/**
 * A raster of the outlines, built once: every cell an edge's box touches is a border cell that
 * lists the edge's province, every other cell takes the province of its centre. 100,000
 * positions counted by province took a third of a second of ray casting over every province.
 */
function grid(): Grid {
  if (cells) return cells;
  const all = boxes();
  const west = Math.floor(Math.min(...all.map((b) => b.box[0])));
  const south = Math.floor(Math.min(...all.map((b) => b.box[1])));
  const columns = Math.ceil((Math.max(...all.map((b) => b.box[2])) - west) / CELL_DEGREES) + 1;
  const rows = Math.ceil((Math.max(...all.map((b) => b.box[3])) - south) / CELL_DEGREES) + 1;
  const column = (lng: number) => Math.floor((lng - west) / CELL_DEGREES);
  const row = (lat: number) => Math.floor((lat - south) / CELL_DEGREES);
  const border = new Map<number, Set<number>>();
  all.forEach(({ province }, p) => {
    for (const ring of province.rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x1, y1] = ring[i]!;
        const [x2, y2] = ring[j]!;
        for (let c = column(Math.min(x1, x2)); c <= column(Math.max(x1, x2)); c++)
          for (let r = row(Math.min(y1, y2)); r <= row(Math.max(y1, y2)); r++) {
            const k = r * columns + c;
            if (!border.has(k)) border.set(k, new Set());
            border.get(k)!.add(p);
          }
      }
  });
  const code = new Int16Array(columns * rows).fill(OUTSIDE);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const k = r * columns + c;
      if (border.has(k)) continue;
      const [x, y] = [west + (c + 0.5) * CELL_DEGREES, south + (r + 0.5) * CELL_DEGREES];
      const far = all.every(
        ({ province }) => Math.hypot(province.centre[0] - x, province.centre[1] - y) > 1 + CELL_DEGREES,
      );
      code[k] = exactInside(x, y) ?? (far ? NONE : OUTSIDE);
    }
  const candidates = new Map([...border].map(([k, set]) => [k, [...set]]));
  cells = {
    at(lng, lat) {
      const c = column(lng);
      const r = row(lat);
      if (c < 0 || r < 0 || c >= columns || r >= rows) return OUTSIDE; // the nearest-centre rule decides
      const k = r * columns + c;
      return candidates.get(k) ?? code[k]!;
    },
  };
  return cells;
}

/** The index of the province whose outline holds the point, without the nearest-centre fallback. */
function exactInside(lng: number, lat: number): number | null {
  const all = boxes();
  for (let i = 0; i < all.length; i++) {
    const { province, box } = all[i]!;
    if (lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] && inside(lng, lat, province))
      return i;
  }
  return null;
}

const A = 6378245.0;
const EE = 0.006693421622965943;

function outOfChina(lng: number, lat: number): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** WGS-84 to GCJ-02, the offset coordinates Chinese tile providers draw in (identity outside China). */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let dLat = transformLat(lng - 105, lat - 35);
  let dLng = transformLng(lng - 105, lat - 35);
  const radLat = (lat / 180) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/**
 * GCJ-02 back to WGS-84 (identity outside China). The forward shift has no closed inverse; it
 * varies by under 1e-5 of itself per metre, so fixed-point steps w -= f(w) - g converge at once:
 * three steps leave under 1e-9 degrees (0.1 mm), the loop stops earlier when there.
 */
export function gcj02ToWgs84(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let w: [number, number] = [lng, lat];
  for (let i = 0; i < 6; i++) {
    const [fx, fy] = wgs84ToGcj02(w[0], w[1]);
    const dx = fx - lng;
    const dy = fy - lat;
    w = [w[0] - dx, w[1] - dy];
    if (Math.abs(dx) < 1e-10 && Math.abs(dy) < 1e-10) break;
  }
  return w;
}
