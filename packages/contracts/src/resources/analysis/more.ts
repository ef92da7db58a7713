import { z } from 'zod';
import { defineCalls } from '../../call';
import { EPOCH_MS_MAX, LIMITS } from '../../values';
import type { MapState } from '../../monitor';
import type { GB_ALARM_FLAGS } from '../alarm/records';
import { analysisQuery } from './index';

/**
 * The anomaly, area-vehicle and single-vehicle analysis screens (001 §2 Analysis, §7 drive/*):
 * the GB alarm tops, the fleet's current state grouped by province and by model (vehicleRealtime
 * groups) and its export, and one vehicle's figures per day (the top-4 charts), charging by hour of
 * the day (chargeTimeFrame), and its travel and days travel (the screen's two sub-screens; their
 * rows are the Trip and DayTravel of the monitor contracts).
 */

/** Most rows a top list returns. */
export const ANALYSIS_TOP_MAX = 50;
/**
 * Longest range of the GB alarm tops: they sum every alarming vehicle-day of the range across the
 * fleet (a month of 100,000 vehicles alarming one day in 31 is about 97,000 rows; a year would be
 * ten times that, seconds).
 */
export const ANALYSIS_TOP_RANGE_DAYS = 31;
/** Longest range of the charging hours of a vehicle: they are read from its history, not the rollups. */
export const CHARGE_TIME_FRAME_DAYS = LIMITS.historyRangeDays;

const post = <P extends string, A extends `${string}/${string}`>(path: P, access: A) =>
  ({ method: 'POST', path: `vehicle-svc/${path}`, access }) as const;

export const ANALYSIS_MORE_CALLS = defineCalls({
  /** the vehicles with the most GB alarm episodes begun in the range, by highest level */
  gbAlarmLevelTop: post('drive/gbAlarm/levelTop', 'anomaly/view'),
  /** the general alarm flags seen in the most episodes begun in the range */
  gbAlarmCodeTop: post('drive/gbAlarm/codeTop', 'anomaly/view'),
  /** positioned vehicles now, per province of their last fix and state */
  realtimeByProvince: post('drive/vehicleRealtime/groupProvince', 'areaVehicle/view'),
  /** vehicles now, per model and state */
  realtimeByModel: post('drive/vehicleRealtime/groupModel', 'areaVehicle/view'),
  /** the vehicles of a province (or all), in VIN order, with their current state */
  realtimePage: post('drive/vehicleRealtime/page', 'areaVehicle/view'),
  /** the list's vehicles as filtered (a province or all), every row up to the export limit, as an xlsx */
  realtimeExport: post('drive/vehicleRealtime/export', 'areaVehicle/export'),
  /** a vehicle's mileage, driving time, SOC charged and charges per day, and their sums */
  driveTop4: post('drive/vehicleDriveDetail/top4Charts', 'singleVehicleAnalysis/view'),
  /** a vehicle's charges and charging time per hour of the day (the tenant's clock) */
  chargeTimeFrame: post('drive/vehicleChargeDetail/chargeTimeFrame', 'singleVehicleAnalysis/view'),
  /** a vehicle's trips found in its history (at most 30 days), as the single-vehicle monitor finds them */
  travel: post('drive/vehicleDriveDetail/travel', 'singleVehicleTravel/view'),
  /** a vehicle's mileage, trips, driving time and energy per day of its history (at most 30 days) */
  daysTravel: post('drive/vehicleDriveDetail/daysTravel', 'singleVehicleDaysTravel/view'),
});

/** A top list's query: the report filters and how many rows. */
export const analysisTopQuery = analysisQuery
  .pick({ startTime: true, endTime: true, orgId: true, vehicleModelId: true, vin: true })
  .extend({ size: z.coerce.number().int().min(1).max(ANALYSIS_TOP_MAX).default(10) });
export type AnalysisTopQuery = z.infer<typeof analysisTopQuery>;

export interface GbAlarmLevelTop {
  vehicleId: number;
  vin: string;
  plate: string | null;
  alarmCount: number;
  alarmLevel1: number;
  alarmLevel2: number;
  alarmLevel3: number;
}

export interface GbAlarmCodeTop {
  /** the flag's name (dictionary gbAlarmFlag) */
  flag: (typeof GB_ALARM_FLAGS)[number];
  bit: number;
  /** episodes with the flag */
  count: number;
  vehicles: number;
}

export const realtimeGroupQuery = z.object({
  orgId: z.coerce.number().int().positive().optional(),
  vehicleModelId: z.coerce.number().int().positive().optional(),
});
export type RealtimeGroupQuery = z.infer<typeof realtimeGroupQuery>;

/** A group of the fleet now: vehicles in each state (MAP_STATES) and in all. */
export interface RealtimeGroup {
  /** a province's GB/T 2260 code, or a model's id ('0': none) */
  key: string;
  name: string | null;
  total: number;
  states: Record<MapState, number>;
}

export const realtimePageQuery = realtimeGroupQuery.extend({
  province: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  vin: z.string().trim().max(17).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
});
export type RealtimePageQuery = z.infer<typeof realtimePageQuery>;

/** The export of the area-vehicle list: its filters, no page. */
export const realtimeExportQuery = realtimePageQuery.omit({ current: true, size: true });
export type RealtimeExportQuery = z.infer<typeof realtimeExportQuery>;

export interface RealtimeVehicleRow {
  vehicleId: number;
  vin: string;
  plate: string | null;
  modelName: string | null;
  orgName: string | null;
  provinceName: string | null;
  state: MapState;
  /** km/h, %, km */
  speed: number | null;
  soc: number | null;
  mileage: number | null;
  time: number | null;
}

export const singleVehicleQuery = z.object({
  vin: z.string().trim().min(1).max(17),
  startTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
  endTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
});
export type SingleVehicleQuery = z.infer<typeof singleVehicleQuery>;

export interface DriveDay {
  date: string;
  mileage: number;
  driveHours: number;
  chargedSoc: number;
  chargeCount: number;
  alarmCount: number;
}

export interface DriveTop4 {
  vin: string;
  days: DriveDay[];
  totals: Omit<DriveDay, 'date'> & { driveDays: number };
}

/** An hour of the day (0-23): charges begun in it and charging time within it. */
export interface ChargeHour {
  hour: number;
  sessions: number;
  chargeHours: number;
}
