import { defineDomain } from '../../engine/domain';
import { FORWARD_DICTIONARIES } from './dictionaries';
import { forwardMessages } from './messages';
import { forwardExportTaskResource, startForwardExports } from './export-tasks';
import { forwardConfigResource, forwardRecordResource, forwardVehicleResource } from './resources';
import { forwardRoutes } from './routes';
import { startForwarding } from './sender';

/** Forwarding (001 §2, §3, §4, §7 fwp-svc): relaying bound vehicles' frames to other platforms as a GB/T 32960 platform. */
export const forwardDomain = defineDomain({
  name: 'forward',
  resources: [
    forwardConfigResource,
    forwardVehicleResource,
    forwardRecordResource,
    forwardExportTaskResource,
  ],
  dictionaries: FORWARD_DICTIONARIES,
  messages: forwardMessages,
  routes: (app, deps) => forwardRoutes(app, deps.ctx),
  jobs: (deps) => {
    const stops = [startForwarding(deps.ctx), startForwardExports(deps.ctx)];
    return () => stops.forEach((stop) => stop());
  },
});

/** The ingest step that keeps the frames of bound vehicles for running tasks (app.ts INGEST_STEPS). */
export { forwardOutboxStep } from './step';
/** The purpose a config's platform password is sealed under (the demo seed seals one too). */
export { PASSWORD_PURPOSE } from './resources';
