import { connect, type NatsConnection } from 'nats';
import type { Bus } from './bus';

/**
 * The Bus on core NATS: the same publish/subscribe as the in-process bus, across processes
 * (websocket fan-out to every API node, vehicle state events, downlink command requests and
 * status). Payloads are JSON. Subjects get `<prefix>.` in front so environments can share a server.
 */
export async function createNatsBus(
  url: string,
  options: { prefix?: string; name?: string } = {},
): Promise<Bus & { connection: NatsConnection }> {
  const nc = await connect({ servers: url, name: options.name ?? 'chelian-bus', maxReconnectAttempts: -1 });
  const prefix = options.prefix ? `${options.prefix}.` : '';
  return {
    connection: nc,
    publish(subject, payload) {
      nc.publish(prefix + subject, Buffer.from(JSON.stringify(payload)));
    },
    subscribe(subject, handler) {
      const sub = nc.subscribe(prefix + subject, {
        callback: (err, msg) => {
          if (err) return;
          let payload: unknown;
          try {
            payload = JSON.parse(Buffer.from(msg.data).toString('utf8'));
          } catch {
            return;
          }
          handler(payload);
        },
      });
      return () => sub.unsubscribe();
    },
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
