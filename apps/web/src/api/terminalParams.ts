import { TERMINAL_PARAM_CALLS, type TerminalTaskResult } from '@chelian/contracts/terminalParams';
import { callApi } from './http';

const CALLS = TERMINAL_PARAM_CALLS;

export const readParams = (vin: string) => callApi<TerminalTaskResult>(CALLS.read, { vin });

export const setParams = (vin: string, params: { id: number; value: number | string }[]) =>
  callApi<TerminalTaskResult>(CALLS.set, { vin, params });

export const sendTerminalControl = (vin: string, body: { commandId: number; level?: number; url?: string }) =>
  callApi<TerminalTaskResult>(CALLS.control, { vin, ...body });

/** Changes a vehicle's VIN; archive, binding and live state follow. */
export const changeVin = (vin: string, newVin: string) =>
  callApi<{ vehicleId: number; oldVin: string; vin: string }>(CALLS.changeVin, { vin, newVin });
