import { TerminalParamApi, type TerminalTaskResult } from '@chelian/contracts/terminalParams';
import { http } from './http';

export const readParams = (vin: string) => http.get<TerminalTaskResult>(TerminalParamApi.read, { vin });

export const setParams = (vin: string, params: { id: number; value: number | string }[]) => http.put<TerminalTaskResult>(TerminalParamApi.set, { vin, params });

export const sendTerminalControl = (vin: string, body: { commandId: number; level?: number; url?: string }) =>
  http.post<TerminalTaskResult>(TerminalParamApi.control, { vin, ...body });
