/** Pushes on /websocket/cmd: JSON objects with a type; the client sends the text 'ping' every 50 s. */
export type WsPush =
  | { type: 'message'; data: { id: number; title: string; pushBizType: string; create_time: number } }
  | { type: 'command'; checkId: string; [extra: string]: unknown }
  | { type: 'kicked' }
  | { type: 'vehicleState'; at: number; vehicles: import('./monitor').VehicleStatePush[] };

export const WS_PING_INTERVAL_MS = 50_000;
