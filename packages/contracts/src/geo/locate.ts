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

/**
 * The province holding a WGS-84 position, from the simplified outlines: a point on a coast or a
 * border may fall outside them, so the nearest province centre within 1 degree is taken then.
 */
export function provinceAt(lng: number, lat: number): ProvinceOutline | null {
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  let nearest: ProvinceOutline | null = null;
  let best = 1;
  for (const { province, box } of boxes()) {
    // even-odd over all rings: a ring inside another is a hole (an enclave of a neighbour)
    if (lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] && province.rings.filter((ring) => inRing(lng, lat, ring)).length % 2 === 1) return province;
    const d = Math.hypot(province.centre[0] - lng, province.centre[1] - lat);
    if (d < best) {
      best = d;
      nearest = province;
    }
  }
  return nearest;
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
