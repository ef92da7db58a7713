import { encode, type Edition, type RealtimeBody } from '@chelian/gb32960';
import { describe, expect, it } from 'vitest';
import { CITIES, VehicleModel, vehicleIdentity } from '@chelian/simulator';
import { prepareBatch } from '../src/ingest/batch';
import type { FrameMessage } from '../src/ingest/messages';

const identity = vehicleIdentity(0, 'ingest-batch');
const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';

/** A report of one simulated vehicle, as the gateway would queue it. */
function message(
  body: RealtimeBody,
  opts: { reissue?: boolean; edition?: Edition; key: number },
): FrameMessage {
  const bytes = encode({
    edition: opts.edition ?? 2016,
    command: opts.reissue ? 'reissue' : 'realtime',
    response: 'command',
    vin: identity.vin,
    encryption: 'none',
    body,
  } as never);
  return {
    kind: 'frame',
    vin: identity.vin,
    vehicleId: 7,
    tenantId: 1,
    sessionId: 's',
    receivedAt: 1_800_000_000_000 + opts.key,
    key: opts.key,
    bytes,
  };
}

describe('a batch of reports', () => {
  const model = new VehicleModel({ seed: 7, city: CITIES[0]! });
  model.step(60_000);
  const t0 = Math.floor(model.now / 1000) * 1000;
  const older = {
    ...model.report(2016, beijing(t0)),
    vehicle: { ...model.report(2016, beijing(t0)).vehicle!, speed: 11 },
  };
  const newer = {
    ...model.report(2016, beijing(t0 + 10_000)),
    vehicle: { ...model.report(2016, beijing(t0 + 10_000)).vehicle!, speed: 22 },
  };
  delete (newer as Partial<RealtimeBody>).motors;

  it('keeps every report in history and takes each latest block from the newest report, whatever the order', () => {
    // the newer real-time report is read first, then the older one the terminal reissued
    const p = prepareBatch([message(newer, { key: 1 }), message(older, { key: 2, reissue: true })], {
      keepRaw: true,
      reportBytesInRaw: false,
      binary: false,
    });
    expect(p.history.count).toBe(2);
    // their raw rows point to their history rows instead of repeating the bytes
    expect(p.raw.map((r) => [r.frameTime, r.frameKey, r.bytes])).toEqual([
      [t0 + 10_000, 1, null],
      [t0, 2, null],
    ]);
    expect(p.reports.map((r) => r.timeMs)).toEqual([t0, t0 + 10_000]);
    expect(p.latest).toHaveLength(1);
    const latest = p.latest[0]!;
    expect(latest.frameTime).toBe(t0 + 10_000);
    expect(latest.vehicleAt).toBe(t0 + 10_000);
    expect(latest.values.speed).toBe(22);
    // both carried cells: the newer one's history row holds the latest
    expect(latest.storageAt).toBe(t0 + 10_000);
    // a reissued report neither opens nor closes an alarm episode
    expect(p.reports.find((r) => r.reissue)!.alarm).toBeUndefined();
  });

  it('encodes history rows for COPY when the store has it, and sets aside what it cannot read', () => {
    const bad = { ...message(newer, { key: 3 }), bytes: Uint8Array.from([0x23, 0x23, 0x02, 0xfe]) };
    const p = prepareBatch([message(older, { key: 1 }), message(newer, { key: 2 }), bad], {
      keepRaw: false,
      reportBytesInRaw: false,
      binary: true,
    });
    expect(p.history.count).toBe(2);
    expect(p.unreadable).toBe(1);
    expect(p.raw.map((r) => r.error)).toEqual(['not a readable real-time report']);
    const copy = p.history.binary()!;
    expect(copy.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(copy.readInt16BE(copy.length - 2)).toBe(-1);
    expect(p.latest[0]!.values.speed).toBe(22);
  });

  it('keeps the bytes of a report in its raw row when history is kept for less time', () => {
    const m = message(newer, { key: 1 });
    const p = prepareBatch([m], { keepRaw: true, reportBytesInRaw: true, binary: false });
    expect(p.raw[0]).toMatchObject({ frameTime: t0 + 10_000, frameKey: 1, bytes: m.bytes });
  });
});
