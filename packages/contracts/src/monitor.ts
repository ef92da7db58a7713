import { z } from 'zod';
import { callUrl, defineCalls, type CallSpec } from './call';
import { EPOCH_MS_MAX } from './values';

const SINGLE = 'vehicle-svc/vehicle/single/monitor';
const MONITOR = 'vehicle-svc/vehicleMonitor/V1.0';
const HOME = 'vehicle-svc/dataAnalysis/home';
const REALTIME = 'vehicle-svc/realtime/V2.0';

/**
 * Monitoring calls, under vehicle-svc: the status list, the single-vehicle view, history, track,
 * the map, frames, the link position log and the home figures. GET sends its payload as the query.
 */
export const MONITOR_CALLS = defineCalls({
  monitorList: { method: 'POST', path: `${MONITOR}/getMonitorList`, access: 'status/view' },
  monitorExport: { method: 'POST', path: `${MONITOR}/export`, access: 'status/export' },
  single: { method: 'GET', path: `${SINGLE}/V1.0/:vin`, access: 'singleVehicle/view' },
  /** V2.0 of the single monitor answers as V1.0 for the basic info and the current condition */
  singleV2: { method: 'GET', path: `${SINGLE}/V2.0/:vin`, access: 'singleVehicle/view' },
  realTime: { method: 'GET', path: `${SINGLE}/V1.0/:vin/realTime`, access: 'currentCondition/view' },
  realTimeV2: { method: 'GET', path: `${SINGLE}/V2.0/:vin/realTime`, access: 'currentCondition/view' },
  location: { method: 'GET', path: `${SINGLE}/V1.0/:vin/location`, access: 'singleVehicle/view' },
  /** ?startTime=&endTime= */
  trackData: { method: 'GET', path: `${SINGLE}/V1.0/:vin/trackData`, access: 'trackReplay/view' },
  trackPage: { method: 'POST', path: `${SINGLE}/V1.0/:vin/trackData/page`, access: 'trackReplay/view' },
  historyInit: {
    method: 'GET',
    path: `${SINGLE}/V1.0/:vin/history/init`,
    access: 'historicalCondition/view',
  },
  history: { method: 'POST', path: `${SINGLE}/V1.0/:vin/history`, access: 'historicalCondition/view' },
  faults: { method: 'GET', path: `${SINGLE}/V1.0/:vin/faults`, access: 'currentFaults/view' },
  /** ?vin=&month=: the days with reports */
  dateList: { method: 'GET', path: `${SINGLE}/V2.0/dateList`, access: 'trackReplay/view' },
  historyExport: { method: 'POST', path: `${SINGLE}/V1.0/:vin/export`, access: 'historicalCondition/export' },
  trackExport: { method: 'POST', path: `${SINGLE}/V1.0/:vin/track/export`, access: 'trackReplay/export' },
  mapData: { method: 'POST', path: `${MONITOR}/getVehicleMapData`, access: 'distribution/view' },
  mapDataAlias: { method: 'POST', path: `${MONITOR}/getMapData`, access: 'distribution/view' },
  countByProvince: { method: 'GET', path: 'vehicle-svc/dataAnalysis/getCountByProvince', access: 'session' },
  /** the map tile setting alone, for the screens that show a map but not the fleet (ours) */
  mapTiles: { method: 'GET', path: `${MONITOR}/mapTiles`, access: 'session' },
  homeOnline: { method: 'GET', path: `${HOME}/online`, access: 'home/view' },
  homeAlarm: { method: 'GET', path: `${HOME}/alarm`, access: 'home/view' },
  homeKeyAlarm: { method: 'GET', path: `${HOME}/key/alarm`, access: 'home/view' },
  homeVehicle: { method: 'GET', path: `${HOME}/vehicle`, access: 'home/view' },
  /** also open to the vehicle model analysis screen (analysisVehicleModel/view) */
  countByVehicleType: {
    method: 'GET',
    path: 'vehicle-svc/dataAnalysis/getCountByVehicleType',
    access: 'home/view',
  },
  homeMonthWorkTime: { method: 'GET', path: `${HOME}/month/workTime`, access: 'home/view' },
  homeWorkTime: { method: 'GET', path: `${HOME}/workTime`, access: 'home/view' },
  queryMsg: { method: 'POST', path: `${MONITOR}/queryMsg`, access: 'status/view' },
  exportMsg: { method: 'POST', path: `${MONITOR}/exportMsg`, access: 'status/export' },
  protocolsByVehicle: {
    method: 'GET',
    path: `${MONITOR}/getPotolListByVinId/:id`,
    access: 'singleVehicle/view',
  },
  linkGpsPage: {
    method: 'POST',
    path: `${MONITOR}/getLinkGpsPage`,
    access: 'thirdPartyLinkPositionLog/view',
  },
  linkGpsExport: {
    method: 'POST',
    path: `${MONITOR}/linkGpsExport`,
    access: 'thirdPartyLinkPositionLog/export',
  },
  positions: { method: 'POST', path: `${SINGLE}/V1.0`, access: 'singleVehicle/view' },
  vehicleCategory: {
    method: 'GET',
    path: `${SINGLE}/V1.0/:vin/vehicleCategory`,
    access: 'singleVehicle/view',
  },
  energyRealTime: {
    method: 'GET',
    path: `${SINGLE}/V2.0/:vin/energy/realTime`,
    access: 'currentCondition/view',
  },
  energyTrack: {
    method: 'GET',
    path: `${SINGLE}/V2.0/:vin/energy/track`,
    access: 'historicalCondition/view',
  },
  historyV2: { method: 'POST', path: `${SINGLE}/V2.0/:vin/history`, access: 'historicalCondition/view' },
  historyInitV2: { method: 'GET', path: `${SINGLE}/V2.0/history/init`, access: 'historicalCondition/view' },
  exportV2: { method: 'POST', path: `${SINGLE}/V2.0/export`, access: 'historicalCondition/export' },
  workDataExport: {
    method: 'POST',
    path: `${SINGLE}/V2.0/workDataExportExcel`,
    access: 'singleVehicleAnalysisTab/export',
  },
  factoryTrack: {
    method: 'GET',
    path: 'vehicle-svc/factory/vehicle/V1.0/:vin/single/trackdata',
    access: 'trackReplay/view',
  },
  realtimeCustomer: { method: 'GET', path: `${REALTIME}/:vin/customer`, access: 'singleVehicle/view' },
  realtimeLocate: { method: 'GET', path: `${REALTIME}/locate`, access: 'singleVehicle/view' },
  realtimeOnlineAndWork: { method: 'GET', path: `${REALTIME}/onlineAndWork`, access: 'singleVehicle/view' },
  realtimeWork: { method: 'GET', path: `${REALTIME}/work`, access: 'singleVehicle/view' },
  travel: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/single/analysis/V1.0/:vin/travel',
    access: 'singleVehicleAnalysisTab/view',
  },
  daysTravel: {
    method: 'POST',
    path: 'vehicle-svc/vehicle/single/analysis/V1.0/:vin/daysTravel',
    access: 'singleVehicleAnalysisTab/view',
  },
  /** ?vin=: the series' custom signals */
  customTree: { method: 'GET', path: `${SINGLE}/fwp/custom/tree`, access: 'historicalCondition/view' },
});

