import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otaTaskSpec, vehicleCompVersionSpec } from '@chelian/contracts/resources/ota/index';
import {
  componentHardwareInfoSpec,
  OTA_PART_CALLS,
  vehicleCompVersionDetailSpec,
  type OtaVinGroupRow,
} from '@chelian/contracts/resources/ota/parts';
import { callUrl } from '@chelian/contracts/call';
import { startHarness, type Harness } from './harness';
import { query } from './gateway-support';
import { addOtaVersion } from './ota-support';
import { multipartFile, readSheet, writeSheet } from './resources-support';

let h: Harness;
let admin: string;
let fleet: string;
const base = (spec: { service: string; base: string }) => `/api/${spec.service}/${spec.base}`;
const url = (call: { path: string }, p: Record<string, string | number> = {}) => `/api/${callUrl(call, p)}`;
const call = (method: string, path: string, body?: unknown, opts: { token?: string; lang?: string } = {}) =>
  h.call(method, path, {
    token: opts.token ?? admin,
    body,
    headers: { 'accept-language': opts.lang ?? 'en-US' },
  });
const upload = (path: string, file: Buffer, lang = 'en-US') => {
  const form = multipartFile('vins.xlsx', file);
  return h.call('POST', path, {
    token: admin,
    body: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
};

let mine: { id: number; vin: string }[];
let foreign: { id: number; vin: string };

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  const tokens = await h.demoTokens();
  admin = tokens.admin;
  fleet = tokens.fleet;
  mine = await query<{ id: number; vin: string }>(
    h,
    `select v.id::int as id, v.vin from vehicles v join tenants t on t.id = v.tenant_id
      where t.tenant_code = 'chelian' order by v.id limit 4`,
  );
  // a vehicle of the other demo tenant
  [foreign] = await query<{ id: number; vin: string }>(
    h,
    `insert into vehicles (tenant_id, vin) select id, 'LFLEETTEST0000001' from tenants where tenant_code = 'fleetco'
     returning id::int as id, vin`,
  );
  expect(mine.length).toBe(4);
  expect(foreign).toBeTruthy();
}, 180_000);
afterAll(() => h?.close());

const version = (componentCode: string, versionText = '9.0.0', versionNo = 900) =>
  addOtaVersion(h, admin, { componentCode, versionText, versionNo });

