export { TelemetrySubjects } from './subjects';
export type { TerminalWakeMessage, VehicleStateEvent, TerminalDropMessage } from './subjects';
export { trackPoints } from './track';
export { frameDetail } from './report-detail';
export type { ReportDetail } from './report-detail';
export { preparePartitions, maintainPartitions } from './partitions';
export type { RetentionSettings } from './partitions';