const C = MONITOR_CALLS;
const byVin = (call: CallSpec) => (vin: string) => callUrl(call, { vin });

/** The monitoring calls' paths relative to /api, filled in (the tests and the bench call them by URL). */
export const MonitorApi = {
  monitorList: C.monitorList.path,
  monitorExport: C.monitorExport.path,
  single: byVin(C.single),
  realTime: byVin(C.realTime),
  location: byVin(C.location),
  trackData: byVin(C.trackData),
  trackPage: byVin(C.trackPage),
  historyInit: byVin(C.historyInit),
  history: byVin(C.history),
  faults: byVin(C.faults),
  dateList: C.dateList.path,
  historyExport: byVin(C.historyExport),
  trackExport: byVin(C.trackExport),
  mapData: C.mapData.path,
  mapDataAlias: C.mapDataAlias.path,
  countByProvince: C.countByProvince.path,
  mapTiles: C.mapTiles.path,
  homeOnline: C.homeOnline.path,
  homeAlarm: C.homeAlarm.path,
  homeKeyAlarm: C.homeKeyAlarm.path,
  homeVehicle: C.homeVehicle.path,
  countByVehicleType: C.countByVehicleType.path,
  homeMonthWorkTime: C.homeMonthWorkTime.path,
  homeWorkTime: C.homeWorkTime.path,
  queryMsg: C.queryMsg.path,
  exportMsg: C.exportMsg.path,
  protocolsByVehicle: (id: number) => callUrl(C.protocolsByVehicle, { id }),
  linkGpsPage: C.linkGpsPage.path,
  linkGpsExport: C.linkGpsExport.path,
  positions: C.positions.path,
  vehicleCategory: byVin(C.vehicleCategory),
  energyRealTime: byVin(C.energyRealTime),
  energyTrack: byVin(C.energyTrack),
  historyV2: byVin(C.historyV2),
  historyInitV2: C.historyInitV2.path,
  exportV2: C.exportV2.path,
  workDataExport: C.workDataExport.path,
  factoryTrack: byVin(C.factoryTrack),
  realtimeCustomer: byVin(C.realtimeCustomer),
  realtimeLocate: C.realtimeLocate.path,
  realtimeOnlineAndWork: C.realtimeOnlineAndWork.path,
  realtimeWork: C.realtimeWork.path,
  travel: byVin(C.travel),
  daysTravel: byVin(C.daysTravel),
  customTree: C.customTree.path,
} as const;

