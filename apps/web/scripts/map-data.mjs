// Derives the offline basemap's data from echarts 4.9.0 (Apache-2.0), whose npm package ships
// maps of China in its own compressed encoding:
//   - packages/contracts/src/geo/south-china-sea.ts: the islands of 三沙市 (map/json/province/hainan.json)
//     and the dashed maritime boundary line;
//   - apps/web/public/map/prefectures.json: the prefecture outlines (map/json/china-cities.json),
//     fetched by the map only from zoom 5.5 on.
// echarts draws the dashed line only as a schematic in a corner box (lib/coord/geo/fix/nanhai.js,
// not in geographic coordinates), so its nine dashes come from Natural Earth's
// ne_10m_admin_0_boundary_lines_maritime_indicator_chn (public domain): start, middle and end of each.
//
//   node apps/web/scripts/map-data.mjs [path to node_modules/echarts 4.9.0]
//   npx prettier --write packages/contracts/src/geo/south-china-sea.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ECHARTS = process.argv[2];
if (!ECHARTS) {
  console.error(
    'usage: node apps/web/scripts/map-data.mjs <echarts 4.9.0 package folder, e.g. unpacked from `npm pack echarts@4.9.0`>',
  );
  process.exit(2);
}
const root = (path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const DASHES = [
  [
    [109.32, 16.59],
    [109.59, 16.08],
    [109.87, 15.58],
  ],
  [
    [110.4, 12.62],
    [110.27, 11.97],
    [110.09, 11.5],
  ],
  [
    [108.43, 7.37],
    [108.3, 6.69],
    [108.39, 6.19],
  ],
  [
    [112.7, 3.67],
    [112.06, 3.44],
    [111.54, 3.4],
  ],
  [
    [116.51, 8.12],
    [116.03, 7.64],
    [115.68, 7.28],
  ],
  [
    [119.04, 12.36],
    [118.78, 11.75],
    [118.59, 11.28],
  ],
  [
    [119.02, 15.9],
    [119.02, 15.16],
    [119.01, 14.75],
  ],
  [
    [119.83, 18.81],
    [119.54, 18.24],
    [119.39, 17.77],
  ],
  [
    [121.84, 21.72],
    [121.51, 21.37],
    [121.08, 20.88],
  ],
];

/** echarts' encoding: per ring, character pairs of zigzag deltas from an offset, in 1/1024 degree. */
function decodeRing(text, [x0, y0], scale = 1024) {
  const out = [];
  let x = x0;
  let y = y0;
  for (let i = 0; i < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    out.push([x / scale, y / scale]);
  }
  return out;
}

/** The polygons of a feature as rings of [lng, lat], outer rings first. */
function decodeFeature(feature) {
  const { type, coordinates, encodeOffsets } = feature.geometry;
  const polygons = type === 'Polygon' ? [coordinates] : coordinates;
  const offsets = type === 'Polygon' ? [encodeOffsets] : encodeOffsets;
  return polygons.map((rings, p) => rings.map((ring, r) => decodeRing(ring, offsets[p][r])));
}

/** Douglas-Peucker on a closed ring, keeping at least a triangle. */
function simplify(ring, tolerance) {
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = ring[a];
    const [bx, by] = ring[b];
    const len = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let far = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = ring[i];
      const d =
        len === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > far) {
        far = d;
        worst = i;
      }
    }
    if (worst >= 0 && far > tolerance) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

const round = (v, digits) => Number(v.toFixed(digits));

/** Simplified, rounded, without repeated points; null when too little is left of it. */
function tidy(ring, tolerance, digits) {
  const out = [];
  for (const [x, y] of simplify(ring, tolerance)) {
    const p = [round(x, digits), round(y, digits)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (out.length < 3) return null;
  const [fx, fy] = out[0];
  const [lx, ly] = out[out.length - 1];
  if (fx !== lx || fy !== ly) out.push([fx, fy]);
  return out.length >= 4 ? out : null;
}

// the islands of 三沙市: reefs of a few hundred metres, so rings are kept nearly whole (0.002 deg)
const hainan = JSON.parse(readFileSync(`${ECHARTS}/map/json/province/hainan.json`, 'utf8'));
const sansha = hainan.features.find((f) => f.id === '460300');
const islands = decodeFeature(sansha)
  .flat()
  .map((ring) => tidy(ring, 0.002, 3) ?? ring.map(([x, y]) => [round(x, 3), round(y, 3)]));
const fmt = (rings) => JSON.stringify(rings).replaceAll('],[', '], [');
writeFileSync(
  root('packages/contracts/src/geo/south-china-sea.ts'),
  `/**
 * The South China Sea islands (南海诸岛, 三沙市 of Hainan) and the dashed maritime boundary line,
 * WGS-84 [lng, lat], for the offline basemap and its South China Sea inset. The islands are from the
 * map of Hainan in echarts 4.9.0 (Apache License 2.0, map/json/province/hainan.json), simplified to
 * 0.002 degrees; the dashes (start, middle and end of each) from Natural Earth's
 * ne_10m_admin_0_boundary_lines_maritime_indicator_chn (public domain). Generated by
 * apps/web/scripts/map-data.mjs.
 */

/** outer rings of the islands */
export const SOUTH_CHINA_SEA_ISLANDS: [number, number][][] = ${fmt(islands)};

/** the dashes of the maritime boundary line, west to east */
export const SOUTH_CHINA_SEA_DASHES: [number, number][][] = ${fmt(DASHES)};

/** what an inset must show: the islands and the dashed line, [[west, south], [east, north]] */
export const SOUTH_CHINA_SEA_BOUNDS: [[number, number], [number, number]] = [
  [106.5, 2.8],
  [123, 24.5],
];
`,
);

// prefecture outlines, simplified to 0.02 degrees (about 2 km, a few pixels at zoom 8)
const cities = JSON.parse(readFileSync(`${ECHARTS}/map/json/china-cities.json`, 'utf8'));
const features = cities.features.map((f) => ({
  type: 'Feature',
  properties: { code: f.id },
  geometry: {
    type: 'MultiPolygon',
    coordinates: decodeFeature(f)
      .map((rings) => rings.map((ring) => tidy(ring, 0.02, 2)).filter(Boolean))
      .filter((rings) => rings.length > 0),
  },
}));
const json = JSON.stringify({ type: 'FeatureCollection', features });
writeFileSync(root('apps/web/public/map/prefectures.json'), json);
console.log(
  `islands: ${islands.length} rings; prefectures: ${features.length}, ${json.length} bytes, ` +
    `${gzipSync(json).length} gzip`,
);
