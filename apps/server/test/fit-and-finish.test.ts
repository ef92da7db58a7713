import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import {
  archiveResourceSpecs,
  organisationSpec,
  resourcePath,
  terminalSpec,
  userSpec,
  vehicleSpec,
  type ResourceSpec,
} from '@chelian/contracts';
import { CONTROL_REFUSAL_TEXTS } from '@chelian/contracts/control';
import { MonitorApi } from '@chelian/contracts/monitor';
import { parseTime } from '../src/engine/excel';
import { signedCall } from './control-support';
import { identities, query, registerVehicles, terminal, waitFor } from './gateway-support';
import { startHarness, type Harness } from './harness';
import { multipartFile, writeSheet } from './resources-support';

const api = (spec: ResourceSpec, suffix: string) => `/api/${resourcePath(spec, suffix)}`;
const VEHICLES = api(vehicleSpec, '');
const en = (key: keyof typeof vehicleSpec.fields) => vehicleSpec.fields[key].label['en-US'];

describe('fit and finish', () => {
  let h: Harness;
  let admin: string;
  /** a role holding only the vehicle list: view and export */
  let reader: string;
  const fleet = identities(3, 'fit-and-finish');
  const terminals: SimulatedTerminal[] = [];
  let vehicleIds: number[] = [];
  const call = (method: string, url: string, body?: unknown, token?: string) =>
    h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': 'en-US' } });

  beforeAll(async () => {
    h = await startHarness({ COMMAND_TIMEOUT_SECONDS: '2' });
    admin = await h.adminToken();
    reader = await h.userWithPermissions('fit_list_reader', ['vehicleList/view', 'vehicleList/export']);
    vehicleIds = [...(await registerVehicles(h, fleet)).values()];
  });
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  });

  it('opens the option lists a screen filters by to whoever may open the screen, and nothing more', async () => {
    const { vehicleGroup, vehicleSeries, vehicleModel } = archiveResourceSpecs;
    for (const spec of [organisationSpec, vehicleGroup, vehicleSeries, vehicleModel]) {
      const res = await call('GET', api(spec, 'options'), undefined, reader);
      expect(res.statusCode, `${spec.name}: ${res.body}`).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
    // the lists themselves stay closed, and so do options no screen of the role picks from
    expect((await call('POST', api(organisationSpec, 'page'), {}, reader)).statusCode).toBe(403);
    expect((await call('GET', api(userSpec, 'options'), undefined, reader)).statusCode).toBe(403);
    const route = h.app.routeTable.find((r) => r.url === api(vehicleModel, 'options'));
    expect(route?.alsoAccess).toContain('vehicleList/view');
  });

  it('keeps the fleet-wide figures of the home dashboard to the holders of its permission', async () => {
    const home = [
      MonitorApi.homeOnline,
      MonitorApi.homeAlarm,
      MonitorApi.homeKeyAlarm,
      MonitorApi.homeVehicle,
      MonitorApi.homeMonthWorkTime,
      MonitorApi.homeWorkTime,
      MonitorApi.countByVehicleType,
    ];
    for (const path of home) {
      expect((await call('GET', `/api/${path}`, undefined, reader)).statusCode, path).toBe(403);
      expect((await call('GET', `/api/${path}`)).statusCode, path).toBe(200);
    }
  });

  it('finds codes, VINs and plates by any part of them, ignoring case, through trigram indexes', async () => {
    const [first] = fleet;
    const code = first!.terminalCode;
    const middle = code.slice(4, 12);
    const page = async (spec: ResourceSpec, body: Record<string, unknown>) =>
      (await call('POST', api(spec, 'page'), body)).json() as { items: Record<string, unknown>[] };

    const byCode = await page(terminalSpec, { terminalCode: middle.toLowerCase() });
    expect(byCode.items.map((t) => t.terminalCode)).toContain(code);
    const byTerminal = await page(vehicleSpec, { terminalCode: code.slice(5).toLowerCase() });
    expect(byTerminal.items.map((v) => v.vin)).toEqual([first!.vin]);
    const byVin = await page(vehicleSpec, { vin: first!.vin.slice(6, 14).toLowerCase() });
    expect(byVin.items.map((v) => v.vin)).toContain(first!.vin);
    const byPlate = await page(vehicleSpec, { plateCode: first!.plate.slice(-4) });
    expect(byPlate.items.map((v) => v.vin)).toContain(first!.vin);
    // a percent sign is a character, not a wildcard
    expect((await page(terminalSpec, { terminalCode: '%' })).items).toEqual([]);

    // each searched column has its trigram index (PGlite loads pg_trgm as PostgreSQL does) ...
    const indexes = await query<{ indexname: string; indexdef: string }>(
      h,
      `select indexname, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`,
    );
    const trigram = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    for (const [index, column] of [
      ['terminals_code_trgm', 'terminal_code'],
      ['terminals_iccid_trgm', 'iccid'],
      ['vehicles_vin_trgm', 'vin'],
      ['vehicles_plate_trgm', 'plate'],
      ['vehicles_machine_code_trgm', 'machine_code'],
      ['sim_cards_iccid_trgm', 'iccid'],
      ['sim_cards_msisdn_trgm', 'msisdn'],
      ['vehicle_terminal_logs_code_trgm', 'terminal_code'],
      ['vehicle_logins_vin_trgm', 'vin'],
      ['control_commands_vin_trgm', 'vin'],
      ['vehicle_assemblies_code_trgm', 'terminal_code'],
    ])
      expect(trigram.get(index!), index).toContain(`(${column} gin_trgm_ops)`);
    // ... and the planner reads it for a "contains" search, where a b-tree could only seek a prefix
    await query(h, 'set enable_seqscan = off');
    const plan = await query<{ 'QUERY PLAN': string }>(
      h,
      `explain select id from terminals where terminal_code ilike '%${middle}%'`,
    );
    await query(h, 'reset enable_seqscan');
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('terminals_code_trgm');
  });

  it('rejects an impossible date in an import with a clear row error, and previews all or nothing', async () => {
    expect(parseTime('2026-13-45', 'Asia/Shanghai')).toBeNull();
    expect(parseTime('2026-02-30', 'Asia/Shanghai')).toBeNull();
    expect(parseTime('2026-02-28 24:00', 'Asia/Shanghai')).toBeNull();
    expect(parseTime('2026-02-28 08:00', 'Asia/Shanghai')).toBe(Date.UTC(2026, 1, 28));

    const [model] = (await call('GET', api(archiveResourceSpecs.vehicleModel, 'options'))).json();
    const file = await writeSheet([
      [en('vin'), en('vehicleModelId'), en('saleStatus'), en('saleDate')],
      ['LFTT0000000000001', model.label, 'SOLD', '2026-03-01'],
      ['LFTT0000000000002', model.label, 'SOLD', '2026-13-45'],
    ]);
    const { payload, headers } = multipartFile('vehicles.xlsx', file);
    const res = await h.call('POST', api(vehicleSpec, 'preview'), {
      token: admin,
      body: payload,
      headers: { ...headers, 'accept-language': 'en-US' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.items[0].errors).toEqual([]);
    expect(preview).toMatchObject({ total: 2, valid: 1 });
    expect(preview.items[1].errors).toEqual([
      {
        column: en('saleDate'),
        value: '2026-13-45',
        reason: expect.stringContaining('"2026-13-45" is not a valid date'),
      },
    ]);
    // the import itself refuses the whole file: the good row is not written either
    const imported = await h.call('POST', api(vehicleSpec, 'import'), {
      token: admin,
      body: payload,
      headers,
    });
    expect(imported.headers['x-import-errors']).toBe('1');
    const found = await call('POST', api(vehicleSpec, 'page'), { vin: 'LFTT0000000000001' });
    expect(found.json().items).toEqual([]);
  });

  it('exports the selected rows, without the hidden columns, with date cells and room for a VIN', async () => {
    const ids = vehicleIds;
    await call('PUT', VEHICLES, { id: ids[0], saleStatus: 'SOLD', saleDate: Date.UTC(2026, 2, 1, 16) });
    const res = await call(
      'POST',
      api(vehicleSpec, 'export'),
      { ids: ids.slice(0, 2), hiddenColumns: ['plateCode'], sortField: 'id', sortOrder: 'asc' },
      reader,
    );
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sheet')!;
    const header = (sheet.getRow(2).values as unknown[]).map((v) => String(v ?? ''));
    expect(header).not.toContain(en('plateCode'));
    expect(header).toContain(en('vin'));
    expect(sheet.rowCount).toBe(4);
    const vinColumn = header.indexOf(en('vin'));
    const saleDateColumn = header.indexOf(en('saleDate'));
    expect(sheet.getColumn(vinColumn).width).toBeGreaterThanOrEqual(19);
    const exported = [3, 4].map((r) => String(sheet.getRow(r).getCell(vinColumn).value));
    const selected = (await call('POST', api(vehicleSpec, 'page'), { ids: ids.slice(0, 2) }))
      .json()
      .items.map((v: { vin: string }) => v.vin);
    expect(exported.sort()).toEqual(selected.sort());
    // 2026-03-01 16:00 UTC is 2026-03-02 in Shanghai: a date cell showing that day
    const soldRow = [3, 4].find((r) => sheet.getRow(r).getCell(saleDateColumn).value)!;
    const cell = sheet.getRow(soldRow).getCell(saleDateColumn);
    expect(cell.value).toBeInstanceOf(Date);
    expect((cell.value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd');
  });

  it('says why a terminal refused a door command: the vehicle moves', async () => {
    const moving = fleet[1]!;
    const t = terminal(h, moving);
    terminals.push(t);
    expect(await t.login()).toBe('ok');
    t.vehicle.mode = 'driving';
    t.vehicle.speed = 38;
    const sent = await signedCall(h, admin, 'lock', { vin: moving.vin, action: 'off' });
    expect(sent.res.statusCode, sent.res.body).toBe(200);
    const state = await waitFor(
      async () =>
        (await call('GET', `/api/vehicle-svc/ctrl/vehicle/V1.0/result/${sent.res.json().checkId}`)).json(),
      (s) => s.final === true,
      8000,
      'refusal',
    );
    expect(state).toMatchObject({ statusCode: 6, reason: '01' });
    expect(CONTROL_REFUSAL_TEXTS[state.reason]!['en-US']).toBe('Refused: the vehicle is moving');
    expect(t.body.doorsLocked).toBe(true);
  });
});
