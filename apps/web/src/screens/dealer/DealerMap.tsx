import { useEffect, useRef } from 'react';
import { Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LngLatBounds, Marker, Popup, type Map as MapLibreMap } from 'maplibre-gl';
import { dealerSpec } from '@chelian/contracts/resources/dealer/dealer';
import { fileLink } from '../../api/attachments';
import { resourceApi, type Row } from '../../engine';
import { MapView, displayCoord, useMapTiles } from '../../widgets/map';

const api = resourceApi(dealerSpec);
/** Dropdown-sized load (002 §9: page 1, 16000): the whole network fits one page. */
const ALL = { page: 1, pageSize: 16000 };

const positioned = (row: Row) => typeof row.lng === 'number' && typeof row.lat === 'number';

/** The popup of a dealer: its picture (a signed link from the list), name, address and telephone. */
function popupOf(row: Row, noImage: string): HTMLElement {
  const box = document.createElement('div');
  box.style.maxWidth = '220px';
  const src = fileLink(row.imagePath);
  if (src) {
    const img = document.createElement('img');
    img.src = src;
    img.alt = String(row.name ?? '');
    img.style.cssText = 'width:200px;height:120px;object-fit:cover;border-radius:4px;display:block';
    img.dataset.testid = 'dealer-map-image';
    box.appendChild(img);
  } else {
    const none = document.createElement('div');
    none.textContent = noImage;
    none.style.color = '#999';
    box.appendChild(none);
  }
  for (const [text, bold] of [
    [row.name, true],
    [row.address, false],
    [row.telephone, false],
  ] as const) {
    if (!text) continue;
    const line = document.createElement('div');
    line.textContent = String(text);
    if (bold) line.style.fontWeight = '600';
    box.appendChild(line);
  }
  return box;
}

/** The dealers with a position, as markers on the map; a click shows the dealer's picture. */
export function DealerMap({ height = 'calc(100vh - 260px)' }: { height?: string }) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const { data } = useQuery({ queryKey: ['dealer-map'], queryFn: () => api.page(ALL) });
  const rows = (data?.items ?? []).filter(positioned);
  const markers = useRef<Marker[]>([]);
  const map = useRef<MapLibreMap | null>(null);
  const labels = useRef({ noImage: t('dealer.noImage') });
  labels.current = { noImage: t('dealer.noImage') };

  const draw = () => {
    const m = map.current;
    if (!m) return;
    for (const marker of markers.current) marker.remove();
    const shown = displayCoord(tiles);
    const bounds = new LngLatBounds();
    markers.current = rows.map((row) => {
      const at = shown(Number(row.lng), Number(row.lat));
      bounds.extend(at);
      const marker = new Marker({ color: '#1677ff' })
        .setLngLat(at)
        .setPopup(new Popup({ offset: 24 }).setDOMContent(popupOf(row, labels.current.noImage)))
        .addTo(m);
      marker.getElement().dataset.testid = `dealer-marker-${String(row.id)}`;
      return marker;
    });
    if (rows.length) m.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 0 });
  };
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useEffect(() => drawRef.current(), [data, tiles]);
  useEffect(() => () => markers.current.forEach((marker) => marker.remove()), []);

  if (data && !rows.length)
    return <Empty description={t('dealer.mapEmpty')} data-testid="dealer-map-empty" />;
  return (
    <MapView
      tiles={tiles}
      testId="dealer-map"
      style={{ height }}
      onReady={(m) => {
        map.current = m;
        drawRef.current();
        return () => {
          map.current = null;
        };
      }}
    />
  );
}
