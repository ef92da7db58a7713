import { useEffect } from 'react';
import {
  MONITOR_CALLS,
  type HistoryBody,
  type HistoryExportBody,
  type HomeAlarm,
  type HomeOnline,
  type MapData,
  type MapTiles,
  type MonthWorkTime,
  type TypeCount,
  type ProvinceCount,
  type MonitorListBody,
  type MonitorRow,
  type SignalNode,
  type CustomSignalTree,
  type TrackPoint,
  type Trip,
  type DayTravel,
  type FrameMessage,
  type LinkGpsBody,
  type LinkGpsRow,
  type MessageQueryBody,
} from '@chelian/contracts/monitor';
import {
  HISTORY_TASK_CALLS,
  type HistoryExportTask,
  type HistoryTaskVin,
} from '@chelian/contracts/history-export-tasks';
import {
  TERMINAL_FILE_CALLS,
  type TerminalFile,
  type TerminalFileContent,
  type TerminalFileType,
} from '@chelian/contracts/terminal-files';
import type { Page } from '@chelian/contracts/platform';
import { useLatest } from '../utils/useLatest';
import { commandSocket } from './commandSocket';
import { downloadCall } from './download';
import { callApi } from './http';
import type { VehicleStateMessage } from './ws';

export const monitorKeys = {
  all: ['monitor'] as const,
  list: (body: MonitorListBody) => ['monitor', 'list', body] as const,
  single: (vin: string) => ['monitor', 'single', vin] as const,
  realTime: (vin: string) => ['monitor', 'realTime', vin] as const,
  tree: (vin: string) => ['monitor', 'tree', vin] as const,
  customTree: (vin: string) => ['monitor', 'customTree', vin] as const,
  history: (vin: string, body: HistoryBody) => ['monitor', 'history', vin, body] as const,
  track: (vin: string, start: number, end: number) => ['monitor', 'track', vin, start, end] as const,
  home: ['monitor', 'home'] as const,
};

const C = MONITOR_CALLS;
const byVin = (vin: string) => ({ params: { vin } });

export const getMonitorList = (body: MonitorListBody) => callApi<Page<MonitorRow>>(C.monitorList, body);
/** silent: a refusal (no terminal) is shown in place rather than as a toast */
export const getSingleVehicle = (vin: string) =>
  callApi<MonitorRow>(C.single, undefined, { ...byVin(vin), silent: true });
export const getCurrentCondition = (vin: string) =>
  callApi<CurrentCondition | null>(C.realTime, undefined, byVin(vin));
export const getSignalTree = (vin: string) => callApi<SignalNode[]>(C.historyInit, undefined, byVin(vin));
export const getCustomSignalTree = (vin: string) => callApi<CustomSignalTree>(C.customTree, { vin });
export const getHistory = (vin: string, body: HistoryBody) =>
  callApi<Page<HistoryRow> & { signals: string[] }>(C.history, body, byVin(vin));
export const getTrack = (vin: string, startTime: number, endTime: number) =>
  callApi<TrackPoint[]>(C.trackData, { startTime, endTime }, byVin(vin));
export const getMapData = () => callApi<MapData>(C.mapData, {});
export const getMapTiles = () => callApi<MapTiles>(C.mapTiles);
export const getCountByProvince = () => callApi<ProvinceCount[]>(C.countByProvince);
export const getFaults = (vin: string) => callApi<CurrentFaults | null>(C.faults, undefined, byVin(vin));
export const getReportDays = (vin: string, month: string) => callApi<string[]>(C.dateList, { vin, month });
// the home dashboard's fleet figures load in the background and need home/view: a refusal leaves
// its card empty rather than raising a toast over whatever screen the user opened
const quiet = { silent: true } as const;
export const getCountByType = () => callApi<TypeCount[]>(C.homeVehicle, undefined, quiet);
export const getMonthWorkTime = () => callApi<MonthWorkTime[]>(C.homeMonthWorkTime, undefined, quiet);
export const getHomeOnline = () => callApi<HomeOnline>(C.homeOnline, undefined, quiet);
export const getHomeAlarm = () => callApi<HomeAlarm>(C.homeAlarm, undefined, quiet);

/** Downloads the status list of the current filters as xlsx; resolves with the file name. */
export const exportMonitorList = (body: Partial<MonitorListBody>, fallbackName: string) =>
  downloadCall(C.monitorExport, body, fallbackName);

/** History of chosen values over at most 3 days as xlsx. */
export const exportHistory = (vin: string, body: HistoryExportBody, fallbackName: string) =>
  downloadCall(C.historyExport, body, fallbackName, { vin });

/** A track over at most 3 days as xlsx. */
export const exportTrack = (vin: string, startTime: number, endTime: number, fallbackName: string) =>
  downloadCall(C.trackExport, { startTime, endTime }, fallbackName, { vin });

