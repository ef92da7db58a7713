import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveResourceSpecs,
  relationBase,
  resourcePath,
  searchFields,
  XLSX_CONTENT_TYPE,
} from '@chelian/contracts';
import { DEMO } from '../src/db/seed/demo';
import { DEMO_FREE_TERMINALS } from '../src/db/seed/archive-demo';
import { Archive } from '../src/gateway/archive';
import { telemetryStore } from '../src/ingest/store';
import { importFields } from '../src/resources/excel';
import { allResources, exportFields, type Resource } from '../src/resources/engine';
import { vinCheckDigit } from '../src/domains/vehicle/vin';
import { expireServices } from '../src/domains/vehicle/service-status';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;
const VEHICLES = '/api/vehicle-svc/vehicles/V1.0';

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string) => h.call(method, url, { token: token ?? admin, body });
const options = async (name: keyof typeof archiveResourceSpecs) =>
  (await call('GET', `/api/${resourcePath(archiveResourceSpecs[name], 'options')}`)).json() as { id: number; label: string }[];
const firstOption = async (name: keyof typeof archiveResourceSpecs) => (await options(name))[0]!.id;

/** A VIN with a valid check digit, from a 16-character body (position 9 inserted). */
function validVin(body: string): string {
  const draft = `${body.slice(0, 8)}0${body.slice(8)}`;
  return `${body.slice(0, 8)}${vinCheckDigit(draft)}${body.slice(8)}`;
}
let vinSeq = 0;
const nextVin = () => validVin(`LTEST${String(++vinSeq).padStart(3, '0')}RA${String(100000 + vinSeq)}`.slice(0, 16));

beforeAll(async () => {
  h = await startHarness();
  admin = await h.adminToken();
  operator = await h.login(DEMO.operator, DEMO.userPassword);
  fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
});
afterAll(() => h?.close());

