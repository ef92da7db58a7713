import net from 'node:net';
import { decode, FrameSplitter, type Frame } from '@chelian/gb32960';
import {
  fleetIdentities,
  SimulatedTerminal,
  type TerminalOptions,
  type VehicleIdentity,
} from '@chelian/simulator';
import type { Harness } from './harness';
import { telemetryStore } from '../src/db/store';

/** Puts vehicles, terminals and bindings for these identities in the archive (tenant 'chelian'). */
export async function registerVehicles(
  h: Harness,
  identities: VehicleIdentity[],
): Promise<Map<string, number>> {
  const store = telemetryStore(h.ctx.database);
  const tenantId = Number(
    (await store.query<{ id: number }>(`select id from tenants where tenant_code = 'chelian'`))[0]!.id,
  );
  const ids = new Map<string, number>();
  for (const i of identities) {
    const [v] = await store.query<{ id: number }>(
      'insert into vehicles (tenant_id, vin, plate) values ($1, $2, $3) returning id',
      [tenantId, i.vin, i.plate],
    );
    const [t] = await store.query<{ id: number }>(
      'insert into terminals (tenant_id, terminal_code, iccid) values ($1, $2, $3) returning id',
      [tenantId, i.terminalCode, i.iccid],
    );
    await store.query(
      'insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id) values ($1, $2, $3)',
      [tenantId, v!.id, t!.id],
    );
    ids.set(i.vin, Number(v!.id));
  }
  return ids;
}

export function identities(count: number, seed: string): VehicleIdentity[] {
  return fleetIdentities(count, seed);
}

export function terminal(
  h: Harness,
  identity: VehicleIdentity,
  options: Partial<TerminalOptions> = {},
): SimulatedTerminal {
  const t = new SimulatedTerminal({
    identity,
    port: h.vehicle.gateway!.port,
    interval: 10,
    randomAlarms: false,
    startTime: Date.now() - 3600_000,
    ...options,
  });
  t.keepSent = true;
  return t;
}

export async function waitFor<T>(
  probe: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await probe();
    if (ok(last)) return last;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until every message the gateway published is written. */
export async function settle(h: Harness): Promise<void> {
  await new Promise((r) => setTimeout(r, 30));
  const ok = await h.vehicle.queue!.flush(15_000);
  if (!ok) throw new Error('ingest queue did not drain');
}

export function query<T = Record<string, unknown>>(
  h: Harness,
  text: string,
  params?: unknown[],
): Promise<T[]> {
  return telemetryStore(h.ctx.database).query<T>(text, params);
}

/** A bare TCP client that collects the gateway's answers. */
export class RawClient {
  readonly frames: Frame[] = [];
  closed = false;
  private readonly socket: net.Socket;
  private readonly ready: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect({ host: '127.0.0.1', port });
    const splitter = new FrameSplitter({
      onFrame: (bytes) => {
        const r = decode(bytes);
        if (r.ok) this.frames.push(r.frame);
      },
    });
    this.socket.on('data', (c) => splitter.push(c));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => (this.closed = true));
    this.ready = new Promise((r) => this.socket.once('connect', () => r()));
  }

  async write(bytes: Uint8Array): Promise<void> {
    await this.ready;
    this.socket.write(bytes);
  }

  /** The next answer after `count` answers were already seen. */
  async answer(count: number, timeoutMs = 5000): Promise<Frame> {
    await waitFor(
      () => this.frames.length,
      (n) => n > count,
      timeoutMs,
      'an answer from the gateway',
    );
    return this.frames[count]!;
  }

  close(): void {
    this.socket.destroy();
  }
}
