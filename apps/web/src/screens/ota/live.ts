import { useEffect, useRef, useState } from 'react';
import { otaTopic } from '@chelian/contracts/resources/ota/index';
import { commandSocket } from '../../api/commandSocket';
import type { OtaPushMessage } from '../../api/ws';

/**
 * How often an OTA screen reads its data again while the socket is down (it is pushed otherwise):
 * slow, as a fallback only.
 */
export const OTA_FALLBACK_REFRESH_MS = 10_000;
/** How often the socket's state is looked at (no request: a property read). */
const WATCH_MS = 2000;

/** Whether the console's socket is open, looked at every two seconds. */
export function useSocketOpen(): boolean {
  const [open, setOpen] = useState(commandSocket.connected);
  useEffect(() => {
    const timer = setInterval(() => setOpen(commandSocket.connected), WATCH_MS);
    return () => clearInterval(timer);
  }, []);
  return open;
}

/**
 * The OTA pushes of a topic (every task's figures, or one task's vehicles with `taskId`) while the
 * screen is open. The listener may change between renders; the subscription stays.
 */
export function useOtaPushes(taskId: number | undefined, listener: (push: OtaPushMessage) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    commandSocket.connect();
    return commandSocket.onOta(otaTopic(taskId), (push) => latest.current(push));
  }, [taskId]);
}
