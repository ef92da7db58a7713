#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { decodeHex } from './decode.js';
import { encodeHex } from './encode.js';
import { Gb32960Error } from './errors.js';
import type { FrameInput } from './model.js';

const HELP = `gb32960 - GB/T 32960.3 codec (2016 "##" and 2025 "$$" frames)

Usage:
  gb32960 decode <hex>      print the frame as JSON (hex may contain spaces; "-" or none: stdin)
  gb32960 encode [json]     print the frame as uppercase hex (JSON from the argument or stdin)
  gb32960 --help            this text

Exit status: 0 ok, 1 bad frame or model (code, offset and message on stderr), 2 bad usage.
`;

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch {
    return '';
  }
}

function report(e: unknown): number {
  if (e instanceof Gb32960Error) {
    const where = e.path !== undefined ? ` path ${e.path}` : e.offset >= 0 ? ` at byte ${e.offset}` : '';
    process.stderr.write(`error ${e.code}${where}: ${e.message}\n`);
    if (e.expected !== undefined) process.stderr.write(`expected: ${e.expected}\n`);
  } else process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
  return 1;
}

export function main(argv: string[]): number {
  const [cmd, ...rest] = argv;
  if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
    process.stdout.write(HELP);
    return cmd === undefined ? 2 : 0;
  }
  if (cmd === 'decode') {
    const hex = rest.length === 0 || (rest.length === 1 && rest[0] === '-') ? readStdin() : rest.join(' ');
    const r = decodeHex(hex);
    if (!r.ok) return report(r.error);
    process.stdout.write(JSON.stringify(r.frame, null, 2) + '\n');
    return 0;
  }
  if (cmd === 'encode') {
    const text = rest.length === 0 || (rest.length === 1 && rest[0] === '-') ? readStdin() : rest.join(' ');
    let model: FrameInput;
    try {
      model = JSON.parse(text) as FrameInput;
    } catch (e) {
      return report(new Gb32960Error('BAD_INPUT', `not JSON: ${e instanceof Error ? e.message : String(e)}`));
    }
    try {
      process.stdout.write(encodeHex(model) + '\n');
      return 0;
    } catch (e) {
      return report(e);
    }
  }
  process.stderr.write(`unknown command ${JSON.stringify(cmd)}\n\n${HELP}`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