/** Route patterns of the per-vehicle calls (Fastify syntax). */
export const MonitorRoutes = {
  history: C.history.path,
  trackData: C.trackData.path,
} as const;

/** Permissions: the module of each screen in the menu catalogue with its standard actions. */
export const MonitorPermissions = {
  statusView: 'status/view',
  statusExport: 'status/export',
  singleView: 'singleVehicle/view',
  currentView: 'currentCondition/view',
  historyView: 'historicalCondition/view',
  trackView: 'trackReplay/view',
  mapView: 'distribution/view',
  faultsView: 'currentFaults/view',
  historyExport: 'historicalCondition/export',
  trackExport: 'trackReplay/export',
  analysisView: 'singleVehicleAnalysisTab/view',
  analysisExport: 'singleVehicleAnalysisTab/export',
  linkGpsView: 'thirdPartyLinkPositionLog/view',
  linkGpsExport: 'thirdPartyLinkPositionLog/export',
  onlineRateView: 'onlineRate/view',
  onlineRateExport: 'onlineRate/export',
  provinceView: 'regionalDistribution/view',
  provinceExport: 'regionalDistribution/export',
  workTimeView: 'workTimeTotal/view',
  workTimeExport: 'workTimeTotal/export',
  typeExport: 'analysisVehicleModel/export',
  typeView: 'analysisVehicleModel/view',
  /** the fleet-wide figures of the home dashboard (dataAnalysis/home/*) */
  homeView: 'home/view',
} as const;

export const MONITOR_SORT_KEYS = ['vin', 'dataUpdateTime', 'gpsTime', 'soc', 'speed', 'mileage'] as const;

export const monitorListBody = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
  vin: z.string().trim().max(17).optional(),
  plate: z.string().trim().max(20).optional(),
  onlineStatus: z.union([z.literal(0), z.literal(1)]).optional(),
  acc: z.union([z.literal(0), z.literal(1)]).optional(),
  charging: z.union([z.literal(0), z.literal(1)]).optional(),
  sortField: z.enum(MONITOR_SORT_KEYS).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type MonitorListBody = z.infer<typeof monitorListBody>;