describe('vehicle parts (vehicle_comp_version, component_hardware_info, history)', () => {
  it('keeps a part entered by hand, its hardware part number, and its history when it changes', async () => {
    const hw = await call('POST', base(componentHardwareInfoSpec), {
      componentCode: 'PBMS',
      hardwareVersion: 'HW7.1',
      partNo: 'NC-7100',
      supplier: 'Ningchuan',
    });
    expect(hw.statusCode, hw.body).toBe(200);
    const again = await call('POST', base(componentHardwareInfoSpec), {
      componentCode: 'PBMS',
      hardwareVersion: 'HW7.1',
    });
    expect(again.statusCode).toBe(409);

    const created = await call('POST', base(vehicleCompVersionSpec), {
      vin: mine[0]!.vin.toLowerCase(),
      componentCode: 'PBMS',
      softwareVersion: '7.0.0',
      hardwareVersion: 'HW7.1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().id);
    const changed = await call('PUT', base(vehicleCompVersionSpec), { id, softwareVersion: '7.0.1' });
    expect(changed.statusCode, changed.body).toBe(200);

    const history = await call('POST', `${base(vehicleCompVersionDetailSpec)}/page`, {
      vin: mine[0]!.vin,
      componentCode: 'PBMS',
    });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().items as {
      softwareVersion: string;
      previousVersion: string | null;
      source: string;
    }[];
    expect(rows.map((r) => [r.softwareVersion, r.previousVersion, r.source])).toEqual([
      ['7.0.1', '7.0.0', 'MANUAL'],
      ['7.0.0', null, 'MANUAL'],
    ]);

    const page = await call('POST', url(OTA_PART_CALLS.pageByVinGroup), {
      vin: mine[0]!.vin,
      componentCode: 'PBMS',
    });
    expect(page.statusCode, page.body).toBe(200);
    const groups = page.json().items as OtaVinGroupRow[];
    expect(groups).toHaveLength(1);
    const part = groups[0]!.parts.find((p) => p.componentCode === 'PBMS')!;
    expect(part).toMatchObject({
      softwareVersion: '7.0.1',
      hardwareVersion: 'HW7.1',
      partNo: 'NC-7100',
      source: 'MANUAL',
    });
  });

  it("refuses another tenant's VIN in the caller's language, and shows nothing across tenants", async () => {
    const refused = await call(
      'POST',
      base(vehicleCompVersionSpec),
      { vin: foreign.vin, componentCode: 'PBMS', softwareVersion: '1.0.0' },
      { lang: 'zh-CN' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(foreign.vin);
    expect(refused.json().error.message).toMatch(/车辆|车架号/);

    const other = await call(
      'POST',
      url(OTA_PART_CALLS.pageByVinGroup),
      { vin: mine[0]!.vin },
      { token: fleet },
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().total).toBe(0);
  });

  it('exports one row per vehicle with a software and hardware column per component (export4Mix)', async () => {
    await call('POST', base(vehicleCompVersionSpec), {
      vin: mine[0]!.vin,
      componentCode: 'PVCU',
      softwareVersion: '3.0.0',
    });
    const res = await call('POST', url(OTA_PART_CALLS.export4Mix), {
      vin: mine[0]!.vin,
      title: 'Parts of one vehicle',
      sheetName: 'Parts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Parts')!;
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('Parts of one vehicle');
    const header = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    expect(header).toContain('PBMS Software version');
    expect(header).toContain('PVCU Hardware version');
    const row = (sheet.getRow(3).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(row[0]).toBe(mine[0]!.vin);
    expect(row[header.indexOf('PBMS Software version')]).toBe('7.0.1');
    expect(row[header.indexOf('PBMS Hardware version')]).toBe('HW7.1');

    const long = await call('POST', url(OTA_PART_CALLS.export4Mix), { sheetName: 'x'.repeat(40) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('31');
  });

  it('holds the vehicle part calls to their permissions', async () => {
    const reader = await h.userWithPermissions('ota_parts_reader', ['vehiclePart/view']);
    const asReader = (method: string, path: string, body?: unknown) =>
      call(method, path, body, { token: reader });
    expect((await asReader('POST', url(OTA_PART_CALLS.pageByVinGroup), {})).statusCode).toBe(200);
    expect((await asReader('POST', `${base(vehicleCompVersionDetailSpec)}/page`, {})).statusCode).toBe(200);
    expect((await asReader('POST', url(OTA_PART_CALLS.export4Mix), {})).statusCode).toBe(403);
    expect(
      (await asReader('POST', base(componentHardwareInfoSpec), { componentCode: 'X', hardwareVersion: 'Y' }))
        .statusCode,
    ).toBe(403);
    expect((await asReader('POST', url(OTA_PART_CALLS.fourModules), {})).statusCode).toBe(403);
    expect(
      (await asReader('POST', url(OTA_PART_CALLS.versionLink, { versionId: 1 }), { vins: [mine[0]!.vin] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('version link and unlink vehicles', () => {
  it('links vehicles that run the component, refuses others, and unlinks', async () => {
    const versionId = await version('PBMS');
    const candidates = await call('POST', url(OTA_PART_CALLS.versionUnlinked), { versionId, pageSize: 100 });
    expect(candidates.statusCode, candidates.body).toBe(200);
    const vins = (candidates.json().items as { vin: string; runningVersion: string }[]).map((r) => r.vin);
    expect(vins).toContain(mine[0]!.vin);
    expect(candidates.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ vin: mine[0]!.vin, runningVersion: '7.0.1' })]),
    );

    const linked = await call('POST', url(OTA_PART_CALLS.versionLink, { versionId }), {
      vins: [mine[0]!.vin],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ linked: 1 });
    const list = await call('POST', url(OTA_PART_CALLS.versionLinked), { versionId });
    expect(list.json().items).toMatchObject([{ vin: mine[0]!.vin, runningVersion: '7.0.1' }]);

    // a vehicle whose terminal reported other parts only cannot take a PBMS version
    await query(
      h,
      `insert into vehicle_comp_versions (tenant_id, vehicle_id, vin, component_code, software_version)
       select tenant_id, id, vin, 'OTHER', '1.0.0' from vehicles where id = $1`,
      [mine[1]!.id],
    );
    const refused = await call('POST', url(OTA_PART_CALLS.versionLink, { versionId }), {
      vins: [mine[1]!.vin],
    });
    expect(refused.statusCode).toBe(409);
    const foreignVin = await call('POST', url(OTA_PART_CALLS.versionLink, { versionId }), {
      vins: [foreign.vin],
    });
    expect(foreignVin.statusCode).toBe(404);
    const otherTenant = await call(
      'POST',
      url(OTA_PART_CALLS.versionLinked),
      { versionId },
      { token: fleet },
    );
    expect([403, 404]).toContain(otherTenant.statusCode);

    const gone = await call('DELETE', url(OTA_PART_CALLS.versionUnlink, { versionId }), {
      vins: [mine[0]!.vin],
    });
    expect(gone.json()).toEqual({ unlinked: 1 });
    const edit = await call('POST', url(OTA_PART_CALLS.versionEdit), { otaVersionId: versionId });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().applicationPackageFile.fileName).toBe('pkg.bin');
  });
});

describe('task vehicles from a file, and their export', () => {
  let taskId: number;
  beforeAll(async () => {
    const res = await call('POST', base(otaTaskSpec), {
      taskName: 'import test',
      versionId: await version('PVCU', '9.1.0', 910),
      waveUnit: 'PERCENT',
      waveSize: 100,
      successThreshold: 80,
      errorThreshold: 20,
    });
    taskId = Number(res.json().id);
  });

  it('previews each row with its refusal in the caller language and imports nothing while one is refused', async () => {
    const file = await writeSheet([
      ['VIN *'],
      [mine[0]!.vin],
      ['NOT-A-VIN'],
      [mine[0]!.vin],
      [foreign.vin],
      [mine[1]!.vin],
    ]);
    const preview = await upload(
      url(OTA_PART_CALLS.importVehiclePreview, { otaTaskId: taskId }),
      file,
      'zh-CN',
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as {
      items: { row: number; errors: { reason: string }[] }[];
      total: number;
      valid: number;
    };
    expect(p.total).toBe(5);
    expect(p.valid).toBe(1);
    const reasons = Object.fromEntries(p.items.map((i) => [i.row, i.errors[0]?.reason ?? null]));
    expect(reasons[2]).toBeNull();
    expect(reasons[3]).toMatch(/车架号|VIN/);
    expect(reasons[4]).toContain('2');
    expect(reasons[5]).toContain(foreign.vin);
    expect(reasons[6]).toContain(mine[1]!.vin);

    const refused = await upload(`${url(OTA_PART_CALLS.importVehicle)}?otaTaskId=${taskId}`, file);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['x-import-errors']).toBe('4');
    const [count] = await query<{ n: number }>(
      h,
      'select count(*)::int as n from ota_task_vehicles where task_id = $1',
      [taskId],
    );
    expect(count!.n).toBe(0);
  });

  it('links the vehicles of a clean file and exports them with localized states', async () => {
    // the demo seed's parts of this vehicle lack the task's component until one is entered
    await call('POST', base(vehicleCompVersionSpec), {
      vin: mine[2]!.vin,
      componentCode: 'PVCU',
      softwareVersion: '3.0.0',
    });
    const file = await writeSheet([['VIN'], [mine[0]!.vin], [mine[2]!.vin]]);
    const res = await upload(url(OTA_PART_CALLS.importVehicleOf, { otaTaskId: taskId }), file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ linked: 2 });

    const other = await h.call('GET', url(OTA_PART_CALLS.exportTask, { otaTaskId: taskId }), {
      token: fleet,
    });
    expect([403, 404]).toContain(other.statusCode);
    const exported = await h.call('GET', url(OTA_PART_CALLS.exportTask, { otaTaskId: taskId }), {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(exported.statusCode).toBe(200);
    const rows = await readSheet(exported);
    expect(rows[0]).toContain('Upgrade status');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([mine[0]!.vin, mine[2]!.vin].sort());
    expect(rows[1]).toContain('Not started');

    const online = await call('GET', url(OTA_PART_CALLS.onlineCount, { otaTaskId: taskId }));
    expect(online.json()).toMatchObject({ total: 2 });
    const detail = await call('POST', url(OTA_PART_CALLS.taskDetail), { id: taskId });
    expect(detail.json()).toMatchObject({ total: 2, componentCode: 'PVCU', versionText: '9.1.0' });
    const edit = await call('POST', url(OTA_PART_CALLS.taskEdit), { id: taskId });
    expect(edit.json()).toMatchObject({
      taskName: 'import test',
      editable: true,
      version: { versionText: '9.1.0' },
    });
    const [tv] = await query<{ id: number }>(
      h,
      'select id::int as id from ota_task_vehicles where task_id = $1 and vin = $2',
      [taskId, mine[0]!.vin],
    );
    const comps = await call('POST', url(OTA_PART_CALLS.compVersionDetail), { id: tv!.id });
    expect(comps.json().parts).toEqual(
      expect.arrayContaining([expect.objectContaining({ componentCode: 'PVCU', target: true })]),
    );
    const upgrades = await call('GET', `${url(OTA_PART_CALLS.vehicleUpgradePage)}?vin=${mine[0]!.vin}`);
    expect(upgrades.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ taskName: 'import test', upgradeStatus: 'INIT' })]),
    );
  });
});

describe("the dashboard's four modules", () => {
  it('counts versions, tasks and what the fleet runs, and refuses a bad period', async () => {
    const bad = await call('POST', url(OTA_PART_CALLS.fourModules), { days: 0 }, { lang: 'zh-TW' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('366');
    const res = await call('POST', url(OTA_PART_CALLS.fourModules), { days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.days).toBe(7);
    expect(m.versions.find((v: { type: string }) => v.type === 'APP_PACK').count).toBeGreaterThanOrEqual(2);
    expect(m.tasks.find((t: { status: string }) => t.status === 'INIT').count).toBeGreaterThanOrEqual(1);
    expect(m.components).toEqual(
      expect.arrayContaining([{ componentCode: 'PBMS', version: '7.0.1', count: 1 }]),
    );
    const other = await call('POST', url(OTA_PART_CALLS.fourModules), {}, { token: fleet });
    expect(other.statusCode).toBe(200);
    expect(other.json().components.some((c: { componentCode: string }) => c.componentCode === 'PBMS')).toBe(
      false,
    );
  });
});