/** Per resource: values that make a row unique, what a create needs beyond the sample, an update. */
interface Case {
  unique?: (n: number) => Row;
  create?: () => Promise<Row>;
  importCells?: (n: number) => Row;
  /** a row to work on when the resource has no create (the facets of a vehicle) */
  existing?: () => Promise<number>;
  update?: Row;
}
const archivedVehicle = async () => {
  const res = await call('POST', VEHICLES, { vin: nextVin(), vehicleModelId: await firstOption('vehicleModel'), saleStatus: 'UNSOLD' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const CASES: Record<keyof typeof archiveResourceSpecs, Case> = {
  vehicleSeries: { unique: (n) => ({ code: `T-SER-${n}` }), update: { name: '测试车系' } },
  vehicleType: { unique: (n) => ({ code: `T_TYPE_${n}` }), update: { name: '测试类型' } },
  vehicleColour: { unique: (n) => ({ code: `T_COLOUR_${n}` }), update: { name: '测试颜色' } },
  vehicleGroup: { unique: (n) => ({ name: `测试分组${n}` }), importCells: () => ({ remark: '导入' }), update: { remark: '已修改' } },
  energyStorageModel: { unique: (n) => ({ code: `T-BAT-${n}` }), update: { ratedEnergy: 60 } },
  electricDriveModel: { unique: (n) => ({ code: `T-MOT-${n}` }), update: { peakPower: 160 } },
  engineModel: { unique: (n) => ({ code: `T-ENG-${n}` }), update: { maxPower: 80 } },
  vehicleModel: {
    unique: (n) => ({ code: `T-MODEL-${n}` }),
    create: async () => ({ vehicleSeriesId: await firstOption('vehicleSeries') }),
    update: { name: '测试车型' },
  },
  vehicleModelConfig: {
    create: async () => {
      // three models without a configuration: one created here, two for the import rows
      const ids = [];
      for (const name of ['配置车型', '导入配置车型甲', '导入配置车型乙']) {
        const model = await call('POST', '/api/vehicle-svc/models/V1.0', {
          code: `T-CFG-${++vinSeq}`,
          name,
          fuelType: 'BEV',
          vehicleSeriesId: await firstOption('vehicleSeries'),
        });
        ids.push(model.json().id as number);
      }
      return { vehicleModelId: ids[0] };
    },
    importCells: (k) => ({ vehicleModelId: k % 2 ? '导入配置车型甲' : '导入配置车型乙', remark: '导入' }),
    update: { remoteControls: ['lock'] },
  },
  vehicleModelThreshold: {
    unique: (n) => ({ lowerLimit: n }),
    create: async () => ({ vehicleModelId: await firstOption('vehicleModel'), alarmItem: 'insulation', alarmLevel: '3', upperLimit: 100000 }),
    importCells: () => ({ alarmItem: 'Insulation', alarmLevel: 'Level 1', upperLimit: 100000 }),
    update: { upperLimit: 99999 },
  },
  vehicleGallery: {
    unique: (n) => ({ galleryName: `测试图库${n}` }),
    create: async () => ({ vehicleSeriesId: await firstOption('vehicleSeries') }),
    update: { remark: '已修改' },
  },
  vehicle: {
    unique: () => ({ vin: nextVin() }),
    create: async () => ({ vehicleModelId: await firstOption('vehicleModel') }),
    update: { plateCode: '沪A99999' },
  },
  vehicleSale: { existing: archivedVehicle, update: { saleStatus: 'SOLD', dealerName: '测试经销商' } },
  vehicleProduction: { existing: archivedVehicle, update: { machineCode: 'M-0001', engineNo: 'E12345' } },
  vehicleRecord: { existing: archivedVehicle, update: { publishName: '测试发布' } },
  vehicleCode: { existing: archivedVehicle, update: { configInfo: '{"appControl":["lock"],"gear":"AUTO"}' } },
  vehicleTerminalLog: {
    existing: async () => {
      const page = (await call('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/log/page', { pageSize: 1 })).json();
      return page.items[0].id as number;
    },
  },
};

function searchValue(row: Row, key: string, op: string): Row | null {
  const value = row[key];
  if (value == null || value === '' || (Array.isArray(value) && !value.length)) return null;
  if (op === 'range') return { [`${key}Start`]: Number(value) - 60_000, [`${key}End`]: Number(value) + 60_000 };
  const one = Array.isArray(value) ? value[0] : value;
  if (op === 'like') return { [key]: String(one).slice(1, 4) || String(one) };
  if (op === 'prefix') return { [key]: String(one).slice(0, 3) };
  if (op === 'in') return { [key]: [one] };
  return { [key]: one };
}

describe('every declared archive resource through the engine', () => {
  let n = 100;
  it('declares a case for every archive resource', () => {
    const names = allResources()
      .map((r) => r.name)
      .filter((name) => name in archiveResourceSpecs);
    expect(names.sort()).toEqual(Object.keys(archiveResourceSpecs).sort());
    expect(Object.keys(CASES).sort()).toEqual(names.sort());
  });

  for (const name of Object.keys(archiveResourceSpecs) as (keyof typeof archiveResourceSpecs)[]) {
    it(`${name}: create, page by every search field, find, update, export, import, 403, 404 across tenants, delete`, async () => {
      const resource = allResources().find((r) => r.name === name)!;
      const spec = resource.spec;
      const test = CASES[name];
      const base = `/api/${resourcePath(spec)}`;
      const ops = resource.operations;

      let id: number;
      if (ops.has('create')) {
        const body = { ...resource.def.sample?.(), ...(test.unique?.(++n) ?? {}), ...(test.create ? await test.create() : {}) };
        const created = await call('POST', base, body);
        expect(created.statusCode, created.body).toBe(200);
        id = created.json().id;
        if (test.unique) {
          const again = await call('POST', base, body);
          expect(again.statusCode, again.body).toBe(409);
          expect(again.json().errCode).toBe('CONFLICT');
        }
      } else {
        id = await test.existing!();
      }

      const found = await call('GET', `${base}/${id}`);
      expect(found.statusCode, found.body).toBe(200);
      const row = found.json() as Row;
      for (const [key, f] of Object.entries(spec.fields)) {
        if (f.type === 'ref' && row[key] != null) expect(row, `${name}.${key}`).toHaveProperty(`${relationBase(key)}Label`);
        if ((f.type === 'dict' || f.type === 'enum') && row[key] != null && !f.multiple) {
          expect(row[`${key}Code`]).toBe(row[key]);
          expect(typeof row[`${key}Desc`]).toBe('string');
        }
      }

      for (const [key, field, op] of searchFields(spec)) {
        const search = searchValue(row, key, op);
        if (!search) continue;
        const mine = await call('POST', `${base}/page`, { ...search, ids: [id] });
        expect(mine.statusCode, `${name} search ${key}: ${mine.body}`).toBe(200);
        expect(mine.json().items.map((i: Row) => i.id), `${name} search ${key}`).toEqual([id]);
        if (op === 'eq' && !field.multiple) {
          const all = (await call('POST', `${base}/page`, { pageSize: 200, ...search })).json();
          for (const item of all.items) expect(String(item[key]), `${name} search ${key}`).toBe(String(search[key]));
        }
      }

      if (ops.has('update') && test.update) {
        const updated = await call('PUT', base, { id, ...test.update });
        expect(updated.statusCode, updated.body).toBe(200);
        for (const [key, value] of Object.entries(test.update)) expect(updated.json()[key], `${name}.${key}`).toEqual(value);
      }

      if (ops.has('export')) {
        const res = await call('POST', `${base}/export`, { ids: [id], title: 'title', sheetName: 'Sheet' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
        const sheet = await readSheet(res);
        expect(sheet[0]![0]).toBe(spec.title['en-US']);
        expect(sheet[1]).toEqual(exportFields(spec).map(([, f]) => f.label['en-US']));
        expect(sheet.length).toBe(3);
      }

      if (ops.has('import')) await importRoundTrip(resource, test, ++n);

      expect((await call('POST', `${base}/page`, {}, operator)).statusCode).toBe(403);
      expect((await call('GET', `${base}/${id}`, undefined, fleet)).statusCode).toBe(404);
      if (ops.has('update')) expect((await call('PUT', base, { id, ...(test.update ?? {}) }, fleet)).statusCode).toBe(404);
      if (ops.has('delete')) {
        expect((await call('DELETE', base, { ids: [id] }, fleet)).statusCode).toBe(404);
        const res = await call('DELETE', base, { ids: [id] });
        expect(res.statusCode, res.body).toBe(200);
        expect((await call('GET', `${base}/${id}`)).statusCode).toBe(404);
      }
    });
  }
});

async function importRoundTrip(resource: Resource, test: Case, n: number) {
  const base = `/api/${resourcePath(resource.spec)}`;
  const template = await call('GET', `${base}/import/template`);
  expect(template.statusCode, template.body).toBe(200);
  const rows = await readSheet(template);
  const fields = importFields(resource);
  expect(rows[0]).toEqual(fields.map(([, f]) => `${f.label['en-US']}${f.required ? ' *' : ''}`));
  const cells = (k: number): (string | number | null)[] => {
    const given = { ...(test.unique?.(k) ?? {}), ...(test.importCells?.(k) ?? {}) };
    return fields.map(([key], i) => (key in given ? (given[key] as string) : (rows[1]![i] ?? null)));
  };
  const good = cells(n);
  const required = fields.findIndex(([, f]) => f.required);
  const bad = cells(n + 1);
  bad[required] = null;
  const send = async (data: (string | number | null)[][]) => {
    const form = multipartFile('import.xlsx', await writeSheet([rows[0]!, ...data]));
    return h.call('POST', `${base}/import`, { token: admin, body: form.payload, headers: form.headers });
  };
  const failed = await send([good, bad]);
  expect(failed.statusCode, failed.body).toBe(200);
  expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const report = await readSheet(failed);
  const reported = report.slice(2).find((r) => Number(r[0]) === 3)!;
  expect(reported[1]).toBe(fields[required]![1].label['en-US']);
  const ok = await send([good]);
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toEqual({ imported: 1 });
}
