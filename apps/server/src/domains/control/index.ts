import { defineDomain } from '../../engine/domain';
import { CONTROL_DICTIONARIES } from './dictionaries';
import { controlRoutes } from './routes';
import { startControlSchedules } from './schedule';
import { controlMessages } from './messages';
import {
  commandLogResource,
  terminalTaskResource,
  lockVehicleResource,
  lockLogResource,
  vehicleDebugResource,
  vehicleDebugLogResource,
  qbTaskResource,
  qbTaskVehicleResource,
  qbLinkParamResource,
  qbLinkParamHistoryResource,
} from './resources';

/** Remote control: commands, locks, parameters, debugging, diagnosis, QB tasks and their schedules. */
export const controlDomain = defineDomain({
  name: 'control',
  dictionaries: CONTROL_DICTIONARIES,
  resources: [
    commandLogResource,
    terminalTaskResource,
    lockVehicleResource,
    lockLogResource,
    vehicleDebugResource,
    vehicleDebugLogResource,
    qbTaskResource,
    qbTaskVehicleResource,
    qbLinkParamResource,
    qbLinkParamHistoryResource,
  ],
  messages: controlMessages,
  async routes(app, { ctx }) {
    await controlRoutes(app, ctx);
  },
  jobs: ({ ctx }) => startControlSchedules(ctx),
});

// what other domains use
export { addLockVehicles, sendLock, lockStatusOf } from './lock';
export { commandState, parsePayload, sendControlAs } from './service';
export type { ControlSender, Operator } from './service';
export { errorWorkbook, readVins, type ImportError } from './lock-import';
