import { connect } from 'nats';
import type { SimulatedTerminal } from './terminal';

/** The server's default terminal SMS gateway publishes wake-ups on this subject (after its NATS_PREFIX). */
export const WAKE_SUBJECT = 'terminal.wake';

/**
 * Wakes the terminal a wake-up message names (`{ vin, ... }`, the server's TerminalWakeMessage).
 * Answers the VIN woken, or null when the message is not for one of these terminals.
 */
export function wakeNamed(vehicles: readonly SimulatedTerminal[], payload: unknown): string | null {
  const vin = payload && typeof payload === 'object' ? (payload as { vin?: unknown }).vin : undefined;
  const target = typeof vin === 'string' ? vehicles.find((v) => v.vin === vin) : undefined;
  if (!target) return null;
  target.wake().catch(() => undefined);
  return target.vin;
}

/**
 * Hears the wake-up SMS of a server run with NATS_URL: subscribes to `<prefix>.terminal.wake` on
 * that NATS server, where the default SMS gateway hands its texts, and wakes the terminal named.
 * Resolves once subscribed; the answer stops listening.
 */
export async function listenForWakeups(
  vehicles: readonly SimulatedTerminal[],
  options: { url: string; prefix?: string; onWake?: (vin: string) => void },
): Promise<{ close(): Promise<void> }> {
  const nc = await connect({ servers: options.url, name: 'chelian-simulator', maxReconnectAttempts: -1 });
  const prefix = options.prefix ? `${options.prefix}.` : '';
  nc.subscribe(prefix + WAKE_SUBJECT, {
    callback: (err, msg) => {
      if (err) return;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(msg.data).toString('utf8'));
      } catch {
        return;
      }
      const vin = wakeNamed(vehicles, payload);
      if (vin) options.onWake?.(vin);
    },
  });
  // the subscription reaches the server before anything is published to it
  await nc.flush();
  return {
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
