import { defineDomain } from '../../engine/domain';
import { OTA_DICTIONARIES } from './dictionaries';
import { OTA_REPORT_SUBJECT, otaIngestStep, type OtaReportMessage } from './step';
import { otaMessages } from './messages';
import {
  componentInfoResource,
  otaTaskResource,
  otaTaskVehicleResource,
  otaVersionResource,
  vehicleCompVersionResource,
} from './resources';
import { otaRoutes } from './routes';
import {
  applyProgress,
  OTA_PROGRESS_SUBJECT,
  publishProgress,
  weighWave,
  type OtaProgressEvent,
} from './service';

/** OTA (001 §2, §3, §4 OTA): versions, components, upgrade tasks run in waves, delivery to terminals and their progress. */
export const otaDomain = defineDomain({
  name: 'ota',
  resources: [
    otaVersionResource,
    otaTaskResource,
    otaTaskVehicleResource,
    vehicleCompVersionResource,
    componentInfoResource,
  ],
  dictionaries: OTA_DICTIONARIES,
  messages: otaMessages,
  routes: (app, deps) => otaRoutes(app, deps.ctx),
  /**
   * Terminals' progress reports (picked out of stored batches by the ingest step) are applied to
   * their upgrades, and a task's wave is weighed whenever an attempt ends. One chain per task keeps
   * the weighing of one task in order.
   */
  jobs({ ctx }) {
    const chains = new Map<number, Promise<unknown>>();
    const serial = (taskId: number, work: () => Promise<unknown>) => {
      const next = (chains.get(taskId) ?? Promise.resolve())
        .then(work)
        .catch((err: unknown) => ctx.log.warn({ err: String(err), taskId }, 'ota: wave not weighed'));
      chains.set(taskId, next);
      void next.then(() => {
        if (chains.get(taskId) === next) chains.delete(taskId);
      });
    };
    const stopReports = ctx.bus.subscribe(OTA_REPORT_SUBJECT, (payload) => {
      void (async () => {
        for (const r of (payload as OtaReportMessage).reports) {
          const changed = await ctx.database.db
            .transaction((tx) => applyProgress(tx, r.vehicleId, r.report))
            .catch((err: unknown) => {
              ctx.log.warn({ err: String(err), vin: r.vin }, 'ota: progress not applied');
              return null;
            });
          if (changed) publishProgress(ctx, changed.tenantId, changed.taskId, changed.outcome);
        }
      })();
    });
    const stopWaves = ctx.bus.subscribe(OTA_PROGRESS_SUBJECT, (payload) => {
      const e = payload as OtaProgressEvent;
      if (e.outcome) serial(e.taskId, () => weighWave(ctx, e.tenantId, e.taskId));
    });
    return () => {
      stopReports();
      stopWaves();
    };
  },
});

export { otaIngestStep };
