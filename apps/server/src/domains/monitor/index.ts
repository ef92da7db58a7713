import { defineDomain } from '../../engine/domain';
import { monitorRoutes } from './routes';
import { terminalFileRoutes } from './terminal-file-routes';
import { analysisRoutes } from './analysis-routes';
import { logRoutes } from './log-routes';
import { historyTaskRoutes } from './history-task-routes';
import { dataAnalysisRoutes } from './data-analysis-routes';
import { forwardVehicleState, visibleVehiclesIn } from './push';
import { historyExportTasks } from './schema';
import { startExportTasks } from '../file';
import { runTask } from './history-tasks';

/** A vehicle's map state (offline, alarm, charging, driving, parked) as an SQL expression over its latest row. */
export { mapStateCode } from './map';
/** A vehicle's trips and days of travel found in its history (the statistics' single-vehicle analysis reads them too). */
export { daysTravel, travel } from './analysis';

/** Monitoring: the fleet map, real-time and history data, analysis, logs, terminal files and pushes to open consoles. */
export const monitorDomain = defineDomain({
  name: 'monitor',
  routes(app, { ctx, hub }) {
    monitorRoutes(app, ctx);
    terminalFileRoutes(app, ctx);
    analysisRoutes(app, ctx);
    logRoutes(app, ctx);
    historyTaskRoutes(app, ctx);
    dataAnalysisRoutes(app, ctx);
    // changed vehicles go to the consoles of their tenant that watch them (a dealer's: its own)
    forwardVehicleState(ctx.bus, hub.peers, hub.send, visibleVehiclesIn(ctx.database.db));
  },
  // history exports wait for a worker, one at a time per process; a lost one is failed here
  jobs: ({ ctx }) => startExportTasks(ctx, historyExportTasks, (id) => runTask(ctx, id)),
});
