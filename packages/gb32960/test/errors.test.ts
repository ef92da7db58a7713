import { describe, expect, it } from 'vitest';
import {
  bcc,
  decode,
  decodeHex,
  decodeOrThrow,
  encode,
  fromHex,
  Gb32960Error,
  peekHeader,
  toHex,
  type ErrorCode,
} from '../src/index.js';
import { PUBLIC } from './vectors.js';

function errorOf(bytes: Uint8Array) {
  const r = decode(bytes);
  if (r.ok) throw new Error('expected a decode error');
  return r.error;
}

/** A 2016 real-time frame with the given data unit (after the 6-byte time), sealed. */
function realtime(units: string, edition: 2016 | 2025 = 2016): Uint8Array {
  const start = edition === 2016 ? '2323' : '2424';
  const b = fromHex(
    start + '02FE' + '4C5A59544147425732453130353434393101' + '0000' + '180101000000' + units + '00',
  );
  const n = b.length - 25;
  b[22] = n >> 8;
  b[23] = n & 0xff;
  b[b.length - 1] = bcc(b, 2, b.length - 1);
  return b;
}

describe('decode errors', () => {
  const v1 = fromHex(PUBLIC.V1_realtime_2016.hex);

  const cases: [string, Uint8Array, ErrorCode, number][] = [
    ['empty input', new Uint8Array(0), 'TRUNCATED', 0],
    ['wrong start', fromHex('2424' + PUBLIC.V1_realtime_2016.hex.slice(4)).fill(0x41, 0, 1), 'BAD_START', 0],
    ['mixed start', fromHex('2324'), 'BAD_START', 1],
    ['header cut', v1.subarray(0, 20), 'TRUNCATED', 20],
    ['frame cut', v1.subarray(0, 100), 'TRUNCATED', 100],
    ['trailing byte', fromHex(PUBLIC.V1_realtime_2016.hex + '00'), 'TRAILING_BYTES', v1.length],
    ['bad BCC', fromHex(PUBLIC.V1_realtime_2016.hex.slice(0, -2) + '00'), 'BAD_BCC', v1.length - 1],
    ['length over 65531', fromHex('232307FE' + '41'.repeat(17) + '01FFFF'), 'BAD_LENGTH', 22],
    ['unknown 2016 info type', realtime('0A0000'), 'UNKNOWN_INFO_TYPE', 30],
    ['0xFF is not a 2016 type', realtime('FF0000'), 'UNKNOWN_INFO_TYPE', 30],
    ['unknown 2025 info type', realtime('0401F4' + '09', 2025), 'UNKNOWN_INFO_TYPE', 33],
    ['reserved 2025 type 0x33', realtime('33', 2025), 'UNKNOWN_INFO_TYPE', 30],
    ['duplicate type', realtime('0401F4' + '0401F4', 2025), 'DUPLICATE_INFO_TYPE', 33],
    ['truncated vehicle block', realtime('01' + '00'.repeat(10)), 'TRUNCATED', 31],
    ['truncated custom block', realtime('800010AABB'), 'TRUNCATED', 33],
    ['bytes after the signature', realtime('FF010001AA0001BB' + 'CC', 2025), 'TRAILING_BYTES', 38],
    [
      'bad time',
      fromHex('232304FE' + '41'.repeat(17) + '010008' + '180D01000000' + '0001' + '00'),
      'BAD_TIME',
      24,
    ],
    [
      'logout of the wrong size',
      fromHex('232304FE' + '41'.repeat(17) + '010007' + '18010100000000' + '00'),
      'BAD_LENGTH',
      24,
    ],
  ];
  for (const [name, bytes, code, offset] of cases) {
    it(name, () => {
      // Re-seal the cases that should pass the BCC check.
      if (['BAD_TIME', 'BAD_LENGTH'].includes(code) && bytes.length > 25 && name !== 'length over 65531')
        bytes[bytes.length - 1] = bcc(bytes, 2, bytes.length - 1);
      const e = errorOf(bytes);
      expect(e).toBeInstanceOf(Gb32960Error);
      expect(e.code).toBe(code);
      expect(e.offset).toBe(offset);
      expect(e.message.length).toBeGreaterThan(10);
    });
  }

  it('errors after the header carry it', () => {
    const e = errorOf(realtime('0A0000'));
    expect(e.header).toMatchObject({
      edition: 2016,
      command: 'realtime',
      response: 'command',
      vin: 'LZYTAGBW2E1054491',
    });
    expect(e.expected).toContain('0x80-0xFE');
    expect(peekHeader(v1)?.vin).toBe('ERR08030000000000');
    expect(peekHeader(v1.subarray(0, 10))).toBeUndefined();
  });

  it('non-bytes input is BAD_INPUT, never an exception', () => {
    for (const bad of [null, undefined, 'x', 1, {}, [0x23, 0x23]]) {
      const r = decode(bad as unknown as Uint8Array);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_INPUT');
    }
    expect(decodeHex('zz').ok).toBe(false);
    expect(decodeHex('232').ok).toBe(false);
  });

  it('Buffer input works like Uint8Array', () => {
    expect(decode(Buffer.from(PUBLIC.V1_realtime_2016.hex, 'hex')).ok).toBe(true);
  });

  it('decodeOrThrow throws only Gb32960Error', () => {
    expect(() => decodeOrThrow(new Uint8Array([1, 2, 3]))).toThrow(Gb32960Error);
    expect(decodeOrThrow(v1).vin).toBe('ERR08030000000000');
  });

  it('hex input accepts spaces and lower case', () => {
    const spaced = PUBLIC.heartbeat_2016.hex.toLowerCase().replace(/(..)/g, '$1 ');
    const r = decodeHex(spaced);
    expect(r.ok && toHex(encode(r.frame))).toBe(PUBLIC.heartbeat_2016.hex);
  });
});
