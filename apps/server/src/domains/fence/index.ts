import { defineDomain } from '../../engine/domain';
import { FENCE_DICTIONARIES } from './dictionaries';
import { fenceMessages } from './messages';
import { fenceAlarmResource, fenceResource, fenceVehicleResource } from './resources';

/** Electronic fences of the dealer network: named areas drawn on the map, their vehicles and alarms. */
export const fenceDomain = defineDomain({
  name: 'fence',
  resources: [fenceResource, fenceVehicleResource, fenceAlarmResource],
  dictionaries: FENCE_DICTIONARIES,
  messages: fenceMessages,
  // the spec's detail/{id} is a legacy route of the engine's find (legacy-routes.ts)
});

export {
  fenceWatch,
  FENCE_RULES_CHANGED,
  type FenceReport,
  type FenceWatch,
  type RaisedFenceAlarm,
} from './watch';