/** A vehicle monitor row from the archive and the live state. */
export interface MonitorRow {
  id: number;
  vin: string;
  plateCode: string | null;
  terminalCode: string | null;
  simCode: string | null;
  modelName: string | null;
  /** the archive's vehicle type */
  typeName: string | null;
  orgName: string | null;
  saleStatus: string;
  saleDate: number | null;
  serviceStartDate: number | null;
  serviceEndDate: number | null;
  /** the owner, masked without vehicleList/unmask */
  customerName: string | null;
  onlineStatus: 0 | 1;
  /** 1: the last fix is valid */
  gps: 0 | 1;
  acc: 0 | 1;
  charging: 0 | 1;
  /** the lock domain's status code (0 none, 240 received, 241 locked, 242 not supported, 243 unlocked, 998 other) */
  lockStatus: number;
  lockStatusText: string;
  soc: number | null;
  speed: number | null;
  mileage: number | null;
  alarmLevel: number | null;
  gpsAddress: string | null;
  lastLat: number | null;
  lastLon: number | null;
  gpsTime: number | null;
  dataUpdateTime: number | null;
  loginTime: number | null;
  logoutTime: number | null;
  /** seconds online over all sessions */
  totalWorkTime: number;
  /** 1: the vehicle has a bound terminal */
  terminalRegister: 0 | 1;
  /** the chip model (code, name) of the bound terminal's model, and its chip factory */
  chipCode: string | null;
  chipModel: string | null;
  chipFactory: string | null;
  /** 1: that chip model's filing is approved (GB4 or GB6) */
  chipRegister: 0 | 1;
  /** 1: the vehicle's filing is approved under GB4 or GB6 */
  vehicleRegister: 0 | 1;
  /** the vehicle's GB4 filing as the spec's audit code (-1, 0, 1, 2, 5, 6), null when not filed */
  vehicleRegisterGb4: number | null;
  vehicleRegisterGb4Text: string | null;
  /** the vehicle's GB6 filing as the spec's audit code (0, 1, 3, 4, 5, 6), null when not filed */
  vehicleRegisterGb6: number | null;
  vehicleRegisterGb6Text: string | null;
}

/** dateList (V2.0): the days of a month on which a vehicle reported; month as YYYY-MM. */
export const dateListQuery = z.object({
  vin: z.string().trim().min(1).max(17),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});

/** Time range of history and track calls: epoch ms, at most 30 days (3 for exports). */
export const timeRangeQuery = z.object({
  startTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
  endTime: z.coerce.number().int().positive().max(EPOCH_MS_MAX),
});

