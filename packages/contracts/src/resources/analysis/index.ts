import { z } from 'zod';
import { defineCalls } from '../../call';
import { EPOCH_MS_MAX } from '../../values';

/**
 * Statistics and reports (001 §2 Analysis, §7): figures of the daily rollups, one row per vehicle
 * and day of the tenant's clock kept by ingest. Each report is a screen of the menu with a series
 * per day (its chart), a table (vehicles over the range, or the vehicle-days that match) and an
 * export of that table.
 */

/** Longest range of a report, in days. */
export const ANALYSIS_RANGE_DAYS = 366;
/** A gap between two reports of at least this long is a sleep (hibernation). */
export const ANALYSIS_SLEEP_SECONDS = 1800;
/** The longest gap between two reports still counted as driving or charging time. */
export const ANALYSIS_IDLE_SECONDS = 300;

/** The measures a report can show, summed over vehicles and days. */
export const ANALYSIS_MEASURES = [
  'mileage',
  'driveHours',
  'onlineHours',
  'chargeCount',
  'chargeHours',
  'chargedSoc',
  'sleepCount',
  'sleepHours',
  'alarmCount',
  'alarmLevel1',
  'alarmLevel2',
  'alarmLevel3',
  'reports',
  'noPosition',
] as const;
export type AnalysisMeasure = (typeof ANALYSIS_MEASURES)[number];
export type AnalysisTotals = Record<AnalysisMeasure, number>;

/** A day of the fleet's series: the measures and how many vehicles had a row, reports, time online. */
export interface AnalysisDay extends AnalysisTotals {
  date: string;
  vehicles: number;
  active: number;
  online: number;
}

/** A vehicle's sums over the range (`days`: days with reports). */
export interface AnalysisVehicleRow extends AnalysisTotals {
  vehicleId: number;
  vin: string;
  plate: string | null;
  modelName: string | null;
  orgName: string | null;
  days: number;
}

/** A model's sums over the range (`days`: vehicle-days with reports). */
export interface AnalysisModelRow extends AnalysisTotals {
  vehicleModelId: number | null;
  modelName: string | null;
  vehicles: number;
  days: number;
}

/** One vehicle's day (the lists of sleeps and of reports without position). */
export interface AnalysisDayRow extends AnalysisTotals {
  vehicleId: number;
  vin: string;
  plate: string | null;
  modelName: string | null;
  orgName: string | null;
  date: string;
  firstTime: number | null;
  lastTime: number | null;
  /** the day's last valid fix */
  lng: number | null;
  lat: number | null;
  provinceName: string | null;
}

export interface AnalysisPage<T> {
  items: T[];
  total: number;
  current: number;
}

export const analysisQuery = z.object({
  startTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
  endTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
  orgId: z.coerce.number().int().positive().optional(),
  vehicleModelId: z.coerce.number().int().positive().optional(),
  vin: z.string().trim().max(17).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  /** the running report: 0 by vehicle, 1 by model */
  codeType: z.coerce.number().int().min(0).max(1).optional(),
});
export type AnalysisQuery = z.infer<typeof analysisQuery>;

export const analysisRebuildBody = z.object({
  day: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
});
export interface AnalysisRebuildResult {
  day: string;
  vehicles: number;
}

/** What a report's table lists: vehicles over the range, or the vehicle-days that match. */
export type AnalysisRows = 'vehicle' | 'day';

export interface AnalysisReportSpec {
  module: string;
  rows: AnalysisRows;
  /** measures of the table and the export, in order */
  columns: readonly (AnalysisMeasure | 'days')[];
  /** measures of the chart, per day */
  series: readonly AnalysisMeasure[];
}

