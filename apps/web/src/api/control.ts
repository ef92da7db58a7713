import {
  CONTROL_CALLS as C,
  controlCommandCall,
  type ControlCommandState,
  type ControlKind,
  type ControlPayload,
} from '@chelian/contracts/control';
import { sessionStore } from '../state/session';
import type { CallSpec } from '@chelian/contracts/call';
import { callApi } from './http';
import { signRequest } from './signing';

/** The signed client: a fresh nonce, then the encrypted, signed call. */
export async function signedPost<T>(
  call: CallSpec,
  payload: unknown,
  params?: Record<string, string | number>,
): Promise<T> {
  // a session restored from before the secret existed has none: the server refuses the call (SIGN_DECRYPT)
  const signSecret = sessionStore.get().signSecret ?? '';
  const { nonce } = await callApi<{ nonce: string }>(C.nonce);
  const { body, headers } = await signRequest(signSecret, nonce, payload);
  return callApi<T>(call, body, { params, headers });
}

export const sendControl = (kind: ControlKind, payload: ControlPayload) =>
  signedPost<ControlCommandState>(controlCommandCall(kind), payload);

export const commandResult = (checkId: string) =>
  callApi<ControlCommandState>(C.result, undefined, { params: { checkId }, silent: true });

export interface ControlVehicle {
  vin: string;
  plate: string | null;
  model: string | null;
  online: boolean;
}

export const controlVehicles = (keyword: string) => callApi<ControlVehicle[]>(C.vehicles, { keyword });

export interface ControlQuery {
  vin: string;
  model: string | null;
  online: boolean;
  hasTerminal: boolean;
  controls: ControlKind[];
  recent: {
    checkId: string;
    kind: ControlKind;
    action: string;
    status: string;
    statusCode: number;
    createdAt: number;
  }[];
}

export const controlQuery = (vin: string) => callApi<ControlQuery>(C.query, undefined, { params: { vin } });

/** The car body as the terminal last confirmed it; seats: heating level 0-3 of each seat. */
export interface CarBodyState {
  vin: string;
  online: boolean;
  controls: Record<string, string | null>;
  seats: Record<'driver' | 'passenger' | 'rear', number>;
}

export const carBody = (vin: string) => callApi<CarBodyState>(C.carBody, undefined, { params: { vin } });

/** SMS wake-up of an offline terminal (signed); the login that follows is pushed with the same checkId. */
export const sendWakeSms = (vin: string) =>
  signedPost<{ checkId: string; vin: string; status: string; statusCode: number }>(C.sms, { vin }, { vin });
