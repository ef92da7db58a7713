import { fenceAlarmSpec } from '@chelian/contracts/resources/dealer/fence';
import { listScreen } from '../../engine';

/**
 * Fence notices (dealer/fenceNotice): the alarms the fences raised, newest first, with their kind,
 * fence, vehicle, time and position; searched and exported like any list.
 */
export default listScreen({ spec: fenceAlarmSpec });
