import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Writer } from '../src/bytes.js';
import {
  Block,
  blockWriter,
  Kind,
  LAYOUT_2016,
  LAYOUT_2025,
  Marks,
  rawReaders,
  readers,
  writers,
  type Field,
} from '../src/layout.js';
import { millivolts, putMillivolts, putTemps, temps } from '../src/realtimeShared.js';
import { decode, encode, toHex, type FrameInput, type RealtimeBody } from '../src/index.js';

const LAYOUTS = { 2016: LAYOUT_2016, 2025: LAYOUT_2025 } as const;

function blocks(): [string, Block][] {
  const out: [string, Block][] = [];
  for (const [edition, layout] of Object.entries(LAYOUTS))
    for (const [name, entry] of Object.entries(layout))
      if (entry instanceof Block) out.push([`${edition} ${name}`, entry]);
  return out;
}

function putRawBE(b: Uint8Array, p: number, width: number, raw: number): void {
  for (let i = width - 1; i >= 0; i--, raw = Math.floor(raw / 256)) b[p + i] = raw % 256;
}

/** The raw codes worth checking for a field: its bounds and, when it has them, its markers. */
function rawCases(f: Field): [string, number][] {
  // the largest code that decodes to a number: below the markers, where the field has them
  const cases: [string, number][] = [
    ['min', 0],
    ['max', f.marked ? f.abnormal - 1 : f.maxRaw],
  ];
  if (f.marked) cases.push(['abnormal', f.abnormal], ['invalid', f.invalid]);
  return cases;
}

