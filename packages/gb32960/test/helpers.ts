import { expect } from 'vitest';
import { decode, encode, fromHex, toHex, type Frame, type FrameInput } from '../src/index.js';

/** Decodes hex, failing the test with the error if it does not decode. */
export function mustDecode(hex: string): Frame {
  const r = decode(fromHex(hex));
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.offset}: ${r.error.message}`);
  return r.frame;
}

/** Encodes a model, decodes it again, and checks both the model and a second encoding agree. */
export function roundTrip(input: FrameInput): Frame {
  const bytes = encode(input);
  const r = decode(bytes);
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.offset}: ${r.error.message}`);
  expect(toHex(encode(r.frame))).toBe(toHex(bytes));
  return r.frame;
}

/** A body of a decoded frame, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function body(frame: Frame): any {
  return frame.body;
}
