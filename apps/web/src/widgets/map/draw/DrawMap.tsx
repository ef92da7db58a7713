import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { loadChunk } from '../../../utils/loadChunk';
import type { DrawMapProps } from './types';

export type { DrawMapProps } from './types';

const DrawMapImpl = lazy(() => loadChunk('draw', () => import('./DrawMapImpl')));

/**
 * A map to draw one area on (a circle, a polygon or a rectangle), controlled like a form input.
 * terra-draw comes in its own chunk with the map: screens without a drawing never load it.
 */
export function DrawMap(props: DrawMapProps) {
  return (
    <Suspense
      fallback={
        <div style={{ display: 'grid', placeItems: 'center', height: 360, ...props.style }}>
          <Spin />
        </div>
      }
    >
      <DrawMapImpl {...props} />
    </Suspense>
  );
}