/** The reports, each the screen of its menu module. */
export const ANALYSIS_REPORTS = {
  running: {
    module: 'runningStatistics',
    rows: 'vehicle',
    columns: ['mileage', 'driveHours', 'onlineHours', 'chargeCount', 'chargedSoc', 'alarmCount', 'days'],
    series: ['mileage', 'driveHours', 'onlineHours'],
  },
  mileage: {
    module: 'mileage',
    rows: 'vehicle',
    columns: ['mileage', 'driveHours', 'days'],
    series: ['mileage'],
  },
  charge: {
    module: 'charge',
    rows: 'vehicle',
    columns: ['chargeCount', 'chargeHours', 'chargedSoc'],
    series: ['chargeCount', 'chargedSoc'],
  },
  hibernate: {
    module: 'hibernate',
    rows: 'day',
    columns: ['sleepCount', 'sleepHours', 'reports'],
    series: ['sleepCount'],
  },
  noPositioning: {
    module: 'noPositioning',
    rows: 'day',
    columns: ['noPosition', 'reports'],
    series: ['noPosition'],
  },
  alarm: {
    module: 'analysisAlarm',
    rows: 'vehicle',
    columns: ['alarmCount', 'alarmLevel1', 'alarmLevel2', 'alarmLevel3'],
    series: ['alarmLevel1', 'alarmLevel2', 'alarmLevel3'],
  },
  /** vehicle-days with GB alarms or reports without a valid fix (the abnormal report) */
  anomaly: {
    module: 'anomaly',
    rows: 'day',
    columns: ['alarmCount', 'alarmLevel3', 'noPosition', 'sleepCount', 'reports'],
    series: ['alarmCount', 'alarmLevel3', 'noPosition'],
  },
} as const satisfies Record<string, AnalysisReportSpec>;
export type AnalysisReportKey = keyof typeof ANALYSIS_REPORTS;
export const ANALYSIS_REPORT_KEYS = Object.keys(ANALYSIS_REPORTS) as AnalysisReportKey[];

const post = <P extends string, A extends `${string}/${string}`>(path: P, access: A) =>
  ({ method: 'POST', path: `vehicle-svc/${path}`, access }) as const;

/** Each report's table, series and export (the spec's names where it gives them). */
export const ANALYSIS_CALLS = defineCalls({
  runningPage: post('vehicle/report/V1.0/running', 'runningStatistics/view'),
  runningSeries: post('vehicle/report/V1.0/runningCharts', 'runningStatistics/view'),
  runningExport: post('vehicle/report/V1.0/export', 'runningStatistics/export'),
  mileagePage: post('drive/totalMileageScopePage', 'mileage/view'),
  mileageSeries: post('drive/vehicleDriveDetail/mileageCharts', 'mileage/view'),
  mileageExport: post('drive/vehicleDriveDetail/export', 'mileage/export'),
  chargePage: post('drive/chargeStatisticsPageQuery', 'charge/view'),
  chargeSeries: post('drive/chargeStatisticsCharts', 'charge/view'),
  chargeExport: post('drive/chargeStatisticsExport', 'charge/export'),
  hibernatePage: post('drive/sleepPageQuery', 'hibernate/view'),
  hibernateSeries: post('drive/sleepCharts', 'hibernate/view'),
  hibernateExport: post('drive/sleepExport', 'hibernate/export'),
  noPositioningPage: post('drive/vehicleNotLocation/page', 'noPositioning/view'),
  noPositioningSeries: post('drive/vehicleNotLocation/charts', 'noPositioning/view'),
  noPositioningExport: post('drive/vehicleNotLocation/export', 'noPositioning/export'),
  alarmPage: post('vehicle/report/V1.0/alarmReport', 'analysisAlarm/view'),
  alarmSeries: post('drive/gbAlarm/counts', 'analysisAlarm/view'),
  alarmExport: post('vehicle/report/V1.0/alarmExport', 'analysisAlarm/export'),
  anomalyPage: post('vehicle/report/V1.0/abnormal', 'anomaly/view'),
  anomalySeries: post('vehicle/report/V1.0/abnormalCharts', 'anomaly/view'),
  anomalyExport: post('vehicle/report/V1.0/abnormalExport', 'anomaly/export'),
  /** rebuilds a day of the tenant's rollups from history */
  rebuild: post('analysis/V1.0/rebuild', 'runningStatistics/update'),
});

/**
 * The vehicle group's reports screen (vehicle/reports) shows the running, alarm and position
 * reports as tabs: their calls open to that screen's module as well.
 */
export const VEHICLE_REPORTS_MODULE = 'vehicleReports';
export const VEHICLE_REPORT_KEYS = [
  'running',
  'alarm',
  'noPositioning',
] as const satisfies readonly AnalysisReportKey[];

/** The calls of a report by its key. */
export const reportCalls = (key: AnalysisReportKey) => ({
  page: ANALYSIS_CALLS[`${key}Page`],
  series: ANALYSIS_CALLS[`${key}Series`],
  export: ANALYSIS_CALLS[`${key}Export`],
});
