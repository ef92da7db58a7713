/** Pushes on /websocket/cmd: JSON objects with a type; the client sends the text 'ping' every 50 s. */
export type WsPush =
  | { type: 'message'; data: { id: number; title: string; pushBizType: string; create_time: number } }
  | { type: 'command'; checkId: string; [extra: string]: unknown }
  | { type: 'kicked' }
  | { type: 'vehicleState'; at: number; vehicles: import('./monitor').VehicleStatePush[] }
  | import('./filing').FilingPush;

export const WS_PING_INTERVAL_MS = 50_000;

/** The text a console sends on the socket to start (or stop) receiving vehicle state pushes. */
export const WS_VEHICLE_STATE_ON = 'vehicleState:on';
export const WS_VEHICLE_STATE_OFF = 'vehicleState:off';
