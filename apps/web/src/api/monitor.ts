import { useEffect } from 'react';
import {
  MonitorApi,
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
  HistoryExportTaskApi,
  type HistoryExportTask,
  type HistoryTaskVin,
} from '@chelian/contracts/history-export-tasks';
import {
  TerminalFilesApi,
  type TerminalFile,
  type TerminalFileContent,
  type TerminalFileType,
} from '@chelian/contracts/terminal-files';
import type { Page } from '@chelian/contracts/platform';
import { useLatest } from '../utils/useLatest';
import { commandSocket } from './commandSocket';
import { fileNameOf, saveBlob } from './download';
import { http, request } from './http';
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

export const getMonitorList = (body: MonitorListBody) =>
  http.post<Page<MonitorRow>>(MonitorApi.monitorList, body);
/** silent: a refusal (no terminal) is shown in place rather than as a toast */
export const getSingleVehicle = (vin: string) =>
  http.get<MonitorRow>(MonitorApi.single(vin), undefined, { silent: true });
export const getCurrentCondition = (vin: string) =>
  http.get<CurrentCondition | null>(MonitorApi.realTime(vin));
export const getSignalTree = (vin: string) => http.get<SignalNode[]>(MonitorApi.historyInit(vin));
export const getCustomSignalTree = (vin: string) =>
  http.get<CustomSignalTree>(MonitorApi.customTree, { vin });
export const getHistory = (vin: string, body: HistoryBody) =>
  http.post<Page<HistoryRow> & { signals: string[] }>(MonitorApi.history(vin), body);
export const getTrack = (vin: string, startTime: number, endTime: number) =>
  http.get<TrackPoint[]>(MonitorApi.trackData(vin), { startTime, endTime });
export const getMapData = () => http.post<MapData>(MonitorApi.mapData, {});
export const getMapTiles = () => http.get<MapTiles>(MonitorApi.mapTiles);
export const getCountByProvince = () => http.get<ProvinceCount[]>(MonitorApi.countByProvince);
export const getFaults = (vin: string) => http.get<CurrentFaults | null>(MonitorApi.faults(vin));
export const getReportDays = (vin: string, month: string) =>
  http.get<string[]>(MonitorApi.dateList, { vin, month });
// the home dashboard's fleet figures load in the background and need home/view: a refusal leaves
// its card empty rather than raising a toast over whatever screen the user opened
const quiet = { silent: true } as const;
export const getCountByType = () => http.get<TypeCount[]>(MonitorApi.homeVehicle, undefined, quiet);
export const getMonthWorkTime = () =>
  http.get<MonthWorkTime[]>(MonitorApi.homeMonthWorkTime, undefined, quiet);
export const getHomeOnline = () => http.get<HomeOnline>(MonitorApi.homeOnline, undefined, quiet);
export const getHomeAlarm = () => http.get<HomeAlarm>(MonitorApi.homeAlarm, undefined, quiet);

/** Downloads the status list of the current filters as xlsx; resolves with the file name. */
export const exportMonitorList = (body: Partial<MonitorListBody>, fallbackName: string) =>
  downloadXlsx(MonitorApi.monitorExport, body, fallbackName);

/** History of chosen values over at most 3 days as xlsx. */
export const exportHistory = (vin: string, body: HistoryExportBody, fallbackName: string) =>
  downloadXlsx(MonitorApi.historyExport(vin), body, fallbackName);

/** A track over at most 3 days as xlsx. */
export const exportTrack = (vin: string, startTime: number, endTime: number, fallbackName: string) =>
  downloadXlsx(MonitorApi.trackExport(vin), { startTime, endTime }, fallbackName);

export const searchTerminalFiles = (body: {
  vin: string;
  fileType?: TerminalFileType;
  current: number;
  size: number;
}) => http.post<Page<TerminalFile>>(TerminalFilesApi.search, body);
/** asks the terminal for its file; the row shows `requested` until the upload arrives */
export const requestTerminalFile = (vin: string, fileType: TerminalFileType) =>
  http.post<TerminalFile>(TerminalFilesApi.read, { vin, fileType });
export const readTerminalFile = (id: number) =>
  http.post<TerminalFileContent>(TerminalFilesApi.readFile, { id });
export const deleteTerminalFiles = (ids: number[]) =>
  http.post<{ deleted: number }>(TerminalFilesApi.delete, { ids });
export const downloadTerminalFile = (id: number, fallbackName: string) =>
  downloadXlsx(TerminalFilesApi.downloadFile, { id }, fallbackName);

export const getTravel = (vin: string, startTime: number, endTime: number) =>
  http.post<Trip[]>(MonitorApi.travel(vin), { startTime, endTime });
export const getDaysTravel = (vin: string, startTime: number, endTime: number) =>
  http.post<DayTravel[]>(MonitorApi.daysTravel(vin), { startTime, endTime });
/** Days and trips of at most 3 days as xlsx. */
export const exportWorkData = (vin: string, startTime: number, endTime: number, fallbackName: string) =>
  downloadXlsx(MonitorApi.workDataExport, { vin, startTime, endTime }, fallbackName);

export const getLinkGpsPage = (body: LinkGpsBody) =>
  http.post<Page<LinkGpsRow>>(MonitorApi.linkGpsPage, body);
/** The link position log of at most 3 days as xlsx. */
export const exportLinkGps = (body: Omit<LinkGpsBody, 'current' | 'size'>, fallbackName: string) =>
  downloadXlsx(MonitorApi.linkGpsExport, body, fallbackName);
export const getFrameMessages = (body: MessageQueryBody) =>
  http.post<Page<FrameMessage>>(MonitorApi.queryMsg, body);
/** Frames of at most 3 days as xlsx. */
export const exportFrameMessages = (body: Omit<MessageQueryBody, 'current' | 'size'>, fallbackName: string) =>
  downloadXlsx(MonitorApi.exportMsg, body, fallbackName);

export const getHistoryTasks = (body: { current: number; size: number; taskName?: string }) =>
  http.post<Page<HistoryExportTask>>(HistoryExportTaskApi.page, body);
export const getMultiSignalTree = () => http.post<SignalNode[]>(HistoryExportTaskApi.initMultiTree, {});
export const getHistoryTaskVins = (id: number) =>
  http.post<HistoryTaskVin[]>(HistoryExportTaskApi.queryTaskVins(id), {});
export const deleteHistoryTasks = (ids: number[]) =>
  http.post<{ deleted: number }>(HistoryExportTaskApi.deleteTask, { ids });
export const downloadHistoryTask = (id: number, fallbackName: string) =>
  downloadXlsx(HistoryExportTaskApi.getDataContent(id), {}, fallbackName);
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
  return request<HistoryExportTask>(HistoryExportTaskApi.create, { method: 'POST', data: form });
}

/** POSTs and saves the answer as a file (xlsx exports, terminal files); resolves with the file name. */
async function downloadXlsx(path: string, body: unknown, fallbackName: string): Promise<string> {
  let disposition: string | null = null;
  const blob = await request<Blob>(path, {
    method: 'POST',
    data: body,
    responseType: 'blob',
    onResponse: (response) => (disposition = response.headers.get('content-disposition')),
  });
  const name = fileNameOf(disposition, fallbackName);
  saveBlob(blob, name);
  return name;
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