export const historyBody = timeRangeQuery.extend({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(50),
  /** signal keys of the history tree; empty means every typed value */
  signals: z.array(z.string().max(40)).max(40).default([]),
  /** 'desc' shows the newest first */
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type HistoryBody = z.infer<typeof historyBody>;

/** A page of a track (trackData/page), oldest first. */
export const trackPageBody = timeRangeQuery.extend({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(10000).default(1000),
});

/** History and track exports: a range of at most 3 days, oldest first. */
export const historyExportBody = timeRangeQuery.extend({
  signals: z.array(z.string().max(40)).max(40).default([]),
});
export type HistoryExportBody = z.infer<typeof historyExportBody>;

/** A node of the history signal tree (spec: Signal tree node id, name, children). */
export interface SignalNode {
  id: string;
  name: string;
  unit?: string;
  children?: SignalNode[];
}

/**
 * A node of the custom signal tree (fwp/custom/tree): the signal tree configured for the vehicle's
 * series, folders holding signals of its dictionary. `collected` marks the signals of the template
 * published to the series, the ones its terminals are configured to collect.
 */
export interface CustomSignalNode {
  id: number;
  name: string;
  nodeType: 'NODE' | 'SIGNAL';
  signalCode?: string;
  unit?: string | null;
  varAddress?: string | null;
  collected?: boolean;
  children: CustomSignalNode[];
}

/** The custom signal tree of a vehicle's series, with the published template it is read against. */
export interface CustomSignalTree {
  vin: string;
  vehicleSeriesId: number | null;
  seriesName: string | null;
  template: { name: string; version: number } | null;
  nodes: CustomSignalNode[];
}

export interface TrackPoint {
  time: number;
  lng: number;
  lat: number;
  speed: number | null;
  mileage: number | null;
  soc: number | null;
}

/** A live entry pushed over the websocket after each ingest write (fields absent did not change). */
export interface VehicleStatePush {
  vehicleId: number;
  vin: string;
  online?: boolean;
  time?: number;
  lng?: number | null;
  lat?: number | null;
  speed?: number | null;
  soc?: number | null;
  mileage?: number | null;
  acc?: boolean;
  charging?: boolean;
  alarmLevel?: number | null;
}

export { WS_VEHICLE_STATE_ON, WS_VEHICLE_STATE_OFF } from './ws';

export interface HomeOnline {
  total: number;
  online: number;
  driving: number;
  charging: number;
  alarming: number;
}

export interface HomeAlarm {
  today: number;
  key: number;
}

/** Marker states of the distribution map, by their code in MapData.states. */
export const MAP_STATES = ['offline', 'alarm', 'charging', 'driving', 'parked'] as const;
export type MapState = (typeof MAP_STATES)[number];

/**
 * Every positioned vehicle of the tenant, column-wise (compact for 100,000 vehicles): WGS-84
 * positions and state codes (index in MAP_STATES). `tiles` is the tile setting; no url means the
 * offline province basemap.
 */
export interface MapData {
  total: number;
  ids: number[];
  vins: string[];
  lng: number[];
  lat: number[];
  states: number[];
  tiles: MapTiles;
}

/**
 * The map tile setting: a {z}/{x}/{y} raster template or a vector style URL (ending in .json);
 * `coord` is the datum the tiles are drawn in (GCJ-02 for the Chinese providers). No url: the
 * offline basemap, nothing fetched.
 */
export interface MapTiles {
  url: string;
  coord: 'gcj02' | 'wgs84';
}

export interface ProvinceCount {
  code: string;
  name: string;
  count: number;
  online: number;
}

/** Vehicles per type (the archive's series; vehicles without one count under an empty name). */
export interface TypeCount {
  /** the series' name; '' for vehicles without a series */
  name: string;
  count: number;
  online: number;
}

/** Hours online of the tenant's vehicles per month (YYYY-MM) of the tenant's clock, the last 12 months. */
export interface MonthWorkTime {
  month: string;
  hours: number;
  /** days the month covers: all of them, the current month's up to now (fractional) */
  days: number;
}

/** The last fix of a vehicle (single monitor location). */
export interface VehicleLocation {
  vin: string;
  valid: boolean | null;
  lng: number | null;
  lat: number | null;
  gpsTime: number | null;
  /** province of the fix */
  address: string | null;
  speed: number | null;
}

/** A trip of the single-vehicle analysis (travel), found from the reports on the server. */
export interface Trip {
  startTime: number;
  endTime: number;
  durationSeconds: number;
  startMileage: number | null;
  endMileage: number | null;
  /** km, from the odometer */
  distance: number;
  maxSpeed: number;
  /** km/h over the trip */
  avgSpeed: number;
  startSoc: number | null;
  endSoc: number | null;
  /** battery discharge during the trip */
  energyKwh: number;
  startLng: number | null;
  startLat: number | null;
  endLng: number | null;
  endLat: number | null;
}

/** A day (the tenant's clock) of the single-vehicle analysis (days travel). */
export interface DayTravel {
  /** YYYY-MM-DD */
  date: string;
  /** km the odometer advanced over the day's reports */
  mileage: number;
  trips: number;
  drivingSeconds: number;
  energyKwh: number;
  maxSpeed: number;
  kwhPer100km: number | null;
}

/** A time range of one vehicle named in the body (V2.0 export, workDataExportExcel, energy track). */
export const vinRangeBody = timeRangeQuery.extend({ vin: z.string().trim().min(1).max(17) });

/** queryMsg: a vehicle's frames as the gateway saw them (raw frames), newest first. */
export const messageQueryBody = timeRangeQuery.extend({
  vin: z.string().trim().min(1).max(17),
  direction: z.enum(['up', 'down']).optional(),
  commandId: z.coerce.number().int().min(0).max(255).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(20),
});
export type MessageQueryBody = z.infer<typeof messageQueryBody>;

export interface FrameMessage {
  time: number;
  direction: 'up' | 'down';
  commandId: number | null;
  /** the command's name in the caller's language */
  command: string;
  responseFlag: number | null;
  remoteAddr: string | null;
  /** why the gateway refused it, when it did */
  error: string | null;
  hex: string;
}

/** getLinkGpsPage: the positions a vehicle's link delivered, with that link (session) and the delay. */
export const linkGpsBody = timeRangeQuery.extend({
  vin: z.string().trim().min(1).max(17),
  validOnly: z.boolean().optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(20),
});
export type LinkGpsBody = z.infer<typeof linkGpsBody>;

export interface LinkGpsRow {
  vin: string;
  gpsTime: number;
  receivedAt: number;
  /** seconds between the fix and its arrival */
  delaySeconds: number;
  reissue: boolean;
  valid: boolean | null;
  lng: number | null;
  lat: number | null;
  province: string | null;
  speed: number | null;
  /** the terminal's address and the gateway of the session that carried it */
  remoteAddr: string | null;
  gateway: string | null;
  edition: number;
}

/** Positioning (POST single monitor V1.0): the last fixes of up to 100 vehicles. */
export const positionsBody = z.object({ vins: z.array(z.string().trim().min(1).max(17)).min(1).max(100) });

/** energy/realTime (V2.0): the battery's present state. */
export interface EnergyRealTime {
  vin: string;
  time: number | null;
  soc: number | null;
  voltage: number | null;
  current: number | null;
  /** kW, positive while discharging */
  power: number | null;
  charging: boolean;
  chargeStatus: number | null;
  maxCellVoltage: number | null;
  minCellVoltage: number | null;
  maxTemp: number | null;
  minTemp: number | null;
}

export interface EnergyPoint {
  time: number;
  soc: number | null;
  voltage: number | null;
  current: number | null;
  power: number | null;
  speed: number | null;
  lng: number | null;
  lat: number | null;
}

/** home/workTime: hours online of the tenant's vehicles today (the tenant's day) and in all. */
export interface HomeWorkTime {
  todayHours: number;
  totalHours: number;
  /** vehicles online at some time today */
  activeToday: number;
}

export interface VehicleCategory {
  vin: string;
  modelName: string | null;
  seriesName: string | null;
  typeName: string | null;
}

/** Realtime V2.0 customer: who the vehicle was sold to (owner data masked without vehicleList/unmask). */
export interface RealtimeCustomer {
  vin: string;
  customerName: string | null;
  customerPhone: string | null;
  dealerName: string | null;
  orgName: string | null;
  saleStatus: string;
  saleDate: number | null;
  serviceStatus: string;
  serviceStartDate: number | null;
  serviceEndDate: number | null;
}

/** Realtime V2.0 onlineAndWork: the connection and the time online. */
export interface OnlineAndWork {
  vin: string;
  online: boolean;
  loginTime: number | null;
  logoutTime: number | null;
  lastSeenTime: number | null;
  /** seconds online today (the tenant's day) and in all */
  todayWorkSeconds: number;
  totalWorkSeconds: number;
}

/** Realtime V2.0 work: hours online per day (the tenant's clock) of a range of at most 30 days. */
export interface DayWork {
  date: string;
  hours: number;
}

export const vinQuery = z.object({ vin: z.string().trim().min(1).max(17) });
export const vinRangeQuery = timeRangeQuery.extend({ vin: z.string().trim().min(1).max(17) });

const ANALYSIS = 'vehicle-svc/dataAnalysis';
const P = MonitorPermissions;

/**
 * Data analysis (dataAnalysis) beyond the home page: the online rate, work time by day, province
 * and vehicle, energy per day of a vehicle, and their exports (xlsx). GET sends its payload as the query.
 */
export const DATA_ANALYSIS_CALLS = defineCalls({
  /** ?startTime=&endTime= (at most 30 days): OnlineRateDay[] */
  onlineRate: { method: 'GET', path: `${ANALYSIS}/getOnlineRate`, access: P.onlineRateView },
  workTimeByProvince: {
    method: 'GET',
    path: `${ANALYSIS}/getTotalWorkTimeByProvince`,
    access: P.provinceView,
  },
  provinces: { method: 'GET', path: `${ANALYSIS}/provinces`, access: 'session' },
  /** ?date=YYYY-MM-DD */
  workTimeOfDate: { method: 'GET', path: `${ANALYSIS}/work/time/date`, access: P.workTimeView },
  /** ?startTime=&endTime=: hours online per day of the fleet */
  workTime: { method: 'GET', path: `${ANALYSIS}/workTime`, access: P.workTimeView },
  /** ?startTime=&endTime=: energy per day of one vehicle */
  fuelList: { method: 'GET', path: `${ANALYSIS}/:vin/fuelList`, access: P.analysisView },
  page: { method: 'POST', path: `${ANALYSIS}/page`, access: P.workTimeView },
  pageWorkTime: { method: 'POST', path: `${ANALYSIS}/page/workTime`, access: P.workTimeView },
  exportOnlineRate: { method: 'POST', path: `${ANALYSIS}/export/onlineRate`, access: P.onlineRateExport },
  exportProvince: { method: 'POST', path: `${ANALYSIS}/export/province`, access: P.provinceExport },
  exportTime: { method: 'POST', path: `${ANALYSIS}/export/time`, access: P.workTimeExport },
  exportTotal: { method: 'POST', path: `${ANALYSIS}/export/total`, access: P.workTimeExport },
  exportType: { method: 'POST', path: `${ANALYSIS}/export/type`, access: P.typeExport },
});

const D = DATA_ANALYSIS_CALLS;
/** The data-analysis calls' paths relative to /api, filled in (the tests call them by URL). */
export const DataAnalysisApi = {
  onlineRate: D.onlineRate.path,
  workTimeByProvince: D.workTimeByProvince.path,
  provinces: D.provinces.path,
  workTimeOfDate: D.workTimeOfDate.path,
  workTime: D.workTime.path,
  fuelList: byVin(D.fuelList),
  page: D.page.path,
  pageWorkTime: D.pageWorkTime.path,
  exportOnlineRate: D.exportOnlineRate.path,
  exportProvince: D.exportProvince.path,
  exportTime: D.exportTime.path,
  exportTotal: D.exportTotal.path,
  exportType: D.exportType.path,
} as const;

/** Daily statistics cover at most 30 days (their exports too: a row per day). */
export const dayRangeQuery = timeRangeQuery;
export const workTimeDateQuery = z.object({
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
});

/** page: the tenant's vehicles with their time online in all. */
export const vehicleWorkPageBody = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  vin: z.string().trim().max(17).optional(),
  plate: z.string().trim().max(20).optional(),
});
/** page/workTime: the tenant's vehicles with their time online in a range of at most 30 days, most first. */
export const rangeWorkPageBody = vehicleWorkPageBody.extend(timeRangeQuery.shape);

export interface OnlineRateDay {
  date: string;
  total: number;
  online: number;
  /** online / total, 0-1 */
  rate: number;
}

export interface ProvinceWorkTime {
  /** province code; '' for vehicles never positioned */
  code: string;
  name: string;
  vehicles: number;
  hours: number;
}

export interface VehicleWork {
  vin: string;
  plate: string | null;
  modelName: string | null;
  hours: number;
  sessions: number;
  lastLoginTime: number | null;
}

export interface FuelDay {
  date: string;
  mileage: number;
  energyKwh: number;
  kwhPer100km: number | null;
}
