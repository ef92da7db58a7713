import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@chelian/contracts/monitor';
import { getMapTiles, monitorKeys } from '../../api/monitor';
import { loadChunk } from '../../utils/loadChunk';
import type { MapViewProps } from './props';

export type { MapViewProps };

const MapViewImpl = lazy(() => loadChunk('map', () => import('./MapViewImpl')));

/**
 * A map on maplibre-gl, loaded with the first screen that shows one (the library is about
 * 292 kB gzip, its worker 148 kB more: the login page and the shell never load them).
 */
export function MapView(props: MapViewProps) {
  return (
    <Suspense
      fallback={
        <div style={{ display: 'grid', placeItems: 'center', height: '100%', ...props.style }}>
          <Spin />
        </div>
      }
    >
      <MapViewImpl {...props} />
    </Suspense>
  );
}

/** The tile setting, for a screen that shows a map without the fleet's map data. */
export function useMapTiles(): MapTiles | undefined {
  const { data } = useQuery({
    queryKey: [...monitorKeys.all, 'tiles'],
    queryFn: getMapTiles,
    staleTime: Infinity,
  });
  return data;
}
