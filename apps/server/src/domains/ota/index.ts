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
import { forwardOtaProgress } from './push';
import { otaPartMessages } from './parts-messages';
import { componentHardwareInfoResource, otaPartRoutes, vehicleCompVersionDetailResource } from './parts';
import {
  applyProgress,
  OTA_PROGRESS_SUBJECT,
  publishProgress,
  releaseHeld,
  SCHEDULE_TICK_MS,
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
    componentHardwareInfoResource,
    vehicleCompVersionDetailResource,
  ],
  dictionaries: OTA_DICTIONARIES,
  messages: {
    'zh-CN': { ...otaMessages['zh-CN'], ...otaPartMessages['zh-CN'] },
    'en-US': { ...otaMessages['en-US'], ...otaPartMessages['en-US'] },
    'zh-TW': { ...otaMessages['zh-TW'], ...otaPartMessages['zh-TW'] },
  },
  routes: (app, deps) => {
    otaRoutes(app, deps.ctx);
    otaPartRoutes(app, deps.ctx);
    // progress to the consoles watching upgrade tasks, on every API node (each holds its own sockets)
    const stop = forwardOtaProgress(deps.ctx.bus, deps.hub.peers, deps.hub.send);
    app.addHook('onClose', async () => stop());
  },
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
    /**
     * One chain per vehicle: its reports are applied in the order they were stored. Batches come
     * one after another but were applied side by side, so on a loaded machine a vehicle's 0x07
     * (flashing) could be weighed before its 0x04 (downloaded) of the batch before, be refused as
     * an illegal step and leave the upgrade stuck (bench/ota.ts: 4 of 20 vehicles never done).
     * Each report's transaction goes through the database's background gate: a batch of reports
     * waits there, not in front of the console's reads.
     */
    const vehicleChains = new Map<number, Promise<unknown>>();
    const apply = (r: OtaReportMessage['reports'][number]) => {
      const next = (vehicleChains.get(r.vehicleId) ?? Promise.resolve()).then(async () => {
        const changed = await ctx.database
          .background(() => ctx.database.db.transaction((tx) => applyProgress(tx, r.vehicleId, r.report)))
          .catch((err: unknown) => {
            ctx.log.warn({ err: String(err), vin: r.vin }, 'ota: progress not applied');
            return null;
          });
        if (changed) publishProgress(ctx, changed.tenantId, changed.taskId, changed.outcome, changed.vehicle);
      });
      vehicleChains.set(r.vehicleId, next);
      void next.then(() => {
        if (vehicleChains.get(r.vehicleId) === next) vehicleChains.delete(r.vehicleId);
      });
    };
    const stopReports = ctx.bus.subscribe(OTA_REPORT_SUBJECT, (payload) => {
      for (const r of (payload as OtaReportMessage).reports) apply(r);
    });
    const stopWaves = ctx.bus.subscribe(OTA_PROGRESS_SUBJECT, (payload) => {
      const e = payload as OtaProgressEvent;
      if (e.outcome) serial(e.taskId, () => weighWave(ctx, e.tenantId, e.taskId));
    });
    // orders held by a task's start time or maintenance window go out once it opens
    let releasing = false;
    const schedule = setInterval(() => {
      if (releasing) return;
      releasing = true;
      releaseHeld(ctx)
        .catch((err: unknown) => ctx.log.warn({ err: String(err) }, 'ota: held orders not sent'))
        .finally(() => (releasing = false));
    }, SCHEDULE_TICK_MS);
    schedule.unref();
    return () => {
      stopReports();
      stopWaves();
      clearInterval(schedule);
    };
  },
});

export { otaIngestStep };