describe('layout tables: decode and encode read the same fields', () => {
  it('every block is laid out in wire order with the sizes of the standard', () => {
    const sizes: Record<string, number> = {
      '2016 vehicle': 20,
      '2016 motor': 12,
      '2016 engine': 5,
      '2016 position': 9,
      '2016 alarm': 5,
      '2016 storageVoltage': 10,
      '2025 vehicle': 18,
      '2025 motor': 10,
      '2025 hydrogen': 12,
      '2025 engine': 2,
      '2025 position': 10,
      '2025 storageVoltage': 7,
      '2025 fuelCellStack': 12,
      '2025 supercapacitor': 7,
    };
    for (const [name, block] of blocks()) {
      let at = 0;
      for (const f of block.fields) {
        expect(f.at, `${name}.${f.name}`).toBe(at);
        expect(block.field[f.name], `${name}.${f.name}`).toBe(f);
        at += f.width;
      }
      expect(block.size).toBe(at);
      if (sizes[name] !== undefined) expect(block.size, name).toBe(sizes[name]);
    }
    // 2016 extremes: two cell and two probe extremes, 14 bytes; 2025 supercapacitor extremes, 18
    expect(2 * LAYOUT_2016.cellExtreme.size + 2 * LAYOUT_2016.probeExtreme.size).toBe(14);
    expect(2 * LAYOUT_2025.cellExtreme.size + 2 * LAYOUT_2025.probeExtreme.size).toBe(18);
  });

  it("every field round-trips its min, max and markers, and min/max are the raw bounds' values", () => {
    let checked = 0;
    for (const [name, block] of blocks()) {
      const read = readers(block, 'x');
      const raw = rawReaders(block);
      const write = writers(block, 'x');
      for (const f of block.fields) {
        if (f.kind === Kind.Bits) continue;
        for (const [what, code] of rawCases(f)) {
          const label = `${name}.${f.name} ${what}`;
          const bytes = new Uint8Array(block.size);
          putRawBE(bytes, f.at, f.width, code);
          const marks = new Marks();
          const value = f.marked ? read[f.name]!(bytes, 0, marks, -1) : raw[f.name]!(bytes, 0);
          if (what === 'abnormal' || what === 'invalid') expect(value, label).toBeNull();
          else if (f.kind === Kind.Scaled) expect(value, label).toBe(what === 'min' ? f.min : f.max);
          else expect(value, label).toBe(code);
          expect(marks.paths, label).toEqual(what === 'abnormal' ? [`x.${f.name}`] : undefined);
          const w = new Writer(4);
          write[f.name]!(w, value, new Set(marks.paths ?? []), -1);
          expect(toHex(w.result()), label).toBe(toHex(bytes.subarray(f.at, f.at + f.width)));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('list entries name their index in marker paths, in both directions', () => {
    const motor = LAYOUT_2025.motor;
    const bytes = new Uint8Array(motor.size);
    bytes[motor.field.temp.at] = motor.field.temp.abnormal;
    const marks = new Marks();
    expect(readers(motor, 'motors').temp(bytes, 0, marks, 3)).toBeNull();
    expect(marks.paths).toEqual(['motors[3].temp']);
    const w = new Writer(1);
    writers(motor, 'motors').temp(w, null, new Set(marks.paths), 3);
    expect(w.result()[0]).toBe(0xfe);
  });

  it('a block writer lays the fields out in the table order, the bits byte and defaults derived', () => {
    const storage = LAYOUT_2016.storageVoltage;
    const w = new Writer(1);
    blockWriter(storage, 'storageVoltages', {
      cellTotal: (s) => s.cellTotal ?? (s.cells as unknown[]).length,
      firstCell: (s) => s.firstCell ?? 1,
    })(
      w,
      { no: 2, voltage: 570.5, current: null, cells: [3.2, 3.3] },
      new Set(['storageVoltages[4].current']),
      4,
    );
    // the trailing cell count is left to the caller, which writes the cells after it
    expect(toHex(w.result())).toBe('02' + '1649' + 'FFFE' + '0002' + '0001');
    expect(w.result().length).toBe(storage.size - storage.field.cells.width);
    const gear = new Writer(1);
    blockWriter(LAYOUT_2025.vehicle, 'vehicle', { gear: () => 0x8e })(
      gear,
      {
        status: 1,
        chargeStatus: 3,
        runMode: 1,
        speed: 0,
        mileage: 0,
        voltage: 0,
        current: 0,
        soc: 50,
        dcdc: 1,
        insulation: 0,
      },
      undefined,
      -1,
    );
    expect(gear.result()[LAYOUT_2025.vehicle.field.gear.at]).toBe(0x8e);
    expect(gear.result().length).toBe(LAYOUT_2025.vehicle.size);
  });

  it('a measure one step outside its bounds is refused, naming the field', () => {
    for (const [name, block] of blocks()) {
      const write = writers(block, 'x');
      for (const f of block.fields) {
        if (f.kind !== Kind.Scaled && f.kind !== Kind.Whole) continue;
        for (const v of [f.min - 1 / f.scale, f.max + 1 / f.scale])
          expect(() => write[f.name]!(new Writer(4), v, undefined, -1), `${name}.${f.name} ${v}`).toThrow(
            `x.${f.name}`,
          );
      }
    }
  });

  it('list elements (cell voltages, probe temperatures) share their field between decode and encode', () => {
    for (const layout of Object.values(LAYOUTS)) {
      const cell = layout.cellVoltage;
      const probe = layout.probeTemp;
      const cells = new Uint8Array([0, 0, 0xff, 0xfd, 0xff, 0xfe, 0xff, 0xff]);
      const marks = new Marks();
      const volts = millivolts(cells, 0, 4, marks, 'c', -1, 'cells');
      expect(volts).toEqual([cell.min, cell.max, null, null]);
      expect(marks.paths).toEqual(['c.cells[2]']);
      const w = new Writer(8);
      putMillivolts(w, volts, 'c.cells', new Set(marks.paths));
      expect(toHex(w.result())).toBe(toHex(cells));

      const probes = new Uint8Array([0, 0xfd, 0xfe, 0xff]);
      const marks2 = new Marks();
      const degrees = temps(probes, 0, 4, marks2, 't', 0, 'probes');
      expect(degrees).toEqual([probe.min, probe.max, null, null]);
      expect(marks2.paths).toEqual(['t[0].probes[2]']);
      const w2 = new Writer(6);
      putTemps(w2, degrees, 't[0].probes', layout.storageTemp.field.probes, new Set(marks2.paths));
      expect(toHex(w2.result())).toBe('0004' + toHex(probes));
    }
  });
});

const VIN = 'LZYTAGBW2E1054491';

function frame(edition: 2016 | 2025, body: Partial<RealtimeBody>): Uint8Array {
  return encode({
    edition,
    command: 'realtime',
    response: 'command',
    vin: VIN,
    encryption: 'none',
    body: { time: '2025-03-01T10:20:30+08:00', ...body },
  } as FrameInput);
}

describe('decoding keeps no state between calls', () => {
  it('no module of the codec has a top-level let', () => {
    const dir = new URL('../src/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text.match(/^(export )?(let|var) /m), file).toBeNull();
    }
  });

  it('a frame decodes the same after any other frame, including one that failed half-way', () => {
    const motor = { no: 1, status: 1, controllerTemp: 40, rpm: 3000, torque: 10, temp: 50 };
    const a = frame(2016, {
      motors: [{ ...motor, controllerVoltage: 350, controllerCurrent: null }],
      abnormal: ['motors[0].controllerCurrent'],
    });
    const b = frame(2025, {
      engine: { rpm: null },
      storageTemps: [{ no: 1, probes: [20, null] }],
      custom: [{ type: 0x90, hex: 'AB' }],
      order: [0x90, 0x04, 0x08],
      abnormal: ['storageTemps[0].probes[1]'],
    });
    // a's abnormal marker, then a truncated body
    const broken = a.slice(0, a.length - 3);
    broken[23] -= 2;
    let x = 0;
    for (let i = 2; i < broken.length - 1; i++) x ^= broken[i]!;
    broken[broken.length - 1] = x;
    expect(decode(broken).ok).toBe(false);

    const alone = [a, b].map((f) => decode(f));
    const mixed = [decode(broken), decode(b), decode(broken), decode(a)];
    expect(mixed[1]).toEqual(alone[1]);
    expect(mixed[3]).toEqual(alone[0]);
    const body = (alone[1] as { ok: true; frame: { body: RealtimeBody } }).frame.body;
    expect(body.order).toEqual([0x90, 0x04, 0x08]);
    expect(body.abnormal).toEqual(['storageTemps[0].probes[1]']);
    expect((alone[0] as { ok: true; frame: { body: RealtimeBody } }).frame.body.abnormal).toEqual([
      'motors[0].controllerCurrent',
    ]);
  });

  it('the order of blocks is rebuilt when it turns non-standard after some blocks', () => {
    const f = frame(2025, {
      engine: { rpm: 800 },
      storageTemps: [{ no: 1, probes: [20] }],
      custom: [{ type: 0x90, hex: 'AB' }],
      order: [0x04, 0x08, 0x90, 0x05],
      position: { valid: true, coordSystem: 1, lng: 121.5, lat: 31.2 },
    } as Partial<RealtimeBody>);
    const r = decode(f);
    expect(r.ok && (r.frame.body as RealtimeBody).order).toEqual([0x04, 0x08, 0x90, 0x05]);
    expect(r.ok && toHex(encode(r.frame))).toBe(toHex(f));
  });

  it('times and VINs decode from their own bytes, whatever came before', () => {
    const t = (time: string): string => {
      const r = decode(frame(2016, { time, engine: { status: 1, rpm: 800, fuelConsumption: 1 } }));
      return r.ok ? (r.frame.body as RealtimeBody).time : '';
    };
    expect(t('2025-03-01T10:20:30+08:00')).toBe('2025-03-01T10:20:30+08:00');
    expect(t('2025-03-01T10:59:59+08:00')).toBe('2025-03-01T10:59:59+08:00');
    expect(t('2255-12-31T23:00:00+08:00')).toBe('2255-12-31T23:00:00+08:00');
    expect(t('2000-01-01T00:00:00+08:00')).toBe('2000-01-01T00:00:00+08:00');
  });
});
