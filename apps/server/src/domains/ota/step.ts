import { decode, decodeOtaProgress, OTA_PROGRESS_COMMAND_ID, type OtaProgressReport } from '@chelian/gb32960';
import type { IngestStepFactory } from '../../ingest';

/** Bus subject: OTA progress reports of a batch, once it is stored (applied by the OTA domain's job). */
export const OTA_REPORT_SUBJECT = 'ota.report';
export interface OtaReportMessage {
  reports: { vehicleId: number; vin: string; at: number; report: OtaProgressReport }[];
}

/**
 * Picks the OTA progress reports (vendor extension frame 0xC1, docs/ota.md) out of a batch. The
 * gateway keeps such frames as raw uplink of the logged-in session; only a frame whose VIN is the
 * session's counts. They are handed on once the batch commits, so a report is applied only when
 * its frame was stored.
 */
export const otaIngestStep: IngestStepFactory = (deps) => ({
  name: 'ota-progress',
  run(_tx, messages) {
    const reports: OtaReportMessage['reports'] = [];
    for (const m of messages) {
      if (m.kind !== 'raw' || m.direction !== 'up' || !m.vehicleId || !m.vin) continue;
      // byte 2 is the command id: skip the decode of every other raw frame
      if (m.bytes.length < 25 || m.bytes[2] !== OTA_PROGRESS_COMMAND_ID) continue;
      const decoded = decode(m.bytes);
      if (!decoded.ok || decoded.frame.vin !== m.vin) continue;
      const report = decodeOtaProgress((decoded.frame.body as { hex?: string }).hex ?? '');
      if (report) reports.push({ vehicleId: m.vehicleId, vin: m.vin, at: m.at, report });
    }
    if (reports.length === 0) return Promise.resolve();
    return Promise.resolve(() =>
      deps.bus.publish(OTA_REPORT_SUBJECT, { reports } satisfies OtaReportMessage),
    );
  },
});
