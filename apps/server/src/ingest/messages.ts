/**
 * What gateways hand to ingest workers. Reports travel as the bytes that came off the wire, and
 * the worker decodes them again: a decoded report is an object tree, and thousands of them waiting
 * in the queue would keep the garbage collector busy moving them, where decoding costs about a
 * microsecond.
 */
export interface FrameMessage {
  kind: 'frame';
  vin: string;
  vehicleId: number;
  tenantId: number;
  sessionId: string;
  /** ms since epoch, when the gateway read the frame */
  receivedAt: number;
  /** identity of this accepted frame (receivedAt * 1000 + the connection's frame counter mod 1000): a redelivery is stored once */
  key: number;
  bytes: Uint8Array;
}

/** A terminal session's events: login, logout (0x04), the link gone (offline), or still there (seen). */
export interface SessionMessage {
  kind: 'login' | 'logout' | 'offline' | 'seen';
  vin: string;
  vehicleId: number;
  tenantId: number;
  terminalId?: number | null;
  sessionId: string;
  /** ms since epoch */
  at: number;
  edition?: number;
  iccid?: string;
  serial?: number;
  /** terminal time of the login or logout frame (ISO 8601) */
  time?: string;
  storageCodes?: unknown;
  remoteAddr?: string;
  gateway?: string;
  /** why the session ended: logout, timeout, closed, replaced, shutdown, error */
  reason?: string;
  /** replaced: the address of the connection whose login took the session over */
  replacedBy?: string;
  /** the login or logout frame, for raw_frames */
  bytes?: Uint8Array;
}

/** A frame kept only in raw_frames: downlink commands, answers, rejected frames. */
export interface RawMessage {
  kind: 'raw';
  direction: 'up' | 'down';
  at: number;
  vin?: string | null;
  vehicleId?: number | null;
  sessionId?: string | null;
  remoteAddr?: string | null;
  error?: string | null;
  bytes: Uint8Array;
}

export type IngestMessage = FrameMessage | SessionMessage | RawMessage;

const KIND_CODES = { frame: 1, login: 2, logout: 3, offline: 4, seen: 5, raw: 6 } as const;
const KINDS = ['', 'frame', 'login', 'logout', 'offline', 'seen', 'raw'] as const;

/**
 * Binary envelope for the wire: version, kind, meta length (u32), meta JSON, frame bytes.
 * Frame bytes stay binary (no hex or base64 inflation).
 */
export function encodeMessage(m: IngestMessage): Uint8Array {
  const { bytes, ...rest } = m as IngestMessage & { bytes?: Uint8Array };
  const meta = Buffer.from(JSON.stringify(rest));
  const body = bytes ?? new Uint8Array(0);
  const out = Buffer.allocUnsafe(6 + meta.length + body.length);
  out[0] = 1;
  out[1] = KIND_CODES[m.kind];
  out.writeUInt32BE(meta.length, 2);
  meta.copy(out, 6);
  out.set(body, 6 + meta.length);
  return out;
}

export function decodeMessage(data: Uint8Array): IngestMessage {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length < 6 || b[0] !== 1 || !KINDS[b[1]!]) throw new Error('not an ingest message');
  const len = b.readUInt32BE(2);
  const meta = JSON.parse(b.toString('utf8', 6, 6 + len)) as IngestMessage;
  const bytes = b.subarray(6 + len);
  if (bytes.length > 0 || meta.kind === 'frame' || meta.kind === 'raw')
    (meta as { bytes?: Uint8Array }).bytes = Buffer.from(bytes);
  return meta;
}
