import type { IngestMessage, IngestStepFactory } from '../../ingest';

/** Vehicle login (0x01), real-time (0x02), reissue (0x03) and logout (0x04): what a target is sent. */
const RELAYED = new Set([0x01, 0x02, 0x03, 0x04]);
const RUNNING_TTL_MS = 1_000;

/**
 * The forwarding outbox: every relayed frame of a vehicle bound to a running task is written,
 * inside the batch's transaction, once per task, in the order the gateway read it. The sender
 * (sender.ts) takes the rows from there, so a frame stored is a frame that will be sent whatever
 * becomes of the process or the target meanwhile. A redelivered batch adds nothing (the message's
 * key is unique per task and vehicle). A frame of a vehicle no running task wants costs nothing
 * but the join.
 */
export const forwardOutboxStep: IngestStepFactory = () => {
  // The tenants with a running task, read again at most every second: a batch of a tenant without
  // one costs nothing (no frame is copied), and a task started waits at most that long to be seen.
  let running = new Set<number>();
  let readAt = 0;
  return {
    name: 'forward-outbox',
    async run(tx, messages) {
      if (Date.now() - readAt >= RUNNING_TTL_MS) {
        const rows = await tx.query<{ tenant_id: number }>(
          `select distinct tenant_id from forward_configs where status = 'RUNNING'`,
        );
        running = new Set(rows.map((r) => Number(r.tenant_id)));
        readAt = Date.now();
      }
      if (!running.size) return;
      const vehicleIds: number[] = [];
      const tenantIds: number[] = [];
      const vins: string[] = [];
      const keys: number[] = [];
      const commands: number[] = [];
      const times: number[] = [];
      const frames: string[] = [];
      for (const m of messages) {
        if (!('tenantId' in m) || !running.has(m.tenantId)) continue;
        const row = relayed(m);
        if (!row) continue;
        vehicleIds.push(row.vehicleId);
        tenantIds.push(row.tenantId);
        vins.push(row.vin);
        keys.push(row.key);
        commands.push(row.bytes[2]!);
        times.push(row.at);
        frames.push(
          Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength).toString('hex'),
        );
      }
      if (!vehicleIds.length) return;
      await tx.query(
        `insert into forward_outbox (tenant_id, config_id, vehicle_id, vin, frame_key, command_id, received_at, frame)
       select c.tenant_id, c.id, m.vehicle_id, m.vin, m.key, m.command_id, to_timestamp(m.at / 1000.0), decode(m.frame, 'hex')
         from unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::int[], $6::float8[], $7::text[])
              with ordinality as m(vehicle_id, tenant_id, vin, key, command_id, at, frame, ord)
         join forward_configs c
           on c.status = 'RUNNING' and c.tenant_id = m.tenant_id
          and (c.all_vehicles or exists (
                select 1 from forward_vehicles fv where fv.config_id = c.id and fv.vehicle_id = m.vehicle_id))
        order by m.ord, c.id
       on conflict do nothing`,
        [vehicleIds, tenantIds, vins, keys, commands, times, frames],
      );
    },
  };
};

interface Relayed {
  vehicleId: number;
  tenantId: number;
  vin: string;
  key: number;
  at: number;
  bytes: Uint8Array;
}

function relayed(m: IngestMessage): Relayed | null {
  if (m.kind === 'frame') {
    if (!RELAYED.has(m.bytes[2]!)) return null;
    return {
      vehicleId: m.vehicleId,
      tenantId: m.tenantId,
      vin: m.vin,
      key: m.key,
      at: m.receivedAt,
      bytes: m.bytes,
    };
  }
  if ((m.kind === 'login' || m.kind === 'logout') && m.bytes && RELAYED.has(m.bytes[2]!))
    // sessions carry no frame key: their time, negative so it never meets a report's key
    return {
      vehicleId: m.vehicleId,
      tenantId: m.tenantId,
      vin: m.vin,
      key: -(m.at * 10 + (m.kind === 'login' ? 1 : 2)),
      at: m.at,
      bytes: m.bytes,
    };
  return null;
}