const FILES = TERMINAL_FILE_CALLS;
export const searchTerminalFiles = (body: {
  vin: string;
  fileType?: TerminalFileType;
  current: number;
  size: number;
}) => callApi<Page<TerminalFile>>(FILES.search, body);
/** asks the terminal for its file; the row shows `requested` until the upload arrives */
export const requestTerminalFile = (vin: string, fileType: TerminalFileType) =>
  callApi<TerminalFile>(FILES.read, { vin, fileType });
export const readTerminalFile = (id: number) => callApi<TerminalFileContent>(FILES.readFile, { id });
export const deleteTerminalFiles = (ids: number[]) => callApi<{ deleted: number }>(FILES.delete, { ids });
export const downloadTerminalFile = (id: number, fallbackName: string) =>
  downloadCall(FILES.downloadFile, { id }, fallbackName);

export const getTravel = (vin: string, startTime: number, endTime: number) =>
  callApi<Trip[]>(C.travel, { startTime, endTime }, byVin(vin));
export const getDaysTravel = (vin: string, startTime: number, endTime: number) =>
  callApi<DayTravel[]>(C.daysTravel, { startTime, endTime }, byVin(vin));
/** Days and trips of at most 3 days as xlsx. */
export const exportWorkData = (vin: string, startTime: number, endTime: number, fallbackName: string) =>
  downloadCall(C.workDataExport, { vin, startTime, endTime }, fallbackName);

export const getLinkGpsPage = (body: LinkGpsBody) => callApi<Page<LinkGpsRow>>(C.linkGpsPage, body);
/** The link position log of at most 3 days as xlsx. */
export const exportLinkGps = (body: Omit<LinkGpsBody, 'current' | 'size'>, fallbackName: string) =>
  downloadCall(C.linkGpsExport, body, fallbackName);
export const getFrameMessages = (body: MessageQueryBody) => callApi<Page<FrameMessage>>(C.queryMsg, body);
/** Frames of at most 3 days as xlsx. */
export const exportFrameMessages = (body: Omit<MessageQueryBody, 'current' | 'size'>, fallbackName: string) =>
  downloadCall(C.exportMsg, body, fallbackName);

const TASKS = HISTORY_TASK_CALLS;
export const getHistoryTasks = (body: { current: number; size: number; taskName?: string }) =>
  callApi<Page<HistoryExportTask>>(TASKS.page, body);
export const getMultiSignalTree = () => callApi<SignalNode[]>(TASKS.initMultiTree, {});
export const getHistoryTaskVins = (id: number) =>
  callApi<HistoryTaskVin[]>(TASKS.queryTaskVins, {}, { params: { id } });
export const deleteHistoryTasks = (ids: number[]) => callApi<{ deleted: number }>(TASKS.deleteTask, { ids });
export const downloadHistoryTask = (id: number, fallbackName: string) =>
  downloadCall(TASKS.getDataContent, {}, fallbackName, { id });
/** Creates an export task from a file of VINs (xlsx first column, or text). */
export function createHistoryTask(
  fields: { taskName: string; startTime: number; endTime: number; signals: string[] },
  file: File,
) {
  const form = new FormData();
  form.append('taskName', fields.taskName);
  form.append('startTime', String(fields.startTime));
  form.append('endTime', String(fields.endTime));
  form.append('signals', fields.signals.join(','));
  form.append('file', file, file.name);
  return callApi<HistoryExportTask>(TASKS.create, form);
}

export interface HistoryRow {
  frameTime: number;
  receivedAt: number;
  reissue: boolean;
  [signal: string]: number | boolean | null;
}

type Values = Record<string, unknown>;
export interface CurrentCondition {
  online: boolean;
  frameTime: number | null;
  receivedAt: number | null;
  edition: number | null;
  vehicle: Values;
  motors: Values[];
  fuelCell: Values | null;
  engine: Values | null;
  position: Values;
  extremes: Values & { detail: Values | null };
  alarm: Values;
  storageVoltages: (Values & { values: (number | null)[] })[];
  storageTemps: (Values & { values: (number | null)[] })[];
  others: Values;
}

/** Live vehicle state pushes while the component is mounted. */
export function useVehicleState(listener: (message: VehicleStateMessage) => void): void {
  const latest = useLatest(listener);
  useEffect(() => commandSocket.onVehicleState((message) => latest.current(message)), [latest]);
}

export interface CurrentFaults {
  startedAt: number;
  lastFrameAt: number;
  highestLevel: number;
  lastLevel: number;
  flags: string[];
  storageFaults: number[];
  motorFaults: number[];
  engineFaults: number[];
  otherFaults: number[];
  frameCount: number;
}
