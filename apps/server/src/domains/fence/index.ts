import { defineDomain } from '../../engine/domain';
import { FENCE_DICTIONARIES } from './dictionaries';
import { fenceMessages } from './messages';
import { fenceResource } from './resources';

/** Electronic fences of the dealer network: named areas drawn on the map. */
export const fenceDomain = defineDomain({
  name: 'fence',
  resources: [fenceResource],
  dictionaries: FENCE_DICTIONARIES,
  messages: fenceMessages,
  // the spec's detail/{id} is a legacy route of the engine's find (legacy-routes.ts)
});
