import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { loadChunk } from '../../utils/loadChunk';
import type { ChartProps } from './types';

const ChartImpl = lazy(() => loadChunk('chart', () => import('./ChartImpl')));

/**
 * A chart on echarts, loaded with the first screen that shows one (the library's part used here
 * is about 225 kB gzip: the login page and the shell never load it). The container carries
 * `data-zoom` (start-end in percent of the first data zoom) once the user zooms.
 */
export function Chart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <div style={{ display: 'grid', placeItems: 'center', height: props.height }}>
          <Spin />
        </div>
      }
    >
      <ChartImpl {...props} />
    </Suspense>
  );
}
