import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import {
  SOUTH_CHINA_SEA_BOUNDS,
  SOUTH_CHINA_SEA_DASHES,
  SOUTH_CHINA_SEA_ISLANDS,
} from '@chelian/contracts/geo/south-china-sea';
import { useTranslation } from 'react-i18next';
import { basemapColours } from './basemap';

const WIDTH = 120;
const [[WEST, SOUTH], [EAST, NORTH]] = SOUTH_CHINA_SEA_BOUNDS;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const SCALE = WIDTH / (((EAST - WEST) * Math.PI) / 180);
const HEIGHT = Math.round((mercatorY(NORTH) - mercatorY(SOUTH)) * SCALE);

const project = ([lng, lat]: [number, number]) => {
  const x = (((lng - WEST) * Math.PI) / 180) * SCALE;
  const y = (mercatorY(NORTH) - mercatorY(lat)) * SCALE;
  return `${x.toFixed(1)} ${y.toFixed(1)}`;
};
const path = (ring: [number, number][], close: boolean) =>
  `M${ring.map(project).join('L')}${close ? 'Z' : ''}`;

/** SVG paths of the inset, computed once: the coasts around the sea, the islands, the dashes. */
let shapes: { land: string; islands: string; dashes: string } | null = null;
function insetShapes() {
  const near = ([lng, lat]: [number, number]) =>
    lng > WEST - 3 && lng < EAST + 3 && lat > SOUTH - 3 && lat < NORTH + 3;
  shapes ??= {
    land: CHINA_PROVINCES.flatMap((p) => p.rings)
      .filter((ring) => ring.some(near))
      .map((ring) => path(ring, true))
      .join(''),
    islands: SOUTH_CHINA_SEA_ISLANDS.map((ring) => path(ring, true)).join(''),
    dashes: SOUTH_CHINA_SEA_DASHES.map((dash) => path(dash, false)).join(''),
  };
  return shapes;
}

/**
 * The South China Sea inset of maps of the whole country (南海诸岛): a small, fixed map of the islands
 * and the dashed maritime boundary line in the bottom-right corner, shown while the main view does not
 * reach them. An SVG of the data the basemap draws, so it costs no second map.
 */
export function SouthChinaSeaInset({ dark }: { dark: boolean }) {
  const { t } = useTranslation();
  const c = basemapColours(dark);
  const { land, islands, dashes } = insetShapes();
  return (
    <figure
      data-testid="map-inset"
      style={{
        position: 'absolute',
        right: 8,
        bottom: 8,
        margin: 0,
        width: WIDTH,
        background: c.sea,
        border: `1px solid ${c.province}`,
        pointerEvents: 'none',
      }}
    >
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={{ display: 'block' }}>
        <path d={land} fill={c.land} stroke={c.province} strokeWidth={0.6} />
        <path d={islands} fill={c.province} stroke={c.province} strokeWidth={0.8} />
        <path d={dashes} fill="none" stroke={c.dash} strokeWidth={1.5} />
      </svg>
      <figcaption
        style={{
          position: 'absolute',
          right: 4,
          bottom: 2,
          fontSize: 10,
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
          color: c.label,
        }}
      >
        {t('map.southChinaSeaIslands')}
      </figcaption>
    </figure>
  );
}
