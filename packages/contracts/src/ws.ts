/** Pushes on /websocket/cmd: JSON objects with a type; the client sends the text 'ping' every 50 s. */
export type WsPush =
  | {
      type: 'message';
      /** `titles`: the title in every language, when the platform wrote it (`title` is the default one) */
      data: {
        id: number;
        title: string;
        titles?: import('./i18n').LocalizedText;
        pushBizType: string;
        create_time: number;
      };
    }
  | { type: 'command'; checkId: string; [extra: string]: unknown }
  | { type: 'kicked' }
  | { type: 'vehicleState'; at: number; vehicles: import('./monitor').VehicleStatePush[] }
  | import('./filing').FilingPush
  | import('./resources/ota/index').OtaPush;

export const WS_PING_INTERVAL_MS = 50_000;

/** The text a console sends on the socket to start (or stop) receiving vehicle state pushes. */
export const WS_VEHICLE_STATE_ON = 'vehicleState:on';
export const WS_VEHICLE_STATE_OFF = 'vehicleState:off';

/**
 * "sub:<topic>" / "unsub:<topic>": a console asks for (or stops) the pushes of a topic a domain
 * serves (e.g. OTA progress, resources/ota otaTopic); the domain checks the user's permission.
 */
export const WS_SUBSCRIBE = 'sub:';
export const WS_UNSUBSCRIBE = 'unsub:';
