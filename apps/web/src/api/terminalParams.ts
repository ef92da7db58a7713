import { TerminalParamApi, type TerminalTaskResult } from '@chelian/contracts/terminalParams';
import { http } from './http';

export const readParams = (vin: string) => http.get<TerminalTaskResult>(TerminalParamApi.read, { vin });

export const setParams = (vin: string, params: { id: number; value: number | string }[]) =>
  http.put<TerminalTaskResult>(TerminalParamApi.set, { vin, params });

export const sendTerminalControl = (vin: string, body: { commandId: number; level?: number; url?: string }) =>
  http.post<TerminalTaskResult>(TerminalParamApi.control, { vin, ...body });

/** Changes a vehicle's VIN (vehicle/param/changeVin); archive, binding and live state follow. */
export const changeVin = (vin: string, newVin: string) =>
  http.post<{ vehicleId: number; oldVin: string; vin: string }>('vehicle-svc/vehicle/param/changeVin', {
    vin,
    newVin,
  });
