/** Parameter query (0x80) and parameter set (0x81). */
import { int, Reader, type Writer } from './bytes.js';
import { badValue, fail } from './errors.js';
import { toHex } from './hex.js';
import type { Edition, Param, ParamName, ParamQueryBody, ParamsBody } from './model.js';
import { arr, obj } from './realtimeShared.js';
import { readTime, writeTime } from './time.js';

type Kind = 'byte' | 'word' | 'text5' | 'domain';

interface Spec {
  name: ParamName;
  kind: Kind;
  /** For 'domain': the id of the parameter that carries its length. */
  lengthId?: number;
}

const SPEC_2016: (Spec | undefined)[] = [
  undefined,
  { name: 'localStoragePeriod', kind: 'word' },
  { name: 'reportPeriod', kind: 'word' },
  { name: 'alarmReportPeriod', kind: 'word' },
  { name: 'platformDomainLength', kind: 'byte' },
  { name: 'platformDomain', kind: 'domain', lengthId: 0x04 },
  { name: 'platformPort', kind: 'word' },
  { name: 'hardwareVersion', kind: 'text5' },
  { name: 'firmwareVersion', kind: 'text5' },
  { name: 'heartbeatPeriod', kind: 'byte' },
  { name: 'terminalResponseTimeout', kind: 'word' },
  { name: 'platformResponseTimeout', kind: 'word' },
  { name: 'loginRetryInterval', kind: 'byte' },
  { name: 'publicDomainLength', kind: 'byte' },
  { name: 'publicDomain', kind: 'domain', lengthId: 0x0d },
  { name: 'publicPort', kind: 'word' },
  { name: 'samplingInspection', kind: 'byte' },
];

// 2025 shrinks the two report periods to one byte of seconds.
const SPEC_2025: (Spec | undefined)[] = SPEC_2016.slice();
SPEC_2025[0x02] = { name: 'reportPeriod', kind: 'byte' };
SPEC_2025[0x03] = { name: 'alarmReportPeriod', kind: 'byte' };

export function paramSpec(id: number, edition: Edition): Spec | undefined {
  return (edition === 2016 ? SPEC_2016 : SPEC_2025)[id];
}

export function paramName(id: number, edition: Edition): ParamName | undefined {
  return paramSpec(id, edition)?.name;
}

/** 0x80 request: time, count N, N ids. */
export function decodeParamQuery(b: Uint8Array, start: number, end: number): ParamQueryBody {
  const time = readTime(b, start, end);
  const r = new Reader(b, start + 6, end);
  const n = r.u8('parameter count');
  r.need(n, 'parameter ids');
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(b[r.pos++]);
  if (r.pos !== end)
    fail('TRAILING_BYTES', r.pos, `${end - r.pos} byte(s) after the parameter ids`, `${n} id(s)`);
  return { time, ids };
}

export function encodeParamQuery(w: Writer, body: ParamQueryBody): void {
  writeTime(w, body.time, 'time');
  const ids = arr(body.ids, 'ids', 0xff);
  w.u8(ids.length);
  ids.forEach((id, i) => w.u8(int(id, `ids[${i}]`, 0xff)));
}

/** 0x80 answer and 0x81: time, count, (id, value) pairs. */
export function decodeParams(b: Uint8Array, start: number, end: number, edition: Edition): ParamsBody {
  const time = readTime(b, start, end);
  const r = new Reader(b, start + 6, end);
  const count = r.u8('parameter count');
  const params: Param[] = [];
  const lengths = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const at = r.pos;
    const id = r.u8('parameter id');
    const spec = paramSpec(id, edition);
    if (spec === undefined) {
      // Reserved and user-defined ids have no known size: keep the rest as it is.
      return { time, params, rest: toHex(b, at, end), count };
    }
    let value: number | string;
    switch (spec.kind) {
      case 'byte':
        value = r.u8(spec.name);
        lengths.set(id, value);
        break;
      case 'word':
        value = r.u16(spec.name);
        break;
      case 'text5':
        value = r.latin1(5, spec.name);
        break;
      default: {
        const len = lengths.get(spec.lengthId as number);
        if (len === undefined)
          fail(
            'BAD_VALUE',
            at,
            `parameter 0x${id.toString(16).padStart(2, '0')} (${spec.name}) has no preceding length parameter 0x${(spec.lengthId as number).toString(16).padStart(2, '0')}`,
            'the length parameter before the domain',
          );
        r.need(len, spec.name);
        value = '';
        for (let k = 0; k < len; k++) value += String.fromCharCode(b[r.pos + k]);
        r.pos += len;
      }
    }
    params.push({ id, name: spec.name, value });
  }
  if (r.pos !== end)
    fail(
      'TRAILING_BYTES',
      r.pos,
      `${end - r.pos} byte(s) after ${count} parameter(s)`,
      `${count} parameter(s)`,
    );
  return { time, params };
}

export function encodeParams(w: Writer, body: ParamsBody, edition: Edition): void {
  writeTime(w, body.time, 'time');
  const params = arr(body.params ?? [], 'params', 0xff);
  const count = body.count ?? params.length;
  w.u8(int(count, 'count', 0xff));
  if (body.rest === undefined && count !== params.length)
    badValue('count', `is ${String(count)} but there are ${params.length} parameter(s) and no rest`);
  const lengths = new Map<number, number>();
  params.forEach((raw, i) => {
    const path = `params[${i}]`;
    const p = obj(raw, path);
    const id = int(p.id, path + '.id', 0xff);
    const spec = paramSpec(id, edition);
    if (spec === undefined)
      badValue(path + '.id', `parameter 0x${id.toString(16)} has no known layout; put it in rest`);
    w.u8(id);
    switch (spec.kind) {
      case 'byte':
        w.u8(int(p.value, path + '.value', 0xff));
        lengths.set(id, p.value as number);
        break;
      case 'word':
        w.u16(int(p.value, path + '.value', 0xffff));
        break;
      case 'text5':
        w.latin1(p.value, path + '.value', 5);
        break;
      default: {
        if (typeof p.value !== 'string') badValue(path + '.value', 'must be a string');
        const len = lengths.get(spec.lengthId as number);
        if (len !== p.value.length)
          badValue(
            path + '.value',
            `is ${p.value.length} bytes; a preceding parameter 0x${(spec.lengthId as number).toString(16).padStart(2, '0')} must give that length`,
          );
        w.latin1(p.value, path + '.value');
      }
    }
  });
  if (body.rest !== undefined) w.hex(body.rest, 'rest');
}
