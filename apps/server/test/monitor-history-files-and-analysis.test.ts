import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { decode } from '@chelian/gb32960';
import {
  DataAnalysisApi,
  MonitorApi,
  type CustomSignalTree,
  type DayTravel,
  type OnlineRateDay,
  type ProvinceWorkTime,
  type VehicleWork,
  type FrameMessage,
  type LinkGpsRow,
  type MonitorRow,
  type Trip,
} from '@chelian/contracts/monitor';
import { HistoryExportTaskApi, type HistoryExportTask } from '@chelian/contracts/history-export-tasks';
import {
  TERMINAL_FILE_UPLOAD_BASE,
  TerminalFilesApi,
  type TerminalFile,
} from '@chelian/contracts/terminal-files';
import { DEMO } from '../src/demo/tenants';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

const api = (path: string) => `/api/${path}`;
const DAY = 86_400_000;

describe('monitoring over two hours of reports: archive facets, terminal files, trips, frames, link positions, V2.0 calls and data analysis', () => {
  let h: Harness;
  let token: string;
  const [a, offline] = identities(2, 'monitor-history');
  const foreign = 'LMOREFOREIGN00001';
  let vehicleId = 0;
  let t: ReturnType<typeof terminal>;
  const start = Date.now() - 4 * 3_600_000;
  const mileages: number[] = [];

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '0' });
    token = await h.adminToken();
    // a real listener: the simulated terminal posts its files over HTTP
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as AddressInfo).port;
    const ids = await registerVehicles(h, [a!, offline!]);
    vehicleId = ids.get(a!.vin)!;
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const [other] = await query<{ id: number }>(
      h,
      `insert into tenants (tenant_code, tenant_name, app_name) values ('more-other', 'Other', 'Other') returning id`,
    );
    await query(h, 'insert into vehicles (tenant_id, vin) values ($1, $2)', [other!.id, foreign]);
    // the archive facets the status row reads
    const [type] = await query<{ id: number }>(
      h,
      `insert into vehicle_types (tenant_id, code, name) values ($1, 'MORE-VAN', 'Logistics van') returning id`,
      [tenant!.id],
    );
    const [org] = await query<{ id: number }>(
      h,
      `insert into organisations (tenant_id, name, code, type, tree_path) values ($1, 'North depot', 'MORE-NORTH', 'DEPARTMENT', '/') returning id`,
      [tenant!.id],
    );
    await query(
      h,
      `update vehicles set vehicle_type_id = $2, org_id = $3, owner_name = 'Zhang Wei', sale_status = 'SOLD', sale_date = '2026-03-01T00:00:00Z',
        service_status = 'HAS_OPENED', service_start_date = '2026-03-01T00:00:00Z', service_end_date = '2029-03-01T00:00:00Z' where id = $1`,
      [vehicleId, type!.id, org!.id],
    );
    await query(
      h,
      `insert into lock_commands (tenant_id, vehicle_id, vin, check_id, cmd_name, create_user_name) values ($1, $2, $3, 'more-lock-1', 'lock', 'admin')`,
      [tenant!.id, vehicleId, a!.vin],
    );

    t = terminal(h, a!, {
      startTime: start,
      uploadUrl: `http://127.0.0.1:${port}/api/${TERMINAL_FILE_UPLOAD_BASE}`,
    });
    expect(await t.login()).toBe('ok');
    // two hours of reports every 30 s: the simulated vehicle parks, drives and stops
    for (let i = 0; i < 240; i++) mileages.push(t.tick(30_000).vehicle!.mileage!);
    await settle(h);
  });
  afterAll(async () => {
    await t?.stop({ logout: false }).catch(() => undefined);
    await h?.close();
  });

  const post = (path: string, body: unknown) => h.call('POST', api(path), { token, body });
  const range = (days: number) => ({ startTime: start - 60_000, endTime: start - 60_000 + days * DAY });

  it('reads type, organisation, customer, sale and service dates and the lock status from the archive', async () => {
    const res = await post(MonitorApi.monitorList, { vin: a!.vin });
    const row = (res.json() as { items: MonitorRow[] }).items[0]!;
    expect(row).toMatchObject({
      typeName: 'Logistics van',
      orgName: 'North depot',
      customerName: 'Zhang Wei',
      saleStatus: 'SOLD',
      lockStatus: 240,
      lockStatusText: 'Received',
    });
    expect(row.saleDate).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(row.serviceEndDate).toBe(Date.parse('2029-03-01T00:00:00Z'));
    const other = (await post(MonitorApi.monitorList, { vin: offline!.vin })).json().items[0] as MonitorRow;
    expect(other).toMatchObject({
      lockStatus: 0,
      lockStatusText: 'Not set',
      typeName: null,
      customerName: null,
    });
  });

  it('shows the chip of the bound terminal and the register flags of the filings in the row and the export', async () => {
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const [factory] = await query<{ id: number }>(
      h,
      `insert into chip_factories (tenant_id, code, name) values ($1, 'MORE-CF', 'Silicon North') returning id`,
      [tenant!.id],
    );
    const [chip] = await query<{ id: number }>(
      h,
      `insert into chip_models (tenant_id, chip_factory_id, model_code, model_name, chip_type) values ($1, $2, 'MORE-SE1', 'Secure element 1', 'SE') returning id`,
      [tenant!.id, factory!.id],
    );
    const [supplier] = await query<{ id: number }>(
      h,
      `insert into terminal_suppliers (tenant_id, supplier_type, code, name) values ($1, '1001', 'MORE-SUP', 'Box maker') returning id`,
      [tenant!.id],
    );
    const [model] = await query<{ id: number }>(
      h,
      `insert into terminal_models (tenant_id, supplier_id, chip_model_id, model_code, model_name) values ($1, $2, $3, 'MORE-TBOX', 'T-Box 1') returning id`,
      [tenant!.id, supplier!.id, chip!.id],
    );
    await query(
      h,
      `update terminals set terminal_model_id = $2 where id = (select terminal_id from vehicle_terminals where vehicle_id = $1 and unbound_at is null)`,
      [vehicleId, model!.id],
    );
    await query(
      h,
      `insert into filings (tenant_id, subject_type, subject_id, standard, status) values ($1, 'CHIP_MODEL', $2, 'GB4', 'APPROVED'), ($1, 'VEHICLE', $3, 'GB6', 'APPROVED'), ($1, 'VEHICLE', $3, 'GB4', 'REJECTED')`,
      [tenant!.id, chip!.id, vehicleId],
    );

    const row = (await post(MonitorApi.monitorList, { vin: a!.vin })).json().items[0] as MonitorRow;
    expect(row).toMatchObject({
      chipCode: 'MORE-SE1',
      chipModel: 'Secure element 1',
      chipFactory: 'Silicon North',
      chipRegister: 1,
      terminalRegister: 1,
      vehicleRegister: 1,
      vehicleRegisterGb4: 2,
      vehicleRegisterGb4Text: 'Rejected',
      vehicleRegisterGb6: 3,
      vehicleRegisterGb6Text: 'Approved',
    });
    // never filed, no terminal model: nothing to show
    const bare = (await post(MonitorApi.monitorList, { vin: offline!.vin })).json().items[0] as MonitorRow;
    expect(bare).toMatchObject({
      chipCode: null,
      chipRegister: 0,
      vehicleRegister: 0,
      vehicleRegisterGb4: null,
      vehicleRegisterGb6Text: null,
    });

    const res = await post(MonitorApi.monitorExport, { vin: a!.vin });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Sheet')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (header: string) => cells[headers.indexOf(header)];
    expect(cell('Chip code')).toBe('MORE-SE1');
    expect(cell('Chip model')).toBe('Secure element 1');
    expect(cell('Chip factory')).toBe('Silicon North');
    expect(cell('Chip filed')).toBe('Yes');
    expect(cell('Vehicle filed')).toBe('Yes');
    expect(cell('GB4 filing')).toBe('Rejected');
    expect(cell('GB6 filing')).toBe('Approved');
  });

  it('asks the terminal for a file, stores its upload, reads, downloads and deletes it', async () => {
    const asked = await post(TerminalFilesApi.read, { vin: a!.vin, fileType: 'LOG' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ fileType: 'LOG', status: 'requested' });
    const busy = await post(TerminalFilesApi.read, { vin: a!.vin, fileType: 'LOG' });
    const list = await waitFor(
      async () =>
        (await post(TerminalFilesApi.search, { vin: a!.vin })).json() as {
          items: TerminalFile[];
          total: number;
        },
      (page) => page.items[0]?.status === 'uploaded',
      10_000,
      'the uploaded file',
    );
    // a second request while the first was in flight was refused (or came after it finished)
    if (busy.statusCode !== 200) expect(busy.json().error.message).toContain('already being uploaded');
    const file = list.items.find((f) => f.status === 'uploaded')!;
    expect(file.fileName).toMatch(new RegExp(`^${a!.vin}_LOG_\\d{14}\\.log$`));
    expect(file.requestedBy).toBeTruthy();

    const text = await post(TerminalFilesApi.readFile, { id: file.id });
    expect(text.statusCode).toBe(200);
    expect(text.json().content).toContain(`vin=${a!.vin}`);
    const download = await post(TerminalFilesApi.downloadFile, { id: file.id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toBe(text.json().content);

    const can = await post(TerminalFilesApi.read, { vin: a!.vin, fileType: 'CAN' });
    expect(can.statusCode).toBe(200);
    await waitFor(
      async () =>
        (await post(TerminalFilesApi.search, { vin: a!.vin, fileType: 'CAN' })).json() as {
          items: TerminalFile[];
        },
      (page) => page.items[0]?.status === 'uploaded',
      10_000,
      'the CAN file',
    );
    const canFile = (await post(TerminalFilesApi.search, { vin: a!.vin, fileType: 'CAN' })).json()
      .items[0] as TerminalFile;
    expect((await post(TerminalFilesApi.readFile, { id: canFile.id })).json().content).toMatch(
      /^\(\d+\.\d{6}\) can0 [0-9A-F]{3}#[0-9A-F]{16}$/m,
    );

    expect((await post(TerminalFilesApi.delete, { ids: [file.id] })).json()).toEqual({ deleted: 1 });
    expect((await post(TerminalFilesApi.readFile, { id: file.id })).statusCode).toBe(404);
    const left = (await post(TerminalFilesApi.search, { vin: a!.vin })).json() as { items: TerminalFile[] };
    expect(left.items.map((f) => f.id)).not.toContain(file.id);
  });

  it('refuses file calls with bad input, offline terminals, foreign vehicles and unknown tickets', async () => {
    const offlineRes = await post(TerminalFilesApi.read, { vin: offline!.vin, fileType: 'CAN' });
    expect(offlineRes.statusCode).toBe(400);
    expect(offlineRes.json().error.message).toBe(
      `The terminal of vehicle ${offline!.vin} is offline; its files cannot be read`,
    );
    expect((await post(TerminalFilesApi.read, { vin: a!.vin, fileType: 'PDF' })).statusCode).toBe(400);
    expect((await post(TerminalFilesApi.search, { vin: foreign })).statusCode).toBe(404);
    expect((await post(TerminalFilesApi.delete, { ids: [] })).statusCode).toBe(400);
    const ticket = 'ab'.repeat(32);
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.log"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const upload = await h.call('POST', api(TerminalFilesApi.upload(ticket)), {
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(404);
    expect(upload.json().error.message).toBe('The upload ticket is invalid or has expired');
    const [{ n }] = await query<{ n: number }>(
      h,
      `select count(*)::int as n from attachments where file_name = 'x.log'`,
    );
    expect(n).toBe(0);
  });

  it('finds trips and days from the reports, within 30 days', async () => {
    const trips = (await post(MonitorApi.travel(a!.vin), range(1))).json() as Trip[];
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      expect(trip.endTime).toBeGreaterThan(trip.startTime);
      expect(trip.distance).toBeCloseTo(trip.endMileage! - trip.startMileage!, 0);
      expect(trip.energyKwh).toBeGreaterThan(0);
    }
    const days = (await post(MonitorApi.daysTravel(a!.vin), range(1))).json() as DayTravel[];
    const total = days.reduce((sum, d) => sum + d.mileage, 0);
    const sent = Math.max(...mileages) - Math.min(...mileages);
    // a day's odometer advance; two Beijing days may split the two hours
    expect(total).toBeGreaterThan(sent - 1);
    expect(total).toBeLessThanOrEqual(sent + 0.2);
    expect(days.reduce((sum, d) => sum + d.trips, 0)).toBe(trips.length);

    const long = await post(MonitorApi.travel(a!.vin), range(31));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The time range may not exceed 30 days');
    const reversed = await post(MonitorApi.daysTravel(a!.vin), { startTime: start, endTime: start - 1000 });
    expect(reversed.json().error.message).toBe('The end time must be after the start time');
    expect((await post(MonitorApi.travel(foreign), range(1))).statusCode).toBe(404);
  });

  it('answers the V2.0 energy, history and export calls with their range limits', async () => {
    const energy = (await h.call('GET', api(MonitorApi.energyRealTime(a!.vin)), { token })).json();
    const last = t.sentBodies.at(-1)!.body.vehicle!;
    expect(energy).toMatchObject({ vin: a!.vin, soc: last.soc });
    expect(energy.power).toBeCloseTo((last.voltage! * last.current!) / 1000, 0);
    const track = await h.call('GET', api(MonitorApi.energyTrack(a!.vin)), {
      token,
      query: { startTime: String(range(1).startTime), endTime: String(range(1).endTime) },
    });
    expect(track.json()).toHaveLength(240);

    const history = await post(MonitorApi.historyV2(a!.vin), { ...range(1), signals: ['soc'], size: 5 });
    expect(history.json().total).toBe(240);
    expect((await h.call('GET', api(MonitorApi.historyInitV2), { token })).json()[0].id).toBe('vehicle');
    const exported = await post(MonitorApi.exportV2, { vin: a!.vin, ...range(1), signals: ['soc'] });
    expect(exported.statusCode).toBe(200);
    expect((await post(MonitorApi.exportV2, { vin: a!.vin, ...range(4) })).json().error.message).toBe(
      'The time range may not exceed 3 days',
    );

    const work = await post(MonitorApi.workDataExport, { vin: a!.vin, ...range(1) });
    expect(work.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(work.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Days', 'Trips']);
    expect(book.getWorksheet('Trips')!.rowCount).toBe(
      (await post(MonitorApi.travel(a!.vin), range(1))).json().length + 1,
    );
    expect((await post(MonitorApi.workDataExport, { vin: a!.vin, ...range(4) })).statusCode).toBe(400);
  });

  it('pages and exports the frames of a vehicle (queryMsg, exportMsg)', async () => {
    const now = { startTime: Date.now() - DAY, endTime: Date.now() + 60_000 };
    const page = (await post(MonitorApi.queryMsg, { vin: a!.vin, ...now, size: 500 })).json() as {
      items: FrameMessage[];
      total: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(241);
    expect(page.items.some((m) => m.commandId === 0x01 && m.command === 'Vehicle login')).toBe(true);
    // a report's bytes come from its history row
    const reports = page.items.filter((m) => m.commandId === 0x02);
    expect(reports).toHaveLength(240);
    for (const m of reports) {
      const frame = decode(Buffer.from(m.hex, 'hex'));
      expect(frame.ok && frame.frame.vin).toBe(a!.vin);
    }
    const down = (await post(MonitorApi.queryMsg, { vin: a!.vin, ...now, direction: 'down' })).json() as {
      items: FrameMessage[];
    };
    expect(down.items.every((m) => m.direction === 'down')).toBe(true);
    expect(
      (
        await post(MonitorApi.queryMsg, {
          vin: a!.vin,
          startTime: now.startTime - 31 * DAY,
          endTime: now.endTime,
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(MonitorApi.queryMsg, { vin: foreign, ...now })).statusCode).toBe(404);
    const file = await post(MonitorApi.exportMsg, { vin: a!.vin, ...now });
    expect(file.statusCode).toBe(200);
    expect(
      (
        await post(MonitorApi.exportMsg, {
          vin: a!.vin,
          startTime: now.startTime - 3 * DAY,
          endTime: now.endTime,
        })
      ).json().error.message,
    ).toBe('The time range may not exceed 3 days');
  });

  it('logs the positions the link delivered with the session that carried them', async () => {
    const page = (await post(MonitorApi.linkGpsPage, { vin: a!.vin, ...range(1), size: 10 })).json() as {
      items: LinkGpsRow[];
      total: number;
    };
    expect(page.total).toBe(240);
    const row = page.items[0]!;
    expect(row.gpsTime).toBeGreaterThan(page.items[1]!.gpsTime);
    expect(row.remoteAddr).toMatch(/127\.0\.0\.1/);
    expect(row.delaySeconds).toBeGreaterThan(0);
    expect(row.province).toBeTruthy();
    expect((await post(MonitorApi.linkGpsPage, { vin: a!.vin, ...range(31) })).statusCode).toBe(400);
    expect((await post(MonitorApi.linkGpsPage, { vin: foreign, ...range(1) })).statusCode).toBe(404);
    const file = await post(MonitorApi.linkGpsExport, { vin: a!.vin, ...range(1) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    expect(book.getWorksheet('Sheet')!.rowCount).toBe(241);
    expect((await post(MonitorApi.linkGpsExport, { vin: a!.vin, ...range(4) })).statusCode).toBe(400);
  });

  it('positions, category, protocols, the factory track and the home work time', async () => {
    const positions = (await post(MonitorApi.positions, { vins: [a!.vin, foreign] })).json();
    expect(positions.map((p: { vin: string }) => p.vin)).toEqual([a!.vin]);
    expect((await post(MonitorApi.positions, { vins: [] })).statusCode).toBe(400);
    expect((await h.call('GET', api(MonitorApi.vehicleCategory(a!.vin)), { token })).json()).toMatchObject({
      vin: a!.vin,
      typeName: 'Logistics van',
    });
    const protocols = (await h.call('GET', api(MonitorApi.protocolsByVehicle(vehicleId)), { token })).json();
    expect(protocols[0]).toMatchObject({ code: 'GB32960', terminalCode: a!.terminalCode });
    const [foreignRow] = await query<{ id: number }>(h, 'select id from vehicles where vin = $1', [foreign]);
    expect(
      (await h.call('GET', api(MonitorApi.protocolsByVehicle(foreignRow!.id)), { token })).statusCode,
    ).toBe(404);
    const track = await h.call('GET', api(MonitorApi.factoryTrack(a!.vin)), {
      token,
      query: { startTime: String(range(1).startTime), endTime: String(range(1).endTime) },
    });
    expect(track.json().length).toBeGreaterThan(0);
    const work = (await h.call('GET', api(MonitorApi.homeWorkTime), { token })).json();
    expect(work.activeToday).toBeGreaterThanOrEqual(1);
    expect(work.totalHours).toBeGreaterThanOrEqual(work.todayHours);
  });

  it("answers the custom signal tree of the vehicle's series, marking what the published template collects", async () => {
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const tree = (vin: string, as = token) =>
      h.call('GET', api(MonitorApi.customTree), { token: as, query: { vin } });
    // no series yet: an empty tree
    expect((await tree(a!.vin)).json()).toMatchObject({
      vin: a!.vin,
      vehicleSeriesId: null,
      template: null,
      nodes: [],
    });

    const [series] = await query<{ id: number }>(
      h,
      `insert into vehicle_series (tenant_id, code, name) values ($1, 'MORE-S', 'More series') returning id`,
      [tenant!.id],
    );
    const attrs = await query<{ id: number; signal_code: string }>(
      h,
      `insert into signal_attrs (tenant_id, vehicle_series_id, signal_code, signal_name, unit, var_address, deleted) values
        ($1, $2, 'MORE_SOC', 'Pack SOC', '%', '0x18FF50E5:0', false), ($1, $2, 'MORE_RPM', 'Motor speed', 'rpm', '0x0CFF0A27:0', false),
        ($1, $2, 'MORE_OLD', 'Retired', null, null, true) returning id, signal_code`,
      [tenant!.id, series!.id],
    );
    const idOf = (code: string) => attrs.find((r) => r.signal_code === code)!.id;
    const [folder] = await query<{ id: number }>(
      h,
      `insert into signal_tree_nodes (tenant_id, vehicle_series_id, node_type, name) values ($1, $2, 'NODE', 'Battery') returning id`,
      [tenant!.id, series!.id],
    );
    await query(
      h,
      `insert into signal_tree_nodes (tenant_id, vehicle_series_id, parent_id, node_type, name, signal_attr_id, sort) values
        ($1, $2, $3, 'SIGNAL', 'Pack SOC', $4, 0), ($1, $2, $3, 'SIGNAL', 'Motor speed', $5, 1), ($1, $2, $3, 'SIGNAL', 'Retired', $6, 2)`,
      [tenant!.id, series!.id, folder!.id, idOf('MORE_SOC'), idOf('MORE_RPM'), idOf('MORE_OLD')],
    );
    const [template] = await query<{ id: number }>(
      h,
      `insert into signal_templates (tenant_id, vehicle_series_id, template_name, publish_status, version) values ($1, $2, 'More template', 'PUBLISH', 2) returning id`,
      [tenant!.id, series!.id],
    );
    await query(h, 'insert into signal_template_attrs (template_id, signal_attr_id) values ($1, $2)', [
      template!.id,
      idOf('MORE_SOC'),
    ]);
    await query(h, 'update vehicles set vehicle_series_id = $2 where id = $1', [vehicleId, series!.id]);

    const res = await tree(a!.vin.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = res.json() as CustomSignalTree;
    expect(body).toMatchObject({
      vehicleSeriesId: series!.id,
      seriesName: 'More series',
      template: { name: 'More template', version: 2 },
    });
    expect(body.nodes).toHaveLength(1);
    expect(body.nodes[0]).toMatchObject({ name: 'Battery', nodeType: 'NODE' });
    // the deleted signal is left out; only the template's signal is collected
    expect(body.nodes[0]!.children.map((c) => [c.signalCode, c.unit, c.collected])).toEqual([
      ['MORE_SOC', '%', true],
      ['MORE_RPM', 'rpm', false],
    ]);

    // without the permission, for another tenant's vehicle, without a VIN
    const operator = await h.login(DEMO.operator, DEMO.userPassword);
    expect((await tree(a!.vin, operator)).statusCode).toBe(403);
    expect((await tree(foreign)).statusCode).toBe(404);
    expect((await h.call('GET', api(MonitorApi.customTree), { token })).statusCode).toBe(400);
  });

  it('answers the realtime V2.0 customer, locate, online-and-work and daily work calls', async () => {
    const customer = (await h.call('GET', api(MonitorApi.realtimeCustomer(a!.vin)), { token })).json();
    expect(customer).toMatchObject({
      vin: a!.vin,
      customerName: 'Zhang Wei',
      orgName: 'North depot',
      saleStatus: 'SOLD',
      serviceStatus: 'HAS_OPENED',
    });
    const locate = (
      await h.call('GET', api(MonitorApi.realtimeLocate), { token, query: { vin: a!.vin } })
    ).json();
    expect(locate).toMatchObject({ vin: a!.vin, valid: true });
    expect(
      (await h.call('GET', api(MonitorApi.realtimeLocate), { token, query: { vin: foreign } })).statusCode,
    ).toBe(404);
    const online = (
      await h.call('GET', api(MonitorApi.realtimeOnlineAndWork), { token, query: { vin: a!.vin } })
    ).json();
    expect(online).toMatchObject({ vin: a!.vin, online: true });
    expect(online.totalWorkSeconds).toBeGreaterThanOrEqual(online.todayWorkSeconds);
    const now = Date.now();
    const work = await h.call('GET', api(MonitorApi.realtimeWork), {
      token,
      query: { vin: a!.vin, startTime: String(now - 2 * DAY), endTime: String(now) },
    });
    expect(work.json().length).toBeGreaterThanOrEqual(2);
    expect(work.json().at(-1).hours).toBeGreaterThanOrEqual(0);
    const long = await h.call('GET', api(MonitorApi.realtimeWork), {
      token,
      query: { vin: a!.vin, startTime: String(now - 31 * DAY), endTime: String(now) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('exports the history of several vehicles in a background task (historyExportTask)', async () => {
    const form = (fields: Record<string, string>, file: string, name = 'vins.txt') => {
      const boundary = 'task-boundary';
      const parts = Object.entries(fields).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${file}\r\n--${boundary}--\r\n`,
      );
      return {
        body: parts.join(''),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const fields = {
      taskName: 'Two vans',
      startTime: String(range(1).startTime),
      endTime: String(range(1).endTime),
      signals: 'soc,speed',
    };
    const created = await h.call('POST', api(HistoryExportTaskApi.create), {
      token,
      ...form(fields, `VIN\n${a!.vin}\n${offline!.vin}\n`),
    });
    expect(created.statusCode).toBe(200);
    const task = created.json() as HistoryExportTask;
    expect(task).toMatchObject({ taskName: 'Two vans', vinCount: 2, signals: ['soc', 'speed'] });
    const done = await waitFor(
      async () =>
        (
          (await post(HistoryExportTaskApi.page, { taskName: 'Two' })).json() as {
            items: HistoryExportTask[];
          }
        ).items[0]!,
      (row) => row.status === 'finished',
      15_000,
      'the task to finish',
    );
    expect(done.rowCount).toBe(240);
    expect((await post(HistoryExportTaskApi.queryTaskVins(task.id), {})).json()).toEqual(
      [
        { vin: a!.vin, rowCount: 240 },
        { vin: offline!.vin, rowCount: 0 },
      ].sort((x, y) => x.vin.localeCompare(y.vin)),
    );
    const file = await post(HistoryExportTaskApi.getDataContent(task.id), {});
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    expect(book.getWorksheet(a!.vin)!.rowCount).toBe(241);
    expect((await post(HistoryExportTaskApi.initMultiTree, {})).json()[0].id).toBe('vehicle');

    const tooLong = await h.call('POST', api(HistoryExportTaskApi.create), {
      token,
      ...form({ ...fields, endTime: String(range(4).endTime) }, a!.vin),
    });
    expect(tooLong.json().error.message).toBe('The time range may not exceed 3 days');
    const unknown = await h.call('POST', api(HistoryExportTaskApi.create), {
      token,
      ...form(fields, `${a!.vin} ${foreign}`),
    });
    expect(unknown.json().error.message).toBe(`No such vehicle, or you cannot access it: ${foreign}`);
    const none = await h.call('POST', api(HistoryExportTaskApi.create), {
      token,
      ...form(fields, 'no vins here'),
    });
    expect(none.json().error.message).toBe('The file holds no VIN');
    const badSignal = await h.call('POST', api(HistoryExportTaskApi.create), {
      token,
      ...form({ ...fields, signals: 'nope' }, a!.vin),
    });
    expect(badSignal.json().error.message).toBe('Unknown signal: nope');
    const [{ n }] = await query<{ n: number }>(h, 'select count(*)::int as n from history_export_tasks');
    expect(n).toBe(1);

    expect((await post(HistoryExportTaskApi.deleteTask, { ids: [task.id] })).json()).toEqual({ deleted: 1 });
    expect((await post(HistoryExportTaskApi.getDataContent(task.id), {})).statusCode).toBe(404);
  });

  it('answers the data-analysis calls: online rate, work time by day, province and vehicle, energy per day, exports', async () => {
    const now = Date.now();
    const days = { startTime: String(now - DAY), endTime: String(now) };
    const rate = (
      await h.call('GET', api(DataAnalysisApi.onlineRate), { token, query: days })
    ).json() as OnlineRateDay[];
    const today = rate.at(-1)!;
    expect(today.online).toBeGreaterThanOrEqual(1);
    expect(today.total).toBeGreaterThanOrEqual(2);
    expect(today.rate).toBeCloseTo(today.online / today.total, 3);
    const long = await h.call('GET', api(DataAnalysisApi.onlineRate), {
      token,
      query: { startTime: String(now - 31 * DAY), endTime: String(now) },
    });
    expect(long.json().error.message).toBe('The time range may not exceed 30 days');

    const fleet = (await h.call('GET', api(DataAnalysisApi.workTime), { token, query: days })).json() as {
      date: string;
      hours: number;
    }[];
    expect(fleet.reduce((sum, d) => sum + d.hours, 0)).toBeGreaterThan(0);
    const byVehicle = (
      await post(DataAnalysisApi.pageWorkTime, {
        ...{ startTime: now - DAY, endTime: now },
        current: 1,
        size: 5,
      })
    ).json() as { items: VehicleWork[] };
    expect(byVehicle.items[0]!.vin).toBe(a!.vin);
    const all = (await post(DataAnalysisApi.page, { vin: a!.vin })).json() as {
      items: VehicleWork[];
      total: number;
    };
    expect(all).toMatchObject({ total: 1, items: [{ vin: a!.vin, sessions: 1 }] });
    const date = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    const ofDate = (
      await h.call('GET', api(DataAnalysisApi.workTimeOfDate), { token, query: { date } })
    ).json() as VehicleWork[];
    expect(ofDate.map((w) => w.vin)).toContain(a!.vin);
    expect(
      (await h.call('GET', api(DataAnalysisApi.workTimeOfDate), { token, query: { date: '2026-13-01' } }))
        .statusCode,
    ).toBe(400);

    const provinces = (
      await h.call('GET', api(DataAnalysisApi.workTimeByProvince), { token })
    ).json() as ProvinceWorkTime[];
    const [{ n }] = await query<{ n: number }>(
      h,
      `select count(*)::int as n from vehicles v join tenants t on t.id = v.tenant_id where t.tenant_code = 'chelian'`,
    );
    expect(provinces.reduce((sum, p) => sum + p.vehicles, 0)).toBe(n);
    expect(provinces.find((p) => p.code !== '')!.name).toBeTruthy();
    expect((await h.call('GET', api(DataAnalysisApi.provinces), { token })).json()).toHaveLength(34);

    const fuel = (
      await h.call('GET', api(DataAnalysisApi.fuelList(a!.vin)), {
        token,
        query: { startTime: String(range(1).startTime), endTime: String(range(1).endTime) },
      })
    ).json();
    expect(fuel.reduce((sum: number, d: { energyKwh: number }) => sum + d.energyKwh, 0)).toBeGreaterThan(0);

    for (const [path, body] of [
      [DataAnalysisApi.exportOnlineRate, { startTime: now - DAY, endTime: now }],
      [DataAnalysisApi.exportProvince, {}],
      [DataAnalysisApi.exportTime, { startTime: now - DAY, endTime: now }],
      [DataAnalysisApi.exportTotal, {}],
      [DataAnalysisApi.exportType, {}],
    ] as const) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
